/**
 * This ruleset's tools that the roll log can roll again (see src/rules/roll-recipe.ts), each
 * defined once in ./roll-tools.ts, where its widget or store finds it too.
 */
import { type RollTool, type ToolLog, toolLogOf } from '../roll-recipe';
import {
  dwAmbushTool,
  dwArmourTool,
  dwAttributeTestTool,
  dwAvailabilityTool,
  dwBlacksaltEventTool,
  dwDecayTool,
  dwDefenceTool,
  dwInterludeRiskTool,
  dwOmenTool,
  dwOmensSizeTool,
  dwPriceTool,
  dwRiskTool,
  dwSleepTool,
  dwUsageTool,
} from './roll-tools';

/** Every logged tool, each under its own name; a logged name never changes meaning. */
export const DW_TOOLS: readonly RollTool<never, never>[] = [
  dwAttributeTestTool,
  dwDefenceTool,
  dwArmourTool,
  dwRiskTool,
  dwInterludeRiskTool,
  dwDecayTool,
  dwOmensSizeTool,
  dwOmenTool,
  dwAmbushTool,
  dwBlacksaltEventTool,
  dwSleepTool,
  dwAvailabilityTool,
  dwPriceTool,
  dwUsageTool,
] as unknown as readonly RollTool<never, never>[];

export const toolLog: ToolLog = toolLogOf(DW_TOOLS);
