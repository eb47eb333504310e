/**
 * Logging an Eldritch Instinct roll through the ruleset's tool describers: the kit's logger with
 * this ruleset's name and the words its log lines start with.
 */
import { EI_RULESET } from '../../rules/eldritch-instinct/tool';
import { type RollTool } from '../../rules/roll-recipe';
import { logRoll as logKitRoll, rollAndLog as rollAndLogKit } from '../kit';

/** Logs a roll already made (a Death Save revealed, a roll a store made), in its tool's words. */
export const logRoll = <I, O>(
  tool: RollTool<I, O>,
  input: I,
  outcome: O,
  source: string,
  id: string,
): O => logKitRoll(EI_RULESET, tool, input, outcome, `Eldritch Instinct: ${source}`, id);

/** Rolls a tool with the browser's dice and logs it. */
export const rollAndLog = <I, O>(tool: RollTool<I, O>, input: I, source: string, id: string): O =>
  rollAndLogKit(EI_RULESET, tool, input, `Eldritch Instinct: ${source}`, id);
