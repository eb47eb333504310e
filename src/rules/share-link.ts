/**
 * Share links for any tool: `?<param>=<version>.<base64url of the value's JSON as UTF-8>`.
 *
 * A codec is made once per kind of shared thing (a Monster, an investigator, a hireling ...)
 * with `createShareCodec`. The version prefix names the shape of the encoded data: when a shape
 * changes, encode with a new prefix and keep decoding the old ones. Decoding never evaluates
 * anything: it checks the length, the prefix and every character before decoding, requires valid
 * UTF-8 and JSON, and hands the data to the caller's validation. Every failure is an error value
 * with a sentence for the reader, and `invalid-data` names the first bad field.
 *
 * A link is made by the site, so a link that is cut short, garbled or holds data of the wrong
 * shape was damaged on its way (a messenger cut it, a hand copied it, someone edited it): the
 * sentence says that in plain words, and what exactly is wrong goes in `detail`, for whoever
 * wants it. Only a field's value the reader would recognise ("“rating” must be at most 5") is
 * said in the sentence itself.
 *
 * Pure: no DOM (TextEncoder and TextDecoder are part of the language runtime in browsers and Node).
 */
import type { FieldProblem, Result } from './result';
import { describeIssues, type IssueLike } from './plain-issues';
import { withArticle } from './words';

export type ShareLinkErrorCode =
  'empty' | 'too-long' | 'unknown-version' | 'bad-encoding' | 'invalid-json' | 'invalid-data';

export interface ShareLinkError extends FieldProblem<ShareLinkErrorCode> {
  /** What exactly is wrong, when `message` only says the link was damaged: a sentence, secondary. */
  readonly detail?: string;
}

export type ShareLinkResult<T> = Result<T, ShareLinkError>;

/** What the caller's validation says about bad data: a sentence fragment naming the field, and the field. */
export interface ShareLinkIssue {
  readonly message: string;
  readonly path?: string;
  /** False when the problem is the data's shape, not a value the reader would know (plain-issues.ts). */
  readonly fieldValue?: boolean;
}

export interface ShareCodecOptions<T> {
  /** The prefix before the dot, letters and digits only: `m1`, `h1`. */
  readonly version: string;
  /** What is shared, as the reader calls it: `Monster`, `investigator`, `LOOT sheet`. */
  readonly what: string;
  /** The same with its article, when "a"/"an" by the first letter would be wrong: `an LOOT sheet`. */
  readonly whatWithArticle?: string;
  /** Longer input is refused unread; pick it above what the largest valid value encodes to. */
  readonly maxLength: number;
  /** Validate the decoded JSON value; must not trust anything in it. */
  readonly parse: (data: unknown) => Result<T, ShareLinkIssue>;
}

export interface ShareCodec<T> {
  readonly version: string;
  readonly maxLength: number;
  /** The link parameter's value for `value` (its JSON; leave out what the receiver must not keep, such as ids). */
  encode(value: T): string;
  /** The link parameter's value back to a validated value, or an error value with a sentence. */
  decode(text: string): ShareLinkResult<T>;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUES: ReadonlyMap<string, number> = new Map(
  [...ALPHABET].map((character, index) => [character, index]),
);

/** Bytes as base64url without padding. */
export function encodeBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index] as number;
    const b = bytes[index + 1];
    const c = bytes[index + 2];
    const chunk = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += ALPHABET[(chunk >> 18) & 63];
    out += ALPHABET[(chunk >> 12) & 63];
    if (b !== undefined) out += ALPHABET[(chunk >> 6) & 63];
    if (c !== undefined) out += ALPHABET[chunk & 63];
  }
  return out;
}

/** base64url (no padding) back to bytes, or null for any character outside the alphabet or an impossible length. */
export function decodeBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let byte = 0;
  let buffer = 0;
  let bits = 0;
  for (const character of text) {
    const value = VALUES.get(character);
    if (value === undefined) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[byte] = (buffer >> bits) & 0xff;
      byte += 1;
    }
  }
  // Left-over bits must be zero, or the text was not made by an encoder.
  if ((buffer & ((1 << bits) - 1)) !== 0) return null;
  return bytes.subarray(0, byte);
}

function fail(
  code: ShareLinkErrorCode,
  message: string,
  path?: string,
  detail?: string,
): { readonly ok: false; readonly error: ShareLinkError } {
  return {
    ok: false,
    error: {
      code,
      message,
      ...(path === undefined || path === '' ? {} : { path }),
      ...(detail === undefined ? {} : { detail }),
    },
  };
}

