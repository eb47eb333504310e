/**
 * What today's interlude steps came to, as the interlude day shows it: the action each adventurer
 * chose (and its additional effect) and, once taken, what it came to; the Blacksalt event, each
 * adventurer's Hunger Bites (with the afflictions still to choose) and the night's sleep. Each step
 * comes once a day (src/stores/dead-weight/interlude.ts), and each adventurer takes one action a
 * day, so after a reload their buttons stay off: without what they came to, the game master could
 * neither see today's event nor roll it again.
 *
 * Stored shape (key `rules-at-hand:dw-interlude-today`): `{ "version": 1, "day": 1.., "picks":
 * { <character id>: { "action": "rest" | "tend" | ..., "option": "" or an option id } },
 * "actions": { <character id>: "what it came to" }, "event": {...} or null, "hunger":
 * { <character id>: {...} }, "sleep": {...} or null }`. An adventurer in `actions` has taken their
 * action today. Results of another day than the interlude's are not today's, and read as none. A
 * save from before the picks (or the actions) were kept has none of them: the same version, as
 * nothing it held is lost; an older page reading a newer save drops only the picks. An option its
 * action does not have reads as none. Unreadable storage resets to none with a notice, and the text
 * is kept aside; bump `version` and migrate here when the shape changes.
 */
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../../rules/whole-number-schema';
import { DW_AFFLICTIONS } from '../../rules/dead-weight/character';
import {
  DW_INTERLUDE_ACTION_IDS,
  explainDwActedToday,
  findDwInterludeAction,
  type DwBlacksaltEvent,
  type DwTableRoll,
} from '../../rules/dead-weight/interlude';
import {
  pickOfDay,
  type DwActionPick,
  type DwDayChoices,
  type DwHungerShown,
  type DwInterlude,
} from '../../rules/dead-weight/interlude-day-view';
import { refuse, succeed, type Problem, type Result } from '../../rules/result';
import { createValidatedPersistent, parseJsonWith } from '../validated-persistent';
import { createUndoSlot } from '../undo-slot';
import {
  $dwInterlude,
  DW_INTERLUDE_DAY_MAX,
  onDwInterludeChangedHere,
  resetDwInterlude,
} from './interlude';

export const DW_INTERLUDE_TODAY_KEY = 'rules-at-hand:dw-interlude-today';

/** The Blacksalt event as shown: the rolls and the sentence on the doom. */
export interface DwEventShown {
  readonly roll: DwBlacksaltEvent;
  readonly note: string;
}

/**
 * The night as shown: each sleeper's roll, what it wrote to their sheet (`applied`, absent in
 * saves from before it was written and when it wrote nothing) and the sentence on the doom.
 */
export interface DwSleepShown {
  readonly rolls: readonly {
    readonly name: string;
    readonly roll: DwTableRoll;
    readonly applied?: string;
  }[];
  readonly note: string;
}

export interface DwInterludeToday extends DwDayChoices {
  readonly version: 1;
  /** The interlude day these results are of. */
  readonly day: number;
  readonly event: DwEventShown | null;
  readonly hunger: Readonly<Record<string, DwHungerShown>>;
  readonly sleep: DwSleepShown | null;
}

export function createDwInterludeToday(day = 1): DwInterludeToday {
  return { version: 1, day, picks: {}, actions: {}, event: null, hunger: {}, sleep: null };
}

const text = z.string().check(z.maxLength(2000));
const TableRollSchema = z.object({
  table: text,
  dice: z.array(wholeNumberSchema(1, 6)).check(z.maxLength(12)),
  total: wholeNumberSchema(0, 100),
  text,
});
const Affliction = z.enum(DW_AFFLICTIONS);
const characterId = z.string().check(z.maxLength(100));
const PickSchema = z.object({
  action: z.enum(DW_INTERLUDE_ACTION_IDS),
  option: z.string().check(z.maxLength(100)),
});

/** A pick as this build reads it: an option its action does not have is none. */
function readPick(pick: DwActionPick): DwActionPick {
  const { options } = findDwInterludeAction(pick.action);
  return options.some((option) => option.id === pick.option) ? pick : { ...pick, option: '' };
}

