import { describe, expect, it } from 'vitest';
import {
  addInfliction,
  createMonsterDraft,
  setMonsterAttribute,
  withMonsterId,
  type MonsterDraft,
} from '../../../src/rules/locus/monster';
import {
  decodeBase64Url,
  decodeMonsterLink,
  encodeBase64Url,
  encodeMonsterLink,
  MAX_MONSTER_LINK_LENGTH,
  MONSTER_LINK_VERSION,
} from '../../../src/rules/locus/share-link';

function buildDraft(): MonsterDraft {
  let draft = createMonsterDraft({
    name: 'Ça chante — “the Choir” 🎶',
    vice: 'Envy',
    description: 'Forked tongues whisper betrayal.\nLine two <script>alert(1)</script>',
  });
  draft = setMonsterAttribute(draft, 'attack', { rating: 1, descriptor: 'Acid' });
  draft = setMonsterAttribute(draft, 'chase', { rating: null, descriptor: 'Stationary' });
  const added = addInfliction(draft, {
    descriptor: 'Spores',
    attribute: 'frailty',
    condition: 'nauseated',
    difficulty: 'hard',
  });
  if (!added.ok) throw new Error(added.error.message);
  return added.value;
}

function encodeText(text: string): string {
  return `${MONSTER_LINK_VERSION}.${encodeBase64Url(new TextEncoder().encode(text))}`;
}

describe('encodeBase64Url and decodeBase64Url', () => {
  it('round-trips every length of bytes without padding, using only URL-safe characters', () => {
    for (let length = 0; length < 40; length += 1) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 97 + 251) % 256);
      const text = encodeBase64Url(bytes);
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(decodeBase64Url(text)).toEqual(bytes);
    }
  });

  it('matches the standard base64url alphabet', () => {
    expect(encodeBase64Url(Uint8Array.from([0xfb, 0xff, 0xbf]))).toBe('-_-_');
    expect(encodeBase64Url(new TextEncoder().encode('Man'))).toBe('TWFu');
  });

  it('refuses foreign characters, impossible lengths and non-zero left-over bits', () => {
    expect(decodeBase64Url('TWF+')).toBeNull();
    expect(decodeBase64Url('TWF=')).toBeNull();
    expect(decodeBase64Url('TWFuT')).toBeNull();
    expect(decodeBase64Url('TWH')).toBeNull();
  });
});

describe('encodeMonsterLink', () => {
  it('starts with the version and leaves the id out', () => {
    const link = encodeMonsterLink(withMonsterId(buildDraft(), []));
    expect(link.startsWith('m1.')).toBe(true);
    expect(link).toMatch(/^m1\.[A-Za-z0-9_-]+$/);
    const decoded = decodeMonsterLink(link);
    expect(decoded.ok && 'id' in decoded.value).toBe(false);
  });
});

