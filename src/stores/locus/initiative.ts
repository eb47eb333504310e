/**
 * The Initiative tool's Conflict: the Monsters and Foils added to it, the Cast members left out
 * and the last rolled order, kept in localStorage and shared by open tabs, so a reload mid-fight
 * keeps them. "Start a new Conflict" clears it (the widget keeps the old one for its Undo).
 *
 * Stored shape (key `rules-at-hand:locus-initiative`): `{ version: 1, added: InitiativeEntity[],
 * excluded: string[], order: InitiativeOrder | null, nextNumber: number }`, validated by the
 * rules' `InitiativeStateSchema` (src/rules/locus/initiative.ts). Unreadable storage resets to a
 * new Conflict with a notice and the text is kept aside; bump `version` and migrate here when the
 * shape changes.
 */
import * as z from 'zod/mini';
import {
  addInitiativeEntity,
  castEntityId,
  checkInitiativeNameFree,
  includeInInitiative,
  INITIATIVE_NOBODY,
  InitiativeStateSchema,
  newInitiativeState,
  parseCarelessnessText,
  readInitiativeName,
  restoreInitiativeEntity,
  rollInitiative,
  takeInitiativeEntity,
  updateCharacterDetails,
  viewConflict,
  type AddedInitiativeKind,
  type InitiativeEntity,
  type InitiativeNameProblem,
  type InitiativeOrder,
  type InitiativeState,
  type LocusCharacter,
  type LocusError,
  type RemovedInitiativeEntity,
} from '../../rules/locus';
import type { Rng } from '../../rules/dice';
import { refuse, succeed, type Problem, type Result } from '../../rules/result';
import {
  createValidatedPersistent,
  derivedFromSaved,
  parseJsonWith,
} from '../validated-persistent';
import { $cast, updateCharacter } from './cast';

export const LOCUS_INITIATIVE_KEY = 'rules-at-hand:locus-initiative';

const StoredInitiativeSchema = z.intersection(
  z.object({ version: z.literal(1) }),
  InitiativeStateSchema,
);

const initiative = createValidatedPersistent<InitiativeState>(
  LOCUS_INITIATIVE_KEY,
  newInitiativeState(),
  {
    label: 'Initiative',
    encode: (state) =>
      JSON.stringify({
        version: 1,
        added: state.added,
        excluded: state.excluded,
        order: state.order,
        nextNumber: state.nextNumber,
      }),
    parse: parseJsonWith(StoredInitiativeSchema, ({ added, excluded, order, nextNumber }) => ({
      added,
      excluded,
      order,
      nextNumber,
    })),
  },
);

export const $initiative = initiative.$store;
export const $initiativeNotice = initiative.$notice;

/**
 * The Conflict with the Cast as it is now: who is in it, the names taken, and the rolled order
 * under the Cast's current names, marked stale where a Carelessness or kind changed since the roll
 * (`viewConflict`). A change to the Cast anywhere (another tool, page or tab) shows here at once.
 */
export const $conflictView = derivedFromSaved($cast, $initiative, (cast, state) =>
  viewConflict(cast.characters, state),
);

/** Adds a Monster or Foil; refused (name at the field) for a name already in the Cast or the Conflict. */
export function addToConflict(
  name: string,
  kind: AddedInitiativeKind,
  carelessness: number,
): ReturnType<typeof addInitiativeEntity> {
  const { cast } = $conflictView.get().taken;
  const result = addInitiativeEntity($initiative.get(), { name, kind, carelessness }, cast);
  if (result.ok) $initiative.set(result.value.state);
  return result;
}

/** The field of the Add form a refusal is about, for the focus to go there. */
export type ConflictAddRefusal = Problem & { readonly field: 'name' | 'carelessness' };

/**
 * Adds a Monster or Foil from the Add form's text, or says at which field it was refused: the
 * name first (none, too long, taken), then the Carelessness, then the Conflict itself (a name
 * taken in another tab meanwhile, or a full Conflict), which is said at the name.
 */
export function addTypedToConflict(
  name: string,
  kind: AddedInitiativeKind,
  carelessnessText: string,
): Result<{ readonly added: InitiativeEntity }, ConflictAddRefusal> {
  const named = readInitiativeName(name, $conflictView.get().taken);
  if (!named.ok) return { ok: false, error: { ...named.error, field: 'name' } };
  const carelessness = parseCarelessnessText(carelessnessText);
  if (!carelessness.ok)
    return { ok: false, error: { ...carelessness.error, field: 'carelessness' } };
  const added = addToConflict(name, kind, carelessness.value);
  return added.ok ? added : { ok: false, error: { ...added.error, field: 'name' } };
}

