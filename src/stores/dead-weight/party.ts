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
  changeDwAttribute,
  createDwCharacter,
  createDwParty,
  DW_PARTY_MAX,
  parseDwParty,
  serializeDwParty,
  type DwAffliction,
  type DwAttribute,
  type DwCharacter,
  type DwParty,
} from '../../rules/dead-weight/character';
import { createValidatedPersistent } from '../validated-persistent';

export const DW_PARTY_KEY = 'rules-at-hand:dw-party';

const saved = createValidatedPersistent<DwParty>(DW_PARTY_KEY, createDwParty(), {
  label: 'party',
  encode: serializeDwParty,
  parse: parseDwParty,
});

export const $dwParty = saved.$store;
export const $dwPartyNotice = saved.$notice;

let counter = 0;
/** Ids only need to be unique within this party, so a time-free counter plus a check is enough. */
function createDwCharacterId(): string {
  const taken = new Set($dwParty.get().characters.map((character) => character.id));
  let id: string;
  do {
    counter += 1;
    id = `c${taken.size + counter}`;
  } while (taken.has(id));
  return id;
}

/** Adds a new character and returns its id ('' when the party is full). */
export function addDwCharacter(name: string): string {
  const party = $dwParty.get();
  if (party.characters.length >= DW_PARTY_MAX) return '';
  const id = createDwCharacterId();
  $dwParty.set({ ...party, characters: [...party.characters, createDwCharacter(id, name)] });
  return id;
}

export function updateDwCharacter(id: string, change: (character: DwCharacter) => DwCharacter): void {
  const party = $dwParty.get();
  if (!party.characters.some((character) => character.id === id)) return;
  $dwParty.set({ ...party, characters: party.characters.map((character) => (character.id === id ? change(character) : character)) });
}

export function removeDwCharacter(id: string): void {
  const party = $dwParty.get();
  $dwParty.set({ ...party, characters: party.characters.filter((character) => character.id !== id) });
}

/** Adds the affliction unless the character already has it. */
export function addDwAffliction(id: string, affliction: DwAffliction): void {
  updateDwCharacter(id, (character) =>
    character.afflictions.includes(affliction) ? character : { ...character, afflictions: [...character.afflictions, affliction] },
  );
}

export function addDwFatigue(id: string, attribute: DwAttribute, amount = 1): void {
  updateDwCharacter(id, (character) =>
    changeDwAttribute(character, attribute, { fatigue: character.attributes[attribute].fatigue + amount }),
  );
}

export function addDwWound(id: string, attribute: DwAttribute): void {
  updateDwCharacter(id, (character) => changeDwAttribute(character, attribute, { wounds: character.attributes[attribute].wounds + 1 }));
}

/** Adds imported characters; one whose id is already in the party gets a new id, so nothing is overwritten. */
export function importDwCharacters(imported: DwParty): { ok: true; added: number } | { ok: false; message: string } {
  const party = $dwParty.get();
  if (party.characters.length + imported.characters.length > DW_PARTY_MAX) {
    return { ok: false, message: `At most ${DW_PARTY_MAX} characters fit in the party; remove some first.` };
  }
  const taken = new Set(party.characters.map((character) => character.id));
  const added: DwCharacter[] = [];
  for (const character of imported.characters) {
    let id = character.id;
    while (taken.has(id)) id = createDwCharacterId();
    taken.add(id);
    added.push({ ...character, id });
  }
  $dwParty.set({ ...party, characters: [...party.characters, ...added] });
  return { ok: true, added: added.length };
}
