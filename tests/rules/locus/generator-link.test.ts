import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createScriptedRng, createSeededRng } from '../../../src/rules/dice';
import { encodeBase64Url } from '../../../src/rules/share-link';
import {
  decodeInspirationLink,
  encodeInspirationLink,
  INSPIRATION_GENERATOR_IDS,
  INSPIRATION_LINK_VERSION,
  isInspirationGeneratorId,
  MAX_INSPIRATION_LINK_LENGTH,
  MAX_INSPIRATION_LINK_PARTS,
  MAX_INSPIRATION_LINK_TEXT,
} from '../../../src/rules/locus/generator-link';
import {
  generate,
  parseGenerator,
  type Generator,
  type GeneratorResult,
} from '../../../src/rules/locus/generators';
import { CLASSIC_VICES, MAX_VICE_LENGTH, MAX_VICES } from '../../../src/rules/locus/vices';

const DATA_DIR = join('content', 'locus', 'generators');
const generators: readonly Generator[] = readdirSync(DATA_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => {
    const parsed = parseGenerator(readFileSync(join(DATA_DIR, name), 'utf8'));
    if (!parsed.ok) throw new Error(`${name}: ${parsed.error.message}`);
    return parsed.value;
  });

function byId(id: string): Generator {
  const found = generators.find((generator) => generator.id === id);
  if (!found) throw new Error(`no generator ${id}`);
  return found;
}

const haunt = byId('haunt');
const layerPrompt = byId('layer-prompt');

/** A link made by hand, as a forger would: any JSON value behind the right prefix. */
function forge(data: unknown): string {
  return `${INSPIRATION_LINK_VERSION}.${encodeBase64Url(new TextEncoder().encode(JSON.stringify(data)))}`;
}

/** The JSON a real link carries for a result, to tamper with. */
function dataOf(result: GeneratorResult) {
  return {
    generator: result.generatorId,
    parts: result.parts.map((roll) => ({
      id: roll.partId,
      die: roll.die,
      roll: roll.roll,
      text: roll.text,
    })),
  };
}

function errorOf(link: string, generator: Generator = haunt) {
  const decoded = decodeInspirationLink(link, generator);
  if (decoded.ok) throw new Error('expected the link to be refused');
  return decoded.error;
}

/** The Haunt with scripted faces: Vice 4 (Envy), then the first face of every table part. */
const scriptedHaunt = generate(haunt, createScriptedRng([4, 13, 1, 12, 1, 20]));

describe('the inspiration generators a link can name', () => {
  it('are exactly the generators in the content folder', () => {
    expect([...generators.map((generator) => generator.id)].sort()).toEqual(
      [...INSPIRATION_GENERATOR_IDS].sort(),
    );
    expect(isInspirationGeneratorId('haunt')).toBe(true);
    expect(isInspirationGeneratorId('banshee')).toBe(false);
  });

  it('have no more parts and no longer entries than a link may carry', () => {
    for (const generator of generators) {
      expect(generator.parts.length).toBeLessThanOrEqual(MAX_INSPIRATION_LINK_PARTS);
      for (const part of generator.parts) {
        if (part.kind === 'table')
          for (const entry of part.entries)
            expect(entry.length).toBeLessThanOrEqual(MAX_INSPIRATION_LINK_TEXT);
      }
    }
    expect(MAX_VICE_LENGTH).toBeLessThanOrEqual(MAX_INSPIRATION_LINK_TEXT);
  });
});

