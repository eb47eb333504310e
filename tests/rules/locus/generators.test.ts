import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createScriptedRng, createSeededRng } from '../../../src/rules/dice';
import {
  checkPartCoverage,
  choosePart,
  describeGenerateHint,
  describeOpenedResult,
  describeResultDice,
  describeResultRolls,
  formatResultLine,
  formatResultText,
  generate,
  GeneratorSchema,
  listViceChoices,
  lockParts,
  MIN_PART_ENTRIES,
  parseGenerator,
  partDie,
  partEntries,
  readPart,
  rerollForeignVices,
  rerollPart,
  rollPart,
  type Generator,
  describePartChange,
} from '../../../src/rules/locus/generators';
import { CLASSIC_VICES } from '../../../src/rules/locus/vices';
import { numbered, SAMPLE } from './sample-generator';

const DATA_DIR = join('content', 'locus', 'generators');
const dataFiles = readdirSync(DATA_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => join(DATA_DIR, name));

function load(file: string): Generator {
  const parsed = parseGenerator(readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`);
  return parsed.value;
}

describe('the generator data files', () => {
  it('are the four generators the text names', () => {
    expect(dataFiles.map((file) => load(file).id).sort()).toEqual([
      'haunt',
      'layer-prompt',
      'monster-concept',
      'spot-effect',
    ]);
  });

  it.each(dataFiles)('%s matches the generator schema', (file) => {
    const result = GeneratorSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    expect(
      result.success
        ? []
        : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ).toEqual([]);
  });

  it.each(dataFiles)('%s gives every face of each part’s die exactly one entry', (file) => {
    for (const part of load(file).parts) {
      expect(checkPartCoverage(part).map((problem) => `${part.id}: ${problem.message}`)).toEqual(
        [],
      );
    }
  });

  it.each(dataFiles)(
    `%s has at least ${MIN_PART_ENTRIES} entries in every table part, rolled on a d12 or a d20`,
    (file) => {
      for (const part of load(file).parts) {
        if (part.kind !== 'table') continue;
        expect(part.entries.length, part.id).toBeGreaterThanOrEqual(MIN_PART_ENTRIES);
        expect(['d12', 'd20'], part.id).toContain(part.die);
      }
    },
  );

  it('has the Rule of 6 in the Layer description prompt: five senses and a vibe', () => {
    const layer = load(join(DATA_DIR, 'layer-prompt.json'));
    expect(layer.parts.map((part) => part.label)).toEqual([
      'Sight',
      'Sound',
      'Smell',
      'Touch',
      'Taste',
      'Vibe',
    ]);
  });

  it('draws the Vice of the Haunt, Monster concept and Spot Effect from the Vice list', () => {
    for (const id of ['haunt', 'monster-concept', 'spot-effect']) {
      expect(load(join(DATA_DIR, `${id}.json`)).parts[0]).toMatchObject({
        kind: 'vice',
        label: 'Vice',
      });
    }
  });
});

describe('GeneratorSchema', () => {
  it('refuses a die that does not match the number of entries', () => {
    const broken = {
      ...SAMPLE,
      parts: [
        {
          kind: 'table',
          id: 'wrong',
          label: 'The wrong',
          die: 'd20',
          entries: numbered('wrong', 12),
        },
      ],
    };
    const parsed = parseGenerator(broken);
    expect(parsed.ok ? '' : parsed.error.message).toBe(
      'Part 1: “die” d20 does not match the 12 entries (use d12)',
    );
  });

  it('refuses fewer than twelve entries', () => {
    const short = {
      ...SAMPLE,
      parts: [
        { kind: 'table', id: 'short', label: 'Short', die: 'd6', entries: numbered('short', 6) },
      ],
    };
    const parsed = parseGenerator(short);
    expect(parsed.ok ? '' : parsed.error.message).toBe(
      'Part 1: “entries” has too few entries (at least 12)',
    );
  });

  it('refuses an entry listed twice and a part id used twice', () => {
    const twice = [...numbered('wrong', 11), 'wrong 1'];
    const duplicate = parseGenerator({
      ...SAMPLE,
      parts: [{ kind: 'table', id: 'wrong', label: 'The wrong', die: 'd12', entries: twice }],
    });
    expect(duplicate.ok ? '' : duplicate.error.message).toBe(
      'Part 1: Entry 12 "wrong 1" is in the part twice',
    );
    const sameId = parseGenerator({ ...SAMPLE, parts: [SAMPLE.parts[1], SAMPLE.parts[1]] });
    expect(sameId.ok ? '' : sameId.error.message).toBe('Part 2: “id” "wrong" is used by two parts');
  });

  it('refuses text that is not JSON, with the parser’s reason', () => {
    const parsed = parseGenerator('{ nope');
    expect(parsed.ok ? null : parsed.error.code).toBe('invalid-json');
  });

  it('counts further problems after the first', () => {
    const parsed = parseGenerator({ id: 'Bad Id', title: '', heading: 'x', note: 'x', parts: [] });
    expect(parsed.ok ? '' : parsed.error.message).toBe(
      'The id is not written in the expected form, and 2 more problems',
    );
  });
});

describe('checkPartCoverage', () => {
  it('finds a face that picks no entry when the die is too big', () => {
    const part = {
      kind: 'table' as const,
      id: 'x',
      label: 'X',
      die: 'd20',
      entries: numbered('x', 12),
    };
    expect(checkPartCoverage(part).map((problem) => problem.message)).toContain(
      'rolls 13-20 pick no row',
    );
  });

  it('finds entries no face reaches when the die is too small', () => {
    const part = {
      kind: 'table' as const,
      id: 'x',
      label: 'X',
      die: 'd12',
      entries: numbered('x', 20),
    };
    expect(checkPartCoverage(part).map((problem) => problem.message)).toContain(
      'rolls 13-20 are outside d12 (1-12)',
    );
  });

  it('has nothing to say about a Vice part: one face per Vice', () => {
    expect(checkPartCoverage({ kind: 'vice', id: 'vice', label: 'Vice' })).toEqual([]);
  });
});

describe('partDie and partEntries', () => {
  it('roll a Vice part on one face per Vice, the classic seven by default', () => {
    const vice = SAMPLE.parts[0]!;
    expect(partDie(vice)).toBe('d7');
    expect(partEntries(vice)).toEqual(CLASSIC_VICES);
    expect(partDie(vice, { vices: ['Pride', 'Cruelty', 'Cowardice'] })).toBe('d3');
  });

  it('refuse an empty Vice list, which the store never holds', () => {
    expect(() => partDie(SAMPLE.parts[0]!, { vices: [] })).toThrow(RangeError);
  });
});

describe('readPart and rollPart', () => {
  it('read the entry numbered by the face rolled', () => {
    const wrong = SAMPLE.parts[1]!;
    expect(rollPart(wrong, createScriptedRng([5]))).toEqual({
      partId: 'wrong',
      label: 'The wrong',
      die: 'd12',
      roll: 5,
      text: 'wrong 5',
    });
  });

  it('roll the Director’s Vice list for a Vice part', () => {
    expect(
      rollPart(SAMPLE.parts[0]!, createScriptedRng([2]), { vices: ['Pride', 'Cruelty'] }),
    ).toMatchObject({ die: 'd2', roll: 2, text: 'Cruelty' });
  });

  it('refuse a face that is not on the die', () => {
    expect(() => readPart(SAMPLE.parts[1]!, 13)).toThrow(
      /13 is not a face of the d12 for "The wrong"/,
    );
    expect(() => readPart(SAMPLE.parts[1]!, 0)).toThrow(RangeError);
  });
});

describe('generate', () => {
  it('rolls every part in order, with the die and the face of each', () => {
    const rng = createScriptedRng([4, 12, 20]);
    const result = generate(SAMPLE, rng);
    expect(result).toEqual({
      generatorId: 'sample',
      parts: [
        { partId: 'vice', label: 'Vice', die: 'd7', roll: 4, text: 'Envy' },
        { partId: 'wrong', label: 'The wrong', die: 'd12', roll: 12, text: 'wrong 12' },
        { partId: 'left', label: 'What was left behind', die: 'd20', roll: 20, text: 'left 20' },
      ],
    });
    expect(rng.countUnused()).toBe(0);
  });

  it('keeps a locked part and rolls only the others', () => {
    const first = generate(SAMPLE, createScriptedRng([1, 2, 3]));
    const rng = createScriptedRng([7, 9]);
    const second = generate(SAMPLE, rng, lockParts(first, ['wrong']));
    expect(second.parts.map((part) => part.text)).toEqual(['Sloth', 'wrong 2', 'left 9']);
    expect(rng.countUnused()).toBe(0);
  });

  it('keeps locked parts through many generations', () => {
    const first = generate(SAMPLE, createSeededRng(1));
    const locks = lockParts(first, ['vice', 'left']);
    const rng = createSeededRng(2);
    for (let time = 0; time < 50; time += 1) {
      const next = generate(SAMPLE, rng, locks);
      expect(next.parts[0]).toBe(first.parts[0]);
      expect(next.parts[2]).toBe(first.parts[2]);
    }
  });

  it('rolls everything when every lock is for another part', () => {
    const rng = createScriptedRng([1, 1, 1]);
    const stray = { partId: 'elsewhere', label: 'X', die: 'd12', roll: 3, text: 'x' };
    expect(generate(SAMPLE, rng, { wrong: stray }).parts[1]?.text).toBe('wrong 1');
  });

  it('uses the Director’s Vice list', () => {
    expect(
      generate(SAMPLE, createScriptedRng([3, 1, 1]), {}, { vices: ['Pride', 'Cruelty', 'Vanity'] })
        .parts[0],
    ).toMatchObject({ die: 'd3', text: 'Vanity' });
  });

  it('gives a full result for every data file', () => {
    for (const file of dataFiles) {
      const generator = load(file);
      const result = generate(generator, createSeededRng(7));
      expect(result.parts.map((part) => part.partId)).toEqual(
        generator.parts.map((part) => part.id),
      );
      for (const part of result.parts) expect(part.text.length).toBeGreaterThan(0);
    }
  });
});

describe('lockParts', () => {
  it('takes the named parts from a result, and ignores unknown ids', () => {
    const result = generate(SAMPLE, createScriptedRng([1, 2, 3]));
    expect(lockParts(result, ['left', 'nowhere'])).toEqual({ left: result.parts[2] });
    expect(lockParts(result, [])).toEqual({});
  });
});

describe('rerollPart', () => {
  it('rolls one part again and keeps the others exactly', () => {
    const first = generate(SAMPLE, createScriptedRng([1, 2, 3]));
    const rng = createScriptedRng([11]);
    const next = rerollPart(SAMPLE, first, 'wrong', rng);
    expect(next.parts.map((part) => part.text)).toEqual(['Pride', 'wrong 11', 'left 3']);
    expect(next.parts[0]).toBe(first.parts[0]);
    expect(next.parts[2]).toBe(first.parts[2]);
    expect(rng.countUnused()).toBe(0);
  });

  it('rolls a Vice part on the current Vice list', () => {
    const first = generate(SAMPLE, createScriptedRng([1, 2, 3]));
    expect(
      rerollPart(SAMPLE, first, 'vice', createScriptedRng([2]), { vices: ['Pride', 'Cruelty'] })
        .parts[0]?.text,
    ).toBe('Cruelty');
  });

  it('refuses a part the generator does not have', () => {
    const first = generate(SAMPLE, createScriptedRng([1, 2, 3]));
    expect(() => rerollPart(SAMPLE, first, 'nowhere', createScriptedRng([1]))).toThrow(
      /has no part "nowhere"/,
    );
  });
});

describe('choosePart', () => {
  it('sets one part to a chosen face', () => {
    const first = generate(SAMPLE, createScriptedRng([1, 2, 3]));
    const chosen = choosePart(SAMPLE, first, 'vice', 6);
    expect(chosen.parts.map((part) => part.text)).toEqual(['Wrath', 'wrong 2', 'left 3']);
  });
});

describe('formatting a result', () => {
  const result = generate(SAMPLE, createScriptedRng([4, 12, 20]));

  it('formatResultText gives the title and one line per part, for copying', () => {
    expect(formatResultText(SAMPLE, result)).toBe(
      'Sample generator\nVice: Envy\nThe wrong: wrong 12\nWhat was left behind: left 20',
    );
  });

  it('formatResultLine gives the parts on one line, for the roll log', () => {
    expect(formatResultLine(result)).toBe(
      'Vice: Envy; The wrong: wrong 12; What was left behind: left 20',
    );
  });

  it('describeResultDice lists the dice in part order', () => {
    expect(describeResultDice(result)).toBe('d7, d12, d20');
  });

  it('describeResultRolls gives each part’s die and face', () => {
    expect(describeResultRolls(result)).toBe(
      'Vice d7: 4, The wrong d12: 12, What was left behind d20: 20',
    );
  });
});

describe('rerollForeignVices', () => {
  it('rolls a Vice that is not on the list again on it, and keeps the other parts', () => {
    const first = generate(SAMPLE, createScriptedRng([1, 2, 3]));
    const next = rerollForeignVices(SAMPLE, first, createScriptedRng([2]), {
      vices: ['Greed', 'Spite'],
    });
    expect(next.parts.map((part) => part.text)).toEqual(['Spite', 'wrong 2', 'left 3']);
  });

  it('leaves a result whose Vice is on the list as it is, rolling nothing', () => {
    const first = generate(SAMPLE, createScriptedRng([1, 2, 3]));
    const rng = createScriptedRng([]);
    expect(rerollForeignVices(SAMPLE, first, rng, { vices: ['Spite', 'Pride'] })).toBe(first);
  });
});

describe('describeOpenedResult', () => {
  const opened = generate(SAMPLE, createScriptedRng([1, 2, 3]));

  it('names a shared Vice the reader’s list does not have', () => {
    expect(describeOpenedResult(SAMPLE, opened, ['Greed'])).toBe(
      'Opened a shared Sample generator result. The Vice “Pride” is not on your Vice list; it stays until you re-roll it.',
    );
  });

  it('says only that it opened when the Vice is on the list', () => {
    expect(describeOpenedResult(SAMPLE, opened, CLASSIC_VICES)).toBe(
      'Opened a shared Sample generator result.',
    );
  });
});

describe('describeGenerateHint', () => {
  it('says what Generate rolls for none, some and all parts locked', () => {
    expect(describeGenerateHint(SAMPLE, 0)).toBe(
      'Generate rolls every part. Choosing a Vice locks it.',
    );
    expect(describeGenerateHint(SAMPLE, 2)).toBe(
      'Generate rolls the 1 unlocked part and keeps the 2 locked. Choosing a Vice locks it.',
    );
    expect(describeGenerateHint(SAMPLE, 3)).toBe(
      'Every part is locked: Generate keeps them all. Unlock a part to roll it. Choosing a Vice locks it.',
    );
  });

  it('says nothing of Vices for a generator without a Vice part', () => {
    const tablesOnly = { ...SAMPLE, parts: SAMPLE.parts.slice(1) };
    expect(describeGenerateHint(tablesOnly, 0)).toBe('Generate rolls every part.');
  });
});

describe('listViceChoices', () => {
  const roll = (text: string) => ({ partId: 'vice', label: 'Vice', die: 'd2', roll: 1, text });

  it('offers each Vice by its face and picks the rolled one', () => {
    expect(listViceChoices(['Greed', 'Spite'], roll('Spite'))).toEqual({
      value: '2',
      options: [
        { value: '1', label: '1. Greed' },
        { value: '2', label: '2. Spite' },
      ],
    });
  });

  it('keeps a Vice the list does not have as the first, current choice', () => {
    const choices = listViceChoices(['Greed'], roll('Envy'));
    expect(choices.value).toBe('');
    expect(choices.options[0]).toEqual({ value: '', label: 'Envy (not in the list now)' });
  });
});

describe('describePartChange', () => {
  const result = {
    generatorId: 'haunt',
    parts: [{ partId: 'vice', label: 'Vice', die: 'd7', roll: 3, text: 'Greed' }],
  };

  it('says what a re-roll gave the part', () => {
    expect(describePartChange(result, 'vice', 'rerolled')).toBe('Vice re-rolled: Greed');
  });

  it('says a part chosen by hand is set and locked', () => {
    expect(describePartChange(result, 'vice', 'chosen')).toBe('Vice set to Greed and locked.');
  });

  it('says nothing of a part the result does not have', () => {
    expect(describePartChange(result, 'form', 'rerolled')).toBeNull();
  });
});
