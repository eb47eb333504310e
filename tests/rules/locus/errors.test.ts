import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import {
  createCharacter,
  readSavedValue,
  setAttribute,
  type LocusError,
  type LocusErrorCode,
} from '../../../src/rules/locus';
import type { FieldProblem } from '../../../src/rules/result';

const SOURCE_DIR = fileURLToPath(new URL('../../../src/rules/locus/', import.meta.url));

describe('LocusError', () => {
  it('is the site’s one refusal, narrowed to the Locus codes', () => {
    expectTypeOf<LocusError>().toEqualTypeOf<FieldProblem<LocusErrorCode>>();
  });

  it('is built by the shared result module only: no Locus module makes its own', () => {
    for (const file of readdirSync(SOURCE_DIR).filter((name) => name.endsWith('.ts'))) {
      const text = readFileSync(`${SOURCE_DIR}${file}`, 'utf8');
      expect(text, file).not.toMatch(/function (refuse|succeed)\b|interface LocusError\b/);
    }
  });

  it('keeps the field at fault beside the sentence', () => {
    expect(setAttribute(createCharacter('Ada'), 'frailty', 7)).toEqual({
      ok: false,
      error: {
        code: 'invalid-attribute',
        message: 'Frailty must be a whole number from 1 to 5, not 7.',
        path: 'attributes.frailty',
      },
    });
  });
});

describe('readSavedValue', () => {
  const Schema = z.object({ count: z.number().check(z.maximum(5)) });

  it('reads JSON text or a parsed value by the schema', () => {
    expect(readSavedValue('{"count":2}', Schema, 'The tally')).toEqual({
      ok: true,
      value: { count: 2 },
    });
    expect(readSavedValue({ count: 3 }, Schema, 'The tally')).toEqual({
      ok: true,
      value: { count: 3 },
    });
  });

  it('refuses text that is not JSON, saying so', () => {
    const read = readSavedValue('{count', Schema, 'The tally');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error.code).toBe('invalid-json');
    expect(read.error.message).toMatch(/^The tally is not valid JSON: /);
  });

  it('names the bad field of data that does not fit', () => {
    const read = readSavedValue({ count: 9 }, Schema, 'The tally');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error).toMatchObject({ code: 'invalid-data', path: 'count' });
    expect(read.error.message).toBe('The count must be at most 5');
  });
});
