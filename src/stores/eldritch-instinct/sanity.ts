/**
 * Investigators tracked for Sanity and Fortitude: name, SAN, WIL, Hardened and Broken notches and
 * Mythos Knowledge, kept in localStorage and shared by all open tabs.
 *
 * Stored shape (key `rules-at-hand:ei-sanity`):
 * `{ "version": 1, "investigators": [{ id, name, san 1-4, wil >= 0, hardened >= 0, broken >= 0, mk >= 0 }] }`.
 * Unreadable storage resets to an empty list with a notice and the text is kept aside; bump
 * `version` and migrate here when the shape changes.
 */
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../../rules/whole-number-schema';
import {
  checkNewTracked,
  createMind,
  parseWil,
  SANITY_MAX,
  SANITY_MIN,
  type MindState,
} from '../../rules/eldritch-instinct/sanity';
import type { TrackRefusal } from '../../rules/eldritch-instinct/track-form';
import { fail, succeed, type Result } from '../../rules/result';
import type { Removed } from '../roster';
import { createValidatedPersistent, parseJsonWith } from '../validated-persistent';
import { slugOf } from '../../rules/slug';

export const EI_SANITY_KEY = 'rules-at-hand:ei-sanity';
/** A small table's worth; the form says so when full. */
export const EI_SANITY_LIMIT = 12;

const count = () => wholeNumberSchema(0);
const InvestigatorSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  san: wholeNumberSchema(SANITY_MIN, SANITY_MAX),
  wil: count(),
  hardened: count(),
  broken: count(),
  mk: count(),
});
export type TrackedInvestigator = z.infer<typeof InvestigatorSchema>;
const StoredSchema = z.object({
  version: z.literal(1),
  investigators: z.array(InvestigatorSchema),
});

const tracked = createValidatedPersistent<TrackedInvestigator[]>(EI_SANITY_KEY, [], {
  label: 'Sanity tracker',
  encode: (investigators) => JSON.stringify({ version: 1, investigators }),
  parse: parseJsonWith(StoredSchema, (data) => data.investigators.slice(0, EI_SANITY_LIMIT)),
});

export const $sanityTracked = tracked.$store;
export const $sanityNotice = tracked.$notice;

function newId(name: string, taken: readonly string[]): string {
  const slug = slugOf(name, 'investigator');
  let id = slug;
  for (let n = 2; taken.includes(id); n += 1) id = `${slug}-${n}`;
  return id;
}

/** Adds an investigator at SAN 4 with no notches; returns it, or undefined when the list is full. */
export function addInvestigator(name: string, wil: number): TrackedInvestigator | undefined {
  const current = $sanityTracked.get();
  if (current.length >= EI_SANITY_LIMIT) return undefined;
  const investigator = {
    id: newId(
      name,
      current.map((entry) => entry.id),
    ),
    name,
    ...createMind(wil),
  };
  $sanityTracked.set([...current, investigator]);
  return investigator;
}

/** Starts tracking an investigator from the form's typed name and WIL, or says why not. */
export function trackInvestigator(
  name: string,
  wilText: string,
): Result<TrackedInvestigator, TrackRefusal> {
  const names = $sanityTracked.get().map((entry) => entry.name);
  const errors = checkNewTracked(name, wilText, names);
  const wil = parseWil(wilText);
  if (errors.name || !wil.ok) return fail(errors);
  const added = addInvestigator(name.trim(), wil.value);
  if (added) return succeed(added);
  const full = `The tracker holds ${EI_SANITY_LIMIT} investigators; remove one first.`;
  return fail({ name: full, full: true });
}

/** Replaces one investigator's mind with the result of a rules reducer. */
export function updateMind(id: string, state: MindState): TrackedInvestigator | undefined {
  const current = $sanityTracked.get();
  const found = current.find((entry) => entry.id === id);
  if (!found) return undefined;
  const next = { ...found, ...state };
  $sanityTracked.set(current.map((entry) => (entry.id === id ? next : entry)));
  return next;
}

/** Stops tracking an investigator; returns them with their place for undo, or undefined. */
export function removeInvestigator(id: string): Removed<TrackedInvestigator> | undefined {
  const current = $sanityTracked.get();
  const index = current.findIndex((entry) => entry.id === id);
  const item = current[index];
  if (item === undefined) return undefined;
  $sanityTracked.set(current.filter((_, at) => at !== index));
  return { item, index };
}

/** The removals already put back, so a second undo of one changes nothing. */
const restored = new WeakSet<Removed<TrackedInvestigator>>();

/**
 * Puts a removed investigator back at their place, notches and all, and returns them: once per
 * removal, and not into a full tracker (undefined). When another entry took their id meanwhile
 * they come back under a new one, so an undo never drops what it restores.
 */
export function restoreInvestigator(
  removed: Removed<TrackedInvestigator>,
): TrackedInvestigator | undefined {
  const current = $sanityTracked.get();
  if (restored.has(removed) || current.length >= EI_SANITY_LIMIT) return undefined;
  const { item, index } = removed;
  const taken = current.map((entry) => entry.id);
  const placed = taken.includes(item.id) ? { ...item, id: newId(item.name, taken) } : item;
  restored.add(removed);
  $sanityTracked.set([...current.slice(0, index), placed, ...current.slice(index)]);
  return placed;
}

/** What the tracker's Undo acts through (the kit's useRemoval). */
export const sanityRemoval = { remove: removeInvestigator, restore: restoreInvestigator };
