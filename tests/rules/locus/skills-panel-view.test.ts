import { describe, expect, it } from 'vitest';
import { applyChange } from './apply-change';
import { createCharacter } from '../../../src/rules/locus/character';
import { addBlankSkill, viewSkillCard } from '../../../src/rules/locus/skills-panel-view';

const picking = { name: 'Lockpicking', type: 'Trained', effect: 'Opens simple locks.' };
const ada = { ...createCharacter('Ada'), skills: [picking] };

describe('viewSkillCard', () => {
  it('titles the card by its place, and its name once it has one', () => {
    expect(viewSkillCard(picking, 0).title).toBe('Skill 1: Lockpicking');
    expect(viewSkillCard({ ...picking, name: ' ' }, 2).title).toBe('Skill 3');
  });

  it('lists name, type and effect, the effect across the card, each changing its own words', () => {
    const { fields } = viewSkillCard(picking, 0);
    expect(fields.map(({ key, label, wide }) => [key, label, wide])).toEqual([
      ['name', 'Name', false],
      ['type', 'Type', false],
      ['effect', 'Effect', true],
    ]);
    expect(applyChange(ada, fields[1]!.change('Innate')).skills[0]).toEqual({
      ...picking,
      type: 'Innate',
    });
  });

  it('removes the Skill', () => {
    expect(applyChange(ada, viewSkillCard(picking, 0).remove).skills).toEqual([]);
  });
});

describe('addBlankSkill', () => {
  it('adds a blank Skill at the end', () => {
    expect(applyChange(ada, addBlankSkill).skills).toEqual([
      picking,
      { name: '', type: '', effect: '' },
    ]);
  });
});
