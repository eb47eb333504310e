/**
 * The Dead Weight party: the adventurers every Dead Weight tool reads and changes (attribute
 * tests fill their pool from here and add the fatigue they cost; camp and interlude tools heal
 * and afflict them). Kept in localStorage and shared by open tabs.
 *
 * Stored shape (key `rules-at-hand:dw-party`): the rules' `DwParty`,
 * `{ version: 1, characters: DwCharacter[] }` (src/rules/dead-weight/character.ts owns the schema;
 * a new version migrates there). Unreadable storage resets to an empty party with a notice, and
 * the text is kept under `<key>:unreadable`.
 */
import {
  buyDwInsightPurchase,
  changeDwAttribute,
  createDwCharacter,
  createDwParty,
  DW_ATTRIBUTES,
  DW_PARTY_MAX,
  parseDwParty,
  readDwCharacterName,
  receiveDwInsight,
  serializeDwParty,
  unreceiveDwInsight,
  type DwAffliction,
  type DwAttribute,
  type DwCharacter,
  type DwInsightPurchase,
  type DwParty,
  type DwPurchaseResult,
} from '../../rules/dead-weight/character';
import type { NameProblem } from '../../rules/name-text';
import { refuse, succeed, type Problem, type Result } from '../../rules/result';
import type { DwCharacterEffect } from '../../rules/dead-weight/interlude';
import { createRoster, listUnder } from '../roster';

export const DW_PARTY_KEY = 'rules-at-hand:dw-party';

/** The party roster: add, update, remove, restore (undo) and importItems act on it. */
export const dwPartyRoster = createRoster<DwCharacter, DwParty>({
  key: DW_PARTY_KEY,
  label: 'party',
  itemsLabel: 'characters',
  empty: createDwParty(),
  encode: serializeDwParty,
  parse: parseDwParty,
  ...listUnder('characters'),
  max: DW_PARTY_MAX,
  idPrefix: 'c',
});

export const $dwParty = dwPartyRoster.$store;
export const $dwPartyNotice = dwPartyRoster.$notice;

/** Puts a party read from a file in place of the one saved (once the reader has confirmed). */
export function replaceDwParty(party: DwParty): void {
  $dwParty.set({ ...party, characters: party.characters.slice(0, DW_PARTY_MAX) });
}

/** Adds a new character and returns its id ('' when the party is full). */
export function addDwCharacter(name: string): string {
  const id = dwPartyRoster.newId();
  return dwPartyRoster.add(createDwCharacter(id, name)) ? id : '';
}

/**
 * Adds a new character under the name typed, and returns its id; refused, adding no one, when the
 * name cannot be read (readDwCharacterName) or the party is full.
 */
export function addNamedDwCharacter(
  text: string,
): Result<string, Problem<NameProblem | 'party-full'>> {
  const name = readDwCharacterName(text);
  if (!name.ok) return name;
  const id = addDwCharacter(name.value);
  return id === ''
    ? refuse('party-full', `The party is full (${DW_PARTY_MAX} characters).`)
    : succeed(id);
}

/** One more insight point received, while the circles have room. */
export function receiveDwInsightPoint(id: string): void {
  dwPartyRoster.update(id, (character) => receiveDwInsight(character) ?? character);
}

/** The last insight point received taken back, while one is unspent. */
export function takeBackDwInsightPoint(id: string): void {
  dwPartyRoster.update(id, (character) => unreceiveDwInsight(character) ?? character);
}

/** Spends insight on a purchase of the Insight points list, as saved now, or says why it cannot. */
export function spendDwInsight(
  id: string,
  purchase: DwInsightPurchase,
): DwPurchaseResult | Result<never, Problem<'unknown-character'>> {
  const character = $dwParty.get().characters.find((candidate) => candidate.id === id);
  if (!character) return refuse('unknown-character', 'That character is no longer in the party.');
  const bought = buyDwInsightPurchase(character, purchase);
  if (bought.ok) dwPartyRoster.update(id, () => bought.value);
  return bought;
}

/** Adds the affliction unless the character already has it. */
export function addDwAffliction(id: string, affliction: DwAffliction): void {
  dwPartyRoster.update(id, (character) =>
    character.afflictions.includes(affliction)
      ? character
      : { ...character, afflictions: [...character.afflictions, affliction] },
  );
}

export function addDwFatigue(id: string, attribute: DwAttribute, amount = 1): void {
  dwPartyRoster.update(id, (character) =>
    changeDwAttribute(character, attribute, {
      fatigue: character.attributes[attribute].fatigue + amount,
    }),
  );
}

export function addDwWound(id: string, attribute: DwAttribute): void {
  dwPartyRoster.update(id, (character) =>
    changeDwAttribute(character, attribute, { wounds: character.attributes[attribute].wounds + 1 }),
  );
}

/**
 * Writes an interlude effect (resolveDwRecovery) to the character's sheet: the fatigue it
 * recovers, the afflictions it removes and those it gives. What it leaves by hand stays text.
 */
export function applyDwCharacterEffect(id: string, effect: DwCharacterEffect): void {
  for (const attribute of DW_ATTRIBUTES) {
    const points = effect.fatigue[attribute] ?? 0;
    if (points > 0) addDwFatigue(id, attribute, -points);
  }
  if (effect.remove.length > 0)
    dwPartyRoster.update(id, (character) => ({
      ...character,
      afflictions: character.afflictions.filter(
        (affliction) => !effect.remove.includes(affliction),
      ),
    }));
  for (const affliction of effect.gain) addDwAffliction(id, affliction);
}
