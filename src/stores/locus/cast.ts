/**
 * The Locus Cast at the table: every character and Foil, kept in localStorage and shared by all
 * open tabs. Every Locus tool that reads or changes a character goes through this store.
 *
 * Stored shape (key `rules-at-hand:locus-cast`): the rules' `LocusCast`,
 * `{ version: 1, characters: LocusCharacter[] }` (src/rules/locus/cast.ts owns the schema and
 * its migrations). Unreadable storage resets to an empty Cast with a notice; the text is kept.
 */
import {
  addCharacterToCast,
  addInjury,
  calmCharacterStress,
  describeCalmed,
  describeStressRaised,
  displayName,
  raiseCharacterStress,
  restoreInjury,
  restCharacter,
  createCast,
  createCharacter,
  createUniqueId,
  describeItemUse,
  parseCast,
  serializeCast,
  useItem,
  addItem,
  checkItemForm,
  describeItemAdded,
  itemInputFromDesign,
  readItemForm,
  type ItemForm,
  type CharacterKind,
  type Injury,
  type InjurySeverity,
  type LocusCast,
  type LocusCharacter,
  type LocusResult,
} from '../../rules/locus';
import { createRoster, listUnder, type Changed } from '../roster';
import { fail, type Result } from '../../rules/result';
import { slugOf } from '../../rules/slug';

export const LOCUS_CAST_KEY = 'rules-at-hand:locus-cast';

/** The Cast roster: add, update, remove, restore (undo) and importItems act on it. */
export const castRoster = createRoster<LocusCharacter, LocusCast>({
  key: LOCUS_CAST_KEY,
  label: 'Cast',
  itemsLabel: 'characters',
  empty: createCast(),
  encode: serializeCast,
  parse: parseCast,
  ...listUnder('characters'),
  // The Cast's own rules (addCharacterToCast) decide who may join; the roster only keeps them.
  max: Number.MAX_SAFE_INTEGER,
  idPrefix: 'character-',
});

export const $cast = castRoster.$store;
export const $castNotice = castRoster.$notice;

export function findCharacter(id: string | undefined): LocusCharacter | undefined {
  return id === undefined
    ? undefined
    : $cast.get().characters.find((character) => character.id === id);
}

/** Adds a blank character (or Foil) with a unique id and returns it. */
export function addCharacter(name: string, kind: CharacterKind = 'character'): LocusCharacter {
  const current = $cast.get();
  const id = createUniqueId(
    slugOf(name, 'character'),
    current.characters.map((character) => character.id),
  );
  const character = createCharacter(name, { id, kind });
  // The Cast's rules decide who may join; the roster keeps them.
  if (addCharacterToCast(current, character).ok) castRoster.add(character);
  return character;
}

const updateRefused: LocusResult<never> = {
  ok: false,
  error: { code: 'unknown-character', message: 'That character is no longer in the Cast.' },
};

/**
 * Changes one character with a rules reducer. The reducer may return the new character or a
 * refusal (not enough Willpower...), which is passed back for the widget to show.
 */
export function updateCharacter(
  id: string,
  update: (character: LocusCharacter) => LocusCharacter | LocusResult<LocusCharacter>,
): LocusResult<LocusCharacter> {
  const current = $cast.get();
  const character = current.characters.find((candidate) => candidate.id === id);
  if (!character) return updateRefused;
  const result = update(character);
  const next = 'ok' in result ? result : { ok: true as const, value: result };
  if (next.ok) castRoster.update(id, () => next.value);
  return next;
}

/** Replaces the whole Cast with an imported one (already validated by `parseCast`). */
export function replaceCast(next: LocusCast): void {
  $cast.set(next);
}

/** A character as one change left it, with the change tracked for an Undo (none when nothing changed). */
export type TrackedCharacterChange = LocusResult<{
  readonly character: LocusCharacter;
  readonly tracked: Changed<LocusCharacter> | undefined;
}>;

/**
 * `updateCharacter`, tracked: the change it made goes back with the sheet, for an Undo that puts
 * the sheet back only while nothing has changed it since (`castRoster.revert`).
 */
