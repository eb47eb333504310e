/**
 * This ruleset's tools that the roll log can roll again, and the words their rolls are logged
 * with (see src/rules/roll-recipe.ts). Each tool is the one its widget logs with.
 */
import { toolLogOf, type RollTool, type ToolLog } from '../roll-recipe';
import { inspirationGeneratorTool } from './inspiration-tables';
import {
  cardDrawTool,
  contestedTool,
  durabilityTool,
  initiativeTool,
  outcomeTool,
  stressTool,
  untrainedTool,
} from './check-log';

/** Every logged tool, each under its own name. */
export const LOCUS_TOOLS: readonly RollTool<never, never>[] = [
  // The Director's tools: the inspiration generators.
  inspirationGeneratorTool,
  // The checks and card draws of the player's tools (rolls/ and characters/).
  outcomeTool,
  stressTool,
  durabilityTool,
  untrainedTool,
  contestedTool,
  initiativeTool,
  cardDrawTool,
] as unknown as readonly RollTool<never, never>[];

export const toolLog: ToolLog = toolLogOf(LOCUS_TOOLS);
