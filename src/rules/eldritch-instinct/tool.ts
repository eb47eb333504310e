/**
 * What the Eldritch Instinct tools share: the ruleset's id, the range of an ability score and the
 * schemas of logged inputs. Each tool is written to the one contract, `defineTool` in
 * ../roll-recipe.ts.
 */
import * as z from 'zod/mini';
import type { RollTool } from '../roll-recipe';
import { wholeNumberSchema } from '../whole-number-schema';

export const EI_RULESET = 'eldritch-instinct';

/** The lowest and highest ability score the tools accept (before the occupation bonus). */
export const MIN_SCORE = 1;
export const MAX_SCORE = 120;

/** An ability score as a tool takes it: a whole number from 1 to 120. */
export const ScoreSchema = wholeNumberSchema(MIN_SCORE, MAX_SCORE);
/** A name shown in a roll's words (a side of an opposed save, a PC in a chase). */
export const NameSchema = z.string().check(z.maxLength(60));
/** No input: the tool always rolls the same dice. */
export const NoInputSchema = z.object({});

/**
 * How a rule that rolls is handed the page's logger: it rolls `tool` on `input`, logs the roll
 * under `source` (after the ruleset's prefix) and returns what it rolled. The rules stay pure; the
 * widget binds the browser's dice and the roll log.
 */
export type EiRollLogger = <Input, Outcome>(
  tool: RollTool<Input, Outcome>,
  input: Input,
  source: string,
) => Outcome;
