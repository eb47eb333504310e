/**
 * The Cairn tools' logger: the kit's, with the log's source line written by the tool's own
 * describer (src/rules/cairn/log.ts), which names the party member who rolled.
 */
import { rollAndLog as rollAndLogKit } from '../kit';
import type { CairnTool } from '../../rules/cairn/log';
import { CAIRN_RULESET } from '../../rules/cairn/ruleset';

/** Rolls `tool` with `input`, logs it as `who`'s roll (if anyone's), and returns the outcome. */
export const rollAndLog = <I, O>(tool: CairnTool<I, O>, input: I, toolId: string, who = ''): O =>
  rollAndLogKit(CAIRN_RULESET, tool, input, tool.source(input, who), toolId);
