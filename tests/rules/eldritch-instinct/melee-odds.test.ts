import { describe, expect, it } from 'vitest';
import { chanceOfMelee } from '../../../src/rules/eldritch-instinct/combat';
import {
  meleeCells,
  MELEE_OUTCOMES,
  meleeRows,
} from '../../../src/rules/eldritch-instinct/melee-odds';

describe('meleeRows', () => {
  it('gives each choice of the target its save score and exact chances', () => {
    const [fights, dodges] = meleeRows(50, { 'fight-back': 40, dodge: 60 });
    expect(fights).toEqual({
      defence: 'fight-back',
      label: 'Fights back',
      saveScore: 20,
      chances: chanceOfMelee(50, 40, 'fight-back'),
    });
    expect(dodges).toMatchObject({ defence: 'dodge', label: 'Dodges', saveScore: 80 });
  });

  it('leaves out what an unreadable score cannot give', () => {
    const [fights, dodges] = meleeRows(null, { 'fight-back': 40, dodge: null });
    expect(fights).toMatchObject({ saveScore: 20, chances: null });
    expect(dodges).toMatchObject({ saveScore: null, chances: null });
  });
});

describe('MELEE_OUTCOMES', () => {
  it('names a column for each of a row’s cells, the attacker’s hit first', () => {
    expect(MELEE_OUTCOMES).toEqual(['Hit', 'Hit back', 'No hit']);
    expect(meleeCells(null)).toHaveLength(MELEE_OUTCOMES.length);
  });
});

describe('meleeCells', () => {
  it('gives a hit with its critical part, the hit back and no hit, each an exact chance', () => {
    const chances = chanceOfMelee(50, 40, 'fight-back');
    expect(meleeCells(chances)).toEqual([
      {
        chance: chances.attackerHits,
        part: { label: 'critical', chance: chances.attackerCriticalHit },
      },
      chances.targetHits,
      chances.noHit,
    ]);
  });

  it('says "never" for a dodging target hitting back, and a dash for each while a score is unread', () => {
    expect(meleeCells(chanceOfMelee(50, 60, 'dodge'))[1]).toEqual({ words: 'never' });
    expect(meleeCells(null)).toEqual([{ words: '—' }, { words: '—' }, { words: '—' }]);
  });

  it('says "never" too for a target fighting back whose save cannot succeed', () => {
    const chances = chanceOfMelee(50, 1, 'fight-back');
    expect(chances.targetHits.numerator).toBe(0n);
    expect(meleeCells(chances)[1]).toEqual({ words: 'never' });
  });
});
