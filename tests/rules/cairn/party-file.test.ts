import { describe, expect, it } from 'vitest';
import { createCairnMember } from '../../../src/rules/cairn/character';
import {
  cairnPartyFileCodec,
  describeCairnParty,
  describeCairnPartyCount,
} from '../../../src/rules/cairn/party-file';
import { ada as makeAda } from './members';

const ada = makeAda({ armor: 1 });
const bo = createCairnMember('bo', {
  kind: 'hireling',
  name: 'Bo',
  str: 8,
  dex: 8,
  wil: 8,
  hp: 3,
  armor: 0,
});

describe('cairnPartyFileCodec', () => {
  it('names the file with the day it was exported', () => {
    expect(cairnPartyFileCodec.fileName([ada], new Date(2026, 2, 9))).toBe(
      'cairn-party-2026-03-09.json',
    );
  });

  it('writes the saved shape and reads it back', () => {
    const text = cairnPartyFileCodec.encode([ada, bo]);
    expect(JSON.parse(text)).toEqual({ version: 1, members: [ada, bo] });
    expect(cairnPartyFileCodec.decode(text, 'party.json')).toEqual({ ok: true, value: [ada, bo] });
  });

  it('still imports a file exported before the shared codec (indented, with a final newline)', () => {
    const old = `${JSON.stringify({ version: 1, members: [ada] }, null, 2)}\n`;
    expect(cairnPartyFileCodec.decode(old, 'cairn-party-2025-01-01.json')).toEqual({
      ok: true,
      value: [ada],
    });
  });

  it('refuses an empty file, a file too large and text that is not JSON, naming the file', () => {
    expect(cairnPartyFileCodec.decode(' ', 'blank.json')).toMatchObject({
      error: { code: 'empty', message: '“blank.json” is empty.' },
    });
    expect(cairnPartyFileCodec.decode(`[${'0,'.repeat(600_000)}0]`, 'big.json')).toMatchObject({
      error: { code: 'too-large', message: '“big.json” is too large to be a Cairn party file.' },
    });
    expect(cairnPartyFileCodec.decode('{oops', 'bad.json')).toMatchObject({
      error: {
        code: 'invalid-json',
        message: '“bad.json” is not a Cairn party file (its text is not JSON).',
      },
    });
  });

  it('names a bad field in plain words, and ids two members share', () => {
    const above = { ...ada, hp: { current: 9, max: 5 } };
    const result = cairnPartyFileCodec.decode(
      JSON.stringify({ version: 1, members: [above] }),
      'bad.json',
    );
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'invalid-data',
        message:
          '“bad.json” is not a Cairn party file this site can read: Member 1: “HP” a current score is above its max.',
        path: 'members[0].hp',
      },
    });
    expect(
      cairnPartyFileCodec.decode(cairnPartyFileCodec.encode([ada, ada]), 'twice.json'),
    ).toEqual({
      ok: false,
      error: {
        code: 'invalid-data',
        message:
          '“twice.json” is not a Cairn party file this site can read: two members share the id "ada".',
      },
    });
  });

  it('asks before replacing, naming who the file holds', () => {
    expect(cairnPartyFileCodec.replaceQuestion([ada, bo], [], 'the party', 'party.json')).toBe(
      '“party.json” holds 1 character and 1 hireling (Ada, Bo). Replace the party (nobody) with it?',
    );
  });
});

describe('describeCairnParty', () => {
  it('counts characters and hirelings, or says nobody', () => {
    expect(describeCairnParty([ada, ada, bo])).toBe('2 characters and 1 hireling');
    expect(describeCairnParty([])).toBe('nobody');
  });
});

describe('describeCairnPartyCount', () => {
  it('says who is in the party as a sentence', () => {
    expect(describeCairnPartyCount([])).toBe('Nobody in the party.');
    expect(describeCairnPartyCount([ada, bo])).toBe('1 character and 1 hireling in the party.');
  });
});
