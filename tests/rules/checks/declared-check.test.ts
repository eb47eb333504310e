import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cairnSaveChance } from '../../../src/rules/cairn/saves';
import {
  chanceOfBands,
  checkDeclarationProblems,
  CheckInputSchema,
  createCheckShareCodec,
  describeDeclaration,
  rollCheck,
  startingValues,
  tabulateCheck,
  type CheckDeclaration,
} from '../../../src/rules/checks/declared-check';
import { declaredCheckTool, toolLog } from '../../../src/rules/checks/log';
import { createScriptedRng, reduceFraction, type Fraction } from '../../../src/rules/dice';
import { chanceOfOutcomeSuccess } from '../../../src/rules/locus/outcome-check';
import { rollLoggedTool } from '../../../src/rules/roll-recipe';
import { enumerateFaceSequences } from '../dice/brute-force';
import { readDeclared } from './read-declared';

/** The designer's core roll, as a page declares it. */
const GRIT: CheckDeclaration = {
  title: 'Grit check',
  dice: '2d6',
  modifiers: [{ name: 'Grit', min: 0, max: 3, default: 1 }],
  bands: [
    { label: 'Success', atLeast: 9 },
    { label: 'Success at a cost', atLeast: 6, atMost: 8 },
    { label: 'Failure', atMost: 5 },
  ],
};

const reduced = (fractions: readonly Fraction[]) => fractions.map(reduceFraction);

describe('describeDeclaration', () => {
  it('says the dice, the modifiers and every band in the order declared', () => {
    expect(describeDeclaration(GRIT)).toBe(
      'Roll 2d6 with Grit. Bands: 9 or more: Success; 6 to 8: Success at a cost; 5 or less: Failure.',
    );
  });
  it('says a natural roll and the band that takes anything else', () => {
    expect(
      describeDeclaration({
        title: 'Save',
        dice: 'd20',
        bands: [{ label: 'Pass', atMost: 10, natural: [1] }, { label: 'Fail' }],
      }),
    ).toBe('Roll d20. Bands: 10 or less, or a natural 1: Pass; anything else: Fail.');
  });
});

describe('chanceOfBands', () => {
  it('gives the chance of every band of 2d6 + Grit, for every Grit, as counting all 36 rolls does', () => {
    const check = readDeclared(GRIT);
    for (let grit = 0; grit <= 3; grit += 1) {
      const counts = [0n, 0n, 0n];
      for (const [a, b] of enumerateFaceSequences([6, 6])) {
        const total = a! + b! + grit;
        const band = total >= 9 ? 0 : total >= 6 ? 1 : 2;
        counts[band]! += 1n;
      }
      expect(chanceOfBands(check, [grit])).toEqual(
        counts.map((numerator) => ({ numerator, denominator: 36n })),
      );
    }
  });

  it('names the odds the designer worked out by hand: Grit 0 succeeds 10 in 36, Grit 3 fails 1 in 36', () => {
    const check = readDeclared(GRIT);
    expect(reduced(chanceOfBands(check, [0]))[0]).toEqual({ numerator: 5n, denominator: 18n });
    expect(reduced(chanceOfBands(check, [3]))[2]).toEqual({ numerator: 1n, denominator: 36n });
  });

  it("gives a Cairn save's exact odds, declared as d20 under STR where a 1 passes and a 20 fails", () => {
    const check = readDeclared({
      title: 'STR save',
      dice: 'd20',
      modifiers: [{ name: 'STR', min: 1, max: 20 }],
      bands: [
        { label: 'Pass', atMost: 'STR', natural: [1] },
        { label: 'Fail', atLeast: 'STR + 1', natural: [20] },
      ],
    });
    for (let str = 1; str <= 20; str += 1)
      expect(reduceFraction(chanceOfBands(check, [str])[0]!)).toEqual(
        reduceFraction(cairnSaveChance(str)),
      );
  });

  it("gives a Locus Medium check's exact odds, declared as the middle of 3d6 over the Attribute", () => {
    const check = readDeclared({
      title: 'Medium check',
      dice: '3d6kth2',
      modifiers: [{ name: 'Attribute', min: 1, max: 5 }],
      bands: [{ label: 'Success', atLeast: 'Attribute + 1' }, { label: 'Failure' }],
    });
    for (let attribute = 1; attribute <= 5; attribute += 1)
      expect(reduceFraction(chanceOfBands(check, [attribute])[0]!)).toEqual(
        reduceFraction(chanceOfOutcomeSuccess(attribute, 'medium')),
      );
  });

  it('counts successes of a pool against bands of successes, as enumerating 4d6 does', () => {
    const check = readDeclared({
      title: 'Pool',
      dice: '4d6>=5',
      bands: [
        { label: 'Great', atLeast: 2 },
        { label: 'Success', atLeast: 1, atMost: 1 },
        { label: 'Miss' },
      ],
    });
    const counts = [0n, 0n, 0n];
    for (const faces of enumerateFaceSequences([6, 6, 6, 6])) {
      const hits = faces.filter((face) => face >= 5).length;
      counts[hits >= 2 ? 0 : hits === 1 ? 1 : 2]! += 1n;
    }
    expect(chanceOfBands(check, [])).toEqual(
      counts.map((numerator) => ({ numerator, denominator: 1296n })),
    );
  });
});

