import { describe, expect, it } from 'vitest';
import {
  checkItemForm,
  describeBudgetSpent,
  describeOverBudget,
  describeTierBudget,
  editItemForm,
  ITEM_FORM_START,
  ITEM_QUALITY_OPTIONS,
  ITEM_SIZE_OPTIONS,
  readItemForm,
} from '../../../src/rules/locus/item-form';

describe('editItemForm', () => {
  it('changes what is edited and leaves the rest', () => {
    const form = editItemForm(ITEM_FORM_START, { tier: 'good', size: 'small', weapon: true });
    expect(form).toEqual({ ...ITEM_FORM_START, tier: 'good', size: 'small', weapon: true });
  });

  it('clears the name message when the name changes, and the Character message once one is chosen', () => {
    const refused = checkItemForm(ITEM_FORM_START, false).form;
    const named = editItemForm(refused, { name: 'Lantern' });
    expect(named.nameError).toBeNull();
    expect(named.characterError).toBe('Choose the Character who gets the Item.');
    expect(editItemForm(named, { characterId: undefined }).characterError).toBe(
      'Choose the Character who gets the Item.',
    );
    expect(editItemForm(named, { characterId: 'ada' }).characterError).toBeNull();
  });

  it('counts a box count that reads, and keeps the last one while the typed one does not', () => {
    const three = editItemForm(ITEM_FORM_START, { boxesText: '3' });
    expect(three.lastBoxes).toBe(3);
    const typo = editItemForm(three, { boxesText: '3x' });
    expect(typo).toMatchObject({ boxesText: '3x', lastBoxes: 3 });
  });
});

describe('readItemForm', () => {
  it('reads the design and its points, with no message while the boxes read', () => {
    const form = editItemForm(ITEM_FORM_START, { boxesText: '2', damageType: 'Blunt' });
    const read = readItemForm(form);
    expect(read.design).toEqual({
      size: 'large',
      quality: 1,
      durabilityBoxes: 2,
      damageType: 'Blunt',
      weapon: false,
    });
    expect(read.budget.spent).toBe(4);
    expect(read.boxesError).toBeNull();
  });

  it('counts the last readable boxes while the typed count needs fixing, and says so', () => {
    const form = editItemForm(editItemForm(ITEM_FORM_START, { boxesText: '2' }), {
      boxesText: '20',
    });
    const read = readItemForm(form);
    expect(read.design.durabilityBoxes).toBe(2);
    expect(read.boxesError).toBe(
      'An Item card has at most 8 Durability boxes. Counting 2 until then.',
    );
  });
});

describe('checkItemForm', () => {
  it('marks a blank name and a missing Character at their fields and says all that is wrong', () => {
    const checked = checkItemForm(ITEM_FORM_START, false);
    expect(checked.form).toMatchObject({
      nameError: 'Give the Item a name.',
      characterError: 'Choose the Character who gets the Item.',
    });
    expect(checked.refusal).toBe('The Item has no name; no Character is chosen.');
  });

  it('lets a named Item within its budget go to a chosen Character', () => {
    const form = editItemForm(ITEM_FORM_START, { name: 'Lantern', characterId: 'ada' });
    expect(checkItemForm(form, true)).toEqual({ form, refusal: null });
  });
});

describe('ITEM_SIZE_OPTIONS', () => {
  it('offers each size with its cost', () => {
    expect(ITEM_SIZE_OPTIONS.map((option) => `${option.label}: ${option.note}`)).toEqual([
      'Small (pocketable): 1 pt',
      'Large (must be held): 0 pts',
    ]);
  });
});

describe('ITEM_QUALITY_OPTIONS', () => {
  it('offers each Quality rank with its cost and the die of its checks', () => {
    expect(ITEM_QUALITY_OPTIONS.map((option) => `${option.label}: ${option.note}`)).toEqual([
      'Quality 1: 1 pt, lowest die',
      'Quality 2: 2 pts, middle die',
      'Quality 3: 3 pts, highest die',
    ]);
  });
});

describe('describeBudgetSpent', () => {
  it('says the points spent of the budget and what is left', () => {
    expect(describeBudgetSpent({ spent: 1, budget: 5, left: 4 })).toBe(
      '1 of 5 points spent, 4 left.',
    );
    expect(describeBudgetSpent({ spent: 5, budget: 5, left: 0 })).toBe(
      '5 of 5 points spent, 0 left.',
    );
  });

  it('says how far over budget an Item is', () => {
    expect(describeBudgetSpent({ spent: 7, budget: 5, left: -2 })).toBe(
      '7 of 5 points spent, 2 over budget.',
    );
  });
});

describe('describeOverBudget', () => {
  it('says the points spent of the budget', () => {
    expect(describeOverBudget({ spent: 7, budget: 5 })).toBe('Over budget: 7 points spent of 5.');
  });
});

describe('describeTierBudget', () => {
  it("gives the tier's points and XP", () => {
    expect(describeTierBudget('good')).toBe('(5–10 points, 2 XP)');
  });
});
