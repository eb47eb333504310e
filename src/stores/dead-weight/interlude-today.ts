/**
 * What today's interlude steps came to, as the interlude day shows it: each adventurer's action
 * whose risk was rolled, the Blacksalt event, each adventurer's Hunger Bites (with the afflictions
 * still to choose) and the night's sleep. Each step comes once a day
 * (src/stores/dead-weight/interlude.ts), so after a reload its button stays off: without what it
 * came to, the game master could neither see today's event nor roll it again.
 *
 * Stored shape (key `rules-at-hand:dw-interlude-today`): `{ "version": 1, "day": 1.., "actions":
 * { <character id>: "what the roll said" }, "event": {...} or null, "hunger": { <character id>:
 * {...} }, "sleep": {...} or null }`. Results of another day than the interlude's are not today's,
 * and read as none. Unreadable storage resets to none with a notice, and the text is kept aside.
 */
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../../rules/whole-number-schema';
import { DW_AFFLICTIONS, type DwAffliction } from '../../rules/dead-weight/character';
import type { DwBlacksaltEvent, DwTableRoll } from '../../rules/dead-weight/interlude';
import { createValidatedPersistent, parseJsonWith } from '../validated-persistent';
import { DW_INTERLUDE_DAY_MAX } from './interlude';

export const DW_INTERLUDE_TODAY_KEY = 'rules-at-hand:dw-interlude-today';

/** The Blacksalt event as shown: the rolls and the sentence on the doom. */
export interface DwEventShown {
  readonly roll: DwBlacksaltEvent;
  readonly note: string;
}

/** One adventurer's Hunger Bites as shown, with the afflictions the player still chooses. */
export interface DwHungerShown {
  readonly name: string;
  readonly lines: readonly string[];
  readonly choices: readonly {
    readonly already: DwAffliction;
    readonly options: readonly DwAffliction[];
  }[];
}

/** The night as shown: each sleeper's roll and the sentence on the doom. */
export interface DwSleepShown {
  readonly rolls: readonly { readonly name: string; readonly roll: DwTableRoll }[];
  readonly note: string;
}

export interface DwInterludeToday {
  readonly version: 1;
  /** The interlude day these results are of. */
  readonly day: number;
  /** Each adventurer's action whose risk was rolled today, by character id: what the roll said. */
  readonly actions: Readonly<Record<string, string>>;
  readonly event: DwEventShown | null;
  readonly hunger: Readonly<Record<string, DwHungerShown>>;
  readonly sleep: DwSleepShown | null;
}

export function createDwInterludeToday(day = 1): DwInterludeToday {
  return { version: 1, day, actions: {}, event: null, hunger: {}, sleep: null };
}

const text = z.string().check(z.maxLength(2000));
const TableRollSchema = z.object({
  table: text,
  dice: z.array(wholeNumberSchema(1, 6)).check(z.maxLength(12)),
  total: wholeNumberSchema(0, 100),
  text,
});
const Affliction = z.enum(DW_AFFLICTIONS);

const TodaySchema = z.object({
  version: z.literal(1),
  day: wholeNumberSchema(1, DW_INTERLUDE_DAY_MAX),
  actions: z.optional(z.record(z.string().check(z.maxLength(100)), text)),
  event: z.nullable(
    z.object({
      roll: z.object({
        event: TableRollSchema,
        followUp: z.nullable(TableRollSchema),
        settlementDoom: wholeNumberSchema(-7, 7),
        omens: z.boolean(),
      }),
      note: text,
    }),
  ),
  hunger: z.record(
    z.string().check(z.maxLength(100)),
    z.object({
      name: text,
      lines: z.array(text).check(z.maxLength(20)),
      choices: z
        .array(z.object({ already: Affliction, options: z.array(Affliction) }))
        .check(z.maxLength(DW_AFFLICTIONS.length)),
    }),
  ),
  sleep: z.nullable(
    z.object({
      rolls: z.array(z.object({ name: text, roll: TableRollSchema })).check(z.maxLength(100)),
      note: text,
    }),
  ),
});

const saved = createValidatedPersistent<DwInterludeToday>(
  DW_INTERLUDE_TODAY_KEY,
  createDwInterludeToday(),
  {
    label: "interlude day's results",
    encode: (value) => JSON.stringify(value),
    // A save from before the actions were kept has taken none.
    parse: parseJsonWith(TodaySchema, (data) => ({ ...data, actions: data.actions ?? {} })),
  },
);

export const $dwInterludeToday = saved.$store;
export const $dwInterludeTodayNotice = saved.$notice;

/** The results of `day`: none when those saved are of another day. */
export function resultsOfDay(today: DwInterludeToday, day: number): DwInterludeToday {
  return today.day === day ? today : createDwInterludeToday(day);
}

/** Keeps one step's result for `day`, beside the others of that day (a new day starts afresh). */
export function keepDwInterludeResult(
  day: number,
  result: Partial<Pick<DwInterludeToday, 'actions' | 'event' | 'hunger' | 'sleep'>>,
): void {
  $dwInterludeToday.set({ ...resultsOfDay($dwInterludeToday.get(), day), ...result });
}

/** No results: a new interlude. */
export function clearDwInterludeToday(): void {
  $dwInterludeToday.set(createDwInterludeToday());
}
