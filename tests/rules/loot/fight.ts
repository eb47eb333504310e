/** The fight the LOOT initiative tests start from. */
import {
  addLootCombatant,
  emptyLootInitiative,
  type LootInitiativeState,
} from '../../../src/rules/loot/initiative';
import { okState } from './ok';

/** Ada and Bo (players) against a goblin and an ogre, before the fight starts. */
export function fight(): LootInitiativeState {
  let state = emptyLootInitiative();
  state = okState(addLootCombatant(state, 'ada', 'Ada', 'players'));
  state = okState(addLootCombatant(state, 'bo', 'Bo', 'players'));
  state = okState(addLootCombatant(state, 'gob', 'Goblin', 'opponents'));
  return okState(addLootCombatant(state, 'ogre', 'Ogre', 'opponents'));
}
