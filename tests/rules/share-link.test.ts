import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  createShareCodec,
  decodeBase64Url,
  encodeBase64Url,
  notYetAddedNote,
  parseShareWithSchema,
  unchangedNote,
} from '../../src/rules/share-link';
import {
  decodeBase64Url as locusDecode,
  encodeBase64Url as locusEncode,
} from '../../src/rules/locus/share-link';

const NoteSchema = z.object({
  title: z.string().min(1, 'a title is required').max(40, 'at most 40 characters'),
  tags: z
    .array(z.object({ label: z.string(), weight: z.number().int().min(1, 'expected at least 1') }))
    .max(5),
});
type Note = z.infer<typeof NoteSchema>;

const codec = createShareCodec<Note>({
  version: 'n1',
  what: 'note',
  maxLength: 1_000,
  parse: parseShareWithSchema(NoteSchema, 'the note'),
});
const anItem = createShareCodec<Note>({
  version: 'n1',
  what: 'item',
  maxLength: 1_000,
  parse: parseShareWithSchema(NoteSchema, 'the item'),
});

const note: Note = { title: 'Ça va — “quoted” 🎲 <b>', tags: [{ label: 'a&b=c?d#e', weight: 2 }] };

function encodeText(text: string, version = 'n1'): string {
  return `${version}.${encodeBase64Url(new TextEncoder().encode(text))}`;
}

describe('base64url helpers', () => {
  it('are the same functions the Locus module still exports', () => {
    expect(locusEncode).toBe(encodeBase64Url);
    expect(locusDecode).toBe(decodeBase64Url);
  });

  it('round-trip every length of bytes using only URL-safe characters', () => {
    for (let length = 0; length < 20; length += 1) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 31 + 7) % 256);
      const text = encodeBase64Url(bytes);
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(decodeBase64Url(text)).toEqual(bytes);
    }
  });
});

