/**
 * Logging a Locus roll through the ruleset's tools (src/rules/locus/log.ts): the kit's logger with
 * this ruleset's name. The source words come whole from the rules (`checkLogSource`,
 * `contestLogSource`), since a contest or an Untrained step names more than who rolled.
 */
import { rulesetLogger } from '../kit';

export const { logRoll, rollAndLog } = rulesetLogger('locus');
