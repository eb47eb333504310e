import { describe, expect, it } from 'vitest';
import { createCharacter } from '../../../src/rules/locus/character';
import { editItemForm, ITEM_FORM_START } from '../../../src/rules/locus/item-form';
import { viewItemCreator } from '../../../src/rules/locus/item-creator-view';

const ada = createCharacter('Ada');
const ghoul = createCharacter('Ghoul', { kind: 'foil' });

describe('viewItemCreator', () => {
  it('offers each tier with its points and XP, the one chosen marked', () => {
    const view = viewItemCreator(ITEM_FORM_START, [ada]);
    expect(view.tiers.map(({ tier, budget, chosen }) => [tier, budget, chosen])).toEqual([
      ['average', '(0–5 points, 1 XP)', true],
      ['good', '(5–10 points, 2 XP)', false],
      ['fantastic', '(10–15 points, 3 XP)', false],
    ]);
    expect(view.weaponCost).toBe('+1 pt extra');
    expect(view.hasCharacters).toBe(true);
  });

  it('counts the cost of a fresh Average Item and what it costs in XP', () => {
    const { total, overBudget } = viewItemCreator(ITEM_FORM_START, [ada]);
    expect(overBudget).toBeNull();
    expect(total.caption).toBe('Total spent (budget 5)');
    expect(total.lines.map(({ label, cost }) => [label, cost])).toContainEqual([
      'Quality 1',
      '1 pt',
    ]);
    expect(total.xp).toBe('1 XP');
    expect(total.itemName).toBe('an Average Item');
  });

  it('says the Item is over budget at the tier and in the total', () => {
    const form = editItemForm(ITEM_FORM_START, { boxesText: '8', quality: 3 });
    const view = viewItemCreator(form, [ada]);
    expect(view.overBudget).toMatch(/^Over budget: \d+ points spent of 5\.$/);
    expect(view.total.message?.error).toBe(true);
    expect(view.total.sentence).toMatch(/over budget\.$/);
  });

  it('marks a box count that cannot be read and hands on each field’s edit', () => {
    const view = viewItemCreator(editItemForm(ITEM_FORM_START, { boxesText: 'x' }), [ada]);
    const [boxes, damage] = view.extras;
    expect(boxes?.error).toMatch(/Counting 0 until then\.$/);
    expect(boxes?.label).toBe('Durability boxes (0–8, 1 pt each)');
    expect(damage?.change('Blunt')).toEqual({ damageType: 'Blunt' });
    expect(boxes?.change('4')).toEqual({ boxesText: '4' });
    expect(view.name[0]?.change('Crowbar')).toEqual({ name: 'Crowbar' });
  });

  it('says the Cast has no Characters when it holds only Foils', () => {
    expect(viewItemCreator(ITEM_FORM_START, [ghoul]).hasCharacters).toBe(false);
  });
});