describe('a shared result', () => {
  it('opens as the same result: every part, die, face and text', () => {
    const link = encodeInspirationLink(scriptedHaunt);
    expect(link.startsWith('i1.')).toBe(true);
    expect(scriptedHaunt.parts[0]).toMatchObject({
      partId: 'vice',
      die: 'd7',
      roll: 4,
      text: 'Envy',
    });
    expect(decodeInspirationLink(link, haunt)).toEqual({ ok: true, value: scriptedHaunt });
  });

  it('opens every generator’s results the same, over many seeded rolls', () => {
    for (const [index, generator] of generators.entries()) {
      const rng = createSeededRng(1000 + index);
      for (let time = 0; time < 50; time += 1) {
        const result = generate(generator, rng);
        expect(decodeInspirationLink(encodeInspirationLink(result), generator)).toEqual({
          ok: true,
          value: result,
        });
      }
    }
  });

  it('carries a Vice from the sender’s own list as written, with the sender’s die, even when the receiver lacks it', () => {
    const vices = ['Cruelty', 'Cowardice', 'Spite “of old”'];
    const result = generate(haunt, createScriptedRng([3, 1, 1, 1, 1, 1]), {}, { vices });
    expect(result.parts[0]).toMatchObject({ die: 'd3', roll: 3, text: 'Spite “of old”' });
    expect(CLASSIC_VICES).not.toContain('Spite “of old”');
    const decoded = decodeInspirationLink(encodeInspirationLink(result), haunt);
    expect(decoded.ok && decoded.value.parts[0]).toEqual({
      partId: 'vice',
      label: 'Vice',
      die: 'd3',
      roll: 3,
      text: 'Spite “of old”',
    });
  });

  it('puts the parts back in the generator’s order when the link lists them in another', () => {
    const data = dataOf(scriptedHaunt);
    const decoded = decodeInspirationLink(
      forge({ ...data, parts: [...data.parts].reverse() }),
      haunt,
    );
    expect(decoded).toEqual({ ok: true, value: scriptedHaunt });
  });
});

describe('a tampered link', () => {
  it('is refused when a table part’s text is not the entry at its face', () => {
    const data = dataOf(scriptedHaunt);
    data.parts[1] = { ...data.parts[1]!, text: 'Something the tables never said' };
    expect(errorOf(forge(data))).toEqual({
      code: 'invalid-data',
      path: 'parts[1].text',
      message:
        'The shared Haunt generator result is not valid: Part 2: “text” is not "The wrong" 13 on the table.',
    });
  });

  it('is refused when a face is changed so the text no longer matches, or is off the die', () => {
    const data = dataOf(scriptedHaunt);
    expect(
      errorOf(
        forge({
          ...data,
          parts: data.parts.map((part, at) => (at === 2 ? { ...part, roll: 2 } : part)),
        }),
      ).path,
    ).toBe('parts[2].text');
    expect(
      errorOf(
        forge({
          ...data,
          parts: data.parts.map((part, at) => (at === 2 ? { ...part, roll: 13 } : part)),
        }),
      ).message,
    ).toContain('Part 3: “roll” 13 is not a face of a d12');
    expect(
      errorOf(
        forge({
          ...data,
          parts: data.parts.map((part, at) => (at === 0 ? { ...part, roll: 8 } : part)),
        }),
      ).message,
    ).toContain('Part 1: “roll” 8 is not a face of a d7');
    expect(
      errorOf(
        forge({
          ...data,
          parts: data.parts.map((part, at) => (at === 0 ? { ...part, roll: 1.5 } : part)),
        }),
      ).detail,
    ).toContain('Part 1: “roll” must be a whole number');
  });

  it('is refused when a table part claims another die', () => {
    const data = dataOf(scriptedHaunt);
    data.parts[2] = { ...data.parts[2]!, die: 'd20' };
    expect(errorOf(forge(data)).message).toContain(
      'Part 3: “die” is d20, but "Who was hurt" is rolled on a d12',
    );
  });

  it('is refused when a Vice part claims a die larger than any Vice list', () => {
    const data = dataOf(scriptedHaunt);
    data.parts[0] = { ...data.parts[0]!, die: `d${MAX_VICES + 1}`, roll: 1 };
    expect(errorOf(forge(data)).message).toContain(
      `Part 1: “die” d${MAX_VICES + 1} is too big: a Vice list has at most ${MAX_VICES} Vices`,
    );
  });

  it('is refused as damaged when a character is changed, cut short or the prefix is wrong', () => {
    const link = encodeInspirationLink(scriptedHaunt);
    expect(errorOf(`${link.slice(0, -1)}!`)).toMatchObject({ code: 'bad-encoding' });
    expect(errorOf(link.slice(0, 40)).code).toMatch(/^(bad-encoding|invalid-json)$/);
    expect(errorOf(`i9.${link.slice(3)}`)).toMatchObject({
      code: 'unknown-version',
      message:
        'The shared Haunt generator result link is in an unknown format ("i9"); this site reads "i1" links.',
    });
    expect(errorOf('')).toMatchObject({ code: 'empty' });
    expect(errorOf(forge(['not', 'a', 'result']))).toMatchObject({
      code: 'invalid-data',
      message:
        'The shared Haunt generator result link is incomplete or was changed after it was shared.',
      detail: 'The result must be a set of fields.',
    });
  });
});

