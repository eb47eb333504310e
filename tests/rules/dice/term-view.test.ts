import { describe, expect, it } from 'vitest';
import {
  createScriptedRng,
  parseNotation,
  rollExpression,
  viewTerm,
} from '../../../src/rules/dice';

/** The views of every term of `notation` rolled with these faces, as the dice roller shows them. */
function viewsOf(notation: string, faces: number[]) {
  const parsed = parseNotation(notation);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { terms } = rollExpression(parsed.value, createScriptedRng(faces));
  return terms.map((term, index) =>
    viewTerm(term, { first: index === 0, alone: terms.length === 1 }),
  );
}

describe('viewTerm', () => {
  it('shows a lone plain sum as its dice only: the total already says the rest', () => {
    expect(viewsOf('2d6', [3, 5])).toEqual([
      {
        label: null,
        dice: [
          { value: 3, note: null, dropped: false, marked: false },
          { value: 5, note: null, dropped: false, marked: false },
        ],
        value: null,
      },
    ]);
  });

  it('labels each term of a sum with its sign, and says what each is worth', () => {
    const [dice, constant] = viewsOf('1d8-2', [6]);
    expect(dice?.label).toBe('1d8');
    expect(dice?.value).toEqual({ arrow: '=', text: '6' });
    expect(constant).toEqual({ label: '− 2', dice: [], value: null });
  });

  it('names the kept die and fades the dropped ones', () => {
    const [middle] = viewsOf('3d6kth2', [6, 3, 1]);
    expect(middle?.dice.map((die) => [die.value, die.note, die.dropped])).toEqual([
      [6, 'dropped', true],
      [3, 'kept', false],
      [1, 'dropped', true],
    ]);
  });

  it('marks each success against a target and counts them in words', () => {
    const [pool] = viewsOf('3d6>3', [4, 2, 6]);
    expect(pool?.dice.map((die) => [die.note, die.marked])).toEqual([
      ['success', true],
      ['miss', false],
      ['success', true],
    ]);
    expect(pool?.value).toEqual({ arrow: '=', text: '2 successes' });
  });

  it('says which risk die triggered, and that the term triggered', () => {
    const [risk] = viewsOf('3d!', [4, 1, 6]);
    expect(risk?.dice.map((die) => die.note)).toEqual([null, 'trigger', null]);
    expect(risk?.value).toEqual({ arrow: '=', text: '1: triggered' });
  });

  it('shows what a usage die becomes after an arrow', () => {
    const [usage] = viewsOf('Ud8', [2]);
    expect(usage?.dice).toEqual([{ value: 2, note: 'step down', dropped: false, marked: true }]);
    expect(usage?.value).toEqual({ arrow: '→', text: 'steps down to Ud6' });
    const [held] = viewsOf('Ud8', [7]);
    expect(held?.value).toEqual({ arrow: '→', text: 'stays Ud8' });
  });

  it('names the place of each digit of a digit die, highest first', () => {
    const [d66] = viewsOf('d66', [3, 5]);
    expect(d66?.dice.map((die) => [die.value, die.note])).toEqual([
      [3, 'tens'],
      [5, 'units'],
    ]);
    expect(d66?.value).toEqual({ arrow: '=', text: '35' });
  });
});
