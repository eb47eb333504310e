import { describe, expect, it } from 'vitest';
import { createMonsterDraft, findCondition } from '../../../src/rules/locus';
import {
  describeCardInfliction,
  monsterCardOrigin,
  monsterCardTraits,
} from '../../../src/rules/locus/monster-card';

describe('monsterCardOrigin', () => {
  it('names who and what the Monster manifests, as written', () => {
    const monster = createMonsterDraft({ character: 'Ada', haunt: 'The fire', vice: '' });
    expect(monsterCardOrigin(monster)).toEqual([
      { term: 'Manifests the Haunt of', text: 'Ada' },
      { term: 'Haunt', text: 'The fire' },
      { term: 'Vice', text: '' },
    ]);
  });
});

describe('monsterCardTraits', () => {
  it('says the behaviour with how likely it is to chase, the door and the threat', () => {
    const monster = createMonsterDraft({
      weakness: 'Salt',
      behaviour: ' Stalking ',
      chaseLikelihood: 'moderate',
      deathsDoorSegments: 6,
    });
    const [weakness, behaviour, door, threat] = monsterCardTraits(monster);
    expect(weakness).toEqual({ term: 'Weakness', text: 'Salt' });
    expect(behaviour).toEqual({ term: 'Behaviour', text: 'Stalking; moderately likely to chase' });
    expect(door).toEqual({ term: "Death's Door", text: '6 segments' });
    expect(threat?.term).toBe('Threat');
    expect(threat?.text).toMatch(/not graded until/);
  });

  it('says only the chase likelihood when no behaviour is written', () => {
    const monster = createMonsterDraft({ behaviour: '', chaseLikelihood: 'none' });
    expect(monsterCardTraits(monster)[1]?.text).toBe('not likely to chase');
  });
});

describe('describeCardInfliction', () => {
  it('names the Infliction and says the Check, its difficulty and the Condition', () => {
    const prone = findCondition('prone');
    expect(
      describeCardInfliction({
        descriptor: ' Grabbing ',
        attribute: 'clumsiness',
        difficulty: 'hard',
        condition: 'prone',
      }),
    ).toEqual({
      name: 'Grabbing',
      text: `Clumsiness Check, Hard, or Prone (${prone.effect}).`,
    });
  });

  it('calls an Infliction with no descriptor unnamed', () => {
    expect(
      describeCardInfliction({
        descriptor: '',
        attribute: 'cowardice',
        difficulty: 'easy',
        condition: 'blinded',
      }).name,
    ).toBe('Unnamed Infliction');
  });
});
