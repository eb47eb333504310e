/**
 * The whole-number fields of a Dead Weight test as the reader types them (the attribute test's
 * and the defence's): the attribute's score, fatigue, wounds and proficiency first, then the
 * test's own (helpers, tokens, armor). Each is read with the one whole-number reader, so a field
 * says what is wrong with its text; the test is worked out from the values read, and a chosen
 * character's attribute fills the first four.
 */
import type { Result } from '../result';
import { readWholeNumber, type WholeNumberError } from '../whole-number';
import { DW_TEST_MAX_REROLLS } from './attribute-test';
import { computeDwPool, DW_ATTRIBUTE_VALUE_MAX, type DwAttributeState } from './character';

/**
 * A whole-number field of a test: its name, label, largest value, how a message names it and the
 * text it starts with (0 when not given).
 */
export type DwTestFieldSpec<Name extends string> = readonly [
  name: Name,
  label: string,
  max: number,
  what: string,
  initial?: string,
];

/** The fields of an attribute a test rolls, which a character fills: every test has them first. */
export type DwPoolField = 'score' | 'fatigue' | 'wounds' | 'proficiency';
export const DW_POOL_FIELDS: readonly DwTestFieldSpec<DwPoolField>[] = [
  ['score', 'Score', DW_ATTRIBUTE_VALUE_MAX, 'the score', '3'],
  ['fatigue', 'Fatigue', DW_ATTRIBUTE_VALUE_MAX, 'the fatigue'],
  ['wounds', 'Wounds', DW_ATTRIBUTE_VALUE_MAX, 'the number of wounds'],
  ['proficiency', 'Proficiency (re-rolls)', DW_TEST_MAX_REROLLS, 'the proficiency'],
];

/** What is typed in each field, by name. */
export type DwTestTexts<Name extends string> = Readonly<Record<Name, string>>;

/** The texts the fields start with. */
export function createDwTestTexts<Name extends string>(
  specs: readonly DwTestFieldSpec<Name>[],
): DwTestTexts<Name> {
  return Object.fromEntries(specs.map(([name, , , , initial = '0']) => [name, initial])) as Record<
    Name,
    string
  >;
}

/** The texts with score, fatigue, wounds and proficiency those of a character's attribute. */
export function fillDwTestTexts<Name extends string>(
  texts: DwTestTexts<Name>,
  state: DwAttributeState,
): DwTestTexts<Name> {
  return {
    ...texts,
    score: String(state.score),
    fatigue: String(state.fatigue),
    wounds: String(state.wounds),
    proficiency: String(state.proficiency),
  };
}

/** The fields read: each one's reading, its value (null while it cannot be read), and the pool. */
export interface DwTestFieldsRead<Name extends string> {
  readonly reads: Readonly<Record<Name, Result<number, WholeNumberError>>>;
  readonly value: (name: Name) => number | null;
  /** Whether every one of `names` (by default all the fields) can be read. */
  readonly ready: (names?: readonly DwTestFieldSpec<Name>[]) => boolean;
  /** The pool the typed score, fatigue and wounds give, by the rule (0 for one not read). */
  readonly pool: () => number;
}

/** Reads every field's text as a whole number from 0 to its largest value. */
export function readDwTestFields<Name extends string>(
  texts: DwTestTexts<Name>,
  specs: readonly DwTestFieldSpec<Name>[],
): DwTestFieldsRead<Name> {
  const reads = Object.fromEntries(
    specs.map(([name, , max, what]) => [name, readWholeNumber(texts[name], 0, max, what)]),
  ) as Record<Name, Result<number, WholeNumberError>>;
  const value = (name: Name): number | null => {
    const read = reads[name];
    return read?.ok ? read.value : null;
  };
  const poolValue = (name: DwPoolField) => value(name as Name) ?? 0;
  return {
    reads,
    value,
    ready: (names = specs) => names.every(([name]) => value(name) !== null),
    pool: () =>
      computeDwPool({
        score: poolValue('score'),
        fatigue: poolValue('fatigue'),
        wounds: poolValue('wounds'),
      }),
  };
}
