/**
 * The Director's list of Vices: the root causes that Haunts are categorised by. The Locus text
 * names Vices without listing them, so the site ships the seven classic vices as a default that
 * a table may change (rename, add, remove), and the generators draw their "Vice" parts from
 * whatever list the Director keeps.
 *
 * Stored shape (localStorage, see src/stores/locus/vices.ts): `{ version: 1, vices: string[] }`,
 * every name trimmed, 1-40 characters, no two the same ignoring case, 1-24 names. When the shape
 * changes, bump the version and teach `parseViceList` to migrate the old one; until then
 * anything else is refused with a message, so the store can fall back to the classic seven.
 */
import { readName, type NameProblem } from '../name-text';
import * as z from 'zod/mini';
import { refuse, succeed, type Problem, type Result } from '../result';
import { readSavedValue, type SavedValueCode } from './errors';

/**
 * The seven classic vices, in the traditional order: the Vice list's default and the suggestions
 * for a Monster's Vice. The text does not list its Vices [decision]; a table may change them.
 */
export const CLASSIC_VICES: readonly string[] = Object.freeze([
  'Pride',
  'Greed',
  'Lust',
  'Envy',
  'Gluttony',
  'Wrath',
  'Sloth',
]);
export const VICE_LIST_VERSION = 1;
export const MAX_VICES = 24;
export const MAX_VICE_LENGTH = 40;

export type ViceList = readonly string[];

export type ViceErrorCode =
  NameProblem | 'duplicate-vice' | 'too-many-vices' | 'last-vice' | 'unknown-vice' | SavedValueCode;

/** A Vice list or an edit of it, or why it was refused: a code and a sentence naming what is wrong. */
export type ViceResult<T> = Result<T, Problem<ViceErrorCode>>;

function sameName(left: string, right: string): boolean {
  return left.localeCompare(right, undefined, { sensitivity: 'accent' }) === 0;
}

export const ViceNameSchema = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'a Vice needs a name' }),
  z.maxLength(MAX_VICE_LENGTH, {
    error: `a Vice's name is at most ${MAX_VICE_LENGTH} characters`,
  }),
);

export const ViceListSchema = z.array(ViceNameSchema).check(
  z.minLength(1, { error: 'the Vice list needs at least one Vice' }),
  z.maxLength(MAX_VICES, { error: `the Vice list holds at most ${MAX_VICES} Vices` }),
  z.superRefine((vices, context) => {
    vices.forEach((vice, index) => {
      if (vices.findIndex((other) => sameName(other, vice)) !== index) {
        context.addIssue({
          code: 'custom',
          message: `"${vice}" is in the list twice`,
          path: [index],
        });
      }
    });
  }),
);

const StoredViceListSchema = z.object({
  version: z.literal(VICE_LIST_VERSION, { error: `expected version ${VICE_LIST_VERSION}` }),
  vices: ViceListSchema,
});

/** A fresh copy of the classic seven, the default list. */
export function classicVices(): string[] {
  return [...CLASSIC_VICES];
}

/** Whether the list is exactly the classic seven, in order (the UI labels it as the default). */
export function isClassicViceList(list: ViceList): boolean {
  return (
    list.length === CLASSIC_VICES.length &&
    list.every((vice, index) => vice === CLASSIC_VICES[index])
  );
}

/**
 * Checks a name for the list: trimmed, not empty, not too long, not already there (ignoring
 * case and the entry at `exceptIndex`, the one being renamed). Returns the trimmed name.
 */
export function checkViceName(
  list: ViceList,
  name: string,
  exceptIndex?: number,
): ViceResult<string> {
  const read = readName(name, MAX_VICE_LENGTH, 'Type a name for the Vice.');
  if (!read.ok) return read;
  const trimmed = read.value;
  const clash = list.findIndex((vice, index) => index !== exceptIndex && sameName(vice, trimmed));
  if (clash !== -1) return refuse('duplicate-vice', `"${list[clash]}" is already in the list.`);
  return { ok: true, value: trimmed };
}

/** Adds a Vice at the end of the list. */
export function addVice(list: ViceList, name: string): ViceResult<ViceList> {
  if (list.length >= MAX_VICES)
    return refuse(
      'too-many-vices',
      `The list already holds ${MAX_VICES} Vices, the most it can: remove one first.`,
    );
  const checked = checkViceName(list, name);
  return checked.ok ? { ok: true, value: [...list, checked.value] } : checked;
}

/** Renames the Vice at `index`, keeping its place in the list. */
export function renameVice(list: ViceList, index: number, name: string): ViceResult<ViceList> {
  if (!Number.isInteger(index) || index < 0 || index >= list.length)
    return refuse('unknown-vice', 'That Vice is no longer in the list.');
  const checked = checkViceName(list, name, index);
  return checked.ok
    ? { ok: true, value: list.map((vice, at) => (at === index ? checked.value : vice)) }
    : checked;
}

/** Removes the Vice at `index`; the last Vice cannot go, since the generators draw from the list. */
export function removeVice(list: ViceList, index: number): ViceResult<ViceList> {
  if (!Number.isInteger(index) || index < 0 || index >= list.length)
    return refuse('unknown-vice', 'That Vice is no longer in the list.');
  if (list.length === 1)
    return refuse(
      'last-vice',
      'The list needs at least one Vice: add another before removing this one, or rename it.',
    );
  return { ok: true, value: list.filter((_, at) => at !== index) };
}

/**
 * Reads a saved list: the parsed JSON value or the JSON text. Returns the Vices or a message
 * naming the first problem ("vices[2]: "Envy" is in the list twice").
 */
export function parseViceList(json: unknown): ViceResult<ViceList> {
  const read = readSavedValue(json, StoredViceListSchema, 'The Vice list');
  return read.ok ? succeed(read.value.vices) : refuse(read.error.code, read.error.message);
}

/** The list as stored JSON text. */
export function serializeViceList(list: ViceList): string {
  return JSON.stringify({ version: VICE_LIST_VERSION, vices: list });
}
