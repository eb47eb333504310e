/**
 * Logging a Dead Weight roll through the ruleset's tools (src/rules/dead-weight/roll-tools.ts):
 * the kit's logger with this ruleset's id. Sources read "Dead Weight: ..." (`dwLogSource`).
 */
import { DW_RULESET } from '../../rules/dead-weight/log-lines';
import { rulesetLogger } from '../kit';

export const { logRoll, rollAndLog } = rulesetLogger(DW_RULESET);
