import { describe, expect, it } from 'vitest';
import {
  LOOT_ATTACK_TYPE_OPTIONS,
  LOOT_EXTRA_DICE_FIELDS,
  LOOT_EXTRA_DICE_OPTIONS,
  lootDefenceOptions,
  lootJudgeSlotOptions,
} from '../../../src/rules/loot';

describe('LOOT_EXTRA_DICE_FIELDS and LOOT_EXTRA_DICE_OPTIONS', () => {
  it('offer advantages and disadvantages, each from none up to 2', () => {
    expect(LOOT_EXTRA_DICE_FIELDS.map((field) => field.label)).toEqual([
      'Advantages',
      'Disadvantages',
    ]);
    expect(LOOT_EXTRA_DICE_OPTIONS).toEqual([
      { value: '0', label: 'None' },
      { value: '1', label: '1' },
      { value: '2', label: '2' },
    ]);
  });
});

describe('LOOT_ATTACK_TYPE_OPTIONS', () => {
  it('offers the four kinds of attack the text names', () => {
    expect(LOOT_ATTACK_TYPE_OPTIONS.map((option) => option.label)).toEqual([
      'Grab',
      'Melee',
      'Missile',
      'Blast',
    ]);
  });
});

describe('lootDefenceOptions', () => {
  it('offers every defence, those the attack does not allow off with the reason', () => {
    expect(lootDefenceOptions('melee')).toEqual([
      { value: 'evade', label: 'Evade (not against melee)', disabled: true },
      { value: 'parry', label: 'Parry', disabled: false },
      { value: 'neither', label: 'Neither', disabled: false },
    ]);
  });
  it('allows every defence against a grab', () => {
    expect(lootDefenceOptions('grab').every((option) => !option.disabled)).toBe(true);
  });
});

describe('lootJudgeSlotOptions', () => {
  it('offers every slot, leaving out the empty grip the roll hit', () => {
    expect(lootJudgeSlotOptions()).toHaveLength(11);
    const options = lootJudgeSlotOptions(6);
    expect(options.map((option) => option.value)).not.toContain('6');
    expect(options[0]).toEqual({ value: '1', label: 'slot 1 (Head)' });
  });
});
