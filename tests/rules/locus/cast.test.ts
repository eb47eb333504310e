import { describe, expect, it } from 'vitest';
import {
  addCharacterToCast,
  createCast,
  formatIssuePath,
  LocusCastSchema,
  parseCast,
  removeCharacterFromCast,
  replaceCharacterInCast,
  serializeCast,
} from '../../../src/rules/locus/cast';
import {
  addCardToHand,
  addInjury,
  addItem,
  createCharacter,
  toggleCondition,
} from '../../../src/rules/locus/character';
import type { LocusResult } from '../../../src/rules/locus/errors';

function unwrap<T>(result: LocusResult<T>): T {
  if (!result.ok)
    throw new Error(`expected success, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

function buildCast() {
  const ada = toggleCondition(
    addInjury(
      unwrap(
        addCardToHand(unwrap(addItem(createCharacter('Ada'), { name: 'Lamp', quality: 3 })), {
          suit: 'clubs',
          rank: 'J',
        }),
      ),
      'major',
      'Rib',
    ),
    'prone',
  );
  const vera = createCharacter('Vera', { kind: 'foil' });
  return unwrap(addCharacterToCast(unwrap(addCharacterToCast(createCast(), ada)), vera));
}

function messageOf(input: unknown): string {
  const result = parseCast(input);
  if (result.ok) throw new Error('expected a refusal');
  return result.error.message;
}

describe('createCast', () => {
  it('is version 1 with no characters', () => {
    expect(createCast()).toEqual({ version: 1, characters: [] });
  });
});

describe('parseCast', () => {
  it('round-trips a full cast through JSON text and through a parsed value', () => {
    const cast = buildCast();
    expect(unwrap(parseCast(serializeCast(cast)))).toEqual(cast);
    expect(unwrap(parseCast(JSON.parse(serializeCast(cast)) as unknown))).toEqual(cast);
  });

  it('names the bad field of a character, with its place in the list', () => {
    const cast = buildCast();
    const broken = {
      ...cast,
      characters: [
        cast.characters[0],
        { ...cast.characters[1], attributes: { ...cast.characters[1]?.attributes, frailty: 7 } },
      ],
    };
    expect(parseCast(broken)).toMatchObject({
      ok: false,
      error: { code: 'invalid-data', path: 'characters[1].attributes.frailty' },
    });
    expect(messageOf(broken)).toBe('Character 2, attributes: “frailty” must be at most 5');
  });

  it('says how many more problems there are', () => {
    const cast = buildCast();
    const broken = {
      ...cast,
      characters: [{ ...cast.characters[0], willpower: -2, stress: 'panicked' }],
    };
    expect(messageOf(broken)).toBe(
      'Character 1: “willpower” must be at least 0, and 1 more problem',
    );
  });

  it('refuses garbage with a readable message instead of throwing', () => {
    expect(messageOf(null)).toBe('The cast must be a set of fields');
    expect(messageOf(42)).toBe('The cast must be a set of fields');
    expect(messageOf({})).toBe(
      'This is from a newer or unknown version of the site (no version); this site reads version 1',
    );
    expect(messageOf({ version: 1 })).toBe('The characters are missing');
    expect(messageOf({ version: 2, characters: [] })).toBe(
      'This is from a newer or unknown version of the site (version 2); this site reads version 1',
    );
    expect(messageOf({ version: 1, characters: [{ id: 'x' }] })).toMatch(
      /^Character 1: “name” is missing, and \d+ more problems$/,
    );
  });

  it('refuses text that is not JSON', () => {
    expect(parseCast('{"version": 1,')).toMatchObject({
      ok: false,
      error: { code: 'invalid-json' },
    });
    expect(messageOf('not json')).toMatch(/^The cast is not valid JSON: /);
  });

  it('refuses two characters with the same id', () => {
    const ada = createCharacter('Ada');
    expect(messageOf({ version: 1, characters: [ada, ada] })).toBe(
      'Character 2: “id” is "ada", the same as another character\'s',
    );
  });
});

describe('LocusCastSchema', () => {
  it('accepts what createCast makes', () => {
    expect(LocusCastSchema.safeParse(createCast()).success).toBe(true);
  });
});

describe('formatIssuePath', () => {
  it('writes list positions in brackets', () => {
    expect(formatIssuePath(['characters', 0, 'items', 2, 'quality'])).toBe(
      'characters[0].items[2].quality',
    );
    expect(formatIssuePath([])).toBe('');
  });
});

describe('serializeCast', () => {
  it('writes JSON text', () => {
    expect(JSON.parse(serializeCast(createCast()))).toEqual({ version: 1, characters: [] });
  });
});

describe('addCharacterToCast', () => {
  it('refuses an id already in the cast', () => {
    expect(addCharacterToCast(buildCast(), createCharacter('Ada'))).toMatchObject({
      ok: false,
      error: { code: 'duplicate-id' },
    });
  });
});

describe('replaceCharacterInCast', () => {
  it('replaces the character with the same id and refuses an unknown one', () => {
    const cast = buildCast();
    const renamed = { ...createCharacter('Ada'), name: 'Ada B.' };
    expect(
      unwrap(replaceCharacterInCast(cast, renamed)).characters.map((character) => character.name),
    ).toEqual(['Ada B.', 'Vera']);
    expect(replaceCharacterInCast(cast, createCharacter('Zed'))).toMatchObject({
      ok: false,
      error: { code: 'unknown-character' },
    });
  });
});

describe('removeCharacterFromCast', () => {
  it('removes by id and refuses an unknown id', () => {
    expect(
      unwrap(removeCharacterFromCast(buildCast(), 'ada')).characters.map(
        (character) => character.id,
      ),
    ).toEqual(['vera']);
    expect(removeCharacterFromCast(createCast(), 'ada')).toMatchObject({
      ok: false,
      error: { code: 'unknown-character' },
    });
  });
});

describe('parseCast messages', () => {
  it('calls an absent field missing', () => {
    expect(messageOf({ version: 1 })).toBe('The characters are missing');
  });
});
