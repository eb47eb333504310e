/**
 * Logging a LOOT roll through the ruleset's tools (src/rules/loot/rolls.ts): the kit's logger with
 * this ruleset's id. A sheet in the input is logged without its notes, which no roll reads
 * (`lootInputForLog`); the roll itself is made on the whole sheet.
 */
import { browserRng } from '../../lib/browser-rng';
import {
  LOOT_RULESET,
  lootInputForLog,
  type LootMadeRollLogger,
  type LootRollLogger,
} from '../../rules/loot';
import type { RollTool } from '../../rules/roll-recipe';
import { logRoll as logKitRoll } from '../kit';

/** Logs a roll already made (a check after the pick, a roll whose outcome the tool shows), in its tool's words. */
export function logRoll<I extends object, O>(
  tool: RollTool<I, O>,
  input: I,
  outcome: O,
  source: string,
  toolId: string,
): O {
  return logKitRoll(LOOT_RULESET, tool, lootInputForLog(input), outcome, source, toolId);
}

/** Rolls a tool with the browser's dice on the input as given and logs it. */
export function rollAndLog<I extends object, O>(
  tool: RollTool<I, O>,
  input: I,
  source: string,
  toolId: string,
): O {
  return logRoll(tool, input, tool.roll(input, browserRng), source, toolId);
}

/** The logger the rules roll through (`LootRollLogger`), logging from the tool `toolId`. */
export function lootRollLogger(toolId: string): LootRollLogger {
  return (tool, input, source) => rollAndLog(tool, input, source, toolId);
}

/** The logger of rolls already made the rules hand back (`LootMadeRollLogger`), from the tool `toolId`. */
export function lootMadeLogger(toolId: string): LootMadeRollLogger {
  return (tool, input, outcome, source) => logRoll(tool, input, outcome, source, toolId);
}
