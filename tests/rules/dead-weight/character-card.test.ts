import { describe, expect, it } from 'vitest';
import {
  changeDwAttribute,
  createDwCharacter,
  type DwCharacter,
} from '../../../src/rules/dead-weight/character';
import { DW_FIRST_INSIGHT_PICKS } from '../../../src/rules/dead-weight/insight-plan';
import {
  viewDwCharacterCard,
  viewDwInsight,
  viewDwSharedCharacter,
} from '../../../src/rules/dead-weight/character-card';

const ada: DwCharacter = {
  ...changeDwAttribute(createDwCharacter('a', 'Ada'), 'str', { score: 4, fatigue: 1 }),
  afflictions: ['Hungry'],
};

describe('viewDwCharacterCard', () => {
  it('names the card, its share link and its Remove by the character’s name', () => {
    const card = viewDwCharacterCard(ada);
    expect(card.name).toBe('Ada');
    expect(card.shareLabel).toBe('Share link for Ada');
    expect(card.removeQuestion).toBe('Remove Ada from the party?');
    expect(card.removeLabel).toBe('Remove Ada');
  });

  it('calls a blank name “Unnamed character”', () => {
    expect(viewDwCharacterCard({ ...ada, name: ' ' }).removeLabel).toBe('Remove Unnamed character');
  });

  it('lays out each attribute’s row: label, full name, the four cells and the pool left', () => {
    const [strength] = viewDwCharacterCard(ada).rows;
    expect(strength).toEqual({
      attribute: 'str',
      label: 'STR',
      name: 'Strength',
      cells: [
        { column: 'score', label: 'STR score', value: 4 },
        { column: 'proficiency', label: 'STR proficiency', value: 0 },
        { column: 'fatigue', label: 'STR fatigue', value: 1 },
        { column: 'wounds', label: 'STR wounds', value: 0 },
      ],
      pool: 3,
    });
  });

  it('marks the afflictions held among all twelve, and names the cures this text gives', () => {
    const card = viewDwCharacterCard({ ...ada, afflictions: ['Hungry', 'Bleeding'] });
    expect(card.afflictions).toHaveLength(12);
    expect(card.afflictions.filter((item) => item.held).map((item) => item.affliction)).toEqual([
      'Hungry',
      'Bleeding',
    ]);
    expect(card.cures[0]).toEqual({
      affliction: 'Hungry',
      cure: {
        cure: 'a regular ration (camp: Cook some food)',
        href: 'dead-weight/camp/#camp-actions',
      },
    });
  });

  it('says no cure is named for an affliction the text gives none for', () => {
    const card = viewDwCharacterCard({ ...ada, afflictions: ['Nauseated'] });
    expect(card.cures).toEqual([{ affliction: 'Nauseated', cure: null }]);
  });
});

describe('viewDwInsight', () => {
  it('shows a new character’s empty circles, with nothing to take back or spend', () => {
    const view = viewDwInsight(createDwCharacter('b', 'Bo'), DW_FIRST_INSIGHT_PICKS);
    expect(view.circles).toEqual(Array(12).fill('empty'));
    expect(view.summary).toBe('0 of 12 received, 0 spent, 0 to spend.');
    expect(view.receiveBlockedBy).toBeNull();
    expect(view.takeBackBlockedBy).toBe('No insight point received yet to take back.');
    expect(view.plan.blockedBy).not.toBeNull();
    expect(view.notesHint).toBe(false);
  });

  it('prices the purchase picked and says a skill is written in the notes', () => {
    const rich = { ...createDwCharacter('b', 'Bo'), insight: 12, insightSpent: 2 };
    const view = viewDwInsight(rich, { ...DW_FIRST_INSIGHT_PICKS, purchase: 'learn-skill' });
    expect(view.circles.slice(0, 3)).toEqual(['spent', 'spent', 'received']);
    expect(view.receiveBlockedBy).toBe('All 12 insight circles are received.');
    expect(view.spendLabel).toBe('Spend 1 insight');
    expect(view.notesHint).toBe(true);
  });
});

describe('viewDwSharedCharacter', () => {
  it('offers a shared character with each attribute in words and its afflictions and insight', () => {
    const offered = viewDwSharedCharacter({ ...ada, afflictions: ['Hungry'] });
    expect(offered.listLabel).toBe('Attributes of the shared character Ada');
    expect(offered.attributes[0]).toBe('STR 4 (proficiency 0, fatigue 1, wounds 0, pool 3)');
    expect(offered.summary).toBe('Afflictions: Hungry. Insight: 0 received, 0 spent.');
  });
});
