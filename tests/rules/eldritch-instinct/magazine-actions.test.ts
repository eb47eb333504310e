import { describe, expect, it } from 'vitest';
import {
  EMPTY_MAGAZINES,
  magazineActions,
  magazineReducer,
} from '../../../src/rules/eldritch-instinct/combat';

const revolver = magazineReducer(EMPTY_MAGAZINES, {
  type: 'add',
  id: 'w1',
  name: '.38 Revolver',
  capacity: 6,
  spares: 1,
}).weapons[0]!;

describe('magazineActions', () => {
  it('offers fire, reload, a spare magazine and removal, in that order', () => {
    expect(magazineActions(revolver, 2).map(([label]) => label)).toEqual([
      'Fire 2',
      'Reload',
      'Add spare magazine',
      'Remove',
    ]);
  });
  it('names the weapon for screen readers on every action', () => {
    expect(magazineActions(revolver, 1).map(([, hidden]) => hidden)).toEqual([
      'from .38 Revolver',
      '.38 Revolver',
      'for .38 Revolver',
      '.38 Revolver',
    ]);
  });
  it('fires the chosen count and adds one spare to those carried', () => {
    const state = { weapons: [revolver], notice: null };
    const [fire, , spare] = magazineActions(revolver, 3).map(([, , action]) => action);
    expect(magazineReducer(state, fire!).weapons[0]?.loaded).toBe(3);
    expect(magazineReducer(state, spare!).weapons[0]?.spares).toBe(2);
  });
});
