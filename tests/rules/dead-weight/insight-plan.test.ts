import { describe, expect, it } from 'vitest';
import { changeDwAttribute, createDwCharacter } from '../../../src/rules/dead-weight/character';
import {
  DW_FIRST_INSIGHT_PICKS,
  DW_INSIGHT_PURCHASE_GROUPS,
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

describe('planDwInsightPurchase: blockedBy', () => {
  it('says the purchase costs more than the insight unspent, before the press', () => {
    expect(planDwInsightPurchase(ada, DW_FIRST_INSIGHT_PICKS).blockedBy).toBe(
      'Move attribute score costs 1 insight; 0 unspent.',
    );
  });

  it('is null once the insight pays for it', () => {
    expect(planDwInsightPurchase({ ...ada, insight: 1 }, DW_FIRST_INSIGHT_PICKS).blockedBy).toBe(
      null,
    );
  });

  it('says no attribute is lower when every score is the same', () => {
    const even = { ...createDwCharacter('b', 'Bo'), insight: 2 };
    expect(planDwInsightPurchase(even, DW_FIRST_INSIGHT_PICKS).blockedBy).toBe(
      'Every attribute has the same score: none is lower to move a point to.',
    );
  });
});

describe('listDwInsightCircles', () => {
  it('fills the circles spent first, then those received, out of twelve', () => {
    const circles = listDwInsightCircles({ ...ada, insight: 3, insightSpent: 1 });
    expect(circles).toHaveLength(12);
    expect(circles.slice(0, 4)).toEqual(['spent', 'received', 'received', 'empty']);
  });
});

describe('DW_INSIGHT_PURCHASE_GROUPS', () => {
  it('groups every purchase under its cost, cheapest first', () => {
    expect(DW_INSIGHT_PURCHASE_GROUPS).toEqual([
      {
        label: '1 insight',
        purchases: [
          { value: 'move-score', label: 'Move attribute score' },
          { value: 'learn-skill', label: 'Learn skill' },
          { value: 'heal-trauma', label: 'Heal trauma' },
        ],
      },
      {
        label: '2 insight',
        purchases: [{ value: 'increase-lowest', label: 'Increase lowest score' }],
      },
      { label: '3 insight', purchases: [{ value: 'increase-score', label: 'Increase score' }] },
      {
        label: '4 insight',
        purchases: [{ value: 'increase-proficiency', label: 'Increase proficiency' }],
      },
    ]);
  });
});