describe('a link naming an unknown generator or part', () => {
  it('is refused when the generator is not one of the site’s', () => {
    expect(errorOf(forge({ ...dataOf(scriptedHaunt), generator: 'banshee' }))).toMatchObject({
      code: 'invalid-data',
      path: 'generator',
      message:
        'The shared Haunt generator result is not valid: The generator is not a generator of this site.',
    });
  });

  it('is refused when it is another generator’s result', () => {
    const layer = generate(layerPrompt, createSeededRng(7));
    expect(errorOf(encodeInspirationLink(layer), haunt).message).toBe(
      'The shared Haunt generator result is not valid: The generator is for another generator ("layer-prompt"), not the Haunt generator.',
    );
  });

  it('is refused when a part is unknown, listed twice or missing', () => {
    const data = dataOf(scriptedHaunt);
    expect(
      errorOf(
        forge({
          ...data,
          parts: [...data.parts.slice(0, 5), { id: 'ghost', die: 'd12', roll: 1, text: 'Boo' }],
        }),
      ).message,
    ).toContain('Part 6: “id” "ghost" is not a part of the Haunt generator');
    expect(errorOf(forge({ ...data, parts: [...data.parts, data.parts[3]] })).message).toContain(
      'Part 7: “id” "When it happened" is listed twice',
    );
    expect(errorOf(forge({ ...data, parts: data.parts.slice(0, 5) })).message).toContain(
      'The result lacks the part "What was left behind"',
    );
    expect(errorOf(forge({ ...data, parts: [] })).detail).toContain(
      'The parts have too few entries (at least 1)',
    );
    expect(
      errorOf(forge({ ...data, parts: [{ ...data.parts[0], id: 'Vice!' }] })).message,
    ).toContain('Part 1: “id” is not written in the expected form');
  });
});

describe('a link that is too long', () => {
  it('is refused unread past the length limit', () => {
    const error = errorOf(`i1.${'A'.repeat(MAX_INSPIRATION_LINK_LENGTH)}`);
    expect(error.code).toBe('too-long');
    expect(error.message).toBe(
      `The shared Haunt generator result link is too long (${(MAX_INSPIRATION_LINK_LENGTH + 3).toLocaleString('en')} characters; at most 7,000).`,
    );
  });

  it('is refused when a Vice’s text is longer than a Vice name may be', () => {
    const data = dataOf(scriptedHaunt);
    data.parts[0] = { ...data.parts[0]!, text: 'V'.repeat(MAX_VICE_LENGTH + 1) };
    expect(errorOf(forge(data)).message).toContain(
      `Part 1: “text” is too long for a Vice's name (at most ${MAX_VICE_LENGTH} characters)`,
    );
  });

  it('is refused when any text is longer than a part may carry, or there are too many parts', () => {
    const data = dataOf(scriptedHaunt);
    data.parts[1] = { ...data.parts[1]!, text: 'W'.repeat(MAX_INSPIRATION_LINK_TEXT + 1) };
    expect(errorOf(forge(data)).message).toContain(
      `Part 2: “text” is too long (at most ${MAX_INSPIRATION_LINK_TEXT} characters)`,
    );
    const many = Array.from(
      { length: MAX_INSPIRATION_LINK_PARTS + 1 },
      () => dataOf(scriptedHaunt).parts[0],
    );
    expect(errorOf(forge({ generator: 'haunt', parts: many })).detail).toContain(
      `The parts have too many entries (at most ${MAX_INSPIRATION_LINK_PARTS})`,
    );
  });

  it('is never reached by the longest valid result', () => {
    const longest = (generator: Generator): GeneratorResult => ({
      generatorId: generator.id,
      parts: generator.parts.map((part) => {
        if (part.kind === 'vice')
          return {
            partId: part.id,
            label: part.label,
            die: `d${MAX_VICES}`,
            roll: MAX_VICES,
            text: '“'.repeat(MAX_VICE_LENGTH),
          };
        const entry = part.entries.reduce((best, candidate) =>
          new TextEncoder().encode(candidate).length > new TextEncoder().encode(best).length
            ? candidate
            : best,
        );
        return {
          partId: part.id,
          label: part.label,
          die: part.die,
          roll: part.entries.indexOf(entry) + 1,
          text: entry,
        };
      }),
    });
    for (const generator of generators) {
      const link = encodeInspirationLink(longest(generator));
      expect(link.length).toBeLessThan(MAX_INSPIRATION_LINK_LENGTH);
      expect(decodeInspirationLink(link, generator).ok).toBe(true);
    }
  });
});
