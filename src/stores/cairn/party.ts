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
  cairnFatigueRoom,
  createCairnMember,
  restCairnMember,
  setCairnScorePart,
  type CairnRest,
  type CairnScoreKey,
  type CairnScorePart,
  parseCairnParty,
  serializeCairnParty,
  type CairnMember,
  type NewCairnMember,
} from '../../rules/cairn/character';
import { applyCairnAttackToMember, type CairnAttackResult } from '../../rules/cairn/attack';
import {
  cairnHirelingMember,
  parseCairnHirelingName,
  type CairnHireling,
} from '../../rules/cairn/hirelings';
import {
  applyCairnScarEffects,
  dropCairnScar,
  recordCairnScar,
  type CairnScar,
  type CairnScarEffect,
} from '../../rules/cairn/scars';
import type { NameProblem } from '../../rules/name-text';
import { fail, succeed, type Problem, type Result } from '../../rules/result';
import { createRoster, savedAsList, type Changed } from '../roster';
import { slugOf } from '../../rules/slug';

export const CAIRN_PARTY_KEY = 'rules-at-hand:cairn-party';

/** The party roster: add, update, remove, restore (undo) and importItems act on it. */
export const cairnPartyRoster = createRoster<CairnMember, readonly CairnMember[]>({
  key: CAIRN_PARTY_KEY,
  label: 'Cairn party',
  itemsLabel: 'members',
  empty: [],
  encode: serializeCairnParty,
  parse: parseCairnParty,
  ...savedAsList,
  max: CAIRN_PARTY_LIMIT,
  idPrefix: 'member-',
  reId: (member, taken) => ({ ...member, id: newCairnMemberId(member.name, taken) }),
});

export const $cairnParty = cairnPartyRoster.$store;
export const $cairnPartyNotice = cairnPartyRoster.$notice;

/** A readable id from the name, numbered when taken: ids show up in field ids and saved files. */
export function newCairnMemberId(
  name: string,
  taken: readonly string[] = $cairnParty.get().map((member) => member.id),
): string {
  const base = slugOf(name, 'member', 40);
  let id = base;
  for (let n = 2; taken.includes(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** Adds a member with full scores and returns the new id ('' when the party is full). */
export function addCairnMember(input: NewCairnMember): string {
  const id = newCairnMemberId(input.name);
  return cairnPartyRoster.add(createCairnMember(id, input)) ? id : '';
}

/** Adds a member from the party tracker's form: what the form says then, or why not (the party is full). */
export function joinCairnParty(
  input: NewCairnMember,
): Result<string, { readonly message: string }> {
  return addCairnMember(input) === ''
    ? fail({ message: `The party is full (${CAIRN_PARTY_LIMIT}); remove someone first.` })
    : succeed(`Added ${input.name}.`);
}

/**
 * Adds a rolled hireling to the party under the name typed: what the generator says then (added,
 * or the party is full), or why the name cannot be read, for its field.
 */
export function addCairnHireling(
  nameText: string,
  hireling: CairnHireling,
): Result<string, Problem<NameProblem>> {
  const name = parseCairnHirelingName(nameText);
  if (!name.ok) return name;
  return succeed(
    addCairnMember(cairnHirelingMember(name.value, hireling))
      ? `Added ${name.value} to the party as a hireling (${$cairnParty.get().length} in the party).`
      : 'The party is full: remove someone in the party tracker first.',
  );
}

/** Adds Fatigue (one by default), capped at the inventory's slots. */
export function addCairnFatigue(id: string, amount = 1): void {
  cairnPartyRoster.update(id, (member) => addCairnFatigueTo(member, amount));
}

/**
 * Writes a scar taken on the member's sheet, with its immediate effects (`recordCairnScar`), and
 * returns what it changed, for the record's Undo (undefined for no such member).
 */
export function recordCairnScarOn(id: string, scar: CairnScar): Changed<CairnMember> | undefined {
  return cairnPartyRoster.track(id, () =>
    cairnPartyRoster.update(id, (member) => recordCairnScar(member, scar)),
  );
}

/** Applies a scar's later effects (after rest, once mended...) to the member, when that moment comes. */
export function applyCairnScarLater(id: string, effects: readonly CairnScarEffect[]): void {
  cairnPartyRoster.update(id, (member) => applyCairnScarEffects(member, effects));
}

/** The member found by id, for an action that words what it did to them. */
function memberById(id: string): CairnMember | undefined {
  return $cairnParty.get().find((member) => member.id === id);
}

/**
 * One more Fatigue in a free inventory slot: what happened, or why not (no free slot, so an item
 * must be dropped first).
 */
export function addCairnFatigueInSlot(id: string): Result<string, { readonly message: string }> {
  const member = memberById(id);
  if (!member) return fail({ message: 'No such member in the party.' });
  const room = cairnFatigueRoom(member);
  if (!room.fits) return fail({ message: room.message });
  addCairnFatigue(id);
  return succeed(room.message);
}

/** A rest taken by the member (`restCairnMember`): what it restored, or why it restored nothing. */
export function restCairnPartyMember(
  id: string,
  kind: CairnRest,
): Result<string, { readonly message: string }> {
  const member = memberById(id);
  if (!member) return fail({ message: 'No such member in the party.' });
  const rest = restCairnMember(member, kind);
  cairnPartyRoster.update(id, () => rest.member);
  return rest.rested ? succeed(rest.message) : fail({ message: rest.message });
}

/** Changes what a member's card edits as it stands: name, kind, Armor, states, notes. */
export function editCairnMember(id: string, patch: Partial<Omit<CairnMember, 'id'>>): void {
  cairnPartyRoster.update(id, (member) => ({ ...member, ...patch }));
}

/** Takes one scar off the member's sheet, by its place in the list (`dropCairnScar`). */
export function dropCairnMemberScar(id: string, index: number): void {
  cairnPartyRoster.update(id, (member) => dropCairnScar(member, index));
}

/** Sets one part of a member's score (a current value stays within the max). */
export function setCairnMemberScore(
  id: string,
  score: CairnScoreKey,
  part: CairnScorePart,
  value: number,
): void {
  cairnPartyRoster.update(id, (member) => setCairnScorePart(member, score, part, value));
}

/** Replaces the party with imported members (already validated by parseCairnParty). */
export function replaceCairnParty(members: readonly CairnMember[]): void {
  $cairnParty.set(members.slice(0, CAIRN_PARTY_LIMIT));
}

/**
 * Lands an attack's result on a member's sheet (damage, critical damage, death, the Scar) and
 * returns what it changed, for the combat resolver's Undo (undefined for no such member).
 */
export function applyCairnAttackToParty(
  id: string,
  result: CairnAttackResult,
): Changed<CairnMember> | undefined {
  return cairnPartyRoster.track(id, () =>
    cairnPartyRoster.update(id, (member) => applyCairnAttackToMember(member, result)),
  );
}
