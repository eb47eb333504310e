import { describe, expect, it } from 'vitest';
import {
  addInjury,
  castFileCodec,
  createCast,
  createCharacter,
  describeCast,
  type LocusCast,
} from '../../../src/rules/locus';

const ada = addInjury(
  { ...createCharacter('Ada', { id: 'ada' }), virtueSuit: 'hearts' },
  'major',
  'Broken arm',
);
const cast: LocusCast = {
  ...createCast(),
  characters: [ada, createCharacter('The Warden', { id: 'warden', kind: 'foil' })],
};

describe('castFileCodec', () => {
  it('names the file with the day it was exported', () => {
    expect(castFileCodec.fileName(cast, new Date(2025, 2, 9))).toBe('locus-cast-2025-03-09.json');
  });

  it('reads back exactly the Cast it wrote', () => {
    expect(castFileCodec.decode(castFileCodec.encode(cast), 'locus-cast.json')).toEqual({
      ok: true,
      value: cast,
    });
  });

  it('still imports a file exported before the shared codec (indented, with a final newline)', () => {
    const old = `${JSON.stringify(cast, null, 2)}\n`;
    expect(castFileCodec.decode(old, 'locus-cast-2025-01-01.json')).toEqual({
      ok: true,
      value: cast,
    });
  });

  it('refuses an empty file, a file too large and text that is not JSON, naming the file', () => {
    expect(castFileCodec.decode('  \n', 'empty.json')).toEqual({
      ok: false,
      error: { code: 'empty', message: '“empty.json” is empty.' },
    });
    expect(castFileCodec.decode(`"${'x'.repeat(2_000_000)}"`, 'big.json')).toEqual({
      ok: false,
      error: { code: 'too-large', message: '“big.json” is too large to be a Cast file.' },
    });
    expect(castFileCodec.decode('{"version":1,', 'notes.json')).toEqual({
      ok: false,
      error: {
        code: 'invalid-json',
        message: '“notes.json” is not a Cast file (its text is not JSON).',
      },
    });
  });

  it('refuses a bad field, naming it in plain words', () => {
    const bad = JSON.parse(castFileCodec.encode(cast)) as {
      characters: { attributes: Record<string, number> }[];
    };
    bad.characters[0]!.attributes['frailty'] = 9;
    expect(castFileCodec.decode(JSON.stringify(bad), 'cast.json')).toEqual({
      ok: false,
      error: {
        code: 'invalid-data',
        message:
          '“cast.json” is not a Cast file this site can read: Character 1, attributes: “frailty” must be at most 5.',
        path: 'characters[0].attributes.frailty',
      },
    });
  });

  it('asks before replacing, naming who the file holds and what it would replace', () => {
    expect(castFileCodec.replaceQuestion(cast, createCast(), 'the Cast', 'cast.json')).toBe(
      '“cast.json” holds 1 Character and 1 Foil (Ada, The Warden). Replace the Cast (nobody) with it?',
    );
    expect(castFileCodec.replaceQuestion(createCast(), cast, 'the Cast', 'empty.json')).toBe(
      '“empty.json” holds nobody. Replace the Cast (1 Character and 1 Foil) with it?',
    );
  });
});

describe('describeCast', () => {
  it('counts Characters and Foils', () => {
    expect(describeCast(cast)).toBe('1 Character and 1 Foil');
    expect(describeCast({ characters: [ada, ada] })).toBe('2 Characters');
    expect(describeCast(createCast())).toBe('nobody');
  });
});
