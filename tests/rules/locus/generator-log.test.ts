import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createScriptedRng, createSeededRng } from '../../../src/rules/dice';
import { rollLoggedTool } from '../../../src/rules/roll-recipe';
import {
  describeGeneratorRoll,
  generate,
  generatorRollInput,
  parseGenerator,
  readGeneratorRollInput,
  rollGeneratorInput,
  type Generator,
} from '../../../src/rules/locus/generators';
import { toolLog } from '../../../src/rules/locus/log';

function load(name: string): Generator {
  const parsed = parseGenerator(readFileSync(`content/locus/generators/${name}.json`, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const haunt = load('haunt');
const layer = load('layer-prompt');
const VICES = ['Cruelty', 'Cowardice'];

describe('describeGeneratorRoll', () => {
  it('logs the dice, each part’s face and the words, and no sum of unrelated dice', () => {
    // Faces: Vice 2 of d2, then 13, 1, 12, 5 and 20.
    const result = generate(haunt, createScriptedRng([2, 13, 1, 12, 5, 20]), {}, { vices: VICES });
    const line = describeGeneratorRoll(result);
    expect(line.expression).toBe('d2, d20, d12, d12, d12, d20');
    expect(line.detail).toMatch(
      /^Vice d2: 2, The wrong d20: 13, Who was hurt d12: 1, When it happened d12: 12, How you buried it d12: 5, What was left behind d20: 20$/,
    );
    expect(line).not.toHaveProperty('total');
    expect(line.result).toMatch(/^Vice: Cowardice; The wrong: .+; Who was hurt: .+/);
  });
});

describe('generatorRollInput', () => {
  it('keeps the generator, the Vice list and the faces of the locked parts', () => {
    const result = generate(haunt, createSeededRng(3), {}, { vices: VICES });
    const input = generatorRollInput(haunt, result, ['wrong'], VICES);
    expect(input).toEqual({
      generator: 'haunt',
      vices: VICES,
      kept: { wrong: result.parts[1]!.roll },
    });
  });

  it('leaves the Vice list out for a generator without a Vice part', () => {
    const result = generate(layer, createSeededRng(3));
    expect(generatorRollInput(layer, result, [], VICES)).toEqual({
      generator: 'layer-prompt',
      kept: {},
    });
  });

  it('rolls again a kept Vice that is no longer on the list instead of keeping a different one', () => {
    const result = { ...generate(haunt, createSeededRng(3), {}, { vices: VICES }) };
    const shared = {
      ...result,
      parts: result.parts.map((roll, at) => (at === 0 ? { ...roll, text: 'Envy' } : roll)),
    };
    expect(generatorRollInput(haunt, shared, ['vice'], VICES).kept).toEqual({});
  });
});

describe('rolling a logged generator again', () => {
  it('rolls the parts that were not kept and keeps the locked ones, on the logged Vice list', () => {
    const first = generate(haunt, createSeededRng(5), {}, { vices: VICES });
    const input = generatorRollInput(haunt, first, ['wrong'], VICES);
    const read = readGeneratorRollInput(JSON.parse(JSON.stringify(input)), [haunt, layer]);
    expect(read?.generator.id).toBe('haunt');
    for (let seed = 1; seed < 20; seed += 1) {
      const again = rollGeneratorInput(haunt, read!.input, createSeededRng(seed));
      expect(again.parts[1]).toEqual(first.parts[1]);
      expect(VICES).toContain(again.parts[0]!.text);
      expect(again.parts[0]!.die).toBe('d2');
    }
  });

  it('goes through the Locus tool log with the same words as the tool', () => {
    const first = generate(layer, createSeededRng(8));
    const input = generatorRollInput(layer, first, ['sight'], []);
    const line = rollLoggedTool(
      toolLog,
      'generator',
      JSON.parse(JSON.stringify(input)),
      createSeededRng(9),
    );
    const expected = describeGeneratorRoll(rollGeneratorInput(layer, input, createSeededRng(9)));
    expect(line).toEqual(expected);
    expect(line?.result).toContain(`Sight: ${first.parts[0]!.text}`);
  });

  it('refuses a tampered or unreadable input', () => {
    const valid = { generator: 'haunt', vices: VICES, kept: { wrong: 3 } };
    expect(readGeneratorRollInput(valid, [haunt])).not.toBeNull();
    for (const raw of [
      null,
      'haunt',
      { ...valid, generator: 'banshee' },
      { ...valid, kept: { ghost: 1 } },
      { ...valid, kept: { wrong: 21 } },
      { ...valid, kept: { wrong: 0 } },
      { ...valid, kept: { wrong: 1.5 } },
      { ...valid, kept: { vice: 3 } },
      { ...valid, vices: [] },
      { ...valid, vices: ['Pride', 'pride'] },
      { ...valid, kept: undefined },
    ]) {
      expect(readGeneratorRollInput(raw, [haunt]), JSON.stringify(raw)).toBeNull();
      expect(rollLoggedTool(toolLog, 'generator', raw, createSeededRng(1))).toBeNull();
    }
  });
});
