/**
 * This ruleset's tools that the roll log can roll again, and the words their rolls are logged
 * with (see src/rules/roll-recipe.ts). Each tool's describer is the one its widget logs with
 * (src/rules/loot/rolls.ts). The initiative helper rolls nothing: LOOT's initiative alternates
 * between the sides without dice.
 */
import { loggedTool, type ToolLog } from '../roll-recipe';
import {
  finishLootCheck,
  readLootAttackInput,
  readLootCheckInput,
  readLootDefenceHitInput,
  readLootEncounterInput,
  readLootFallInput,
  readLootSheetRollInput,
  readLootSlotPickInput,
  rollLootAttack,
  rollLootCheck,
  rollLootCorruptionCheck,
  rollLootDefenceHit,
  rollLootEncounterInput,
  rollLootFallInput,
  rollLootOnGroundInput,
  rollLootSlotPick,
} from './rolls';

/** The names the tools log under; a logged name never changes meaning. */
export const LOOT_LOGGED_TOOLS = {
  check: 'check',
  fall: 'fall',
  defenceHit: 'defence-hit',
  attack: 'attack',
  slotPick: 'condition-slot',
  corruption: 'corruption-check',
  rollOnGround: 'roll-on-ground',
  encounters: 'encounters',
} as const;

export const toolLog: ToolLog = {
  [LOOT_LOGGED_TOOLS.check]: loggedTool({
    readInput: readLootCheckInput,
    roll: (input, rng) =>
      finishLootCheck(input.sheet, input.spec, rollLootCheck(input, rng), rng).line,
  }),
  [LOOT_LOGGED_TOOLS.fall]: loggedTool({
    readInput: readLootFallInput,
    roll: (input, rng) => rollLootFallInput(input, rng).line,
  }),
  [LOOT_LOGGED_TOOLS.defenceHit]: loggedTool({
    readInput: readLootDefenceHitInput,
    roll: (input, rng) => rollLootDefenceHit(input, rng).line,
  }),
  [LOOT_LOGGED_TOOLS.attack]: loggedTool({
    readInput: readLootAttackInput,
    roll: (input, rng) => rollLootAttack(input, rng).line,
  }),
  // A pick among valid slots always finds one: the input holds at least one slot.
  [LOOT_LOGGED_TOOLS.slotPick]: loggedTool({
    readInput: readLootSlotPickInput,
    roll: (input, rng) => rollLootSlotPick(input, rng)!.line,
  }),
  [LOOT_LOGGED_TOOLS.corruption]: loggedTool({
    readInput: readLootSheetRollInput,
    roll: (input, rng) => rollLootCorruptionCheck(input, rng).line,
  }),
  [LOOT_LOGGED_TOOLS.rollOnGround]: loggedTool({
    readInput: readLootSheetRollInput,
    roll: (input, rng) => rollLootOnGroundInput(input, rng).line,
  }),
  [LOOT_LOGGED_TOOLS.encounters]: loggedTool({
    readInput: readLootEncounterInput,
    roll: (input, rng) => rollLootEncounterInput(input, rng).line,
  }),
};
