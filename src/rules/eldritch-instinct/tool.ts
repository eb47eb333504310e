/**
 * One Eldritch Instinct tool roll, as the page and the roll log both make it: the input it rolls
 * from (checked by `schema` when read back from the log, which is saved in the browser and may be
 * old or tampered with), the roll itself, and the words it is logged with. The widget rolls and
 * describes with the same two functions the log's "Roll again" uses, so both read alike.
 */
import * as z from 'zod/mini';
import { loggedTool, type LoggedTool, type LogLine } from '../roll-recipe';
import type { Rng } from '../dice';

export const EI_RULESET = 'eldritch-instinct';

/** The lowest and highest ability score the tools accept (before the occupation bonus). */
export const MIN_SCORE = 1;
export const MAX_SCORE = 120;

export interface EiTool<Input, Outcome> {
  /** The tool's name in the log's recipe. */
  readonly name: string;
  /** Reads a logged input back (a zod or zod/mini schema). */
  readonly schema: { safeParse(raw: unknown): { success: true; data: Input } | { success: false } };
  readonly roll: (input: Input, rng: Rng) => Outcome;
  readonly describe: (input: Input, outcome: Outcome) => LogLine;
}

export function defineTool<Input, Outcome>(tool: EiTool<Input, Outcome>): EiTool<Input, Outcome> {
  return tool;
}

/** The tool as the roll log's tool log holds it. */
export function toLoggedTool<Input, Outcome>(tool: EiTool<Input, Outcome>): LoggedTool<never> {
  return loggedTool<Input>({
    readInput: (raw) => {
      const parsed = tool.schema.safeParse(raw);
      return parsed.success ? parsed.data : null;
    },
    roll: (input, rng) => tool.describe(input, tool.roll(input, rng)),
  });
}

/** An ability score as a tool takes it: a whole number from 1 to 120. */
export const ScoreSchema = z.int().check(z.minimum(MIN_SCORE), z.maximum(MAX_SCORE));
/** A name shown in a roll's words (a side of an opposed save, a PC in a chase). */
export const NameSchema = z.string().check(z.maxLength(60));
/** No input: the tool always rolls the same dice. */
export const NoInputSchema = z.object({});

/** "1 point", "2 points". */
export function plural(count: number, word: string): string {
  return `${count} ${word}${Math.abs(count) === 1 ? '' : 's'}`;
}
