/**
 * This ruleset's tools that the roll log can roll again (see src/rules/roll-recipe.ts): every tool
 * ./roll-tools.ts exports, where its widget or store finds it too. A logged name never changes
 * meaning.
 */
import { toolLogOfModules } from '../tool-log';
import * as rollTools from './roll-tools';

export const { tools: DW_TOOLS, toolLog } = toolLogOfModules(rollTools);
