/**
 * A Monster in a link: `?monster=m1.<base64url of the Monster's JSON as UTF-8>`.
 *
 * Shape: the prefix `m1.` names the version of the encoded data (a `MonsterDraft`, see
 * monster.ts). When the Monster's shape changes, encode with a new prefix and keep decoding the
 * old ones. Decoding never evaluates anything: it checks the length, the prefix and every
 * character before decoding, requires valid UTF-8 and JSON, and validates the result with the
 * schema. Every failure is an error value with a sentence for the reader.
 */
import type { Result } from '../dice';
import { describeMonsterIssues, MonsterDraftSchema, monsterDraftOf, type Monster, type MonsterDraft } from './monster';

/** The query parameter that carries a shared Monster. */
export const MONSTER_SHARE_PARAM = 'monster';
export const MONSTER_LINK_VERSION = 'm1';
const PREFIX = `${MONSTER_LINK_VERSION}.`;

/** Longer than any valid Monster encodes to (its text fields are limited); longer input is refused unread. */
export const MAX_MONSTER_LINK_LENGTH = 40_000;

export type ShareLinkErrorCode = 'empty' | 'too-long' | 'unknown-version' | 'bad-encoding' | 'invalid-json' | 'invalid-data';

export interface ShareLinkError {
  readonly code: ShareLinkErrorCode;
  readonly message: string;
  /** The bad field, for `invalid-data`: `attributes.attack.rating`. */
  readonly path?: string;
}

export type ShareLinkResult<T> = Result<T, ShareLinkError>;

function fail(code: ShareLinkErrorCode, message: string, path?: string): { readonly ok: false; readonly error: ShareLinkError } {
  return { ok: false, error: path === undefined ? { code, message } : { code, message, path } };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUES: ReadonlyMap<string, number> = new Map([...ALPHABET].map((character, index) => [character, index]));

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

/** The link parameter's value for a Monster (its id is left out: the receiver gives it one). */
export function encodeMonsterLink(monster: Monster | MonsterDraft): string {
  const draft: MonsterDraft = 'id' in monster ? monsterDraftOf(monster) : monster;
  return `${PREFIX}${encodeBase64Url(new TextEncoder().encode(JSON.stringify(draft)))}`;
}

const LINK_IS_BROKEN = 'The shared Monster link is damaged';

/**
 * Read a link parameter back into a Monster, validated. Any tampering, truncation or garbage
 * gives an error value; nothing in the text is ever executed.
 */
export function decodeMonsterLink(value: string): ShareLinkResult<MonsterDraft> {
  const text = value.trim();
  if (text === '') return fail('empty', 'The shared Monster link is empty.');
  if (text.length > MAX_MONSTER_LINK_LENGTH) {
    return fail('too-long', `The shared Monster link is too long (${text.length.toLocaleString('en')} characters; at most ${MAX_MONSTER_LINK_LENGTH.toLocaleString('en')}).`);
  }
  if (!text.startsWith(PREFIX)) {
    const version = /^([A-Za-z0-9]{1,8})\./.exec(text)?.[1];
    return fail(
      'unknown-version',
      version === undefined
        ? `${LINK_IS_BROKEN}: it does not start with "${PREFIX}".`
        : `The shared Monster link is in an unknown format ("${version}"); this site reads "${MONSTER_LINK_VERSION}" links.`,
    );
  }
  const bytes = decodeBase64Url(text.slice(PREFIX.length));
  if (bytes === null) return fail('bad-encoding', `${LINK_IS_BROKEN}: it contains characters or a length a Monster link cannot have.`);
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail('bad-encoding', `${LINK_IS_BROKEN}: it does not decode to text.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(json) as unknown;
  } catch {
    return fail('invalid-json', `${LINK_IS_BROKEN}: its contents are not a Monster (not valid JSON).`);
  }
  const parsed = MonsterDraftSchema.safeParse(data);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = describeMonsterIssues(parsed.error, 'the Monster');
  return fail('invalid-data', `The shared Monster is not valid: ${issue.message}.`, issue.path);
}
