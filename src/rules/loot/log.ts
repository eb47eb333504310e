/**
 * This ruleset's tools that the roll log can roll again (see src/rules/roll-recipe.ts), each
 * defined once in ./rolls.ts, where its widget finds it too. The initiative helper rolls nothing:
 * LOOT's initiative alternates between the sides without dice.
 */
import { type RollTool, type ToolLog, toolLogOf } from '../roll-recipe';
import {
  lootAttackTool,
  lootCheckTool,
  lootCorruptionTool,
  lootDefenceHitTool,
  lootEncounterTool,
  lootFallTool,
  lootRollOnGroundTool,
  lootSlotPickTool,
} from './rolls';

/** Every logged tool, each under its own name; a logged name never changes meaning. */
export const LOOT_TOOLS: readonly RollTool<never, never>[] = [
  lootCheckTool,
  lootFallTool,
  lootDefenceHitTool,
  lootAttackTool,
  lootSlotPickTool,
  lootCorruptionTool,
  lootRollOnGroundTool,
  lootEncounterTool,
] as unknown as readonly RollTool<never, never>[];

export const toolLog: ToolLog = toolLogOf(LOOT_TOOLS);
