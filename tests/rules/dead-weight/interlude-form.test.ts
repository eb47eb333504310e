import { describe, expect, it } from 'vitest';
import {
  describeDwInterludeCleared,
  DW_EMPTY_INTERLUDE_FORM,
  updateDwInterludeForm,
  type DwInterludeFormAction,
} from '../../../src/rules/dead-weight/interlude-form';

const run = (...actions: DwInterludeFormAction[]) =>
  actions.reduce(updateDwInterludeForm, DW_EMPTY_INTERLUDE_FORM);

describe('updateDwInterludeForm', () => {
  it('keeps who eats a ration and the affliction picked for each choice', () => {
    expect(
      run(
        { type: 'eat', characterId: 'a', eats: true },
        { type: 'eat', characterId: 'b', eats: true },
        { type: 'eat', characterId: 'b', eats: false },
        { type: 'choose', key: 'a-0', affliction: 'Angry' },
      ),
    ).toEqual({ ate: { a: true, b: false }, chosen: { 'a-0': 'Angry' }, note: null });
  });

  it('clears the rations and picks when a day begins, and says which day', () => {
    const fed = run({ type: 'eat', characterId: 'a', eats: true });
    expect(updateDwInterludeForm(fed, { type: 'day-begins', day: 3 })).toEqual({
      ate: {},
      chosen: {},
      note: 'Day 3 begins.',
    });
  });

  it('says a new interlude has begun, and takes the line back when it is undone', () => {
    const begun = run(
      { type: 'choose', key: 'a-0', affliction: 'Sleepy' },
      { type: 'new-interlude' },
    );
    expect(begun).toEqual({
      ate: {},
      chosen: {},
      note: 'A new interlude begins: day 1, settlement doom 0.',
    });
    expect(updateDwInterludeForm(begun, { type: 'undone' }).note).toBeNull();
  });
});

describe('describeDwInterludeCleared', () => {
  it('names the day and the settlement doom a new interlude cleared', () => {
    expect(describeDwInterludeCleared({ day: 4, doom: 2 })).toBe(
      "New interlude: day 4 at settlement doom 2 cleared, with that day's actions and results.",
    );
  });
});
