import { describe, expect, it } from 'vitest';
import { encodeBase64Url } from '../../../src/rules/share-link';
import {
  changeDwAttribute,
  createDwCharacter,
  decodeDwCharacterLink,
  DW_NOTES_MAX,
  encodeDwCharacterLink,
  MAX_DW_CHARACTER_LINK_LENGTH,
  type DwCharacter,
} from '../../../src/rules/dead-weight/character';

function buildCharacter(): DwCharacter {
  const base = changeDwAttribute(createDwCharacter('c1', 'Wren of the Marsh'), 'str', {
    score: 4,
    fatigue: 1,
  });
  return {
    ...base,
    afflictions: ['Bleeding', 'Cursed'],
    insight: 3,
    insightSpent: 1,
    notes: 'Skill: rope-work.\nTrauma: “the well”.',
  };
}

function forge(data: unknown): string {
  return `d1.${encodeBase64Url(new TextEncoder().encode(JSON.stringify(data)))}`;
}

describe('Dead Weight character share links', () => {
  it('round-trip a character with attributes, afflictions, insight and notes', () => {
    const character = buildCharacter();
    const link = encodeDwCharacterLink(character);
    expect(link).toMatch(/^d1\.[A-Za-z0-9_-]+$/);
    expect(decodeDwCharacterLink(link)).toEqual({ ok: true, value: character });
  });

  it('refuse a character the party import would refuse, naming the field', () => {
    const character = buildCharacter();
    expect(decodeDwCharacterLink(forge({ ...character, insightSpent: 5 }))).toEqual({
      ok: false,
      error: {
        code: 'invalid-data',
        message:
          'The shared character is not valid: The insight spent is more than the insight received.',
        path: 'insightSpent',
      },
    });
    expect(decodeDwCharacterLink(forge({ ...character, afflictions: ['Sunburnt'] }))).toMatchObject(
      { ok: false, error: { code: 'invalid-data', path: 'afflictions[0]' } },
    );
  });

  it('refuse tampered, truncated and oversized links', () => {
    const link = encodeDwCharacterLink(buildCharacter());
    expect(decodeDwCharacterLink(`${link.slice(0, 12)}%${link.slice(13)}`)).toMatchObject({
      ok: false,
      error: { code: 'bad-encoding' },
    });
    for (let end = 0; end < link.length; end += 7)
      expect(decodeDwCharacterLink(link.slice(0, end)).ok).toBe(false);
    expect(decodeDwCharacterLink(`d1.${'A'.repeat(MAX_DW_CHARACTER_LINK_LENGTH)}`)).toMatchObject({
      ok: false,
      error: { code: 'too-long' },
    });
  });

  it('fit the fullest character the schema allows within the length limit', () => {
    const character = {
      ...buildCharacter(),
      name: '\u0001'.repeat(80),
      notes: '\u0001'.repeat(DW_NOTES_MAX),
    };
    expect(encodeDwCharacterLink(character).length).toBeLessThanOrEqual(
      MAX_DW_CHARACTER_LINK_LENGTH,
    );
  });
});
