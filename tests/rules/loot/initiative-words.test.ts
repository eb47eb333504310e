import { describe, expect, it } from 'vitest';
import {
  addLootCombatant,
  describeLootCombatantTurn,
  describeLootInitiative,
  emptyLootInitiative,
  startLootCombat,
  takeLootTurn,
  type LootInitiativeState,
  type LootInitiativeStep,
} from '../../../src/rules/loot/initiative';

function ok(step: LootInitiativeStep): LootInitiativeState {
  if (!step.ok) throw new Error(step.error.message);
  return step.value.state;
}
/** Ada (a player) against a goblin. */
function fight(): LootInitiativeState {
  const state = ok(addLootCombatant(emptyLootInitiative(), 'ada', 'Ada', 'players'));
  return ok(addLootCombatant(state, 'gob', 'Goblin', 'opponents'));
}

describe('describeLootInitiative', () => {
  it('says the fight has not started before it does', () => {
    expect(describeLootInitiative(fight())).toBe('The fight has not started.');
  });
  it('names the round and the side with initiative', () => {
    expect(describeLootInitiative(ok(startLootCombat(fight(), 'players', null)))).toBe(
      'Round 1: Players have initiative.',
    );
  });
  it('says nobody can act when no side holds initiative', () => {
    const started = ok(startLootCombat(fight(), 'players', null));
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
    const started = ok(startLootCombat(fight(), 'players', null));
    expect(describeLootCombatantTurn(started, 'ada')).toBe('(ready)');
    expect(describeLootCombatantTurn(ok(takeLootTurn(started, 'ada')), 'ada')).toBe('(acted)');
  });
  it('says a surprised side cannot act in round 1', () => {
    const started = ok(startLootCombat(fight(), 'players', 'opponents'));
    expect(describeLootCombatantTurn(started, 'gob')).toBe('(cannot act)');
  });
});
