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
      message: 'Character 1, id is missing',
      path: 'characters[0].id',
    });
  });

  it('says which kind of value a field should hold, never the validator text', () => {
    const { message } = problem({
      characters: [{ id: 'a', name: 'Ada', frailty: 'high', kind: 'pc' }],
    });
    expect(message).toBe('Character 1, frailty should be a number');
    expect(message).not.toMatch(/Invalid input|expected|received/);
  });

  it('gives limits and allowed values', () => {
    expect(
      problem({ characters: [{ id: 'a', name: 'Ada', frailty: 9, kind: 'pc' }] }).message,
    ).toBe('Character 1, frailty should be at most 5');
    expect(
      problem({ characters: [{ id: 'a', name: 'Ada Lovelace!', frailty: 1, kind: 'pc' }] }).message,
    ).toBe('Character 1, name is too long (at most 10 characters)');
    expect(
      problem({ characters: [{ id: 'a', name: 'Ada', frailty: 1, kind: 'boss' }] }).message,
    ).toBe('Character 1, kind should be one of "pc", "npc"');
  });

  it('names the whole value when all of it is wrong, and counts the other problems', () => {
    expect(problem('nonsense').message).toBe('The party should be a set of fields');
    expect(problem({ characters: [{}, {}] }).message).toBe(
      'Character 1, id is missing (and 7 other problems)',
    );
  });

  it('has words even for no issues at all', () => {
    expect(describeIssues([], 'the sheet').message).toBe(
      'the sheet is not in a form this site can read',
    );
  });
});