describe('tabulateCheck', () => {
  it("is the designer's hand-made table: one row per Grit, each the chance of every band", () => {
    const check = readDeclared(GRIT);
    const table = tabulateCheck(check, [1], 0);
    expect(table.map((row) => row.value)).toEqual([0, 1, 2, 3]);
    for (const row of table) expect(row.chances).toEqual(chanceOfBands(check, [row.value]));
  });
});

describe('rollCheck', () => {
  it('lands every one of the 36 rolls of 2d6 + 2 in the band the rule gives it', () => {
    const check = readDeclared(GRIT);
    for (const [a, b] of enumerateFaceSequences([6, 6])) {
      const roll = rollCheck(check, [2], createScriptedRng([a!, b!]));
      const total = a! + b! + 2;
      expect(roll.value).toBe(total);
      expect(roll.band).toBe(total >= 9 ? 'Success' : total >= 6 ? 'Success at a cost' : 'Failure');
    }
  });

  it('says when a natural decided the band', () => {
    const check = readDeclared({
      title: 'Save',
      dice: 'd20',
      modifiers: [{ name: 'STR', min: 1, max: 20 }],
      bands: [
        { label: 'Pass', atMost: 'STR', natural: [1] },
        { label: 'Fail', atLeast: 'STR + 1', natural: [20] },
      ],
    });
    const roll = rollCheck(check, [20], createScriptedRng([20]));
    expect(roll).toMatchObject({ band: 'Fail', natural: true });
    expect(roll.detail).toBe('20 against STR 20 (a natural 20)');
  });
});