/** A sentence of its own: capital first, one full stop. */
function sentence(words: string): string {
  const text = words.trim().replace(/\.$/, '');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** A matched encoder and validating decoder for one kind of shared value. */
export function createShareCodec<T>({
  version,
  what,
  whatWithArticle,
  maxLength,
  parse,
}: ShareCodecOptions<T>): ShareCodec<T> {
  if (!/^[A-Za-z0-9]{1,8}$/.test(version))
    throw new Error(`A share link version is 1 to 8 letters or digits, not "${version}".`);
  const prefix = `${version}.`;
  const aWhat = whatWithArticle ?? withArticle(what);
  // Said first of every link damaged on its way; `detail` says how.
  const damaged = `The shared ${what} link is incomplete or was changed after it was shared.`;

  return {
    version,
    maxLength,
    encode(value: T): string {
      return `${prefix}${encodeBase64Url(new TextEncoder().encode(JSON.stringify(value)))}`;
    },
    decode(value: string): ShareLinkResult<T> {
      const text = value.trim();
      if (text === '') return fail('empty', `The shared ${what} link is empty.`);
      if (text.length > maxLength) {
        return fail(
          'too-long',
          `The shared ${what} link is too long (${text.length.toLocaleString('en')} characters; at most ${maxLength.toLocaleString('en')}).`,
        );
      }
      if (!text.startsWith(prefix)) {
        const found = /^([A-Za-z0-9]{1,8})\./.exec(text)?.[1];
        return fail(
          'unknown-version',
          found === undefined
            ? damaged
            : `The shared ${what} link is in an unknown format ("${found}"); this site reads "${version}" links.`,
          undefined,
          found === undefined
            ? `It does not start with “${prefix}”, as every ${what} link does.`
            : undefined,
        );
      }
      const bytes = decodeBase64Url(text.slice(prefix.length));
      if (bytes === null)
        return fail(
          'bad-encoding',
          damaged,
          undefined,
          `It contains characters or a length ${aWhat} link cannot have.`,
        );
      let json: string;
      try {
        json = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        return fail('bad-encoding', damaged, undefined, 'Its contents do not read as text.');
      }
      let data: unknown;
      try {
        data = JSON.parse(json) as unknown;
      } catch {
        return fail(
          'invalid-json',
          damaged,
          undefined,
          `Its contents are cut off or garbled, so they do not describe ${aWhat}.`,
        );
      }
      const parsed = parse(data);
      if (parsed.ok) return { ok: true, value: parsed.value };
      const { message, path, fieldValue = true } = parsed.error;
      return fieldValue
        ? fail(
            'invalid-data',
            `The shared ${what} is not valid: ${message.replace(/\.$/, '')}.`,
            path,
          )
        : fail('invalid-data', damaged, path, sentence(message));
    },
  };
}

/** What `parseShareWithSchema` reads of a schema: `zod/mini` and full Zod schemas both have it. */
export interface ShareSchema<T> {
  safeParse(
    data: unknown,
  ):
    | { readonly success: true; readonly data: T }
    | { readonly success: false; readonly error: { readonly issues: readonly IssueLike[] } };
}

/**
 * A `parse` for `createShareCodec` from a Zod schema (usually the one the tool's import already
 * uses): the first issue in plain words ("Slot 4, wound should be yes or no") and its path,
 * "the <whole>" when the whole value is wrong.
 */
export function parseShareWithSchema<T>(
  schema: ShareSchema<T>,
  whole: string,
): (data: unknown) => Result<T, ShareLinkIssue> {
  return (data) => {
    const parsed = schema.safeParse(data);
    if (parsed.success) return { ok: true, value: parsed.data };
    return { ok: false, error: describeIssues(parsed.error.issues, whole, data) };
  };
}

/**
 * Where a shared value would go, which stays as it is until the reader adds the value: a noun
 * phrase as the reader calls it ("your party", "your saved list"), and whether it is plural
 * ("your screens"), since the sentences about it agree with it.
 */
export interface SharedDestination {
  readonly name: string;
  readonly plural?: boolean;
}

function unchanged({ name, plural = false }: SharedDestination): string {
  return `${name} ${plural ? 'are' : 'is'} unchanged`;
}

/** Said after a share link could not be opened: "Your party is unchanged.", "Your screens are unchanged." */
export function unchangedNote(destination: SharedDestination): string {
  const sentence = unchanged(destination);
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/** Said above a shared value not yet added: "It is not in your screens until you add it; your screens are unchanged." */
export function notYetAddedNote(destination: SharedDestination): string {
  return `It is not in ${destination.name} until you add it; ${unchanged(destination)}.`;
}
