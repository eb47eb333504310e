/**
 * A Monster in a link: `?monster=m1.<base64url of the Monster's JSON as UTF-8>`.
 *
 * Shape: the prefix `m1.` names the version of the encoded data (a `MonsterDraft`, see
 * monster.ts). When the Monster's shape changes, encode with a new prefix and keep decoding the
 * old ones. The checks (length, prefix, every character, UTF-8, JSON, then the schema) live in
 * the site-wide codec, ../share-link.ts; every failure is an error value with a sentence.
 */
import { createShareCodec, parseShareWithSchema, type ShareLinkResult } from '../share-link';
import { MonsterDraftSchema, monsterDraftOf, type Monster, type MonsterDraft } from './monster';

// Moved to the site-wide module; re-exported so existing imports keep working.
export {
  decodeBase64Url,
  encodeBase64Url,
  type ShareLinkError,
  type ShareLinkErrorCode,
  type ShareLinkResult,
} from '../share-link';

/** The query parameter that carries a shared Monster. */
export const MONSTER_SHARE_PARAM = 'monster';
export const MONSTER_LINK_VERSION = 'm1';

/** Longer than any valid Monster encodes to (its text fields are limited); longer input is refused unread. */
export const MAX_MONSTER_LINK_LENGTH = 40_000;

const monsterCodec = createShareCodec<MonsterDraft>({
  version: MONSTER_LINK_VERSION,
  what: 'Monster',
  maxLength: MAX_MONSTER_LINK_LENGTH,
  parse: parseShareWithSchema(MonsterDraftSchema, 'the Monster'),
});

/** The link parameter's value for a Monster (its id is left out: the receiver gives it one). */
export function encodeMonsterLink(monster: Monster | MonsterDraft): string {
  return monsterCodec.encode('id' in monster ? monsterDraftOf(monster) : monster);
}

/**
 * Read a link parameter back into a Monster, validated. Any tampering, truncation or garbage
 * gives an error value; nothing in the text is ever executed.
 */
export function decodeMonsterLink(value: string): ShareLinkResult<MonsterDraft> {
  return monsterCodec.decode(value);
}
