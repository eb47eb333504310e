import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { rollCairnScar } from '../../../src/rules/cairn/scars';
import {
  CAIRN_SCARS_ROLLER_START,
  describeUndoneCairnScarRecord,
  stepCairnScarsRoller,
  viewCairnScarsRoller,
  type CairnScarsRollerAction,
  type CairnScarsRollerState,
} from '../../../src/rules/cairn/scars-roller';

// Lasting Scar: location d6 shows 3, new max HP d6 shows 6.
const lasting = () => rollCairnScar(1, createScriptedRng([3, 6]));
const record = { memberId: 'ada', memberName: 'Ada', receipt: 'receipt' };

const after = (...actions: CairnScarsRollerAction<string>[]): CairnScarsRollerState<string> =>
  actions.reduce(stepCairnScarsRoller<string>, CAIRN_SCARS_ROLLER_START);

const taken = (rolledHp = false): CairnScarsRollerAction<string> => ({
  kind: 'taken',
  scar: lasting(),
  rolledHp,
  record,
});

describe('stepCairnScarsRoller', () => {
  it('keeps what is typed and chosen', () => {
    expect(after({ kind: 'hp-text', text: '4' }, { kind: 'member', memberId: 'ada' })).toEqual({
      hpText: '4',
      memberId: 'ada',
      shown: null,
    });
  });
  it('shows each scar taken under a new serial, with its record standing', () => {
    const state = after({ kind: 'hp-text', text: '1' }, taken(), taken());
    expect(state.shown?.serial).toBe(2);
    expect(state.shown?.value).toMatchObject({
      record,
      undone: false,
      undoRefused: null,
      current: true,
    });
  });
  it('puts the HP lost a d12 picked in its field, and leaves typed HP lost as typed', () => {
    expect(after(taken(true)).hpText).toBe('1');
    expect(after({ kind: 'hp-text', text: ' 1' }, taken()).hpText).toBe(' 1');
  });
  it('marks the last scar as taken with other inputs once HP lost or the member changes', () => {
    expect(after(taken(), { kind: 'hp-text', text: '2' }).shown?.value.current).toBe(false);
    expect(after(taken(), { kind: 'member', memberId: '' }).shown?.value.current).toBe(false);
  });
  it('keeps what the record’s Undo did: taken back, or why not', () => {
    const undone = after(taken(), { kind: 'undo', result: { ok: true, value: 'Record undone.' } });
    expect(undone.shown?.value.undone).toBe(true);
    const refused = after(taken(), {
      kind: 'undo',
      result: { ok: false, error: { message: 'Ada’s sheet has changed since.' } },
    });
    expect(refused.shown?.value).toMatchObject({
      undone: false,
      undoRefused: 'Ada’s sheet has changed since.',
    });
  });
  it('changes nothing on an Undo or an input before the first scar', () => {
    expect(after({ kind: 'undo', result: { ok: true, value: '' } }).shown).toBeNull();
  });
});

describe('viewCairnScarsRoller', () => {
  it('offers to take a scar once HP lost reads as a row, and says why not before', () => {
    expect(viewCairnScarsRoller(CAIRN_SCARS_ROLLER_START)).toMatchObject({
      button: 'Take this scar',
      blockedBy: 'Take this scar is off until HP lost is a whole number from 1 to 12.',
      recorded: false,
      undo: null,
    });
    expect(viewCairnScarsRoller(after({ kind: 'hp-text', text: '3' }))).toMatchObject({
      button: 'Take this scar',
      blockedBy: null,
    });
  });
  it('refuses a second record of the same roll, says why, and offers the record’s Undo', () => {
    expect(viewCairnScarsRoller(after({ kind: 'hp-text', text: '1' }, taken()))).toEqual(
      expect.objectContaining({
        button: 'Scar recorded on Ada',
        blockedBy:
          'This scar is on Ada’s sheet already; taking it again would write it twice. Change HP lost or Whose scar to take another.',
        recorded: true,
        undo: 'Undo the record on Ada',
      }),
    );
  });
  it('takes another scar once the inputs change, and keeps the Undo of the one on the sheet', () => {
    const view = viewCairnScarsRoller(
      after({ kind: 'hp-text', text: '1' }, taken(), { kind: 'hp-text', text: '2' }),
    );
    expect(view).toMatchObject({ button: 'Take this scar', blockedBy: null, recorded: false });
    expect(view.undo).toBe('Undo the record on Ada');
  });
  it('takes a scar again once its record is undone, and offers no more Undo', () => {
    const view = viewCairnScarsRoller(
      after({ kind: 'hp-text', text: '1' }, taken(), {
        kind: 'undo',
        result: { ok: true, value: '' },
      }),
    );
    expect(view).toMatchObject({ button: 'Take this scar', blockedBy: null, undo: null });
  });
  it('offers no Undo once it was refused, and the record still stands', () => {
    const view = viewCairnScarsRoller(
      after({ kind: 'hp-text', text: '1' }, taken(), {
        kind: 'undo',
        result: { ok: false, error: { message: 'changed' } },
      }),
    );
    expect(view).toMatchObject({ recorded: true, undo: null });
  });
  it('keeps a scar only read (no one chosen) from ever blocking another', () => {
    const read = after(
      { kind: 'hp-text', text: '1' },
      { kind: 'taken', scar: lasting(), rolledHp: false },
    );
    expect(viewCairnScarsRoller(read)).toMatchObject({
      blockedBy: null,
      recorded: false,
      undo: null,
    });
  });
});

describe('describeUndoneCairnScarRecord', () => {
  it('says the sheet is back as it was before the scar', () => {
    expect(describeUndoneCairnScarRecord('Ada', lasting())).toBe(
      'Record undone: Ada’s sheet is back as it was before this scar (Lasting Scar).',
    );
  });
});
