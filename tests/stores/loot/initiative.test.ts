import { describe, expect, it } from 'vitest';
import { emptyLootInitiative } from '../../../src/rules/loot/initiative';
import {
  $lootInitiative,
  $lootInitiativeNotice,
  addLootFighter,
  clearLootFight,
  endLootFight,
  LOOT_INITIATIVE_KEY,
  removeLootFighter,
  startLootFight,
  takeLootFighterTurn,
} from '../../../src/stores/loot/initiative';
import { itSetsAsideUnreadableText, savedJson, useFakeStorage } from '../storage';

useFakeStorage(() => {
  $lootInitiative.set(emptyLootInitiative());
  $lootInitiativeNotice.set(undefined);
});

describe('addLootFighter', () => {
  it('adds fighters to a side under ids c1, c2 and saves the fight', () => {
    addLootFighter('Wren', 'players');
    addLootFighter('Goblin', 'opponents');
    expect($lootInitiative.get().combatants).toEqual([
      { id: 'c1', name: 'Wren', side: 'players' },
      { id: 'c2', name: 'Goblin', side: 'opponents' },
    ]);
    expect(savedJson(LOOT_INITIATIVE_KEY)).toEqual({ version: 1, state: $lootInitiative.get() });
  });

  it('does not reuse the id of a fighter still in the fight', () => {
    addLootFighter('Wren', 'players');
    addLootFighter('Goblin', 'opponents');
    removeLootFighter('c1');
    addLootFighter('Rat', 'opponents');
    expect($lootInitiative.get().combatants.map((c) => c.id)).toEqual(['c2', 'c3']);
  });
});

describe('startLootFight, takeLootFighterTurn and endLootFight', () => {
  it('starts round 1 with the first side, records who acted, and ends the fight', () => {
    expect(startLootFight('players', null).ok).toBe(false);
    addLootFighter('Wren', 'players');
    addLootFighter('Goblin', 'opponents');
    expect(startLootFight('players', null).ok).toBe(true);
    expect($lootInitiative.get()).toMatchObject({ round: 1, initiative: 'players' });
    expect(takeLootFighterTurn('c1').ok).toBe(true);
    expect($lootInitiative.get().acted).toContain('c1');
    expect(endLootFight()).toBe('The fight is over.');
    expect($lootInitiative.get().round).toBe(0);
    expect($lootInitiative.get().combatants).toHaveLength(2);
  });
});

describe('clearLootFight', () => {
  it('empties the fight', () => {
    addLootFighter('Wren', 'players');
    expect(clearLootFight()).toBe('Both sides cleared.');
    expect($lootInitiative.get()).toEqual(emptyLootInitiative());
  });
});

describe('$lootInitiative', () => {
  itSetsAsideUnreadableText(() => ({
    store: $lootInitiative,
    notice: $lootInitiativeNotice,
    key: LOOT_INITIATIVE_KEY,
    initial: emptyLootInitiative(),
    wrongShape: JSON.stringify({
      version: 1,
      state: { ...emptyLootInitiative(), firstSide: 'monsters' },
    }),
    label: 'LOOT initiative',
  }));
});
