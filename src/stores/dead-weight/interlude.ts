/**
 * The Dead Weight interlude: which day it is, the settlement the party is in (size 1-5) and that
 * settlement's doom tracker (0-7), kept in localStorage and shared by open tabs. The day runner
 * reads and changes it; the doom steps come from Blacksalt events, sleep tables, hunger's decay
 * roll and laying low.
 *
 * Stored shape (key `rules-at-hand:dw-interlude`): `{ "version": 1, "day": 1.., "size": 1..5,
 * "doom": 0..7, "sleptDay": 1.. or null }`, `sleptDay` being the day the party last slept, so the
 * night is rolled once a day even across a reload or a second tab. A save from before it was kept
 * has no `sleptDay` and reads as not slept yet (the same version: nothing it held is lost, and an
 * older page reading a newer save drops only that field). Unreadable storage resets to day 1 in a
 * size 3 settlement at doom 0 with a notice, and the text is kept aside; bump `version` and
 * migrate here when the shape changes.
 */
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../../rules/whole-number-schema';
import {
  clampDwSettlementDoom,
  DW_SETTLEMENT_DOOM_MAX,
  explainDwSleptToday,
  rollDwPartySleep,
  type DwPartySleep,
  type DwSleepLocation,
} from '../../rules/dead-weight/interlude';
import type { DwSettlementSize } from '../../rules/dead-weight/shopping';
import type { Rng } from '../../rules/dice';
import { refuse, succeed, type Problem, type Result } from '../../rules/result';
import { browserRng } from '../../lib/browser-rng';
import { createValidatedPersistent, parseJsonWith } from '../validated-persistent';

export const DW_INTERLUDE_KEY = 'rules-at-hand:dw-interlude';
/** A long stay is weeks; a cap keeps a typing slip from storing a silly number. */
export const DW_INTERLUDE_DAY_MAX = 9999;

export interface DwInterlude {
  readonly version: 1;
  readonly day: number;
  readonly size: DwSettlementSize;
  readonly doom: number;
  /** The day the party last slept; null before its first night. */
  readonly sleptDay: number | null;
}

export function createDwInterlude(): DwInterlude {
  return { version: 1, day: 1, size: 3, doom: 0, sleptDay: null };
}

const StoredInterludeSchema = z.object({
  version: z.literal(1),
  day: wholeNumberSchema(1, DW_INTERLUDE_DAY_MAX),
  size: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  doom: wholeNumberSchema(0, DW_SETTLEMENT_DOOM_MAX),
  sleptDay: z.optional(z.nullable(wholeNumberSchema(1, DW_INTERLUDE_DAY_MAX))),
});

const saved = createValidatedPersistent<DwInterlude>(DW_INTERLUDE_KEY, createDwInterlude(), {
  label: 'interlude',
  encode: (value) => JSON.stringify(value),
  parse: parseJsonWith(StoredInterludeSchema, (data) => ({
    ...data,
    sleptDay: data.sleptDay ?? null,
  })),
});

export const $dwInterlude = saved.$store;
export const $dwInterludeNotice = saved.$notice;

export function setDwSettlementSize(size: DwSettlementSize): void {
  $dwInterlude.set({ ...$dwInterlude.get(), size });
}

/** Moves the settlement doom by `steps` (negative reduces it), kept within 0-7. Returns the new doom. */
export function moveDwSettlementDoom(steps: number): number {
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
  const current = $dwInterlude.get();
  const day = Math.min(DW_INTERLUDE_DAY_MAX, current.day + 1);
  $dwInterlude.set({ ...current, day });
  return day;
}

/** Why the party's sleep was refused: it has slept today already. */
export type DwSleepRefusal = Problem<'slept-today'>;

/**
 * The party sleeps: each sleeper rolls the location's table, the day is marked slept and the
 * settlement doom moves by the rows rolled, in one change. Refused, rolling nothing, when the
 * party has slept today already (explainDwSleptToday): a double press, or a press in a second
 * tab, cannot roll the night twice nor advance the doom twice. Returns the rolls and the doom.
 */
export function sleepDwParty(
  names: readonly string[],
  location: DwSleepLocation,
  rng: Rng = browserRng,
): Result<DwPartySleep & { readonly doom: number }, DwSleepRefusal> {
  const current = $dwInterlude.get();
  const slept = explainDwSleptToday(current.day, current.sleptDay);
  if (slept) return refuse('slept-today', slept);
  const night = rollDwPartySleep(names, location, current.size, rng);
  const doom = clampDwSettlementDoom(current.doom + night.settlementDoom);
  $dwInterlude.set({ ...current, doom, sleptDay: current.day });
  return succeed({ ...night, doom });
}

export function resetDwInterlude(): void {
  $dwInterlude.set(createDwInterlude());
}
