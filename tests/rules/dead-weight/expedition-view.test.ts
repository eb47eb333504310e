import { describe, expect, it } from 'vitest';
import { createDwExpedition, type DwExpedition } from '../../../src/rules/dead-weight/expedition';
import { DW_FIRST_ACTION_FORM } from '../../../src/rules/dead-weight/action-form';
import type { UsageDieSides } from '../../../src/rules/dice';
import {
  DW_ACTION_CHOICES,
  DW_PENDING_ATTRIBUTE_CHOICES,
  viewDwExpedition,
  type DwExpeditionViewInput,
} from '../../../src/rules/dead-weight/expedition-view';

const NEW = createDwExpedition();
interface Supply {
  id: string;
  name: string;
  sides: UsageDieSides | null;
  light: boolean;
}
const torch: Supply = { id: 't', name: 'Torch', sides: 6, light: true };
const rope: Supply = { id: 'r', name: 'Rope', sides: 8, light: false };
type Input = DwExpeditionViewInput<Supply>;

function view(expedition: Partial<DwExpedition> = {}, input: Partial<Input> = {}) {
  return viewDwExpedition({
    expedition: { ...NEW, ...expedition },
    characters: [],
    supplies: [torch, rope],
    actionForm: DW_FIRST_ACTION_FORM,
    effectStepText: '',
    undoLabel: null,
    ...input,
  });
}

describe('DW_ACTION_CHOICES', () => {
  it('offers each action with its cost short enough for a phone', () => {
    expect(DW_ACTION_CHOICES[0]).toEqual({ value: 'move', label: 'Move (1+ turns)' });
    expect(DW_ACTION_CHOICES[6]).toEqual({ value: 'quick-item', label: 'Use a quick item (free)' });
  });
});

describe('DW_PENDING_ATTRIBUTE_CHOICES', () => {
  it('offers the four attributes by their full names, strength first', () => {
    expect(DW_PENDING_ATTRIBUTE_CHOICES[0]).toEqual({ value: 'str', label: 'Strength' });
    expect(DW_PENDING_ATTRIBUTE_CHOICES).toHaveLength(4);
  });
});

describe('viewDwExpedition', () => {
  it('shows a new expedition: no turns, decay at 0, nothing to undo, no lights due, no doom yet', () => {
    const shown = view();
    expect(shown.progress).toBe('0 turns spent');
    expect(shown.decay).toEqual({ filled: 0, size: 6, note: '' });
    expect(shown.afflictions).toBeNull();
    expect(shown.lights).toBeNull();
    expect(shown.omens).toBeNull();
    expect(shown.doom).toBeNull();
    expect(shown.leaveBlockedBy).toBeNull();
    expect(shown.leaveLabel).toBe('Leave the dungeon (doom +2)');
    expect(shown.locations).toEqual([]);
    expect(shown.events).toEqual([]);
    expect(shown.undo).toEqual({
      label: 'Undo',
      blockedBy: 'Nothing to undo yet: each step can be undone once taken.',
    });
  });

  it('says a move may cost more or fewer turns, and no other action does', () => {
    expect(view().actionNote).toMatch(/^The GM may ask for more turns/);
    expect(view({}, { actionForm: { actionId: 'loot', turnsText: '1' } }).actionNote).toBe('');
  });

  it('turns Take action off while the turns cannot be read', () => {
    const { plan } = view({}, { actionForm: { actionId: 'move', turnsText: 'x' } });
    expect(plan.blockedBy).toBe('Take action is off until the turns are a whole number in range.');
    expect(plan.asked).toBeUndefined();
  });

  it('says where the party is and that decay is paused in a safe place', () => {
    const shown = view({ turns: 6, current: 'Crypt', safe: true, decay: 2 }, {});
    expect(shown.progress).toBe('6 turns spent · at Crypt');
    expect(shown.decay).toEqual({ filled: 2, size: 6, note: ' (paused: safe place)' });
  });

  it('lists each character’s afflictions, or says they have none', () => {
    const characters = [
      { id: 'a', name: 'Ada', afflictions: ['Hungry', 'Sleepy'] },
      { id: 'b', name: 'Bo', afflictions: [] },
    ];
    expect(view({}, { characters }).afflictions).toEqual([
      { id: 'a', name: 'Ada', text: 'Hungry, Sleepy' },
      { id: 'b', name: 'Bo', text: 'no afflictions' },
    ]);
  });

  it('asks for each pending result and hands the focus to the next one, else the one before', () => {
    const pending = [
      { id: 'p1', characterId: 'a', name: 'Ada', kind: 'fatigue' as const },
      { id: 'p2', characterId: 'b', name: 'Bo', kind: 'wound' as const },
    ];
    expect(view({ pending }).pending).toEqual([
      {
        id: 'p1',
        question: 'Ada: fatigue on which attribute?',
        apply: 'Apply fatigue to Ada',
        nextId: 'p2',
      },
      {
        id: 'p2',
        question: 'Bo: wound on which attribute?',
        apply: 'Apply wound to Bo',
        nextId: 'p1',
      },
    ]);
    expect(view({ pending: pending.slice(0, 1) }).pending[0]?.nextId).toBeNull();
  });

  it('lists only the lights, with their dice, once they are due', () => {
    expect(view({ lightsDue: true }).lights).toEqual([{ item: torch, line: 'Torch: Ud6' }]);
    expect(view({ lightsDue: true }, { supplies: [rope] }).lights).toEqual([]);
  });

  it('shows the current location’s doom, marks effects reached and names the one Save replaces', () => {
    const crypt = {
      location: 'Crypt',
      step: 2,
      effects: [
        { step: 2, text: 'Ghouls wake' },
        { step: 4, text: 'The roof falls' },
      ],
    };
    const shown = view({ current: 'Crypt', locations: [crypt] }, { effectStepText: '4' });
    expect(shown.doom).toEqual({
      line: 'Doom at Crypt: 2 of 4',
      listLabel: 'Doom effects at Crypt',
      effects: [
        { step: 2, text: '✓ Step 2: Ghouls wake', remove: 'Remove step 2' },
        { step: 4, text: 'Step 4: The roof falls', remove: 'Remove step 4' },
      ],
      stepLabel: 'Step (1–99)',
      saveLabel: 'Replace step 4: “The roof falls”',
    });
    expect(shown.locations).toEqual(['Crypt']);
  });

  it('turns Leave off once the party has left, and names the step Undo takes back', () => {
    const shown = view({ left: true, events: [{ id: 1, text: 'Left.' }] }, { undoLabel: 'Move' });
    expect(shown.leaveBlockedBy).toMatch(/^The party has already left the dungeon/);
    expect(shown.undo).toEqual({ label: 'Undo: Move', blockedBy: null });
  });
});
