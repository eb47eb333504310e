import { describe, expect, it } from 'vitest';
import {
  CAIRN_FRESH_SAVER,
  showCairnSaveRoll,
  viewCairnSaveRoller,
} from '../../../src/rules/cairn/save-roller';
import { ada } from './members';

const bram = { ...ada({ name: 'Bram', dex: 6 }), id: 'bram' };
const party = [ada(), bram];

describe('viewCairnSaveRoller', () => {
  it('opens on one typed saver at 10: a field, no Remove, an 11 in 20 chance to pass STR', () => {
    const view = viewCairnSaveRoller([CAIRN_FRESH_SAVER], party, 'str');
    expect(view.rows).toEqual([
      {
        choice: 'Saver 1',
        memberLine: null,
        fieldLabel: 'Saver 1: STR (1–20)',
        error: null,
        remove: null,
      },
    ]);
    expect(view.mostAtRisk).toBeNull();
    expect(view.chance).toEqual({
      label: 'Chance to pass with STR 10',
      fraction: { numerator: 10n, denominator: 20n },
    });
    expect(view.button).toBe('Roll STR save');
    expect(view.toRoll).toEqual({ input: { attribute: 'str', score: 10 }, who: 'Saver 1' });
  });

  it('shows a member’s attribute in place of the field, and names the most at risk of a group', () => {
    const view = viewCairnSaveRoller(
      [
        { memberId: 'ada', text: '' },
        { memberId: 'bram', text: '' },
      ],
      party,
      'dex',
    );
    expect(view.rows.map((row) => row.memberLine)).toEqual(['Ada: DEX 9', 'Bram: DEX 6']);
    expect(view.rows.map((row) => row.remove)).toEqual(['Remove saver 1', 'Remove saver 2']);
    expect(view.mostAtRisk).toBe('Bram (DEX 6)');
    expect(view.chance?.label).toBe('Chance to pass with DEX 6');
    expect(view.toRoll?.who).toBe('Bram');
  });

  it('turns Roll off with its reason while a typed attribute cannot be read', () => {
    const view = viewCairnSaveRoller([{ memberId: '', text: '0' }], party, 'wil');
    expect(view.rows[0]!.error).toBe('The attribute must be at least 1.');
    expect(view.chance).toBeNull();
    expect(view.toRoll).toBeNull();
    expect(view.blockedBy).toBe(
      'Roll is off until every saver’s WIL is a whole number from 1 to 20.',
    );
    expect(view.stale).toBe(true);
  });

  it('keeps a result current for the savers it was rolled for, and stale once they change', () => {
    const view = viewCairnSaveRoller([{ memberId: 'ada', text: '' }], party, 'str');
    const shown = showCairnSaveRoll({ roll: 3, attribute: 12, passed: true }, view, 'str');
    expect(viewCairnSaveRoller([{ memberId: 'ada', text: '' }], party, 'str', shown).stale).toBe(
      false,
    );
    expect(viewCairnSaveRoller([{ memberId: 'ada', text: '' }], party, 'dex', shown).stale).toBe(
      true,
    );
  });
});

describe('showCairnSaveRoll', () => {
  it('says the verdict and the roll, keeping whom it was rolled for', () => {
    const view = viewCairnSaveRoller([CAIRN_FRESH_SAVER], party, 'str');
    expect(showCairnSaveRoll({ roll: 20, attribute: 10, passed: false }, view, 'str')).toEqual({
      verdict: 'Failed.',
      sentence: 'Rolled 20 against STR 10: a 20 always fails.',
      savers: 'Saver 1 (STR 10)=10',
    });
  });
});
