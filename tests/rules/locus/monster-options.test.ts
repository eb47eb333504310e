import { describe, expect, it } from 'vitest';
import { SAMPLE_MONSTER_OPTIONS, SAMPLE_MONSTERS } from '../../../src/rules/locus';
import {
  CHASE_LIKELIHOOD_OPTIONS,
  describeSampleChoice,
  INFLICTION_ATTRIBUTE_OPTIONS,
  INFLICTION_CONDITION_OPTIONS,
  inflictionDifficultyOptions,
  ratingOptions,
} from '../../../src/rules/locus/monster-options';

describe('INFLICTION_ATTRIBUTE_OPTIONS', () => {
  it('offers the eight Character Attributes by name', () => {
    expect(INFLICTION_ATTRIBUTE_OPTIONS).toHaveLength(8);
    expect(INFLICTION_ATTRIBUTE_OPTIONS[0]).toEqual({ value: 'frailty', label: 'Frailty' });
  });
});

describe('INFLICTION_CONDITION_OPTIONS', () => {
  it('offers each Condition by name', () => {
    expect(INFLICTION_CONDITION_OPTIONS[0]).toEqual({ value: 'blinded', label: 'Blinded' });
    expect(INFLICTION_CONDITION_OPTIONS.map((option) => option.label)).toContain('Prone');
  });
});

describe('inflictionDifficultyOptions', () => {
  it('says the threat each difficulty adds, in words by default', () => {
    expect(inflictionDifficultyOptions().map((option) => option.label)).toEqual([
      'Easy (+1 threat)',
      'Medium (+2 threat)',
      'Hard (+3 threat)',
    ]);
  });

  it('says only the number where everything around it is numbers', () => {
    expect(inflictionDifficultyOptions('').map((option) => option.label)).toEqual([
      'Easy (+1)',
      'Medium (+2)',
      'Hard (+3)',
    ]);
  });
});

describe('CHASE_LIKELIHOOD_OPTIONS', () => {
  it('says the threat each likelihood adds', () => {
    expect(CHASE_LIKELIHOOD_OPTIONS.map((option) => option.label)).toEqual([
      'Not likely to chase (+0)',
      'Moderately likely to chase (+1)',
      'Definitely will chase (+2)',
    ]);
  });
});

describe('ratingOptions', () => {
  it('offers "Not set yet" first where a rating may be left unset', () => {
    expect(ratingOptions(3, true)[0]).toEqual({ value: '', label: 'Not set yet' });
  });

  it('offers it while the rating is unset, even where it may not be left so', () => {
    expect(ratingOptions(undefined, false)[0]).toEqual({ value: '', label: 'Not set yet' });
  });

  it('offers only the ratings once one is set in the calculator', () => {
    const options = ratingOptions(2, false);
    expect(options.map((option) => option.value)).not.toContain('');
    expect(options[0]).toEqual({ value: '1', label: '1 (best)' });
  });
});

describe('describeSampleChoice', () => {
  it("says the chosen sample's description in full", () => {
    const [first] = SAMPLE_MONSTERS;
    expect(describeSampleChoice(first!.id)).toBe(first!.description);
  });

  it('never says again what the option chosen says', () => {
    for (const option of SAMPLE_MONSTER_OPTIONS)
      expect(describeSampleChoice(option.value).toLowerCase()).not.toContain(
        option.label.toLowerCase(),
      );
  });

  it('says nothing for an id that is no sample', () => {
    expect(describeSampleChoice('nothing')).toBe('');
  });
});
