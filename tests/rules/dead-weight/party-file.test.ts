import { describe, expect, it } from 'vitest';
import { createDwCharacter, createDwParty } from '../../../src/rules/dead-weight/character';
import {
  describeDwImport,
  dwPartyFileName,
  encodeDwPartyFile,
  readDwPartyFile,
} from '../../../src/rules/dead-weight/party-file';

describe('dwPartyFileName', () => {
  it('dates the file so exports do not overwrite each other', () => {
    expect(dwPartyFileName(new Date(2026, 2, 9))).toBe('dead-weight-party-2026-03-09.json');
  });
});

describe('readDwPartyFile', () => {
  it('reads back what encodeDwPartyFile wrote', () => {
    const party = { ...createDwParty(), characters: [createDwCharacter('c1', 'Wren')] };
    expect(readDwPartyFile(encodeDwPartyFile(party), 'party.json')).toEqual({
      ok: true,
      value: party,
    });
  });

  it('refuses an empty or foreign file, naming it', () => {
    expect(readDwPartyFile('  ', 'empty.json')).toEqual({
      ok: false,
      message: 'empty.json is empty.',
    });
    const foreign = readDwPartyFile('{"version":2}', 'bad.json');
    expect(foreign.ok ? '' : foreign.message).toMatch(/^bad\.json cannot be imported: /);
  });
});

describe('describeDwImport', () => {
  it('counts the characters added and names the file', () => {
    expect(describeDwImport(1, 'party.json')).toBe('Imported 1 character from party.json.');
    expect(describeDwImport(3, 'party.json')).toBe('Imported 3 characters from party.json.');
  });
});