const TodaySchema = z.object({
  version: z.literal(1),
  day: wholeNumberSchema(1, DW_INTERLUDE_DAY_MAX),
  picks: z.optional(z.record(characterId, PickSchema)),
  actions: z.optional(z.record(characterId, text)),
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
      rolls: z
        .array(z.object({ name: text, roll: TableRollSchema, applied: z.optional(text) }))
        .check(z.maxLength(100)),
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
    // A save from before the picks or the actions were kept has chosen and taken none.
    parse: parseJsonWith(TodaySchema, (data) => ({
      ...data,
      picks: Object.fromEntries(
        Object.entries(data.picks ?? {}).map(([id, pick]) => [id, readPick(pick)]),
      ),
      actions: data.actions ?? {},
    })),
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
  result: Partial<Pick<DwInterludeToday, 'event' | 'hunger' | 'sleep'>>,
): void {
  dwNewInterludeUndo.drop();
  $dwInterludeToday.set({ ...resultsOfDay($dwInterludeToday.get(), day), ...result });
}

/**
 * Keeps the action `characterId` chose for `day`. Once they have taken their action that day, the
 * choice stands ("players can't change their actions after they've announced it") and nothing
 * changes; the tool shows their choice fields off by then.
 */
export function chooseDwInterludeAction(
  day: number,
  characterId: string,
  pick: DwActionPick,
): void {
  const today = resultsOfDay($dwInterludeToday.get(), day);
  if (characterId in today.actions) return;
  dwNewInterludeUndo.drop();
  $dwInterludeToday.set({ ...today, picks: { ...today.picks, [characterId]: readPick(pick) } });
}

/** Why an action was refused: the adventurer has taken today's already. */
export type DwActionRefusal = Problem<'acted-today'>;

/**
 * The adventurer takes the action they chose for `day` (with or without risk dice), and `said` is
 * what it came to: their one action of the day ("Each day, the characters may do 1 action"), kept
 * with the choice so a reload shows both. Refused, changing nothing, when they have taken one that
 * day already (explainDwActedToday).
 */
export function takeDwInterludeAction(
  day: number,
  character: { readonly id: string; readonly name: string },
  said: string,
): Result<DwActionPick, DwActionRefusal> {
  const today = resultsOfDay($dwInterludeToday.get(), day);
  const acted = explainDwActedToday(character.name, day, character.id in today.actions);
  if (acted) return refuse('acted-today', acted);
  const pick = pickOfDay(today, character.id);
  dwNewInterludeUndo.drop();
  $dwInterludeToday.set({
    ...today,
    picks: { ...today.picks, [character.id]: pick },
    actions: { ...today.actions, [character.id]: said },
  });
  return succeed(pick);
}

/** No results: a new interlude. */
export function clearDwInterludeToday(): void {
  $dwInterludeToday.set(createDwInterludeToday());
}

/** What "New interlude" cleared, for its Undo. */
export interface DwInterludeCleared {
  readonly interlude: DwInterlude;
  readonly today: DwInterludeToday;
  /** The new interlude as it began, as saved text: the Undo acts only while it still stands so. */
  readonly started: string;
}

/**
 * The Undo of "New interlude" in this tab (../undo-slot.ts says how long it is offered): what the
 * new interlude cleared. Every action here or on the interlude that does something else (a doom
 * step, a new day, a choice, a step of the day) drops it. Nothing is stored: a reload forgets it.
 */
const dwNewInterludeUndo = createUndoSlot<DwInterludeCleared>();

/** What "New interlude" cleared while its Undo is offered, or what an Undo refused could not put back. */
export const $dwNewInterludeUndo = dwNewInterludeUndo.$slot;

onDwInterludeChangedHere(() => dwNewInterludeUndo.drop());

/** The interlude and the day's results as saved now, as one text to compare. */
const savedNow = () => JSON.stringify([$dwInterlude.get(), $dwInterludeToday.get()]);

/**
 * A new interlude: day 1 in a size 3 settlement at doom 0, with no results. Returns what it
 * cleared, which restoreDwInterlude puts back, and keeps it for the Undo ($dwNewInterludeUndo).
 */
export function startNewDwInterlude(): DwInterludeCleared {
  const today = $dwInterludeToday.get();
  const interlude = resetDwInterlude();
  clearDwInterludeToday();
  const cleared = { interlude, today, started: savedNow() };
  dwNewInterludeUndo.keep(cleared);
  return cleared;
}

/**
 * Puts back the interlude and the day's results that "New interlude" cleared; refused, changing
 * nothing, once the new interlude has changed since (a day played here or in another tab), which
 * the Undo would throw away.
 */
export function restoreDwInterlude(cleared: DwInterludeCleared): Result<void, Problem<'changed'>> {
  if (savedNow() !== cleared.started)
    return refuse(
      'changed',
      'The new interlude has changed since, so the Undo would lose that; change it back by hand.',
    );
  $dwInterlude.set(cleared.interlude);
  $dwInterludeToday.set(cleared.today);
  return succeed(undefined);
}

/**
 * The Undo of the last "New interlude" here: the old interlude back, or the refusal kept to be
 * said (restoreDwInterlude); undefined when there is nothing to undo.
 */
export function undoNewDwInterlude(): Result<void, { readonly message?: string }> | undefined {
  return dwNewInterludeUndo.undo(restoreDwInterlude);
}
