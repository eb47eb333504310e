/**
 * Logging a Dead Weight roll through the ruleset's tools (src/rules/dead-weight/roll-tools.ts):
 * the kit's logger with this ruleset's id. Sources read "Dead Weight: ..." (`dwLogSource`).
 */
import { DW_RULESET } from '../../rules/dead-weight/log-lines';
import type { RollTool } from '../../rules/roll-recipe';
import { logRoll as logKitRoll, rollAndLog as rollAndLogKit } from '../kit';

/** Logs a roll already made (a test after its re-rolls, dice a party roll made), in its tool's words. */
export const logRoll = <I, O>(
  tool: RollTool<I, O>,
  input: I,
  outcome: O,
  source: string,
  toolId: string,
): O => logKitRoll(DW_RULESET, tool, input, outcome, source, toolId);

/** Rolls a tool with the browser's dice and logs it. */
export const rollAndLog = <I, O>(
  tool: RollTool<I, O>,
  input: I,
  source: string,
  toolId: string,
): O => rollAndLogKit(DW_RULESET, tool, input, source, toolId);
