/**
 * The Cairn party (characters and hirelings), kept in localStorage and shared by open tabs, so the
 * combat resolver, the scars roller, the save roller and the party tracker all act on the same
 * people.
 *
 * Stored shape (key `rules-at-hand:cairn-party`): `{ version: 1, members: CairnMember[] }`
 * (src/rules/cairn/character.ts owns the schema; a new version migrates there). Unreadable
 * storage resets to an empty party with a notice, and the text is kept under `<key>:unreadable`.
 */
import {
  addCairnFatigueTo,
  CAIRN_PARTY_LIMIT,
  createCairnMember,
  parseCairnParty,
  serializeCairnParty,
  type CairnMember,
  type NewCairnMember,
} from '../../rules/cairn/character';
import { createValidatedPersistent } from '../validated-persistent';

export const CAIRN_PARTY_KEY = 'rules-at-hand:cairn-party';

const saved = createValidatedPersistent<readonly CairnMember[]>(CAIRN_PARTY_KEY, [], {
  label: 'Cairn party',
  encode: serializeCairnParty,
  parse: parseCairnParty,
});

export const $cairnParty = saved.$store;
export const $cairnPartyNotice = saved.$notice;

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'member';
}

/** A readable id from the name, numbered when taken: ids show up in field ids and saved files. */
export function newCairnMemberId(name: string, taken: readonly string[] = $cairnParty.get().map((member) => member.id)): string {
  const base = slug(name);
  let id = base;
  for (let n = 2; taken.includes(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** Adds a member with full scores and returns the new id ('' when the party is full). */
export function addCairnMember(input: NewCairnMember): string {
  const party = $cairnParty.get();
  if (party.length >= CAIRN_PARTY_LIMIT) return '';
  const id = newCairnMemberId(input.name);
  $cairnParty.set([...party, createCairnMember(id, input)]);
  return id;
}

export function updateCairnMember(id: string, change: (member: CairnMember) => CairnMember): void {
  $cairnParty.set($cairnParty.get().map((member) => (member.id === id ? { ...change(member), id } : member)));
}

export interface RemovedCairnMember {
  readonly member: CairnMember;
  readonly index: number;
}

/** Removes a member; `removeCairnMemberWithUndo` returns what undo needs. */
export function removeCairnMember(id: string): void {
  removeCairnMemberWithUndo(id);
}

export function removeCairnMemberWithUndo(id: string): RemovedCairnMember | undefined {
  const party = $cairnParty.get();
  const index = party.findIndex((member) => member.id === id);
  const member = party[index];
  if (!member) return undefined;
  $cairnParty.set(party.filter((candidate) => candidate.id !== id));
  return { member, index };
}

/** Puts a removed member back where it was, unless one with that id was added since. */
export function restoreCairnMember(removed: RemovedCairnMember): void {
  const party = $cairnParty.get();
  if (party.some((member) => member.id === removed.member.id)) return;
  const next = [...party];
  next.splice(Math.min(removed.index, next.length), 0, removed.member);
  $cairnParty.set(next);
}

/** Adds Fatigue (one by default), capped at the inventory's slots. */
export function addCairnFatigue(id: string, amount = 1): void {
  updateCairnMember(id, (member) => addCairnFatigueTo(member, amount));
}

/** Replaces the party with imported members (already validated by parseCairnParty). */
export function replaceCairnParty(members: readonly CairnMember[]): void {
  $cairnParty.set(members.slice(0, CAIRN_PARTY_LIMIT));
}
