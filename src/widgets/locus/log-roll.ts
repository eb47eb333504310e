/**
 * Logging a Locus roll through the ruleset's tools (src/rules/locus/log.ts): the kit's logger with
 * this ruleset's name. The source words come whole from the rules (`checkLogSource`,
 * `contestLogSource`), since a contest or an Untrained step names more than who rolled.
 */
import type { RollTool } from '../../rules/roll-recipe';
import { logRoll as logKitRoll, rollAndLog as rollAndLogKit } from '../kit';

const LOCUS_RULESET = 'locus';

/** Logs a roll already made (one line of a contest or an order, a draw from the Cast's deck). */
export const logRoll = <I, O>(
  tool: RollTool<I, O>,
  input: I,
  outcome: O,
  source: string,
  id: string,
): O => logKitRoll(LOCUS_RULESET, tool, input, outcome, source, id);

/** Rolls a tool with the browser's dice and logs it. */
export const rollAndLog = <I, O>(tool: RollTool<I, O>, input: I, source: string, id: string): O =>
  rollAndLogKit(LOCUS_RULESET, tool, input, source, id);
