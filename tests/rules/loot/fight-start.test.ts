import { describe, expect, it } from 'vitest';
import {
  LOOT_FIGHT_START,
  LOOT_FIGHT_START_FIELDS,
  changeLootFightStart,
  readLootFightStart,
} from '../../../src/rules/loot';

describe('LOOT_FIGHT_START_FIELDS', () => {
  it('asks who started, then who is surprised (nobody first)', () => {
    expect(
      LOOT_FIGHT_START_FIELDS.map(({ label, options }) => [label, options.map((o) => o.label)]),
    ).toEqual([
      ['Side that started the fight', ['Players', 'Opponents']],
      ['Surprised side (skips round 1)', ['Nobody', 'Players', 'Opponents']],
    ]);
  });
});

describe('changeLootFightStart', () => {
  it('sets the field to an option it offers', () => {
    expect(changeLootFightStart(LOOT_FIGHT_START, 'surprised', 'opponents')).toEqual({
      first: 'players',
      surprised: 'opponents',
    });
  });

  it('changes nothing for a value the field does not offer', () => {
    expect(changeLootFightStart(LOOT_FIGHT_START, 'first', 'none')).toBe(LOOT_FIGHT_START);
  });
});

describe('readLootFightStart', () => {
  it('starts with the side that started and the surprised side, null for nobody', () => {
    expect(readLootFightStart(LOOT_FIGHT_START)).toEqual(['players', null]);
    expect(readLootFightStart({ first: 'opponents', surprised: 'players' })).toEqual([
      'opponents',
      'players',
    ]);
  });
});
