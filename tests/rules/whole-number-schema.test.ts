import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeIssues } from '../../src/rules/plain-issues';
import { wholeNumberSchema } from '../../src/rules/whole-number-schema';

/** The issues a value gets, as code, bound and words. */
function issuesOf(schema: z.ZodMiniType, value: unknown) {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map(({ code, message }) => ({ code, message }));
}

describe('wholeNumberSchema', () => {
  it('accepts every whole number from the least to the most, both included', () => {
    const schema = wholeNumberSchema(1, 5);
    expect([1, 2, 3, 4, 5].map((value) => schema.safeParse(value).success)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(wholeNumberSchema(-3, 3).parse(-3)).toBe(-3);
  });

  it('says a number out of range is below the least or above the most', () => {
    const schema = wholeNumberSchema(1, 5);
    expect(issuesOf(schema, 0)).toEqual([{ code: 'too_small', message: 'expected at least 1' }]);
    expect(issuesOf(schema, 6)).toEqual([{ code: 'too_big', message: 'expected at most 5' }]);
  });

  it('says a fraction is not a whole number', () => {
    expect(issuesOf(wholeNumberSchema(1, 5), 2.5)).toEqual([
      { code: 'invalid_type', message: 'expected a whole number' },
    ]);
  });

  it('names what is counted after a bound when given a unit', () => {
    const layers = wholeNumberSchema(2, 6, { unit: 'Layers' });
    expect(issuesOf(layers, 1)).toEqual([
      { code: 'too_small', message: 'expected at least 2 Layers' },
    ]);
    expect(issuesOf(layers, 7)).toEqual([
      { code: 'too_big', message: 'expected at most 6 Layers' },
    ]);
  });

  it('refuses what is not a number in the words given for it', () => {
    const segments = wholeNumberSchema(3, 99, { notANumber: 'expected a number of segments' });
    expect(issuesOf(segments, 'nine')).toEqual([
      { code: 'invalid_type', message: 'expected a number of segments' },
    ]);
  });

  it('has no upper bound when the most is left out, short of the largest safe whole number', () => {
    const count = wholeNumberSchema(0);
    expect(count.parse(1_000_000)).toBe(1_000_000);
    expect(issuesOf(count, -1)).toEqual([{ code: 'too_small', message: 'expected at least 0' }]);
    expect(issuesOf(count, 2 ** 60)).toEqual([
      { code: 'too_big', message: 'expected a whole number' },
    ]);
  });

  it('gives readers the same plain sentence as any other bounded whole number', () => {
    const data = { frailty: 9 };
    const parsed = z.object({ frailty: wholeNumberSchema(1, 5) }).safeParse(data);
    expect(parsed.success).toBe(false);
    expect(describeIssues(parsed.error?.issues ?? [], 'the sheet', data).message).toBe(
      'The frailty must be at most 5',
    );
  });

  it('takes further checks chained after it', () => {
    const sets = wholeNumberSchema(3, 99).check(
      z.refine((value) => value % 3 === 0, 'is not a multiple of 3'),
    );
    expect(sets.safeParse(6).success).toBe(true);
    expect(issuesOf(sets, 7)).toEqual([{ code: 'custom', message: 'is not a multiple of 3' }]);
  });
});
