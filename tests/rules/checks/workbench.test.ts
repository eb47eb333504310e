import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chanceOfBands, readCheck } from '../../../src/rules/checks/declared-check';
import {
  compareLines,
  nameWorkbenchRow,
  readCuts,
  readSweep,
  readTarget,
  readWorkbench,
  readWorkbenchLine,
  WORKBENCH_START,
  workbenchBands,
  workbenchShareCodec,
  WorkbenchStateSchema,
} from '../../../src/rules/checks/workbench';
import { enumerateFaceSequences } from '../dice/brute-force';

describe('compareLines', () => {
  it("gives the designer's table for 2d6 + Grit 0 to 3 in bands cut at 6 and 9, as counting the 36 rolls does", () => {
    const result = compareLines(['2d6'], workbenchBands('bands', 0, [6, 9]), { from: 0, to: 3 });
    expect(result.bands).toEqual(['5 or less', '6 to 8', '9 or more']);
    expect(result.rows.map((row) => row.modifier)).toEqual([0, 1, 2, 3]);
    for (const row of result.rows) {
      const counts = [0n, 0n, 0n];
      for (const [a, b] of enumerateFaceSequences([6, 6])) {
        const total = a! + b! + row.modifier!;
        counts[total >= 9 ? 2 : total >= 6 ? 1 : 0]! += 1n;
      }
      expect(row.chances).toEqual(counts.map((numerator) => ({ numerator, denominator: 36n })));
    }
  });

  it('answers at least, at most and exactly as the check a page would declare', () => {
    for (const mode of ['at-least', 'at-most', 'exactly'] as const) {
      const bands = workbenchBands(mode, 8, []);
      const [row] = compareLines(['2d6'], bands, null).rows;
      const check = readCheck({ title: 'x', dice: '2d6', bands });
      if (!check.ok) throw new Error('the bands should read');
      expect(row?.chances).toEqual(chanceOfBands(check.value, []));
    }
    expect(
      compareLines(['2d6'], workbenchBands('at-least', 8, []), null).rows[0]?.chances[0],
    ).toEqual({ numerator: 15n, denominator: 36n });
  });

  it('puts each line side by side, in the order given', () => {
    const result = compareLines(['2d6', '3d6kh2', 'd20'], workbenchBands('at-least', 8, []), null);
    expect(result.rows.map((row) => row.line)).toEqual(['2d6', '3d6kh2', 'd20']);
    expect(result.rows[2]?.chances[0]).toEqual({ numerator: 13n, denominator: 20n });
  });
});

describe('readWorkbenchLine', () => {
  it('refuses an empty line, malformed notation and dice too many to count, in words', () => {
    expect(readWorkbenchLine(' ')).toEqual({
      ok: false,
      error: { message: 'Enter dice to compare, such as 2d6+1.' },
    });
    expect(readWorkbenchLine('2d')).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^“2d”: the number of sides is missing/) },
    });
    expect(readWorkbenchLine('500d6')).toMatchObject({
      ok: false,
      error: { message: '“500d6”: 500 dice is more than the limit of 100.' },
    });
    expect(readWorkbenchLine('100d1000')).toMatchObject({
      ok: false,
      error: {
        message: expect.stringMatching(
          /^“100d1000”: too many dice to count every way they can fall; try fewer dice or fewer sides/,
        ),
      },
    });
    expect(readWorkbenchLine(' 2d6+1 ')).toEqual({ ok: true, value: '2d6+1' });
  });
});

describe('readCuts', () => {
  it('reads rising values split by commas or spaces', () => {
    expect(readCuts('6, 9')).toEqual({ ok: true, value: [6, 9] });
    expect(readCuts('-1 0 4')).toEqual({ ok: true, value: [-1, 0, 4] });
  });

  it('refuses none, values that do not rise, and text that is not a number', () => {
    expect(readCuts('')).toMatchObject({ ok: false });
    expect(readCuts('9, 6')).toEqual({
      ok: false,
      error: { message: 'The values must rise: 6 comes after 9.' },
    });
    expect(readCuts('6, x')).toEqual({
      ok: false,
      error: {
        message: '“x” is not a number: each value is a whole number from -1000000 to 1000000.',
      },
    });
    expect(readCuts('1 2 3 4 5 6 7')).toMatchObject({
      ok: false,
      error: { message: 'Enter at most 6 values (7 are typed).' },
    });
  });
});

