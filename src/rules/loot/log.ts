/**
 * This ruleset's tools that the roll log can roll again (see src/rules/roll-recipe.ts): every tool
 * ./rolls.ts exports, where its widget finds it too. A logged name never changes meaning. The
 * initiative helper rolls nothing: LOOT's initiative alternates between the sides without dice.
 */
import { toolLogOfModules } from '../tool-log';
import * as rolls from './rolls';

export const { tools: LOOT_TOOLS, toolLog } = toolLogOfModules(rolls);
