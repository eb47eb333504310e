/**
 * Logging an Eldritch Instinct roll through the ruleset's tool describers: the kit's logger with
 * this ruleset's id, its sources starting "Eldritch Instinct: ".
 */
import { EI_RULESET, type EiRollLogger } from '../../rules/eldritch-instinct/tool';
import { rulesetLogger } from '../kit';

export const { logRoll, rollAndLog } = rulesetLogger(EI_RULESET, 'Eldritch Instinct: ');

/** The logger the rules roll through (`EiRollLogger`), logging from the tool `toolId`. */
export function eiRollLogger(toolId: string): EiRollLogger {
  return (tool, input, source) => rollAndLog(tool, input, source, toolId);
}
