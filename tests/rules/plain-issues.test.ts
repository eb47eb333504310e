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