describe('readSweep', () => {
  it('reads a range, and refuses one running backwards or too long for the table', () => {
    expect(readSweep('0', '3')).toEqual({
      from: { ok: true, value: 0 },
      to: { ok: true, value: 3 },
    });
    expect(readSweep('3', '0').to).toEqual({
      ok: false,
      error: { message: 'The highest modifier must be at least 3.' },
    });
    expect(readSweep('0', '100').to).toMatchObject({
      ok: false,
      error: { message: 'The range holds 101 values; at most 41 fit the table.' },
    });
    expect(readSweep('', '3').from).toMatchObject({ ok: false });
  });
});

describe('readTarget', () => {
  it('reads a whole number, negative too, and says what is wrong otherwise', () => {
    expect(readTarget('-2')).toEqual({ ok: true, value: -2 });
    expect(readTarget('8.5')).toMatchObject({ ok: false, error: { code: 'not-whole' } });
  });
});

describe('workbenchShareCodec', () => {
  it('round-trips any workbench the schema accepts', () => {
    const state = fc.record({
      lines: fc.array(fc.string({ maxLength: 60 }), { minLength: 1, maxLength: 6 }),
      mode: fc.constantFrom('at-least', 'at-most', 'exactly', 'bands' as const),
      target: fc.string({ maxLength: 20 }),
      cuts: fc.string({ maxLength: 80 }),
      sweep: fc.boolean(),
      from: fc.string({ maxLength: 20 }),
      to: fc.string({ maxLength: 20 }),
    });
    fc.assert(
      fc.property(state, (value) => {
        expect(workbenchShareCodec.decode(workbenchShareCodec.encode(value))).toEqual({
          ok: true,
          value,
        });
      }),
    );
    expect(WorkbenchStateSchema.safeParse(WORKBENCH_START).success).toBe(true);
  });

  it('never throws on a tampered link, and says why it refuses it', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const decoded = workbenchShareCodec.decode(text);
        if (!decoded.ok) expect(decoded.error.message).toMatch(/workbench/);
      }),
    );
    const tampered = workbenchShareCodec.encode({ ...WORKBENCH_START, mode: 'most' as 'bands' });
    expect(workbenchShareCodec.decode(tampered)).toMatchObject({
      ok: false,
      error: { code: 'invalid-data' },
    });
  });
});

describe('readWorkbench', () => {
  const start = {
    ...WORKBENCH_START,
    lines: ['2d6', '1d12'],
    mode: 'at-least' as const,
    target: '8',
  };

  it('answers once every line and the target read, with a row for each line', () => {
    const reading = readWorkbench(start);
    expect(reading.result?.rows.map((row) => row.line)).toEqual(['2d6', '1d12']);
    expect(reading.result?.rows[0]?.chances).toEqual(
      compareLines(['2d6'], workbenchBands('at-least', 8, []), null).rows[0]?.chances,
    );
  });

  it('waits while a line cannot be read, and says what is wrong with it', () => {
    const reading = readWorkbench({ ...start, lines: ['2d6', '2d'] });
    expect(reading.result).toBeNull();
    expect(reading.lines[1]?.ok).toBe(false);
  });

  it('asks only for the fields its question needs: the cuts for bands, the range while swept', () => {
    const bands = readWorkbench({ ...start, mode: 'bands', target: 'oops', cuts: '6, 9' });
    expect(bands.target.ok).toBe(false);
    expect(bands.result?.bands).toEqual(['5 or less', '6 to 8', '9 or more']);
    expect(readWorkbench({ ...start, from: 'x' }).result).not.toBeNull();
    expect(readWorkbench({ ...start, sweep: true, from: 'x' }).result).toBeNull();
    const swept = readWorkbench({ ...start, sweep: true, from: '-1', to: '1' });
    expect(swept.result?.rows.map((row) => row.modifier)).toEqual([-1, 0, 1, -1, 0, 1]);
  });
});

describe('nameWorkbenchRow', () => {
  it('names a row by its dice, and by the modifier swept with a real minus sign', () => {
    expect(nameWorkbenchRow({ line: '2d6', modifier: null, chances: [] })).toBe('2d6');
    expect(nameWorkbenchRow({ line: '2d6', modifier: 1, chances: [] })).toBe('2d6 + 1');
    expect(nameWorkbenchRow({ line: '2d6', modifier: -2, chances: [] })).toBe('2d6 − 2');
    expect(nameWorkbenchRow({ line: '2d6', modifier: 0, chances: [] })).toBe('2d6 + 0');
  });
});
