/**
 * What the Durability Check roller reads from its fields: the Item chosen on the sheet (if any),
 * the Quality that picks the die (the Item card's, or the one chosen by hand without an Item),
 * what a roll will do on the sheet, and why a roll is off.
 */
import type { Item, LocusCharacter } from './character';
import { durabilityItemName, type Quality } from './check-options';
import { describeDurabilityDue, durabilityBlocked } from './check-text';
import { displayName } from './sheet-text';

export interface DurabilityChoice {
  /** The sheet's Item checked, or undefined (none chosen, or no character). */
  readonly item: Item | undefined;
  readonly quality: Quality;
  /** The Item's name in the roll's words ("" without an Item). */
  readonly itemName: string;
  /** What a roll will do on the sheet, said under the Item field; null without an Item. */
  readonly due: string | null;
  /** Why the roll is off (the Item is destroyed), or null. */
  readonly blocked: string | null;
}

/** Reads the roller's fields: `itemId` among `character`'s Items, else `typedQuality`. */
export function readDurabilityChoice(
  character: LocusCharacter | undefined,
  itemId: string,
  typedQuality: Quality,
): DurabilityChoice {
  const item = character?.items.find((candidate) => candidate.id === itemId);
  return {
    item,
    quality: item ? (item.quality as Quality) : typedQuality,
    itemName: durabilityItemName(item),
    due: item ? describeDurabilityDue(item, displayName(character, 'The character')) : null,
    blocked: durabilityBlocked(item),
  };
}
