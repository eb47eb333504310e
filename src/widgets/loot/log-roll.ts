/**
 * Logs a LOOT tool's roll with the words of its describer (src/rules/loot/rolls.ts) and the input
 * the roll log rolls it again from (src/rules/loot/log.ts). A sheet in the input is logged
 * without its notes, which no roll reads.
 */
import type { LogLine } from '../../rules/roll-recipe';
import { lootSheetForLog, type LootSheet } from '../../rules/loot';
import { LOOT_LOGGED_TOOLS } from '../../rules/loot/log';
import { logToolRoll } from '../../stores/roll-log';
import { toolHref } from '../kit';

export type LootLoggedTool = (typeof LOOT_LOGGED_TOOLS)[keyof typeof LOOT_LOGGED_TOOLS];

export function logLootRoll<Input extends object>(
  toolId: string,
  source: string,
  tool: LootLoggedTool,
  input: Input & { sheet?: LootSheet },
  line: LogLine,
): void {
  const logged = input.sheet ? { ...input, sheet: lootSheetForLog(input.sheet) } : input;
  logToolRoll({ source, href: toolHref(toolId) }, { ruleset: 'loot', tool, input: logged }, line);
}
