import { describe, expect, it } from 'vitest';
import { addInjury, createCast, createCharacter, type LocusCast } from '../../../src/rules/locus';
import {
  castFileName,
  castImportQuestion,
  describeCast,
  encodeCastFile,
  readCastFile,
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

describe('castFileName', () => {
  it('dates the file name', () => {
    expect(castFileName(new Date(2025, 2, 9))).toBe('locus-cast-2025-03-09.json');
  });
});

describe('encodeCastFile and readCastFile', () => {
  it('read back exactly the Cast they wrote', () => {
    const read = readCastFile(encodeCastFile(cast), 'locus-cast.json');
    expect(read).toEqual({ ok: true, value: cast });
  });

  it('refuse a file that is not JSON, naming the file', () => {
    const read = readCastFile('{"version":1,', 'notes.json');
    expect(read.ok).toBe(false);
    if (!read.ok)
      expect(read.error.message).toMatch(
        /^notes\.json cannot be imported\. The cast is not valid JSON/,
      );
  });

  it('refuse an empty file', () => {
    expect(readCastFile('  \n', 'empty.json')).toEqual({
      ok: false,
      error: { code: 'invalid-json', message: 'empty.json is empty.' },
    });
  });

  it('refuse a bad field, naming it', () => {
    const bad = JSON.parse(encodeCastFile(cast)) as {
      characters: { attributes: Record<string, number> }[];
    };
    bad.characters[0]!.attributes['frailty'] = 9;
    const read = readCastFile(JSON.stringify(bad), 'cast.json');
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.error.message).toContain('cast.json cannot be imported.');
      expect(read.error.message).toContain('Character 1, attributes: “frailty” must be at most 5');
    }
  });
});

describe('describeCast', () => {
  it('counts Characters and Foils', () => {
    expect(describeCast(cast)).toBe('1 Character and 1 Foil');
    expect(describeCast({ characters: [ada, ada] })).toBe('2 Characters');
    expect(describeCast(createCast())).toBe('nobody');
  });
});

describe('castImportQuestion', () => {
  it('names who the file holds and what it would replace', () => {
    expect(castImportQuestion('cast.json', cast, createCast())).toBe(
      'cast.json holds 1 Character and 1 Foil (Ada, The Warden). Replace the current Cast (nobody) with it?',
    );
    expect(castImportQuestion('empty.json', createCast(), cast)).toBe(
      'empty.json holds nobody. Replace the current Cast (1 Character and 1 Foil) with it?',
    );
  });
});
