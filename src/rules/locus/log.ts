/**
 * This ruleset's tools that the roll log can roll again, and the words their rolls are logged
 * with (see src/rules/roll-recipe.ts): every tool these modules export. Each tool is the one its
 * widget logs with: the Director's inspiration generators, and the checks and card draws of the
 * player's tools (rolls/ and characters/).
 */
import { toolLogOfModules } from '../tool-log';
import * as checkLog from './check-log';
import * as inspirationTables from './inspiration-tables';

export const { tools: LOCUS_TOOLS, toolLog } = toolLogOfModules(inspirationTables, checkLog);
