import { describe, expect, it } from 'vitest';
import { createDwCharacter, createDwParty } from '../../../src/rules/dead-weight/character';
import { dwPartyFileCodec } from '../../../src/rules/dead-weight/party-file';

const party = { ...createDwParty(), characters: [createDwCharacter('c1', 'Wren')] };

describe('dwPartyFileCodec', () => {
  it('names the file with the day it was exported', () => {
    expect(dwPartyFileCodec.fileName(party, new Date(2026, 2, 9))).toBe(
      'dead-weight-party-2026-03-09.json',
    );
  });

  it('reads back what it wrote', () => {
    expect(dwPartyFileCodec.decode(dwPartyFileCodec.encode(party), 'party.json')).toEqual({
      ok: true,
      value: party,
    });
  });

  it('still imports a file exported before the shared codec (indented, with a final newline)', () => {
    const old = `${JSON.stringify(party, null, 2)}\n`;
    expect(dwPartyFileCodec.decode(old, 'dead-weight-party-2025-01-01.json')).toEqual({
      ok: true,
      value: party,
    });
  });

  it('refuses an empty file, a file too large and text that is not JSON, naming the file', () => {
    expect(dwPartyFileCodec.decode('  ', 'empty.json')).toEqual({
      ok: false,
      error: { code: 'empty', message: '“empty.json” is empty.' },
    });
    expect(dwPartyFileCodec.decode(`"${'x'.repeat(1_000_000)}"`, 'big.json')).toEqual({
      ok: false,
      error: {
        code: 'too-large',
        message: '“big.json” is too large to be a Dead Weight party file.',
      },
    });
    expect(dwPartyFileCodec.decode('{"version":1,', 'cut.json')).toEqual({
      ok: false,
      error: {
        code: 'invalid-json',
        message: '“cut.json” is not a Dead Weight party file (its text is not JSON).',
      },
    });
  });

  it('names the first bad field of a foreign file', () => {
    const bad = { ...party, characters: [{ ...party.characters[0], name: 7 }] };
    const result = dwPartyFileCodec.decode(JSON.stringify(bad), 'bad.json');
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'invalid-data',
        message:
          '“bad.json” is not a Dead Weight party file this site can read: Character 1: “name” must be text.',
        path: 'characters[0].name',
      },
    });
  });

  it('counts the characters an export or an import holds', () => {
    expect(dwPartyFileCodec.imported(party, 'party.json')).toBe(
      'Imported 1 character from “party.json”.',
    );
    expect(
      dwPartyFileCodec.exported(
        { ...party, characters: [...party.characters, ...party.characters] },
        'p.json',
      ),
    ).toBe('Exported 2 characters as “p.json”.');
  });
});