describe('checkDeclarationProblems', () => {
  it('finds nothing wrong with a sound check', () => {
    expect(checkDeclarationProblems(GRIT)).toEqual([]);
  });

  it('names bands that overlap, with the values and modifier where they do', () => {
    const problems = checkDeclarationProblems({
      ...GRIT,
      bands: [
        { label: 'Success', atLeast: 8 },
        { label: 'Cost', atLeast: 6, atMost: 8 },
        { label: 'Failure', atMost: 5 },
      ],
    });
    expect(problems[0]).toEqual({
      field: 'bands[0]',
      message: 'bands “Cost” and “Success” overlap: both hold 8 with Grit 0',
    });
  });

  it('names the values no band holds', () => {
    const problems = checkDeclarationProblems({
      ...GRIT,
      bands: [
        { label: 'Success', atLeast: 9 },
        { label: 'Failure', atMost: 5 },
      ],
    });
    expect(problems[0]?.message).toBe(
      'the values 6 to 8 fall in no band with Grit 0: add a band for them, or a band with neither atLeast nor atMost for every other value',
    );
  });

  it('says "it" of the one value no band holds', () => {
    const problems = checkDeclarationProblems({
      ...GRIT,
      bands: [
        { label: 'Success', atLeast: 7 },
        { label: 'Failure', atMost: 5 },
      ],
    });
    expect(problems[0]?.message).toBe(
      'the value 6 falls in no band with Grit 0: add a band for it, or a band with neither atLeast nor atMost for every other value',
    );
  });

  it('says a band runs backwards, with its bounds the right way round, rather than naming a gap', () => {
    expect(
      checkDeclarationProblems({
        ...GRIT,
        bands: [
          { label: 'Success', atLeast: 12 },
          { label: 'Success at a cost', atLeast: 11, atMost: 7 },
          { label: 'Failure', atMost: 6 },
        ],
      }),
    ).toEqual([
      {
        field: 'bands[1]',
        message:
          '“Success at a cost” runs backwards: atLeast 11 is above atMost 7, so no value falls in it; the lower one is atLeast (atLeast: 7, atMost: 11)',
      },
    ]);
    expect(
      checkDeclarationProblems({
        ...GRIT,
        bands: [{ label: 'Pass', atLeast: 'Grit + 2', atMost: 'Grit - 1' }, { label: 'Fail' }],
      }),
    ).toEqual([
      {
        field: 'bands[0]',
        message:
          '“Pass” runs backwards: atLeast Grit + 2 is above atMost Grit - 1, so no value falls in it; the lower one is atLeast (atLeast: Grit - 1, atMost: Grit + 2)',
      },
    ]);
  });

  it('refuses notation it cannot roll, and dice too many to count exactly, at the dice field', () => {
    expect(checkDeclarationProblems({ ...GRIT, dice: '2d' })[0]?.field).toBe('dice');
    expect(checkDeclarationProblems({ ...GRIT, dice: '101d6' })[0]?.message).toMatch(
      /cannot be rolled/,
    );
    expect(checkDeclarationProblems({ ...GRIT, dice: '100d1000' })[0]?.message).toMatch(
      /^“100d1000”: too many dice to count every way they can fall; try fewer dice or fewer sides/,
    );
  });

  it('refuses a bound naming no modifier, a range running backwards and a default outside it', () => {
    const fields = (declaration: unknown) =>
      checkDeclarationProblems(declaration).map((problem) => problem.field);
    expect(
      fields({ ...GRIT, bands: [{ label: 'Pass', atMost: 'Luck' }, { label: 'Fail' }] }),
    ).toEqual(['bands[0].atMost']);
    expect(fields({ ...GRIT, modifiers: [{ name: 'Grit', min: 3, max: 0 }] })).toEqual([
      'modifiers[0].max',
    ]);
    expect(fields({ ...GRIT, modifiers: [{ name: 'Grit', min: 0, max: 3, default: 5 }] })).toEqual([
      'modifiers[0].default',
    ]);
  });

  it('refuses names and labels given twice, two bands taking every other value, and naturals claimed twice or never rolled', () => {
    const messages = (declaration: unknown) =>
      checkDeclarationProblems(declaration).map(
        (problem) => `${problem.field}: ${problem.message}`,
      );
    expect(
      messages({
        ...GRIT,
        modifiers: [
          { name: 'Grit', min: 0, max: 3 },
          { name: 'Grit', min: 0, max: 1 },
        ],
      }),
    ).toEqual(['modifiers[1].name: two modifiers are named “Grit”: give each its own name']);
    expect(messages({ ...GRIT, modifiers: [{ name: 'Grit', min: 0, max: 100 }] })).toEqual([
      "modifiers[0].max: Grit runs over 101 values; a check's table holds at most 41",
    ]);
    expect(
      messages({
        ...GRIT,
        bands: [
          { label: 'A', natural: [2] },
          { label: 'A', natural: [2, 13] },
          { label: 'Else' },
          { label: 'Other' },
        ],
      }),
    ).toEqual([
      'bands[1].label: two bands are labelled “A”: give each its own label',
      'bands[1].natural: the natural 2 is claimed by “A” and by “A”',
      'bands[1].natural: the natural 13 cannot be rolled on 2d6 (2 to 12)',
      'bands[3]: “Else” and “Other” both have no bounds: only one band can take every other value',
    ]);
  });

  it('says in words what is wrong with a field of the wrong size or form', () => {
    expect(
      checkDeclarationProblems({
        ...GRIT,
        title: '',
        modifiers: [{ name: '3 Grit', min: 0, max: 2000 }],
      }),
    ).toEqual([
      { field: 'title', message: 'is empty' },
      {
        field: 'modifiers[0].name',
        message:
          'must start with a letter and hold only letters, digits, spaces, hyphens and apostrophes',
      },
      { field: 'modifiers[0].max', message: 'must be at most 1000' },
    ]);
    expect(checkDeclarationProblems({ ...GRIT, bands: [{ label: 'x', atLeast: true }] })).toEqual([
      { field: 'bands[0].atLeast', message: 'must be a whole number or a modifier’s name' },
    ]);
    expect(
      checkDeclarationProblems({
        ...GRIT,
        bands: Array.from({ length: 9 }, (_, i) => ({ label: `${i}` })),
      })[0],
    ).toEqual({
      field: 'bands',
      message: 'holds at most 8',
    });
    expect(checkDeclarationProblems({ ...GRIT, title: 'x'.repeat(81) })[0]?.message).toBe(
      'is longer than 80 characters',
    );
    expect(checkDeclarationProblems({ ...GRIT, title: 5 })[0]?.message).toBe(
      'must be text in quotes',
    );
  });

  it('says which field is missing or of the wrong kind, in words', () => {
    expect(checkDeclarationProblems({ title: 'x', bands: [] })).toEqual([
      { field: 'dice', message: '“dice” is missing' },
      { field: 'bands', message: 'needs at least 1' },
    ]);
    expect(
      checkDeclarationProblems({ ...GRIT, modifiers: [{ name: 'Grit', min: 0.5, max: 3 }] }),
    ).toEqual([{ field: 'modifiers[0].min', message: 'must be a whole number' }]);
  });

  it('refuses a field it does not read, so a misspelt one cannot drop its rule unseen', () => {
    const bands = GRIT.bands.map((band, index) =>
      index === 0 ? { label: band.label, natrual: [1], atleast: 10 } : band,
    );
    expect(checkDeclarationProblems({ ...GRIT, bands })).toEqual([
      {
        field: 'bands[0]',
        message:
          'has fields a check does not read: natrual (did you mean natural?), atleast (did you mean atLeast?)',
      },
    ]);
    const modifiers = [{ name: 'Grit', min: 0, max: 3, defualt: 1 }];
    expect(checkDeclarationProblems({ ...GRIT, modifiers, die: '2d6' })).toEqual([
      {
        field: 'modifiers[0]',
        message: 'has fields a check does not read: defualt (did you mean default?)',
      },
      { field: '', message: 'has fields a check does not read: die (did you mean dice?)' },
    ]);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(Array.isArray(checkDeclarationProblems(value))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.record({
          title: fc.string({ minLength: 1, maxLength: 10 }),
          dice: fc.constantFrom('2d6', 'd20', '3d6kth2', '2d20kh1', '4d6>=5', 'd6-d6'),
          bands: fc.array(
            fc.record(
              {
                label: fc.string({ minLength: 1, maxLength: 4 }),
                atLeast: fc.integer({ min: -5, max: 25 }),
                atMost: fc.integer({ min: -5, max: 25 }),
              },
              { requiredKeys: ['label'] },
            ),
            { minLength: 1, maxLength: 5 },
          ),
        }),
        (declaration) => {
          const problems = checkDeclarationProblems(declaration);
          // A check that passes has every outcome in exactly one band: the chances add up to 1.
          if (problems.length === 0) {
            const chances = chanceOfBands(readDeclared(declaration), []);
            expect(chances.reduce((sum, chance) => sum + chance.numerator, 0n)).toBe(
              chances[0]!.denominator,
            );
          }
        },
      ),
    );
  });
});

