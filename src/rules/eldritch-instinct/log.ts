/**
 * This ruleset's tools that the roll log can roll again, and the words their rolls are logged
 * with (see src/rules/roll-recipe.ts). Each tool's describer is the one its widget logs with.
 */
import type { ToolLog } from '../roll-recipe';

export const toolLog: ToolLog = {};
