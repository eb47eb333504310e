/**
 * The sentences the Initiative tracker shows about the Conflict: who was added, removed or put
 * back and where they stand in the order, what a new Conflict cleared, and how a total was made.
 */
import { formatNumber, howMany } from '../words';
import { ordinal } from './check-inputs';
import type { EntityKind, InitiativeEntity, InitiativeEntry } from './initiative';

export const ENTITY_KIND_LABELS: Readonly<Record<EntityKind, string>> = {
  character: 'Character',
  foil: 'Foil',
  monster: 'Monster',
};

export const INITIATIVE_NOBODY =
  'Nobody is in the Conflict yet: include a Cast member or add a Monster or Foil.';

/** A Cast member's box in the Conflict: "Ada, Carelessness 2" or "The Warden (Foil), Carelessness 1". */
export function castEntityLabel(entity: InitiativeEntity): string {
  return `${entity.name}${entity.kind === 'foil' ? ' (Foil)' : ''}, Carelessness ${entity.carelessness}`;
}

/** "Added the Hollow (Monster, Carelessness 0)." */
export function describeAddedToConflict(entity: InitiativeEntity): string {
  return `Added ${entity.name} (${ENTITY_KIND_LABELS[entity.kind]}, Carelessness ${entity.carelessness}).`;
}

/** What a Monster or Foil removed was: its place in the order rolled, if it had one. */
export function describeRemovedFromConflict(name: string, place: number | null): string {
  return `Removed ${name}${place === null ? '' : ` (${ordinal(place)} in the order)`}.`;
}

/** A Monster or Foil put back: at its place in the order rolled, or to be rolled for. */
export function describeBackInConflict(name: string, place: number | null): string {
  return place === null
    ? `${name} is back in the Conflict; it was not in the last roll, so roll again to place it.`
    : `${name} is back in the Conflict, ${ordinal(place)} in the order as rolled.`;
}

/** What "Start a new Conflict" cleared, beside its Undo. */
export function describeNewConflict(added: number, castSize: number, hadOrder: boolean): string {
  return `New Conflict: ${howMany(added, 'Monster or Foil', 'Monsters and Foils')} removed${castSize > 0 ? ', the whole Cast in' : ''}${hadOrder ? ', the order cleared' : ''}.`;
}

/** How an entry's total was made: "4 + 2 + 6 = 12 − Carelessness 2 = 10". */
export function describeInitiativeSum(entry: InitiativeEntry): string {
  return `${entry.dice.join(' + ')} = ${entry.sum} − Carelessness ${entry.entity.carelessness} = ${formatNumber(entry.total)}`;
}

/** Those in the Conflict who joined after the roll, to roll again for. */
export function describeNotRolled(entities: readonly Pick<InitiativeEntity, 'name'>[]): string {
  const names = entities.map((entity) => entity.name).join(', ');
  return `Not in this order (joined after the roll): ${names}. Roll again to place everyone.`;
}
