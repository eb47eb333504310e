import { describe, expect, it } from 'vitest';
import {
  describeCairnGroupSaveRoll,
  isCairnGroupSaveStale,
  readCairnGroupSave,
} from '../../../src/rules/cairn/group-save';
import { ada } from './members';

const bram = { ...ada({ name: 'Bram', dex: 6 }), id: 'bram' };
const party = [ada(), bram];

describe('readCairnGroupSave', () => {
  it('reads one typed saver, named by its place, and logs a single save', () => {
    const reading = readCairnGroupSave([{ memberId: '', text: '12' }], party, 'dex');
    expect(reading.group).toBe(false);
    expect(reading.picked).toMatchObject({ name: 'Saver 1', label: 'Saver 1 (DEX 12)' });
    expect(reading.input).toEqual({ attribute: 'dex', score: 12 });
  });

  it('takes a member’s current attribute and picks the lowest of a group, logging every score', () => {
    const reading = readCairnGroupSave(
      [
        { memberId: 'ada', text: '' },
        { memberId: 'bram', text: '' },
        { memberId: '', text: '8' },
      ],
      party,
      'dex',
    );
    expect(reading.group).toBe(true);
    expect(reading.picked).toMatchObject({ name: 'Bram', label: 'Bram (DEX 6)', attribute: 6 });
    expect(reading.input).toEqual({ attribute: 'dex', score: 6, lowestOf: [9, 6, 8] });
    expect(reading.signature).toBe('Ada (DEX 9)=9 Bram (DEX 6)=6 Saver 3 (DEX 8)=8');
  });

  it('picks no one while a typed attribute cannot be read, and says why at its field', () => {
    const reading = readCairnGroupSave(
      [
        { memberId: 'ada', text: '' },
        { memberId: '', text: '21' },
      ],
      party,
      'str',
    );
    expect(reading.picked).toBeNull();
    expect(reading.input).toBeNull();
    expect(reading.savers[1]).toMatchObject({ label: 'Saver 2', attribute: null });
    expect(reading.savers[1]!.error).toBe('The attribute must be at most 20.');
  });

  it('says why the Roll button is off while no one can roll, and nothing once someone can', () => {
    const off = readCairnGroupSave([{ memberId: '', text: '' }], party, 'wil');
    expect(off.blockedBy).toBe(
      'Roll is off until every saver’s WIL is a whole number from 1 to 20.',
    );
    expect(readCairnGroupSave([{ memberId: 'ada', text: '' }], party, 'wil').blockedBy).toBeNull();
  });
});

describe('isCairnGroupSaveStale', () => {
  const savers = [{ memberId: 'ada', text: '' }];

  it('keeps a save rolled for the same savers, and one not rolled yet, current', () => {
    const reading = readCairnGroupSave(savers, party, 'str');
    expect(isCairnGroupSaveStale(reading, reading.signature)).toBe(false);
    expect(isCairnGroupSaveStale(reading)).toBe(false);
  });

  it('marks it stale once the savers changed, or while no one can roll', () => {
    const rolledFor = readCairnGroupSave(savers, party, 'str').signature;
    expect(isCairnGroupSaveStale(readCairnGroupSave(savers, party, 'dex'), rolledFor)).toBe(true);
    const off = readCairnGroupSave([{ memberId: '', text: '' }], party, 'str');
    expect(isCairnGroupSaveStale(off)).toBe(true);
  });
});

describe('describeCairnGroupSaveRoll', () => {
  it('names who saved for the group and why the roll passed', () => {
    const reading = readCairnGroupSave(
      [
        { memberId: 'ada', text: '' },
        { memberId: 'bram', text: '' },
      ],
      party,
      'dex',
    );
    expect(
      describeCairnGroupSaveRoll({ roll: 5, attribute: 6, passed: true }, reading, 'dex'),
    ).toEqual({
      verdict: 'Passed.',
      sentence:
        'Bram (DEX 6) saves for the group, as the most at risk (lowest DEX). Rolled 5 against DEX 6: 5 is equal to or under 6.',
    });
  });

  it('says only the roll for a single saver', () => {
    const reading = readCairnGroupSave([{ memberId: '', text: '10' }], party, 'str');
    expect(
      describeCairnGroupSaveRoll({ roll: 20, attribute: 10, passed: false }, reading, 'str'),
    ).toEqual({ verdict: 'Failed.', sentence: 'Rolled 20 against STR 10: a 20 always fails.' });
  });
});
