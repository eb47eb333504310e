/**
 * This ruleset's tools that the roll log can roll again, and the words their rolls are logged
 * with (see src/rules/roll-recipe.ts): every tool these modules export. Each tool's describer is
 * the one its widget logs with.
 */
import { toolLogOfModules } from '../tool-log';
import * as chase from './chase';
import * as combat from './combat';
import * as death from './death';
import * as investigator from './investigator';
import * as sanity from './sanity';
import * as saves from './saves';
import * as smallRollers from './small-rollers';
import * as tensionPool from './tension-pool';

export const { tools: EI_TOOLS, toolLog } = toolLogOfModules(
  saves,
  combat,
  death,
  smallRollers,
  chase,
  tensionPool,
  sanity,
  investigator,
);
