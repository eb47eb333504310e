import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeIssues } from '../../src/rules/plain-issues';

const Party = z.object({
  characters: z.array(
    z.object({
      id: z.string(),
      name: z.string().check(z.maxLength(10)),
      frailty: z.number().check(z.maximum(5)),
      kind: z.enum(['pc', 'npc']),
    }),
  ),
});

function problem(data: unknown, whole = 'The party') {
  const parsed = Party.safeParse(data);
  if (parsed.success) throw new Error('the test data should be invalid');
  return describeIssues(parsed.error.issues, whole, data);
}

describe('describeIssues', () => {
  it('names a missing field by its place in plain words, counting from one, with the code path beside it', () => {
    expect(problem({ characters: [{ name: 'Ada', frailty: 1, kind: 'pc' }] })).toEqual({
      message: 'Character 1: “id” is missing',
      path: 'characters[0].id',
      fieldValue: false,
    });
  });

  it('says which kind of value a field should hold, never the validator text', () => {
    const { message } = problem({
      characters: [{ id: 'a', name: 'Ada', frailty: 'high', kind: 'pc' }],
    });
    expect(message).toBe('Character 1: “frailty” must be a number');
    expect(message).not.toMatch(/Invalid input|expected|received/);
  });

  it('gives limits and allowed values', () => {
    expect(
      problem({ characters: [{ id: 'a', name: 'Ada', frailty: 9, kind: 'pc' }] }).message,
    ).toBe('Character 1: “frailty” must be at most 5');
    expect(
      problem({ characters: [{ id: 'a', name: 'Ada Lovelace!', frailty: 1, kind: 'pc' }] }).message,
    ).toBe('Character 1: “name” is too long (at most 10 characters)');
    expect(
      problem({ characters: [{ id: 'a', name: 'Ada', frailty: 1, kind: 'boss' }] }).message,
    ).toBe('Character 1: “kind” must be “pc” or “npc”');
  });

  it('tells a field value a person could have set from a part missing or of the wrong shape', () => {
    const valid = { id: 'a', name: 'Ada', frailty: 1, kind: 'pc' };
    // Values a reader would recognise: a limit, a choice of a few.
    expect(problem({ characters: [{ ...valid, frailty: 9 }] }).fieldValue).toBe(true);
    expect(problem({ characters: [{ ...valid, name: 'Ada Lovelace!' }] }).fieldValue).toBe(true);
    expect(problem({ characters: [{ ...valid, kind: 'boss' }] }).fieldValue).toBe(true);
    // What only a cut-short or edited file or link has: a missing or mistyped part, a bad list.
    expect(problem({ characters: [{ ...valid, id: undefined }] }).fieldValue).toBe(false);
    expect(problem({ characters: [{ ...valid, frailty: 'high' }] }).fieldValue).toBe(false);
    expect(problem({ characters: [7] }).fieldValue).toBe(false);
    expect(problem({ characters: 'none' }).fieldValue).toBe(false);
    expect(problem([]).fieldValue).toBe(false);
    const Dice = z.object({ dice: z.array(z.number().check(z.maximum(6))).check(z.minLength(3)) });
    const issues = (data: unknown) => {
      const parsed = Dice.safeParse(data);
      if (parsed.success) throw new Error('the test data should be invalid');
      return describeIssues(parsed.error.issues, 'the roll', data);
    };
    expect(issues({ dice: [1, 7, 1] }).fieldValue).toBe(false);
    expect(issues({ dice: [1] }).fieldValue).toBe(false);
  });

  it('writes the games’ abbreviations in capitals, as the reader knows them', () => {
    const Hireling = z.object({
      str: z.array(z.number().check(z.maximum(6))).check(z.minLength(3)),
    });
    const said = (data: unknown) => {
      const parsed = Hireling.safeParse(data);
      if (parsed.success) throw new Error('the test data should be invalid');
      return describeIssues(parsed.error.issues, 'the hireling', data).message;
    };
    expect(said({ str: [1, 7, 1] })).toBe('STR 2 must be at most 6');
    expect(said({ str: [1] })).toBe('The STR has too few entries (at least 3)');
  });

  it('names the whole value when all of it is wrong, and counts the other problems', () => {
    expect(problem('nonsense').message).toBe('The party must be a set of fields');
    expect(problem({ characters: [{}, {}] }).message).toBe(
      'Character 1: “id” is missing, and 7 more problems',
    );
  });

  it('has words even for no issues at all', () => {
    expect(describeIssues([], 'the sheet').message).toBe(
      'The sheet is not in a form this site can read',
    );
  });

  it('names a field at the top level with "the", and quotes a field inside an entry after the entry', () => {
    const Sheet = z.object({ name: z.string(), panels: z.array(z.object({ wide: z.boolean() })) });
    const issues = (data: unknown) => {
      const parsed = Sheet.safeParse(data);
      if (parsed.success) throw new Error('the test data should be invalid');
      return describeIssues(parsed.error.issues, 'the screen', data).message;
    };
    expect(issues({ name: 3, panels: [] })).toBe('The name must be text');
    expect(issues({ name: 'a', panels: [{ wide: true }, { wide: 'no' }] })).toBe(
      'Panel 2: “wide” must be yes or no',
    );
    expect(issues({ name: 'a', panels: ['x'] })).toBe('Panel 1 must be a set of fields');
  });

  it('says a wrong version means the data comes from another version of the site, and which it reads', () => {
    const Versioned = z.object({ version: z.literal(1), name: z.string() });
    const parsed = Versioned.safeParse({ version: 7, name: 2 });
    if (parsed.success) throw new Error('the test data should be invalid');
    expect(describeIssues(parsed.error.issues, 'the file', { version: 7, name: 2 }).message).toBe(
      'This is from a newer or unknown version of the site (version 7); this site reads version 1',
    );
  });

  it('counts one more problem in the singular', () => {
    expect(
      problem({ characters: [{ id: 'a', name: 'Ada', frailty: 9, kind: 'boss' }] }).message,
    ).toBe('Character 1: “frailty” must be at most 5, and 1 more problem');
  });
  it('gives a plural field named at the top level a plural verb, and a field like “status” a singular one', () => {
    const Log = z.object({
      status: z.string(),
      entries: z.array(z.string()).check(z.minLength(1)),
    });
    const issues = (data: unknown) => {
      const parsed = Log.safeParse(data);
      if (parsed.success) throw new Error('the test data should be invalid');
      return describeIssues(parsed.error.issues, 'the log', data).message;
    };
    expect(issues({ status: 'ok' })).toBe('The entries are missing');
    expect(issues({ status: 'ok', entries: [] })).toBe(
      'The entries have too few entries (at least 1)',
    );
    expect(issues({ entries: ['a'] })).toBe('The status is missing');
  });
});
