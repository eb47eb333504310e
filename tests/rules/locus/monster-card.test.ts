import { describe, expect, it } from 'vitest';
import { createMonsterDraft, findCondition } from '../../../src/rules/locus';
import {
  describeCardInfliction,
  monsterCardOrigin,
  monsterCardTraits,
  viewMonsterCard,
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

describe('viewMonsterCard', () => {
  const monster = createMonsterDraft({
    name: '  ',
    description: '  ',
    locusMonster: true,
    attributes: {
      attack: { rating: 2, descriptor: ' Claws ' },
      chase: { rating: null, descriptor: '' },
      search: { rating: undefined, descriptor: '' },
      resist: { rating: 5, descriptor: '' },
    },
  });

  it('names the card, badges the Locus’ own Monster and leaves out a blank description', () => {
    const card = viewMonsterCard(monster);
    expect(card.name).toBe('Unnamed Monster');
    expect(card.locusMonster).toBe(true);
    expect(card.description).toBeNull();
  });

  it('gives each Attribute its score, and the descriptor or what it would name', () => {
    expect(
      viewMonsterCard(monster).attributes.map(({ label, score, descriptor, descriptorLabel }) => [
        label,
        score,
        descriptor ?? descriptorLabel,
      ]),
    ).toEqual([
      ['Attack', '2', 'Claws'],
      ['Chase', '– (cannot)', '(locomotion)'],
      ['Search', 'not set', '(sensing method)'],
      ['Resist', '5', '(defence)'],
    ]);
  });

  it('lists each Infliction by name with what it asks', () => {
    const card = viewMonsterCard({
      ...monster,
      inflictions: [
        {
          id: 'i1',
          descriptor: 'Spitting',
          attribute: 'clumsiness',
          difficulty: 'medium',
          condition: 'prone',
        },
      ],
    });
    expect(card.inflictions).toEqual([
      {
        id: 'i1',
        name: 'Spitting',
        text: expect.stringMatching(/^Clumsiness Check, Medium, or Prone \(/),
      },
    ]);
  });
});
