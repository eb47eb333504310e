import { describe, expect, it } from 'vitest';
import { trackedOrTyped } from '../../src/rules/tracked-or-typed';
import { readWholeNumber } from '../../src/rules/whole-number';

describe('trackedOrTyped', () => {
  const typed = (text: string) => readWholeNumber(text, 1, 20, 'the attribute');

  it("takes a tracked character's score as it is, even where typing may not go, over any typed text", () => {
    expect(trackedOrTyped(0, typed('oops'))).toEqual({ ok: true, value: 0 });
    expect(trackedOrTyped(23, typed('5'))).toEqual({ ok: true, value: 23 });
  });

  it("gives the typed text's reading, refusal and all, when no character is tracked", () => {
    for (const text of ['12', '', '0', '21', 'x'])
      expect(trackedOrTyped(undefined, typed(text))).toEqual(typed(text));
  });
});
