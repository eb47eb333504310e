import { describe, expect, it } from 'vitest';
import { changeDwAttribute, createDwCharacter } from '../../../src/rules/dead-weight/character';
import {
  DW_FIRST_INSIGHT_PICKS,
  listDwInsightCircles,
  planDwInsightPurchase,
} from '../../../src/rules/dead-weight/insight-plan';

// STR 4, DEX 2, INT 3, PRE 3 (a fresh character has 3 everywhere).
const ada = changeDwAttribute(
  changeDwAttribute(createDwCharacter('a', 'Ada'), 'str', { score: 4 }),
  'dex',
  { score: 2 },
);

describe('planDwInsightPurchase', () => {
  it('moves a score from the highest attribute to one that is lower, as picked', () => {
    const plan = planDwInsightPurchase(ada, { purchase: 'move-score', from: 'str', to: 'int' });
    expect(plan).toMatchObject({
      cost: 1,
      asksFrom: true,
      asksTo: true,
      purchase: { id: 'move-score', from: 'str', to: 'int' },
    });
    expect(plan.choices.from).toEqual([{ value: 'str', label: 'STR (4)' }]);
    expect(plan.choices.toLabel).toBe('To (lower)');
  });

  it('falls back to the first attribute allowed when a pick is not allowed now', () => {
    // DEX is not the highest, and STR is not lower than itself.
    const plan = planDwInsightPurchase(ada, { purchase: 'move-score', from: 'dex', to: 'str' });
    expect(plan.purchase).toEqual({ id: 'move-score', from: 'str', to: 'dex' });
    expect(
      planDwInsightPurchase(ada, { ...DW_FIRST_INSIGHT_PICKS, purchase: 'increase-lowest' })
        .purchase,
    ).toMatchObject({ id: 'increase-lowest', to: 'dex' });
  });

  it('asks for no attribute for a skill or a trauma, and says what each costs', () => {
    const skill = planDwInsightPurchase(ada, {
      ...DW_FIRST_INSIGHT_PICKS,
      purchase: 'learn-skill',
    });
    expect(skill).toMatchObject({ cost: 1, asksFrom: false, asksTo: false });
    expect(skill.purchase.to).toBeUndefined();
    expect(
      planDwInsightPurchase(ada, { ...DW_FIRST_INSIGHT_PICKS, purchase: 'increase-proficiency' })
        .cost,
    ).toBe(4);
  });
});

describe('listDwInsightCircles', () => {
  it('fills the circles spent first, then those received, out of twelve', () => {
    const circles = listDwInsightCircles({ ...ada, insight: 3, insightSpent: 1 });
    expect(circles).toHaveLength(12);
    expect(circles.slice(0, 4)).toEqual(['spent', 'received', 'received', 'empty']);
  });
});