describe('createShareCodec', () => {
  it('round-trips a value with any text in it, also through a URL query string', () => {
    const link = codec.encode(note);
    expect(link).toMatch(/^n1\.[A-Za-z0-9_-]+$/);
    const url = new URL('https://example.org/base/loot/inventory/');
    url.searchParams.set('note', link);
    expect(codec.decode(new URL(url.href).searchParams.get('note') ?? '')).toEqual({
      ok: true,
      value: note,
    });
  });

  it('refuses an empty link with a sentence', () => {
    expect(codec.decode('   ')).toEqual({
      ok: false,
      error: { code: 'empty', message: 'The shared note link is empty.' },
    });
  });

  it('refuses a link longer than the limit before reading it', () => {
    const result = codec.decode(`n1.${'A'.repeat(1_200)}`);
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'too-long',
        message: 'The shared note link is too long (1,203 characters; at most 1,000).',
      },
    });
  });

  it('refuses an unknown version and text without any version', () => {
    const body = codec.encode(note).slice(3);
    expect(codec.decode(`n2.${body}`)).toEqual({
      ok: false,
      error: {
        code: 'unknown-version',
        message: 'The shared note link is in an unknown format ("n2"); this site reads "n1" links.',
      },
    });
    expect(codec.decode(body)).toEqual({
      ok: false,
      error: {
        code: 'unknown-version',
        message: 'The shared note link is incomplete or was changed after it was shared.',
        detail: 'It does not start with “n1.”, as every note link does.',
      },
    });
  });

  it('refuses tampered characters, with the right article for the thing shared', () => {
    const link = codec.encode(note);
    const tampered = `${link.slice(0, 8)}!${link.slice(9)}`;
    expect(codec.decode(tampered)).toEqual({
      ok: false,
      error: {
        code: 'bad-encoding',
        message: 'The shared note link is incomplete or was changed after it was shared.',
        detail: 'It contains characters or a length a note link cannot have.',
      },
    });
    const item = anItem.decode(`${anItem.encode(note)}=`);
    expect(!item.ok && item.error.detail).toBe(
      'It contains characters or a length an item link cannot have.',
    );
  });

  it('refuses every truncation of a link', () => {
    const link = codec.encode(note);
    for (let end = 0; end < link.length; end += 1)
      expect(codec.decode(link.slice(0, end)).ok).toBe(false);
  });

  it('refuses bytes that are not UTF-8 text', () => {
    expect(
      codec.decode(`n1.${encodeBase64Url(Uint8Array.from([0xff, 0xfe, 0x7b]))}`),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'bad-encoding',
        message: 'The shared note link is incomplete or was changed after it was shared.',
        detail: 'Its contents do not read as text.',
      },
    });
  });

  it('refuses garbage that decodes to text but not to JSON', () => {
    expect(codec.decode(encodeText('alert(1)'))).toEqual({
      ok: false,
      error: {
        code: 'invalid-json',
        message: 'The shared note link is incomplete or was changed after it was shared.',
        detail: 'Its contents are cut off or garbled, so they do not describe a note.',
      },
    });
  });

  it('refuses valid JSON that fails validation, naming the field and its path', () => {
    const forged = { ...note, tags: [{ label: 'x', weight: 0 }] };
    expect(codec.decode(encodeText(JSON.stringify(forged)))).toEqual({
      ok: false,
      error: {
        code: 'invalid-data',
        message: 'The shared note is not valid: Tag 1: “weight” must be at least 1.',
        path: 'tags[0].weight',
      },
    });
    const missing = codec.decode(encodeText('{"tags":[]}'));
    expect(!missing.ok && missing.error).toEqual({
      code: 'invalid-data',
      message: 'The shared note link is incomplete or was changed after it was shared.',
      path: 'title',
      detail: 'The title is missing.',
    });
    const whole = codec.decode(encodeText('[]'));
    expect(!whole.ok && whole.error).toEqual({
      code: 'invalid-data',
      message: 'The shared note link is incomplete or was changed after it was shared.',
      detail: 'The note must be a set of fields.',
    });
  });

  it('says a link whose data has the wrong shape was changed, in plain words first, with the detail apart', () => {
    // A list cut short, an entry of the wrong kind: only a damaged or edited link has them.
    for (const forged of [{ title: 'x', tags: 'none' }, { title: 'x', tags: [7] }, { tags: [] }]) {
      const result = codec.decode(encodeText(JSON.stringify(forged)));
      expect(!result.ok && result.error.message).toBe(
        'The shared note link is incomplete or was changed after it was shared.',
      );
      expect(!result.ok && result.error.detail).toMatch(/^[A-Z].*\.$/);
      expect(!result.ok && result.error.message).not.toMatch(/JSON|entries|allowed values|“/);
    }
  });

  it('counts the further problems after the first one', () => {
    const result = codec.decode(encodeText(JSON.stringify({ title: '', tags: 'none' })));
    expect(!result.ok && result.error.message).toBe(
      'The shared note is not valid: The title is empty, and 1 more problem.',
    );
  });

  it('refuses a version that is not 1-8 letters or digits when the codec is made', () => {
    expect(() =>
      createShareCodec({
        version: 'n.1',
        what: 'note',
        maxLength: 10,
        parse: parseShareWithSchema(NoteSchema, 'the note'),
      }),
    ).toThrow(/1 to 8 letters or digits/);
  });
});

describe('unchangedNote', () => {
  it('says a single place is unchanged, capitalised as a sentence', () => {
    expect(unchangedNote({ name: 'your party' })).toBe('Your party is unchanged.');
  });

  it('says plural places are unchanged, with the verb agreeing', () => {
    expect(unchangedNote({ name: 'your screens', plural: true })).toBe(
      'Your screens are unchanged.',
    );
  });
});

describe('notYetAddedNote', () => {
  it('says where the shared value is not yet, with the verb agreeing', () => {
    expect(notYetAddedNote({ name: 'your Monster list' })).toBe(
      'It is not in your Monster list until you add it; your Monster list is unchanged.',
    );
    expect(notYetAddedNote({ name: 'your screens', plural: true })).toBe(
      'It is not in your screens until you add it; your screens are unchanged.',
    );
  });
});
