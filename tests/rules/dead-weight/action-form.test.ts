import { describe, expect, it } from 'vitest';
import {
  DW_FIRST_ACTION_FORM,
  planDwAction,
  updateDwActionForm,
} from '../../../src/rules/dead-weight/action-form';

describe('updateDwActionForm', () => {
  it('keeps the turns typed, and starts them at 1 again when another action is chosen', () => {
    const typed = updateDwActionForm(DW_FIRST_ACTION_FORM, { type: 'turns', text: '4' });
    expect(typed).toEqual({ actionId: 'move', turnsText: '4' });
    expect(updateDwActionForm(typed, { type: 'choose', actionId: 'loot' })).toEqual({
      actionId: 'loot',
      turnsText: '1',
    });
  });
});

describe('planDwAction', () => {
  it('takes a move with the turns typed', () => {
    const plan = planDwAction({ actionId: 'move', turnsText: '3' });
    expect(plan).toMatchObject({ turnsError: null, blockedBy: null, asked: 3 });
    expect(plan.action.name).toBe('Move');
  });

  it('is off, saying why, while the turns cannot be read', () => {
    expect(planDwAction({ actionId: 'move', turnsText: 'x' })).toMatchObject({
      turnsError: '“x” is not a number: the number of turns is a whole number from 0 to 20.',
      blockedBy: 'Take action is off until the turns are a whole number in range.',
      asked: undefined,
    });
  });

  it('asks for no turns for an action with a fixed cost, and falls back to the first action', () => {
    const fixed = planDwAction({ actionId: 'parley', turnsText: 'x' });
    expect(fixed).toMatchObject({ turnsError: null, blockedBy: null, asked: undefined });
    expect(planDwAction({ actionId: 'gone', turnsText: '1' }).action.id).toBe('move');
  });
});
