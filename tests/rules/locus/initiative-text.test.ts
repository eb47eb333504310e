import { describe, expect, it } from 'vitest';
import {
  castEntityLabel,
  describeAddedToConflict,
  describeBackInConflict,
  describeInitiativeSum,
  describeNewConflict,
  describeNotRolled,
  describeRemovedFromConflict,
  type InitiativeEntity,
} from '../../../src/rules/locus';

const hollow: InitiativeEntity = {
  id: 'hollow',
  name: 'the Hollow',
  kind: 'monster',
  carelessness: 0,
};
const warden: InitiativeEntity = {
  id: 'warden',
  name: 'The Warden',
  kind: 'foil',
  carelessness: 1,
};

describe('castEntityLabel', () => {
  it('names a Cast member with its Carelessness, marking a Foil', () => {
    expect(castEntityLabel({ ...warden, kind: 'character', name: 'Ada' })).toBe(
      'Ada, Carelessness 1',
    );
    expect(castEntityLabel(warden)).toBe('The Warden (Foil), Carelessness 1');
  });
});

describe('describeAddedToConflict', () => {
  it('says who was added, as what, with which Carelessness', () => {
    expect(describeAddedToConflict(hollow)).toBe('Added the Hollow (Monster, Carelessness 0).');
  });
});

describe('describeRemovedFromConflict', () => {
  it('gives the place in the order when it had one', () => {
    expect(describeRemovedFromConflict('the Hollow', 2)).toBe(
      'Removed the Hollow (2nd in the order).',
    );
    expect(describeRemovedFromConflict('the Hollow', null)).toBe('Removed the Hollow.');
  });
});

describe('describeBackInConflict', () => {
  it('puts it back at its place as rolled, or asks for a new roll', () => {
    expect(describeBackInConflict('the Hollow', 1)).toBe(
      'the Hollow is back in the Conflict, 1st in the order as rolled.',
    );
    expect(describeBackInConflict('the Hollow', null)).toBe(
      'the Hollow is back in the Conflict; it was not in the last roll, so roll again to place it.',
    );
  });
});

describe('describeNewConflict', () => {
  it('says what was cleared: the added, the Cast back in, the order', () => {
    expect(describeNewConflict(2, 3, true)).toBe(
      'New Conflict: 2 Monsters and Foils removed, the whole Cast in, the order cleared.',
    );
    expect(describeNewConflict(1, 0, false)).toBe('New Conflict: 1 Monster or Foil removed.');
  });
});

describe('describeInitiativeSum', () => {
  it('shows the dice, their sum and the Carelessness taken off', () => {
    const entry = {
      entity: { ...warden, carelessness: 2 },
      dice: [4, 2, 6] as const,
      sum: 12,
      total: 10,
      position: 1,
      rollOffs: [],
      tiedWith: [],
      decidedBy: [],
      tieBreak: null,
    };
    expect(describeInitiativeSum(entry)).toBe('4 + 2 + 6 = 12 − Carelessness 2 = 10');
  });
});

describe('describeNotRolled', () => {
  it('names those who joined after the roll and asks for a new one', () => {
    expect(describeNotRolled([{ name: 'The Hollow' }, { name: 'Ada' }])).toBe(
      'Not in this order (joined after the roll): The Hollow, Ada. Roll again to place everyone.',
    );
  });
});