/**
 * A name typed for a Cast member (a new one, or the one of id `ownId` renamed on their sheet),
 * against every other name the Conflict may list: the rest of the Cast (in the Conflict or left
 * out) and the Monsters and Foils added to it. Refused by Initiative's own rule
 * (`checkInitiativeNameFree`), so the order never says one name twice.
 */
export function checkCastNameFree(
  name: string,
  view = $conflictView.get(),
  ownId?: string,
): Result<string, Problem<'duplicate-name'>> {
  const own = ownId === undefined ? undefined : castEntityId(ownId);
  return checkInitiativeNameFree(
    name,
    {
      cast: view.cast.filter((entity) => entity.id !== own).map((entity) => entity.name),
      added: view.taken.added,
    },
    'in the Conflict (added in Initiative)',
  );
}

/**
 * Renames a Cast member on their sheet; refused (`checkCastNameFree`), and the name kept as it
 * was, when another Cast member or a Monster or Foil in the Conflict has it.
 */
export function renameCastMember(
  id: string,
  name: string,
): Result<LocusCharacter, Problem<'duplicate-name'> | LocusError> {
  const free = checkCastNameFree(name, $conflictView.get(), id);
  return free.ok
    ? updateCharacter(id, (character) => updateCharacterDetails(character, { name }))
    : free;
}

/** An entity's place in the order as shown now (1 acts first), or null when it is not in it. */
export function placeInOrder(id: string): number | null {
  const entry = $conflictView.get().shown?.order.entries.find((other) => other.entity.id === id);
  return entry?.position ?? null;
}

/**
 * Takes a Monster or Foil out of the Conflict; returns it with its place in the list and in the
 * order as shown before, for the widget's Undo (undefined when there was no such entity).
 */
export function removeFromConflict(
  id: string,
): { readonly removed: RemovedInitiativeEntity; readonly place: number | null } | undefined {
  const place = placeInOrder(id);
  const taken = takeInitiativeEntity($initiative.get(), id);
  if (!taken) return undefined;
  $initiative.set(taken.state);
  return { removed: taken.removed, place };
}

/**
 * Puts back a Monster or Foil taken out (Undo): at its place in the rolled order while the order
 * holds its roll (the returned place, null when it must be rolled again), or refused in words.
 */
export function restoreToConflict(
  removed: RemovedInitiativeEntity,
): Result<number | null, Problem<InitiativeNameProblem | 'full' | 'already-back'>> {
  const restored = restoreInitiativeEntity(
    $initiative.get(),
    removed,
    $conflictView.get().taken.cast,
  );
  if (!restored.ok) return restored;
  $initiative.set(restored.value);
  return { ok: true, value: placeInOrder(removed.entity.id) };
}

/** Puts a Cast member (by entity id, `castEntityId`) in the Conflict or leaves them out. */
export function includeCastMember(entityId: string, included: boolean): void {
  $initiative.set(includeInInitiative($initiative.get(), entityId, included));
}

export function saveInitiativeOrder(order: InitiativeOrder): void {
  $initiative.set({ ...$initiative.get(), order });
}

/**
 * Rolls Initiative for everyone now in the Conflict and saves the order, with whom it was rolled
 * for; refused in words with nobody in it.
 */
export function rollConflict(
  rng: Rng,
): Result<
  { readonly entities: readonly InitiativeEntity[]; readonly order: InitiativeOrder },
  Problem<'nobody'>
> {
  const { entities } = $conflictView.get();
  if (entities.length === 0) return refuse('nobody', INITIATIVE_NOBODY);
  const order = rollInitiative(entities, rng);
  saveInitiativeOrder(order);
  return succeed({ entities, order });
}

/** Clears the added Monsters and Foils, the left-out marks and the order; returns the old Conflict, for Undo. */
export function startNewConflict(): InitiativeState {
  const previous = $initiative.get();
  $initiative.set(newInitiativeState());
  return previous;
}

/** Puts back a Conflict that "Start a new Conflict" cleared. */
export function restoreConflict(previous: InitiativeState): void {
  $initiative.set(previous);
}
