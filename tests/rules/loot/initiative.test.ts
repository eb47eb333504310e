import { describe, expect, it } from 'vitest';
import {
  addLootCombatant,
  canLootCombatantAct,
  describeLootAddFighter,
  describeLootCombatantTurn,
  describeLootInitiative,
  emptyLootInitiative,
  endLootCombat,
  interruptLootTurn,
  isLootSideSurprised,
  lootFighterActions,
  lootNextToAct,
  lootReadyCombatants,
  lootSideHasInitiative,
  removeLootCombatant,
  startLootCombat,
  takeLootTurn,
  type LootInitiativeState,
} from '../../../src/rules/loot/initiative';
import { fight } from './fight';
import { okState } from './ok';

describe('addLootCombatant', () => {
  it('refuses an empty name', () => {
    expect(addLootCombatant(emptyLootInitiative(), 'x', '  ', 'players').ok).toBe(false);
  });
});

describe('startLootCombat', () => {
  it('gives initiative to the side that started the fight', () => {
    expect(okState(startLootCombat(fight(), 'opponents', null))).toMatchObject({
      round: 1,
      initiative: 'opponents',
    });
  });
  it('passes to the other side when the starting side is surprised, and surprised characters cannot act in round 1', () => {
    const state = okState(startLootCombat(fight(), 'players', 'players'));
    expect(state.initiative).toBe('opponents');
    expect(lootReadyCombatants(state, 'players')).toEqual([]);
  });
  it('leaves who has initiative to the headline, so it is not said twice', () => {
    const step = startLootCombat(fight(), 'players', 'opponents');
    if (!step.ok) throw new Error(step.error.message);
    expect(step.value.note).toBe(
      'The fight starts. Opponents are surprised and take no turns in round 1.',
    );
    expect(step.value.note).not.toContain(describeLootInitiative(step.value.state));
  });
  it('refuses a fight with nobody in it', () => {
    expect(startLootCombat(emptyLootInitiative(), 'players', null).ok).toBe(false);
  });
});

describe('who may act now', () => {
  it('before the fight starts: no side holds the initiative and nobody may act', () => {
    expect(lootSideHasInitiative(fight(), 'players')).toBe(false);
    expect(canLootCombatantAct(fight(), 'ada')).toBe(false);
  });
  it('a combatant on the side with the initiative who has not acted this round, and nobody else', () => {
    let state = okState(startLootCombat(fight(), 'players', null));
    expect(lootSideHasInitiative(state, 'players')).toBe(true);
    expect(canLootCombatantAct(state, 'ada')).toBe(true);
    expect(canLootCombatantAct(state, 'gob')).toBe(false);
    state = okState(takeLootTurn(state, 'ada'));
    state = okState(takeLootTurn(state, 'gob'));
    expect(canLootCombatantAct(state, 'ada')).toBe(false);
    expect(canLootCombatantAct(state, 'bo')).toBe(true);
  });
  it('keeps a surprised side surprised in round 1 only', () => {
    let state = okState(startLootCombat(fight(), 'opponents', 'players'));
    expect(isLootSideSurprised(state, 'players')).toBe(true);
    expect(isLootSideSurprised(state, 'opponents')).toBe(false);
    state = okState(takeLootTurn(state, 'gob'));
    state = okState(takeLootTurn(state, 'ogre'));
    expect(state.round).toBe(2);
    expect(isLootSideSurprised(state, 'players')).toBe(false);
    expect(state.initiative).toBe('players');
    expect(canLootCombatantAct(state, 'ada')).toBe(true);
  });
});

describe('takeLootTurn', () => {
  it('alternates between the sides', () => {
    let state = okState(startLootCombat(fight(), 'players', null));
    state = okState(takeLootTurn(state, 'bo'));
    expect(state.initiative).toBe('opponents');
    expect(takeLootTurn(state, 'ada').ok).toBe(false);
    state = okState(takeLootTurn(state, 'ogre'));
    expect(state.initiative).toBe('players');
  });
  it('refuses a character who has already acted', () => {
    let state = okState(startLootCombat(fight(), 'players', null));
    state = okState(takeLootTurn(state, 'ada'));
    state = okState(takeLootTurn(state, 'gob'));
    const again = takeLootTurn(state, 'ada');
    expect(again.ok).toBe(false);
  });
  it('lets the other side keep initiative once one side has all acted', () => {
    let state = okState(addLootCombatant(fight(), 'rat', 'Rat', 'opponents'));
    state = okState(startLootCombat(state, 'players', null));
    for (const id of ['ada', 'gob', 'bo', 'ogre']) state = okState(takeLootTurn(state, id));
    expect(state).toMatchObject({ round: 1, initiative: 'opponents' });
  });
  it('starts the next round with the side that did not take the last turn', () => {
    let state = okState(startLootCombat(fight(), 'players', null));
    for (const id of ['ada', 'gob', 'bo', 'ogre']) state = okState(takeLootTurn(state, id));
    expect(state).toMatchObject({ round: 2, initiative: 'players', acted: [] });
    let uneven = okState(addLootCombatant(fight(), 'rat', 'Rat', 'opponents'));
    uneven = okState(startLootCombat(uneven, 'opponents', null));
    const result = ['gob', 'ada', 'ogre', 'bo', 'rat'].reduce(
      (s, id) => okState(takeLootTurn(s, id)),
      uneven,
    );
    expect(result).toMatchObject({ round: 2, initiative: 'players' });
  });
  it('lets the surprised side act from round 2', () => {
    let state = okState(startLootCombat(fight(), 'opponents', 'players'));
    state = okState(takeLootTurn(state, 'gob'));
    state = okState(takeLootTurn(state, 'ogre'));
    expect(state).toMatchObject({ round: 2, initiative: 'players' });
    expect(lootReadyCombatants(state, 'players')).toHaveLength(2);
  });
});

