/**
 * This ruleset's tools that the roll log can roll again, and the words their rolls are logged
 * with (see src/rules/roll-recipe.ts). Each tool's describer is the one its widget logs with.
 */
import { type ToolLog, toolLogOf, type RollTool } from '../roll-recipe';
import { opposedSaveTool, saveTool } from './saves';
import { damageTool, firearmTool, meleeTool } from './combat';
import { deathSaveTool, woundTool } from './death';
import { fateTool, miscastTool, reactionTool, studyTool } from './small-rollers';
import { chaseObstacleTool, obstacleIdeaTool } from './chase';
import { tensionRollTool } from './tension-pool';
import { fortitudeTool, recoveryTool, sanitySaveTool } from './sanity';
import { investigatorPartTool, investigatorTool } from './investigator';

/** Every logged tool, each under its own name. */
export const EI_TOOLS: readonly RollTool<never, never>[] = [
  saveTool,
  opposedSaveTool,
  meleeTool,
  firearmTool,
  damageTool,
  deathSaveTool,
  woundTool,
  reactionTool,
  fateTool,
  miscastTool,
  studyTool,
  chaseObstacleTool,
  obstacleIdeaTool,
  tensionRollTool,
  sanitySaveTool,
  fortitudeTool,
  recoveryTool,
  investigatorTool,
  investigatorPartTool,
] as unknown as readonly RollTool<never, never>[];

export const toolLog: ToolLog = toolLogOf(EI_TOOLS);
