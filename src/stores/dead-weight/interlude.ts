/**
 * The Dead Weight interlude: which day it is, the settlement the party is in (size 1-5) and that
 * settlement's doom tracker (0-7), kept in localStorage and shared by open tabs. The day runner
 * reads and changes it; the doom steps come from Blacksalt events, sleep tables, hunger's decay
 * roll and laying low.
 *
 * Stored shape (key `rules-at-hand:dw-interlude`): `{ "version": 1, "day": 1.., "size": 1..5,
 * "doom": 0..7, "eventDay": 1.. or null, "hungerDay": 1.. or null, "sleptDay": 1.. or null }`:
 * the days the Blacksalt event was last rolled, Hunger Bites last resolved and the party last
 * slept, so each of these steps happens once a day even across a reload or a second tab. A save
 * from before one of them was kept has no such field and reads as not done yet (the same version:
 * nothing it held is lost, and an older page reading a newer save drops only those fields).
 * Unreadable storage resets to day 1 in a size 3 settlement at doom 0 with a notice, and the text
 * is kept aside; bump `version` and migrate here when the shape changes.
 */
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../../rules/whole-number-schema';
import {
  clampDwSettlementDoom,
  DW_SETTLEMENT_DOOM_MAX,
  explainDwEventRolledToday,
  explainDwHungerResolvedToday,
  explainDwNoSleepers,
  explainDwSleptToday,
  resolveDwPartyHunger,
  rollDwBlacksaltEvent,
  rollDwPartySleep,
  type DwBlacksaltEvent,
  type DwPartyHunger,
  type DwPartySleep,
  type DwSleepLocation,
} from '../../rules/dead-weight/interlude';
import type { DwAffliction } from '../../rules/dead-weight/character';
import type { DwSettlementSize } from '../../rules/dead-weight/shopping';
import { createDwInterlude, type DwInterlude } from '../../rules/dead-weight/interlude-day-view';
import type { Rng } from '../../rules/dice';
import { refuse, succeed, type Problem, type Result } from '../../rules/result';
import { browserRng } from '../../lib/browser-rng';
import { createValidatedPersistent, parseJsonWith } from '../validated-persistent';

export const DW_INTERLUDE_KEY = 'rules-at-hand:dw-interlude';
/** A long stay is weeks; a cap keeps a typing slip from storing a silly number. */
export const DW_INTERLUDE_DAY_MAX = 9999;

/** A day step's saved day: absent in a save from before it was kept, read as not done yet. */
const StoredStepDaySchema = z.optional(z.nullable(wholeNumberSchema(1, DW_INTERLUDE_DAY_MAX)));

const StoredInterludeSchema = z.object({
  version: z.literal(1),
  day: wholeNumberSchema(1, DW_INTERLUDE_DAY_MAX),
  size: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  doom: wholeNumberSchema(0, DW_SETTLEMENT_DOOM_MAX),
  eventDay: StoredStepDaySchema,
  hungerDay: StoredStepDaySchema,
  sleptDay: StoredStepDaySchema,
});

const saved = createValidatedPersistent<DwInterlude>(DW_INTERLUDE_KEY, createDwInterlude(), {
  label: 'interlude',
  encode: (value) => JSON.stringify(value),
  parse: parseJsonWith(StoredInterludeSchema, (data) => ({
    ...data,
    eventDay: data.eventDay ?? null,
    hungerDay: data.hungerDay ?? null,
    sleptDay: data.sleptDay ?? null,
  })),
});

export const $dwInterlude = saved.$store;
export const $dwInterludeNotice = saved.$notice;

/**
 * Told of each change made to the interlude in this tab (not one from another tab): the day's
 * store drops the Undo of "New interlude" then (interlude-today.ts), which this store cannot
 * import without the two importing each other.
 */
const changedHere = new Set<() => void>();

export function onDwInterludeChangedHere(listener: () => void): void {
  changedHere.add(listener);
}

function tellChangedHere(): void {
  for (const listener of changedHere) listener();
}

export function setDwSettlementSize(size: DwSettlementSize): void {
  $dwInterlude.set({ ...$dwInterlude.get(), size });
}

/** Moves the settlement doom by `steps` (negative reduces it), kept within 0-7. Returns the new doom. */
export function moveDwSettlementDoom(steps: number): number {
  tellChangedHere();
  const current = $dwInterlude.get();
  const doom = clampDwSettlementDoom(current.doom + steps);
  $dwInterlude.set({ ...current, doom });
  return doom;
}

