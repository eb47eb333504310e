import { describe, expect, it } from 'vitest';
import { applyChange } from './apply-change';
import { createCharacter } from '../../../src/rules/locus/character';
import { changeDetails, viewCharacterSheet } from '../../../src/rules/locus/character-sheet-view';

const ada = createCharacter('Ada');

describe('viewCharacterSheet', () => {
  it('names the sheet and tags a Character or a Foil', () => {
    expect(viewCharacterSheet(ada)).toMatchObject({ name: 'Ada', kindTag: 'Character' });
    expect(viewCharacterSheet({ ...ada, name: '', kind: 'foil' })).toMatchObject({
      name: 'Unnamed',
      kindTag: 'Foil',
    });
  });

  it('lists Attitude, Haunt, Virtue and Kind, each changing its own detail', () => {
    const { who } = viewCharacterSheet(ada);
    expect(who.map(({ key, label, kind }) => [key, label, kind])).toEqual([
      ['attitude', 'Attitude', 'text'],
      ['haunt', 'Haunt', 'text'],
      ['virtue', 'Virtue', 'text'],
      ['kind', 'Kind', 'choice'],
    ]);
    expect(applyChange(ada, who[1]!.change('Drowned brother')).haunt).toBe('Drowned brother');
    expect(applyChange(ada, who[3]!.change('foil')).kind).toBe('foil');
  });

  it('says why a suit was refused at its own field, as a sentence', () => {
    const { suits } = viewCharacterSheet(ada, {
      key: 'hauntSuit',
      message: 'the Haunt suit must differ from the Virtue suit',
    });
    expect(suits.map(({ label, value, error }) => [label, value, error])).toEqual([
      ['Virtue suit', '', null],
      ['Haunt suit', '', 'The Haunt suit must differ from the Virtue suit.'],
    ]);
    expect(applyChange(ada, suits[0]!.change('hearts')).virtueSuit).toBe('hearts');
    expect(
      applyChange({ ...ada, virtueSuit: 'hearts' }, suits[0]!.change('')).virtueSuit,
    ).toBeNull();
  });

  it('lists the eight Attributes with their uses, and counts the points left', () => {
    const view = viewCharacterSheet(ada);
    expect(view.attributes).toHaveLength(8);
    expect(view.attributes[0]).toMatchObject({
      key: 'attr-frailty',
      label: 'Frailty',
      value: '1',
      hint: 'Bodily fragility; climbing or lifting while Heavy',
    });
    expect(applyChange(ada, view.attributes[0]!.change('4')).attributes.frailty).toBe(4);
    expect(view.points.pointsLeftText).toBe('Points left: 16 of 16');
  });
});

describe('changeDetails', () => {
  it('changes the details given and keeps the rest', () => {
    expect(applyChange(ada, changeDetails({ notes: 'Owes Cy a favour.' }))).toEqual({
      ...ada,
      notes: 'Owes Cy a favour.',
    });
  });
});
