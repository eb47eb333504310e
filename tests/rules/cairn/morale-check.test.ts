import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { CAIRN_MORALE_FIRST_TEXTS, rollCairnMorale } from '../../../src/rules/cairn/morale';
import {
  CAIRN_MORALE_CHECK_START,
  stepCairnMoraleCheck,
  viewCairnMoraleCheck,
  type CairnMoraleCheckAction,
} from '../../../src/rules/cairn/morale-check';

const texts = (change: Partial<typeof CAIRN_MORALE_FIRST_TEXTS>): CairnMoraleCheckAction => ({
  kind: 'texts',
  texts: { ...CAIRN_MORALE_FIRST_TEXTS, ...change },
});
// A d20 showing 7 against WIL 8: they hold.
const held = (): CairnMoraleCheckAction => ({
  kind: 'rolled',
  roll: rollCairnMorale('first-casualty', 8, createScriptedRng([7])),
});
const after = (...actions: CairnMoraleCheckAction[]) =>
  actions.reduce(stepCairnMoraleCheck, CAIRN_MORALE_CHECK_START);

describe('stepCairnMoraleCheck', () => {
  it('starts with the first texts and nothing rolled', () => {
    expect(CAIRN_MORALE_CHECK_START).toEqual({ texts: CAIRN_MORALE_FIRST_TEXTS, rolled: {} });
  });
  it('keeps the fields as typed', () => {
    expect(after(texts({ casualties: '1' })).texts.casualties).toBe('1');
  });
  it('keeps each save rolled under its moment, in words, with the WIL it used', () => {
    const state = after(texts({ casualties: '1' }), held(), held());
    expect(state.rolled['first-casualty']).toEqual({
      serial: 2,
      value: {
        text: 'Rolled 7 against the group’s WIL 8 (7 is equal to or under 8). They hold: the save is passed and they fight on.',
        passed: true,
        used: { wil: 8, leader: false },
      },
    });
    expect(state.rolled.half).toBeUndefined();
  });
});

describe('viewCairnMoraleCheck', () => {
  it('lists each save with its words, due once reached', () => {
    const saves = viewCairnMoraleCheck(after(texts({ size: '5', casualties: '1' }))).saves;
    expect(
      saves?.map(({ label, standing, words, stale }) => [label, standing, words, stale]),
    ).toEqual([
      ['First casualty', 'due', 'save due.', true],
      ['Lost half their number (3 of 5)', 'not-yet', 'not yet.', true],
    ]);
  });
  it('shows a save rolled as held and current, and out of date once the WIL changes', () => {
    const rolled = after(texts({ casualties: '1' }), held());
    expect(viewCairnMoraleCheck(rolled).saves?.[0]).toMatchObject({
      standing: 'held',
      words: 'save rolled, they hold.',
      stale: false,
    });
    const changed = stepCairnMoraleCheck(rolled, texts({ casualties: '1', wil: '9' }));
    expect(viewCairnMoraleCheck(changed).saves?.[0]).toMatchObject({
      standing: 'due',
      stale: true,
    });
  });
  it('lists no saves while the size cannot be read', () => {
    expect(viewCairnMoraleCheck(after(texts({ size: 'x' }))).saves).toBeNull();
  });
});
