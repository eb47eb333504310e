import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  createCharacter,
  INITIATIVE_FORM_START,
  newInitiativeState,
  rollInitiative,
  viewConflict,
  viewInitiativeTracker,
  type InitiativeState,
} from '../../../src/rules/locus';

const blank = createCharacter('Ada', { id: 'ada' });
const ada = { ...blank, attributes: { ...blank.attributes, carelessness: 2 } };
const hollow = { id: 'hollow', name: 'The Hollow', carelessness: 0, kind: 'monster' as const };
const fields = { name: '', carelessness: '0' };
const withHollow: InitiativeState = { ...newInitiativeState(), added: [hollow] };
const view = (state: InitiativeState, form = INITIATIVE_FORM_START, typed = fields) =>
  viewInitiativeTracker(viewConflict([ada], state), state, form, typed);

describe('viewInitiativeTracker', () => {
  it('ticks each Cast member in the Conflict, lists those added, and counts everyone on the button', () => {
    const shown = view({ ...withHollow, excluded: ['cast:ada'] });
    expect(shown.cast).toEqual([{ id: 'cast:ada', label: 'Ada, Carelessness 2', included: false }]);
    expect(shown.added).toEqual([
      { id: 'hollow', name: 'The Hollow', line: 'The Hollow (Monster), Carelessness 0' },
    ]);
    expect(shown.rollButton).toBe('Roll Initiative for 1 in the Conflict');
    expect(view(withHollow).rollButton).toBe('Roll Initiative for 2 in the Conflict');
    expect(shown.order).toBeNull();
  });

  it('shows a name taken as typed, and a blank name only once Add was refused for it', () => {
    expect(
      view(withHollow, INITIATIVE_FORM_START, { name: 'the hollow', carelessness: '9' }).errors,
    ).toMatchObject({ name: expect.stringMatching(/already/), carelessness: expect.any(String) });
    expect(view(withHollow).errors.name).toBeNull();
    expect(view(withHollow, { ...INITIATIVE_FORM_START, nameTried: true }).errors.name).toBe(
      'Enter a name for the Monster or Foil.',
    );
  });

  it('says what a removal and a new Conflict took out, beside their Undos', () => {
    const removed = { removed: { entity: hollow, index: 0 }, place: 2 };
    expect(view(newInitiativeState(), { ...INITIATIVE_FORM_START, removed }).removedText).toBe(
      'Removed The Hollow (2nd in the order).',
    );
    const cleared = { ...INITIATIVE_FORM_START, cleared: withHollow };
    expect(view(newInitiativeState(), cleared).clearedText).toBe(
      'New Conflict: 1 Monster or Foil removed, the whole Cast in.',
    );
    expect(view(withHollow).removedText).toBeNull();
    expect(view(withHollow).clearedText).toBeNull();
  });

  it('shows the order rolled, each place with its total, dice and sum', () => {
    const entities = viewConflict([ada], withHollow).entities;
    const order = rollInitiative(entities, createScriptedRng([6, 6, 6, 1, 1, 2]));
    const shown = view({ ...withHollow, order });
    expect(shown.order?.places).toEqual([
      {
        id: 'cast:ada',
        place: '1st',
        name: 'Ada',
        kind: '(Character)',
        total: '16',
        dice: [6, 6, 6],
        diceLabel: "Ada's dice",
        sum: '6 + 6 + 6 = 18 − Carelessness 2 = 16',
        tieBreak: null,
      },
      expect.objectContaining({ place: '2nd', name: 'The Hollow', total: '4' }),
    ]);
    expect(shown.order?.notRolled).toBeNull();
    expect(shown.order?.stale).toBe(false);
  });

  it('names who joined after the roll, to roll again for', () => {
    const order = rollInitiative(
      viewConflict([ada], newInitiativeState()).entities,
      createScriptedRng([3, 3, 3]),
    );
    expect(view({ ...withHollow, order }).order?.notRolled).toBe(
      'Not in this order (joined after the roll): The Hollow. Roll again to place everyone.',
    );
  });
});
