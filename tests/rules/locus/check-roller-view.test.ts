import { describe, expect, it } from 'vitest';
import {
  createCharacter,
  readCheckReading,
  resolveDifficulty,
  viewEffectiveDifficulty,
} from '../../../src/rules/locus';

const hardAfterInjury = resolveDifficulty({
  base: 'medium',
  relevantItem: false,
  injuryFloor: 'grievous',
});

describe('viewEffectiveDifficulty', () => {
  it('names the difficulty, its die when asked, why, and the chance of beating the score', () => {
    const view = viewEffectiveDifficulty(hardAfterInjury, 'raised', 3, 'Chance to pass', true);
    expect(view).toMatchObject({ label: 'Hard', die: ' (lowest die)', why: 'raised' });
    expect(view.chance).toEqual({
      label: 'Chance to pass (above 3)',
      fraction: { numerator: 27n, denominator: 216n },
    });
  });

  it('leaves the die out unless asked, and says what the chance waits for without a score', () => {
    const view = viewEffectiveDifficulty(hardAfterInjury, '', null, 'Chance to pass');
    expect(view.die).toBeNull();
    expect(view.chance).toBeNull();
    expect(view.chanceWaits).toBe(
      'The chance shows once the Attribute value is a whole number from 1 to 5.',
    );
  });
});

describe('readCheckReading', () => {
  it('reads a Cast member’s name and score, ready to roll', () => {
    const ada = createCharacter('Ada', { id: 'ada' });
    expect(readCheckReading(ada, 'frailty', 1)).toEqual({
      character: ada,
      who: 'Ada',
      attribute: 'frailty',
      score: 1,
      blocked: null,
    });
  });

  it('says why the roll is off while a typed score cannot be read', () => {
    expect(readCheckReading(undefined, 'temper', null)).toMatchObject({
      who: '',
      blocked: 'Roll is off until the Attribute value is a whole number from 1 to 5.',
    });
  });
});
