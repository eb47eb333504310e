import { describe, expect, it } from 'vitest';
import { createCharacter, offerReroll } from '../../../src/rules/locus';

const ada = { ...createCharacter('Ada', { id: 'ada' }), stress: 'tense' as const, willpower: 1 };

describe('offerReroll', () => {
  it('charges the character rolled at their Stress, and says how far their WP goes', () => {
    expect(offerReroll({ characterId: 'ada', who: 'Ada' }, [ada], 'stressed', 2)).toEqual({
      plan: { capacity: 2, cost: 1, affordable: true, problem: null },
      willpowerNote: 'Ada is Tense with 1 WP: 1 WP re-rolls up to 2 dice.',
    });
  });

  it('refuses a re-roll the character cannot pay for', () => {
    const { plan } = offerReroll({ characterId: 'ada', who: 'Ada' }, [ada], 'uneasy', 3);
    expect(plan).toMatchObject({
      cost: 2,
      affordable: false,
      problem: 'Ada has 1 WP and the re-roll costs 2.',
    });
  });

  it('costs typed values at the Stress chosen, with nothing to say about WP', () => {
    expect(offerReroll({ characterId: undefined, who: '' }, [ada], 'stressed', 2)).toEqual({
      plan: { capacity: 1, cost: 2, affordable: true, problem: null },
      willpowerNote: null,
    });
  });

  it('leaves the spend to the store once the character has left the Cast', () => {
    expect(offerReroll({ characterId: 'ada', who: 'Ada' }, [], 'stressed', 3)).toEqual({
      plan: { capacity: 3, cost: 1, affordable: true, problem: null },
      willpowerNote: 'That character is no longer in the Cast.',
    });
  });
});
