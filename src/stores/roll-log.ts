/**
 * The roll log: every roll made on the site, newest first, kept in localStorage and shared by
 * all open tabs.
 *
 * Stored shape (key `rules-at-hand:roll-log`): `{ "version": 1, "entries": RollLogEntry[] }`.
 * Entries are validated when read. Storage that does not match (corrupted by hand, or written
 * by an older shape) is replaced by an empty log, the unreadable text is kept aside, and
 * `$rollLogNotice` says so, so the page keeps working and the reader knows why the log is empty.
 * Bump `version` and add a migration here when the shape changes.
 */
import * as z from 'zod/mini';
import { createValidatedPersistent, parseJsonWith } from './validated-persistent';
import type { LogLine, RollTool } from '../rules/roll-recipe';

export const ROLL_LOG_KEY = 'rules-at-hand:roll-log';
/** Older rolls are dropped beyond this many, so storage stays small. */
export const ROLL_LOG_LIMIT = 200;

/**
 * How to roll an entry again, besides its expression: a random table (found again by its id on
 * the entry's page) or a tool (rolled again by its ruleset's tool log, src/rules/roll-recipe.ts).
 * Entries without one are dice expressions and roll again from `expression`.
 */
export const RollRecipeSchema = z.union([
  z.object({ kind: z.literal('table'), table: z.string(), column: z.optional(z.number()) }),
  z.object({ kind: z.literal('tool'), ruleset: z.string(), tool: z.string(), input: z.unknown() }),
]);
export type RollRecipe = z.infer<typeof RollRecipeSchema>;

export const RollLogEntrySchema = z.object({
  id: z.string(),
  /** Where the roll was made: a page, a table or a widget. */
  source: z.string(),
  /** Site-relative link back to that place, when there is one. */
  href: z.optional(z.string()),
  /** The notation rolled, e.g. `3d6kth2`. */
  expression: z.string(),
  /** The dice as shown to the reader, e.g. `6, 3, 1 (kept 3)`. */
  detail: z.string(),
  /** Absent for a generator: its parts are separate rolls, and their sum means nothing. */
  total: z.optional(z.number()),
  /** What the total means, e.g. the row of a random table or "success". */
  result: z.optional(z.string()),
  /** Milliseconds since the epoch. */
  time: z.number(),
  /** How to roll it again, when that takes more than the expression (added without a version bump: older entries simply lack it). */
  again: z.optional(RollRecipeSchema),
});
export type RollLogEntry = z.infer<typeof RollLogEntrySchema>;

const StoredLogSchema = z.object({ version: z.literal(1), entries: z.array(RollLogEntrySchema) });

/** Reads the stored text (the newest `ROLL_LOG_LIMIT` entries); never throws. */
export const readRollLog = parseJsonWith(StoredLogSchema, (data) =>
  data.entries.slice(0, ROLL_LOG_LIMIT),
);

export function encodeRollLog(entries: readonly RollLogEntry[]): string {
  return JSON.stringify({ version: 1, entries });
}

const rollLog = createValidatedPersistent<RollLogEntry[]>(ROLL_LOG_KEY, [], {
  label: 'roll log',
  encode: encodeRollLog,
  parse: readRollLog,
});

export const $rollLog = rollLog.$store;
/** A one-line notice for the reader when saved data had to be set aside. */
export const $rollLogNotice = rollLog.$notice;

let counter = 0;
function newId(time: number): string {
  counter = (counter + 1) % 1_000_000;
  return `${time.toString(36)}-${counter.toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;
}

export type NewRoll = Omit<RollLogEntry, 'id' | 'time'>;

/** Adds a roll at the top of the log and returns the stored entry. */
export function addRoll(roll: NewRoll, time = Date.now()): RollLogEntry {
  const entry: RollLogEntry = { ...roll, id: newId(time), time };
  $rollLog.set([entry, ...$rollLog.get()].slice(0, ROLL_LOG_LIMIT));
  return entry;
}

/** Logs a tool's roll: the words from its ruleset's describer and the input to roll it again. */
function logToolRoll(
  place: { source: string; href?: string | undefined },
  recipe: { ruleset: string; tool: string; input: unknown },
  line: LogLine,
  time = Date.now(),
): RollLogEntry {
  return addRoll(
    {
      source: place.source,
      ...(place.href !== undefined && { href: place.href }),
      ...line,
      again: { kind: 'tool', ...recipe },
    },
    time,
  );
}

/**
 * Logs a roll a ruleset's tool made (written to the one tool contract, RollTool in
 * src/rules/roll-recipe.ts) in that tool's own words, with its input to roll it again. Widgets
 * log through the kit's `logRoll`/`rollAndLog`, which call this; a store that rolls calls it itself.
 */
export function logToolOutcome<Input, Outcome>(
  ruleset: string,
  tool: Pick<RollTool<Input, Outcome>, 'name' | 'describe'>,
  input: Input,
  outcome: Outcome,
  place: { source: string; href?: string | undefined },
): RollLogEntry {
  return logToolRoll(place, { ruleset, tool: tool.name, input }, tool.describe(input, outcome));
}

export function clearRollLog(): void {
  $rollLog.set([]);
}