describe('interruptLootTurn', () => {
  it("returns initiative to the originator's side after a successful interruption", () => {
    let state = okState(addLootCombatant(fight(), 'cy', 'Cy', 'players'));
    state = okState(startLootCombat(state, 'players', null));
    state = okState(interruptLootTurn(state, 'ada', 'gob', true));
    expect(state.acted).toEqual(['ada', 'gob']);
    expect(state.initiative).toBe('players');
  });
  it("gives initiative to the interrupter's side after a failed interruption", () => {
    let state = okState(addLootCombatant(fight(), 'cy', 'Cy', 'players'));
    state = okState(startLootCombat(state, 'players', null));
    state = okState(interruptLootTurn(state, 'ada', 'gob', false));
    expect(state.initiative).toBe('opponents');
  });
  it('refuses an interrupter from the same side', () => {
    const state = okState(startLootCombat(fight(), 'players', null));
    expect(interruptLootTurn(state, 'ada', 'bo', true).ok).toBe(false);
  });
});

describe('removeLootCombatant', () => {
  it('moves initiative on when the last ready character of that side leaves', () => {
    let state = okState(startLootCombat(fight(), 'players', null));
    state = okState(takeLootTurn(state, 'ada'));
    state = okState(takeLootTurn(state, 'gob'));
    state = removeLootCombatant(state, 'bo');
    expect(state.initiative).toBe('opponents');
  });
});

describe('endLootCombat', () => {
  it('keeps the characters and clears the round', () => {
    const state = endLootCombat(okState(startLootCombat(fight(), 'players', null)));
    expect(state).toMatchObject({ round: 0, initiative: null });
    expect(state.combatants).toHaveLength(4);
  });
});

describe('describeLootInitiative', () => {
  it('says the fight has not started before it does', () => {
    expect(describeLootInitiative(fight())).toBe('The fight has not started.');
  });
  it('names the round and the side with initiative', () => {
    expect(describeLootInitiative(okState(startLootCombat(fight(), 'players', null)))).toBe(
      'Round 1: Players have initiative.',
    );
  });
  it('says nobody can act when no side holds initiative', () => {
    const started = okState(startLootCombat(fight(), 'players', null));
    expect(describeLootInitiative({ ...started, initiative: null })).toBe(
      'Round 1: nobody can act.',
    );
  });
});

describe('describeLootCombatantTurn', () => {
  it('says nothing of anyone before the fight starts', () => {
    expect(describeLootCombatantTurn(fight(), 'ada')).toBe('');
  });
  it('marks a ready combatant, then one who has acted', () => {
    const started = okState(startLootCombat(fight(), 'players', null));
    expect(describeLootCombatantTurn(started, 'ada')).toBe('(ready)');
    expect(describeLootCombatantTurn(okState(takeLootTurn(started, 'ada')), 'ada')).toBe('(acted)');
  });
  it('says a surprised side cannot act in round 1', () => {
    const started = okState(startLootCombat(fight(), 'players', 'opponents'));
    expect(describeLootCombatantTurn(started, 'gob')).toBe('(cannot act)');
  });
});

describe('lootNextToAct', () => {
  it('is the first ready character of the side with initiative', () => {
    const started = okState(startLootCombat(fight(), 'players', null));
    expect(lootNextToAct(started)?.name).toBe('Ada');
    expect(lootNextToAct(okState(takeLootTurn(started, 'ada')))?.name).toBe('Goblin');
  });
  it('is nobody before the fight', () => {
    expect(lootNextToAct(fight())).toBeUndefined();
  });
});

describe('lootFighterActions', () => {
  const fighter = (state: LootInitiativeState, id: string) => {
    const found = state.combatants.find((c) => c.id === id);
    if (!found) throw new Error(`no ${id}`);
    return found;
  };
  it('offers only removal before the fight starts', () => {
    const state = fight();
    expect(lootFighterActions(state, fighter(state, 'ada'))).toEqual([
      { action: 'remove', label: 'Remove Ada' },
    ]);
  });
  it('offers a turn and an interrupted setup to the side with the initiative', () => {
    const state = okState(startLootCombat(fight(), 'players', null));
    expect(lootFighterActions(state, fighter(state, 'ada'))).toEqual([
      { action: 'turn', label: 'Turn: Ada' },
      { action: 'interrupt', label: 'Setup, interrupted: Ada' },
    ]);
    expect(lootFighterActions(state, fighter(state, 'gob'))).toEqual([]);
  });
  it('offers no interrupted setup when nobody on the other side is ready', () => {
    let state = emptyLootInitiative();
    state = okState(addLootCombatant(state, 'ada', 'Ada', 'players'));
    state = okState(startLootCombat(state, 'players', null));
    expect(lootFighterActions(state, fighter(state, 'ada')).map((a) => a.action)).toEqual(['turn']);
  });
});

describe('describeLootAddFighter', () => {
  it('names who the button adds', () => {
    expect(describeLootAddFighter('players')).toBe('Add player');
    expect(describeLootAddFighter('opponents')).toBe('Add opponent');
  });
});
