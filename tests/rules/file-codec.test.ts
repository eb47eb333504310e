import { describe, expect, it } from 'vitest';
import { createFileCodec, datedFileName } from '../../src/rules/file-codec';
import { partyCodec as codec, type Member } from './party-file-codec';

const ash: readonly Member[] = [{ id: 'm1', name: 'Ash' }];

describe('datedFileName', () => {
  it('adds the local date, padded, so exports of different days do not overwrite each other', () => {
    expect(datedFileName('locus-cast', new Date(2025, 2, 9))).toBe('locus-cast-2025-03-09.json');
    expect(datedFileName('party', new Date(2026, 11, 31, 23, 59))).toBe('party-2026-12-31.json');
  });
});

describe('createFileCodec', () => {
  it('writes the file shape as indented JSON ending in a newline', () => {
    expect(codec.encode(ash)).toBe(
      '{\n  "version": 1,\n  "members": [\n    {\n      "id": "m1",\n      "name": "Ash"\n    }\n  ]\n}\n',
    );
  });

  it('reads back what it wrote', () => {
    expect(codec.decode(codec.encode(ash), 'party.json')).toEqual({ ok: true, value: ash });
  });

  it('reads the same shape written compactly and without the final newline', () => {
    expect(codec.decode('{"version":1,"members":[{"id":"m1","name":"Ash"}]}')).toEqual({
      ok: true,
      value: ash,
    });
  });

  it('names the file and the bad field in plain words', () => {
    expect(codec.decode('{"version":1,"members":[{"id":"m1"}]}', 'party.json')).toEqual({
      ok: false,
      error: {
        code: 'invalid-data',
        message:
          '“party.json” is not a party file this site can read: Member 1: “name” is missing.',
        path: 'members[0].name',
      },
    });
  });

  it('refuses an empty file, a file with nothing in it, one too large and one not JSON', () => {
    expect(codec.decode('  \n', 'blank.json')).toEqual({
      ok: false,
      error: { code: 'empty', message: '“blank.json” is empty.' },
    });
    expect(codec.decode('{"version":1,"members":[]}', 'none.json')).toEqual({
      ok: false,
      error: { code: 'empty', message: '“none.json” is a party file with nothing in it.' },
    });
    expect(codec.decode(`"${'x'.repeat(300)}"`, 'big.json')).toEqual({
      ok: false,
      error: { code: 'too-large', message: '“big.json” is too large to be a party file.' },
    });
    expect(codec.decode('{version: 1')).toEqual({
      ok: false,
      error: {
        code: 'invalid-json',
        message: 'The file is not a party file (its text is not JSON).',
      },
    });
  });

  it('words the refusals the browser makes before decoding like its own', () => {
    expect(codec.refusal('too-large', 'big.json')).toEqual({
      code: 'too-large',
      message: '“big.json” is too large to be a party file.',
    });
    expect(codec.refusal('unreadable', 'gone.json')).toEqual({
      code: 'unreadable',
      message: '“gone.json” could not be read.',
    });
  });

  it('names the download and says what an export, an import and a replacement hold', () => {
    expect(codec.fileName(ash, new Date(2026, 2, 9))).toBe('party-2026-03-09.json');
    expect(codec.exported(ash, 'party-2026-03-09.json')).toBe(
      'Exported 1 member as “party-2026-03-09.json”.',
    );
    expect(codec.imported(ash, 'party.json')).toBe('Imported 1 member from “party.json”.');
    expect(codec.replaceQuestion(ash, [], 'the party', 'party.json')).toBe(
      '“party.json” holds 1 member (Ash). Replace the party (0 members) with it?',
    );
  });

  it('says "an" before a kind that starts with a vowel', () => {
    const investigators = createFileCodec<unknown>({
      what: 'investigators',
      maxLength: 100,
      parse: (data) => ({ ok: true, value: data }),
      fileName: () => 'i.json',
      describe: () => '',
    });
    expect(investigators.decode('nope', 'i.json')).toMatchObject({
      error: { message: '“i.json” is not an investigators file (its text is not JSON).' },
    });
  });
});

describe('a file of another kind', () => {
  it('is refused as what it is, with where it is imported, not by a field its own kind lacks', async () => {
    const { monsterFileCodec } = await import('../../src/rules/locus/monster');
    const { castFileCodec } = await import('../../src/rules/locus/cast-file');
    const { dwPartyFileCodec } = await import('../../src/rules/dead-weight/party-file');
    const cast = JSON.stringify({ version: 1, characters: [{ id: 'ada', haunt: 'the pier' }] });
    expect(monsterFileCodec.decode(cast, 'locus-cast.json')).toEqual({
      ok: false,
      error: {
        code: 'other-kind',
        message:
          '“locus-cast.json” is not a Monster list file: it is a Cast file. Import it in the Cast tracker on the Locus pages.',
      },
    });
    // Two kinds that hold a list of the same name are told apart by their entries.
    const dw = JSON.stringify({ version: 1, characters: [{ id: 'a', afflictions: [] }] });
    expect(castFileCodec.decode(dw, 'dw.json')).toMatchObject({
      error: {
        code: 'other-kind',
        message: expect.stringContaining('it is a Dead Weight party file'),
      },
    });
    const locus = JSON.stringify({ version: 1, characters: [{ id: 'a', haunt: '' }] });
    expect(dwPartyFileCodec.decode(locus, 'cast.json')).toMatchObject({
      error: { code: 'other-kind', message: expect.stringContaining('it is a Cast file') },
    });
    // A damaged file of its own kind still names the bad field.
    expect(castFileCodec.decode(locus, 'cast.json')).toMatchObject({
      error: { code: 'invalid-data' },
    });
  });

  it('is recognised by every codec of the site, each naming a kind whose words are its own', async () => {
    const codecs = [
      (await import('../../src/rules/cairn/party-file')).cairnPartyFileCodec,
      (await import('../../src/rules/dead-weight/party-file')).dwPartyFileCodec,
      (await import('../../src/rules/eldritch-instinct/investigator-file')).investigatorFileCodec,
      (await import('../../src/rules/locus/cast-file')).castFileCodec,
      (await import('../../src/rules/locus/monster')).monsterFileCodec,
      (await import('../../src/rules/loot/inventory')).lootSheetsFileCodec,
      (await import('../../src/rules/screen/codec')).screensFileCodec,
      (await import('../../src/rules/table-notes/codec')).tableFileCodec,
      (await import('../../src/rules/table-notes/codec')).marksFileCodec,
    ];
    const kinds = codecs.map((each) => each.kind);
    expect(new Set(kinds).size).toBe(codecs.length);
    expect(kinds.every((kind) => kind !== undefined)).toBe(true);
    // A Cairn party file handed to every other tool is named as one.
    const party = JSON.stringify({ version: 1, members: [{ id: 'x' }] });
    for (const other of codecs.filter((each) => each.kind !== 'cairn-party'))
      expect(other.decode(party, 'p.json')).toMatchObject({
        error: { code: 'other-kind', message: expect.stringContaining('it is a Cairn party file') },
      });
  });
});