describe('decodeMonsterLink', () => {
  it('round-trips a Monster with any text in it, unchanged', () => {
    const draft = buildDraft();
    expect(decodeMonsterLink(encodeMonsterLink(draft))).toEqual({ ok: true, value: draft });
  });

  it('round-trips through a URL query string', () => {
    const draft = buildDraft();
    const url = new URL('https://example.org/locus/haunts-and-monsters/');
    url.searchParams.set('monster', encodeMonsterLink(draft));
    expect(decodeMonsterLink(new URL(url.href).searchParams.get('monster') ?? '')).toEqual({
      ok: true,
      value: draft,
    });
  });

  it('refuses an empty link', () => {
    expect(decodeMonsterLink('  ')).toMatchObject({ ok: false, error: { code: 'empty' } });
  });

  it('refuses bad base64 without decoding it', () => {
    const link = encodeMonsterLink(buildDraft());
    for (const bad of [
      `${link.slice(0, 20)}!${link.slice(21)}`,
      `${link}=`,
      'm1.%%%',
      'm1.a b',
      'm1.TWFuT',
    ]) {
      expect(decodeMonsterLink(bad)).toMatchObject({ ok: false, error: { code: 'bad-encoding' } });
    }
  });

  it('refuses a truncated or extended link', () => {
    const link = encodeMonsterLink(buildDraft());
    for (const bad of [
      link.slice(0, -1),
      link.slice(0, -2),
      link.slice(0, link.length / 2),
      `${link}A`,
      `${link}AA`,
    ]) {
      expect(decodeMonsterLink(bad).ok).toBe(false);
    }
  });

  it('refuses bytes that are not UTF-8 text', () => {
    expect(
      decodeMonsterLink(`m1.${encodeBase64Url(Uint8Array.from([0xff, 0xfe, 0x7b]))}`),
    ).toMatchObject({ ok: false, error: { code: 'bad-encoding' } });
  });

  it('refuses a wrong or missing version', () => {
    const body = encodeMonsterLink(buildDraft()).slice(3);
    const wrong = decodeMonsterLink(`m2.${body}`);
    expect(wrong).toMatchObject({ ok: false, error: { code: 'unknown-version' } });
    expect(!wrong.ok && wrong.error.message).toBe(
      'The shared Monster link is in an unknown format ("m2"); this site reads "m1" links.',
    );
    expect(decodeMonsterLink(body)).toMatchObject({
      ok: false,
      error: { code: 'unknown-version' },
    });
  });

  it('refuses text that is not JSON', () => {
    expect(decodeMonsterLink(encodeText('alert(1)'))).toMatchObject({
      ok: false,
      error: { code: 'invalid-json' },
    });
    expect(decodeMonsterLink(encodeText('{"name":'))).toMatchObject({
      ok: false,
      error: { code: 'invalid-json' },
    });
  });

  it('refuses valid JSON that fails the schema, naming the field', () => {
    const draft = buildDraft();
    const tampered = {
      ...draft,
      attributes: { ...draft.attributes, attack: { rating: 0, descriptor: 'Acid' } },
    };
    const result = decodeMonsterLink(encodeText(JSON.stringify(tampered)));
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'invalid-data',
        message:
          'The shared Monster is not valid: Attributes, attack: “rating” must be at least 1.',
        path: 'attributes.attack.rating',
      },
    });
    for (const json of [
      'null',
      '[]',
      '42',
      '"m1"',
      '{}',
      JSON.stringify({ ...draft, deathsDoorSegments: '9' }),
      JSON.stringify({ ...draft, description: 'x'.repeat(2001) }),
    ]) {
      expect(decodeMonsterLink(encodeText(json))).toMatchObject({
        ok: false,
        error: { code: 'invalid-data' },
      });
    }
  });

  it('drops unknown keys instead of keeping them, including __proto__', () => {
    const draft = buildDraft();
    const json = JSON.stringify(draft).replace(
      /^\{/,
      '{"__proto__":{"polluted":true},"extra":"x",',
    );
    const result = decodeMonsterLink(encodeText(json));
    expect(result).toEqual({ ok: true, value: draft });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('refuses huge input before reading it', () => {
    const huge = `m1.${'A'.repeat(MAX_MONSTER_LINK_LENGTH)}`;
    expect(decodeMonsterLink(huge)).toMatchObject({ ok: false, error: { code: 'too-long' } });
    expect(decodeMonsterLink('m1.' + 'A'.repeat(5_000_000))).toMatchObject({
      ok: false,
      error: { code: 'too-long' },
    });
  });

  it('encodes the largest valid Monster within the length limit', () => {
    let draft = createMonsterDraft({
      name: '😱'.repeat(50),
      character: '界'.repeat(100),
      haunt: '界'.repeat(300),
      vice: '界'.repeat(60),
      description: '界'.repeat(2000),
      weakness: '界'.repeat(300),
      behaviour: '界'.repeat(300),
    });
    for (const attribute of ['attack', 'chase', 'search', 'resist'] as const)
      draft = setMonsterAttribute(draft, attribute, { rating: 1, descriptor: '界'.repeat(200) });
    for (let index = 0; index < 12; index += 1) {
      const added = addInfliction(draft, { descriptor: '界'.repeat(200) });
      if (added.ok) draft = added.value;
    }
    const link = encodeMonsterLink(draft);
    expect(link.length).toBeLessThanOrEqual(MAX_MONSTER_LINK_LENGTH);
    expect(decodeMonsterLink(link)).toEqual({ ok: true, value: draft });
  });
});