/** A new settlement: its own tracker starts at 0. */
export function enterDwSettlement(size: DwSettlementSize): void {
  $dwInterlude.set({ ...$dwInterlude.get(), size, doom: 0 });
}

export function nextDwInterludeDay(): number {
  tellChangedHere();
  const current = $dwInterlude.get();
  const day = Math.min(DW_INTERLUDE_DAY_MAX, current.day + 1);
  $dwInterlude.set({ ...current, day });
  return day;
}

/** Why the Blacksalt event was refused: today's is rolled already. */
export type DwEventRefusal = Problem<'event-rolled-today'>;

/**
 * Today's Blacksalt event: the event is rolled, the day is marked and the settlement doom moves by
 * what it says, in one change. Refused, rolling nothing, when today's event is rolled already
 * (explainDwEventRolledToday): a double press, or a press in a second tab, cannot roll a second
 * event nor move the doom twice. Returns the event and the doom.
 */
export function rollDwInterludeEvent(
  rng: Rng = browserRng,
): Result<DwBlacksaltEvent & { readonly doom: number }, DwEventRefusal> {
  const current = $dwInterlude.get();
  const rolled = explainDwEventRolledToday(current.day, current.eventDay);
  if (rolled) return refuse('event-rolled-today', rolled);
  const event = rollDwBlacksaltEvent(rng);
  const doom = clampDwSettlementDoom(current.doom + event.settlementDoom);
  $dwInterlude.set({ ...current, doom, eventDay: current.day });
  return succeed({ ...event, doom });
}

/** Why Hunger Bites was refused: today's is resolved already. */
export type DwHungerRefusal = Problem<'hunger-resolved-today'>;

/**
 * Today's Hunger Bites for the party (`ate` by character id): the day is marked and the settlement
 * doom moves by the decay rolls, in one change. Refused, rolling nothing, when today's is resolved
 * already (explainDwHungerResolvedToday), so a double press cannot make the hungry roll on the
 * decay table. The afflictions it gives are the caller's to add to the party. Returns what
 * happened and the doom.
 */
export function feedDwParty(
  characters: readonly {
    readonly id: string;
    readonly name: string;
    readonly afflictions: readonly DwAffliction[];
  }[],
  ate: Readonly<Record<string, boolean>>,
  rng: Rng = browserRng,
): Result<DwPartyHunger & { readonly doom: number }, DwHungerRefusal> {
  const current = $dwInterlude.get();
  const resolved = explainDwHungerResolvedToday(current.day, current.hungerDay);
  if (resolved) return refuse('hunger-resolved-today', resolved);
  const hunger = resolveDwPartyHunger(characters, ate, rng);
  const doom = clampDwSettlementDoom(current.doom + hunger.settlementDoom);
  $dwInterlude.set({ ...current, doom, hungerDay: current.day });
  return succeed({ ...hunger, doom });
}

/** Why the party's sleep was refused: it has slept today already, or it has no adventurer. */
export type DwSleepRefusal = Problem<'slept-today' | 'no-sleepers'>;

/**
 * The party sleeps: each sleeper rolls the location's table, the day is marked slept and the
 * settlement doom moves by the rows rolled, in one change. Refused, rolling nothing, when the
 * party has slept today already (explainDwSleptToday): a double press, or a press in a second
 * tab, cannot roll the night twice nor advance the doom twice. Refused too when there is no one
 * to roll for (explainDwNoSleepers), so an empty party does not use up the day's night. Returns
 * the rolls and the doom.
 */
export function sleepDwParty(
  names: readonly string[],
  location: DwSleepLocation,
  rng: Rng = browserRng,
): Result<DwPartySleep & { readonly doom: number }, DwSleepRefusal> {
  const current = $dwInterlude.get();
  const slept = explainDwSleptToday(current.day, current.sleptDay);
  if (slept) return refuse('slept-today', slept);
  const nobody = explainDwNoSleepers(names.length);
  if (nobody) return refuse('no-sleepers', nobody);
  const night = rollDwPartySleep(names, location, current.size, rng);
  const doom = clampDwSettlementDoom(current.doom + night.settlementDoom);
  $dwInterlude.set({ ...current, doom, sleptDay: current.day });
  return succeed({ ...night, doom });
}

/** Day 1 in a size 3 settlement at doom 0; returns the interlude it replaced, for Undo. */
export function resetDwInterlude(): DwInterlude {
  const previous = $dwInterlude.get();
  $dwInterlude.set(createDwInterlude());
  return previous;
}
