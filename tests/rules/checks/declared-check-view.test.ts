import { describe, expect, it } from 'vitest';
import { type CheckDeclaration } from '../../../src/rules/checks/declared-check';
import {
  describeDeclaredCheckRoll,
  viewDeclaredCheck,
} from '../../../src/rules/checks/declared-check-view';
import { readDeclared } from './read-declared';

/** 2d6 plus Grit (0 to 3) and Gear (0 to 2), in three bands. */
const GRIT: CheckDeclaration = {
  title: 'Grit check',
  dice: '2d6',
  modifiers: [
    { name: 'Grit', min: 0, max: 3, default: 1 },
    { name: 'Gear', min: 0, max: 2 },
  ],
  bands: [
    { label: 'Success', atLeast: 9 },
    { label: 'Success at a cost', atLeast: 6, atMost: 8 },
    { label: 'Failure', atMost: 5 },
  ],
};

const grit = readDeclared(GRIT);

describe('viewDeclaredCheck', () => {
  it('labels each modifier with its range, and gives every band’s chance', () => {
    const view = viewDeclaredCheck(grit, ['0', '0'], 0);
    expect(view.fields).toEqual([
      { name: 'Grit', label: 'Grit (0 to 3)', error: null },
      { name: 'Gear', label: 'Gear (0 to 2)', error: null },
    ]);
    expect(view.values).toEqual([0, 0]);
    // 2d6: 9 or more in 10 of 36, 6 to 8 in 16, 5 or less in 10.
    expect(view.chances).toEqual([
      { label: 'Success', fraction: { numerator: 10n, denominator: 36n } },
      { label: 'Success at a cost', fraction: { numerator: 16n, denominator: 36n } },
      { label: 'Failure', fraction: { numerator: 10n, denominator: 36n } },
    ]);
    expect(view.button).toBe('Roll Grit check');
    expect(view.resultLabel).toBe('Grit check result');
    expect(view.blockedBy).toBeNull();
  });

  it('tables the swept modifier over its range, holding the other, with the current row marked', () => {
    const { table, sweepChoices } = viewDeclaredCheck(grit, ['1', '2'], 0);
    expect(sweepChoices).toEqual([
      { value: '0', label: 'Grit' },
      { value: '1', label: 'Gear' },
    ]);
    expect(table!.caption).toBe('Chance of each band by Grit, with Gear 2');
    expect(table!.corner).toBe('Grit');
    expect(table!.bands).toEqual(['Success', 'Success at a cost', 'Failure']);
    expect(table!.rows.map(({ header, current }) => `${header}${current ? ' (now)' : ''}`)).toEqual(
      ['0', '1 (now)', '2', '3'],
    );
  });

  it('names the share by its values, and turns Roll off naming the fields that cannot be read', () => {
    expect(viewDeclaredCheck(grit, ['1', '2'], 1).share).toEqual({
      values: [1, 2],
      what: 'this check with Grit 1 and Gear 2',
    });
    const off = viewDeclaredCheck(grit, ['9', 'x'], 0);
    expect(off.fields[0]!.error).not.toBeNull();
    expect(off.blockedBy).toBe('Roll is off until Grit and Gear can be read.');
    expect(off).toMatchObject({ values: null, chances: null, table: null, share: null });
  });

  it('shares a check without modifiers as its dice, and offers no sweep choice', () => {
    const plain = readDeclared({
      title: 'Luck',
      dice: '1d6',
      bands: [
        { label: 'Lucky', atLeast: 4 },
        { label: 'Not', atMost: 3 },
      ],
    });
    const view = viewDeclaredCheck(plain, [], 0);
    expect(view.share?.what).toBe('this check with its dice');
    expect(view.sweepChoices).toBeNull();
    expect(view.rule).toMatch(/1d6/);
  });
});

describe('describeDeclaredCheckRoll', () => {
  it('says the roll and the band it fell in', () => {
    expect(describeDeclaredCheckRoll({ detail: '2d6 [4, 5] + Grit 1 = 10', band: 'Success' })).toBe(
      '2d6 [4, 5] + Grit 1 = 10: Success.',
    );
  });
});