export function updateCharacterTracked(
  id: string,
  update: (character: LocusCharacter) => LocusCharacter | LocusResult<LocusCharacter>,
): TrackedCharacterChange {
  let changed: LocusResult<LocusCharacter> = updateRefused;
  const tracked = castRoster.track(id, () => {
    changed = updateCharacter(id, update);
  });
  return changed.ok ? { ok: true, value: { character: changed.value, tracked } } : changed;
}

/** Adds an attack's injury to a Cast member's Death's Door ("Attack by <attacker>"), tracked. */
export function addAttackInjury(
  id: string,
  severity: InjurySeverity,
  attackerName: string,
): TrackedCharacterChange {
  return updateCharacterTracked(id, (current) =>
    addInjury(current, severity, `Attack by ${attackerName}`),
  );
}

/**
 * Puts an injury removed from a sheet back at its place (`restoreInjury`) and gives it as it is
 * back: under a new id when another injury took its id meanwhile.
 */
export function putInjuryBack(
  characterId: string,
  injury: Injury,
  index: number,
): LocusResult<Injury> {
  const back = updateCharacter(characterId, (current) => restoreInjury(current, injury, index));
  if (!back.ok) return back;
  const { injuries } = back.value;
  const restored = injuries[Math.max(0, Math.min(index, injuries.length - 1))];
  return restored ? { ok: true, value: restored } : updateRefused;
}

/** One use of a character's Item (`useItem`), said in words: a box used, Damaged, or a check due. */
export function applyItemUse(characterId: string, itemId: string): LocusResult<string> {
  let said = '';
  const result = updateCharacter(characterId, (current) => {
    const used = useItem(current, itemId);
    if (!used.ok) return used;
    const before = current.items.find((item) => item.id === itemId);
    if (before) said = describeItemUse(before, used.value.effect);
    return used.value.character;
  });
  return result.ok ? { ok: true, value: said } : result;
}

/**
 * The Item creator's Add: the form checked, with its fields marked when it is refused, and when it
 * passes, its Item on the chosen Character's sheet, said in words.
 */
export function addItemFromForm(form: ItemForm): {
  readonly form: ItemForm;
  readonly added: Result<string, { readonly message: string }>;
} {
  const character = $cast
    .get()
    .characters.find(
      (candidate) => candidate.id === form.characterId && candidate.kind === 'character',
    );
  const checked = checkItemForm(form, character !== undefined);
  if (checked.refusal !== null || !character)
    return { form: checked.form, added: fail({ message: checked.refusal ?? '' }) };
  const { design, budget } = readItemForm(form);
  const result = updateCharacter(character.id, (current) =>
    addItem(current, itemInputFromDesign(form.name, design)),
  );
  if (!result.ok) return { form: checked.form, added: result };
  const { items, name } = result.value;
  return {
    form: checked.form,
    added: { ok: true, value: describeItemAdded(form.name, budget, items.length, name) },
  };
}

/** A failed Stress Check on the sheet: Stress one level up (Stressed stays Stressed), in words. */
export function raiseStressOf(characterId: string): LocusResult<string> {
  let capped = false;
  const result = updateCharacter(characterId, (current) => {
    const change = raiseCharacterStress(current);
    capped = change.capped;
    return change.character;
  });
  return result.ok
    ? { ok: true, value: describeStressRaised(displayName(result.value), capped) }
    : result;
}

/** Calming down one level, or an Extended Rest (`rest`) straight to Uneasy, with the WP it gives. */
export function calmStressOf(characterId: string, rest: boolean): LocusResult<string> {
  let gained = 0;
  let capped = false;
  const result = updateCharacter(characterId, (current) => {
    const change = rest ? restCharacter(current) : calmCharacterStress(current);
    gained = change.willpowerGained;
    capped = change.capped;
    return change.character;
  });
  return result.ok
    ? { ok: true, value: describeCalmed(displayName(result.value), capped, gained) }
    : result;
}
