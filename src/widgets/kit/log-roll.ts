/**
 * A tool's roll in the roll log: the words come from its ruleset's pure describer, and the recipe
 * (ruleset, tool name, input) lets the log roll it again through that ruleset's tool log
 * (src/rules/roll-recipe.ts), so a roll and its repeat read alike.
 */
import { browserRng } from '../../lib/browser-rng';
import type { RollTool } from '../../rules/roll-recipe';
import { logToolOutcome } from '../../stores/roll-log';
import { toolHref } from './ToolSection';

/** What logging needs of a ruleset's tool: its name in the recipe, its roll and its describer. */
export type RollingTool<Input, Outcome> = Pick<
  RollTool<Input, Outcome>,
  'name' | 'roll' | 'describe'
>;

/** Logs a roll already made (revealed later, or made by a store) from the tool `toolId`; returns the outcome. */
export function logRoll<Input, Outcome>(
  ruleset: string,
  tool: RollingTool<Input, Outcome>,
  input: Input,
  outcome: Outcome,
  source: string,
  toolId: string,
): Outcome {
  logToolOutcome(ruleset, tool, input, outcome, { source, href: toolHref(toolId) });
  return outcome;
}

/** Rolls the tool with the browser's dice, logs the roll and returns what it rolled. */
export function rollAndLog<Input, Outcome>(
  ruleset: string,
  tool: RollingTool<Input, Outcome>,
  input: Input,
  source: string,
  toolId: string,
): Outcome {
  return logRoll(ruleset, tool, input, tool.roll(input, browserRng), source, toolId);
}

/**
 * The kit's logger bound to one ruleset: its id in every recipe and the words its sources start
 * with ("Eldritch Instinct: "), so a ruleset's widgets log as `rollAndLog(tool, input, source, id)`.
 */
export function rulesetLogger(ruleset: string, sourcePrefix = '') {
  return {
    /** Logs a roll already made (revealed later, or made in steps), in its tool's words. */
    logRoll: <Input, Outcome>(
      tool: RollingTool<Input, Outcome>,
      input: Input,
      outcome: Outcome,
      source: string,
      toolId: string,
    ): Outcome => logRoll(ruleset, tool, input, outcome, `${sourcePrefix}${source}`, toolId),
    /** Rolls the tool with the browser's dice, logs the roll and returns what it rolled. */
    rollAndLog: <Input, Outcome>(
      tool: RollingTool<Input, Outcome>,
      input: Input,
      source: string,
      toolId: string,
    ): Outcome => rollAndLog(ruleset, tool, input, `${sourcePrefix}${source}`, toolId),
  };
}
