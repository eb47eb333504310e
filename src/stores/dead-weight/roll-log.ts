/**
 * Logs a Dead Weight tool roll: the words from the ruleset's describer and the input the log
 * rolls it again from (src/rules/dead-weight/log.ts), checked against the tool at compile time.
 */
import type { LogLine } from '../../rules/roll-recipe';
import { DW_RULESET, type DwTool, type DwToolInputs } from '../../rules/dead-weight/log-lines';
import { logToolRoll, type RollLogEntry } from '../roll-log';

export function logDwRoll<Tool extends DwTool>(
  place: { source: string; href?: string | undefined },
  tool: Tool,
  input: DwToolInputs[Tool],
  line: LogLine,
): RollLogEntry {
  return logToolRoll(place, { ruleset: DW_RULESET, tool, input }, line);
}