describe('declaredCheckTool', () => {
  it('rolls a logged check again from the declaration its input carries', () => {
    const input = { check: GRIT, values: startingValues(GRIT) };
    const line = rollLoggedTool(toolLog, 'check', input, createScriptedRng([4, 3]));
    expect(line).toEqual({
      expression: '2d6 + Grit',
      detail: '[4, 3] + Grit 1 = 8',
      total: 8,
      result: 'Success at a cost',
    });
    expect(declaredCheckTool.name).toBe('check');
  });

  it('refuses a logged input whose value is out of range or whose bands were tampered with', () => {
    expect(CheckInputSchema.safeParse({ check: GRIT, values: [4] }).success).toBe(false);
    expect(CheckInputSchema.safeParse({ check: GRIT, values: [] }).success).toBe(false);
    const gap = { ...GRIT, bands: [{ label: 'Success', atLeast: 9 }] };
    expect(
      rollLoggedTool(toolLog, 'check', { check: gap, values: [1] }, createScriptedRng([1, 1])),
    ).toBeNull();
  });
});

describe('createCheckShareCodec', () => {
  it('round-trips every value in range, and refuses one out of range or missing, naming the modifier', () => {
    const codec = createCheckShareCodec(readDeclared(GRIT));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), (grit) => {
        expect(codec.decode(codec.encode([grit]))).toEqual({ ok: true, value: [grit] });
      }),
    );
    expect(codec.decode(codec.encode([4]))).toMatchObject({
      ok: false,
      error: { message: 'The shared check is not valid: Grit must be a whole number from 0 to 3.' },
    });
    expect(codec.decode(codec.encode([]))).toMatchObject({
      ok: false,
      error: { code: 'invalid-data' },
    });
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof codec.decode(text).ok).toBe('boolean');
      }),
    );
  });
});
