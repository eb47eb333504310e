/**
 * The choices a Cast member's sheet offers in its selects: the kind, the two suits (or none yet),
 * an Attribute's score, and an Item's size, Quality and Durability counts. The sheet only draws
 * them; what each choice means is decided by the character's rules (character.ts).
 */
import { MAX_ATTRIBUTE, MIN_ATTRIBUTE } from './attributes';
import { suitLabel } from './card-text';
import { SUITS, type Suit } from './cards';
import type { CharacterKind, Item } from './character';
import type { CheckOption } from './check-options';
import { QUALITY_DIE } from './durability-check';

/** A sheet is a player's Character or the Director's Foil. */
export const SHEET_KIND_OPTIONS: readonly CheckOption<CharacterKind>[] = [
  { value: 'character', label: 'Character' },
  { value: 'foil', label: 'Foil' },
];

/** A Virtue or Haunt suit, after a first choice of none yet (''): "♥ Hearts". */
export const SUIT_CHOICE_OPTIONS: readonly CheckOption<'' | Suit>[] = [
  { value: '', label: 'Not chosen' },
  ...SUITS.map((suit) => ({ value: suit, label: suitLabel(suit) })),
];

/** An Attribute's score, 1 to 5, as text (a select's value). */
export const ATTRIBUTE_SCORE_OPTIONS: readonly CheckOption<string>[] = Array.from(
  { length: MAX_ATTRIBUTE - MIN_ATTRIBUTE + 1 },
  (_, offset) => String(MIN_ATTRIBUTE + offset),
).map((score) => ({ value: score, label: score }));

/** An Item's size on the sheet. */
export const SHEET_SIZE_OPTIONS: readonly CheckOption<Item['size']>[] = [
  { value: 'small', label: 'Small' },
  { value: 'large', label: 'Large' },
];

/** An Item's Quality with the die its Durability Check reads: "2 (middle die)". */
export const SHEET_QUALITY_OPTIONS: readonly CheckOption<'1' | '2' | '3'>[] = (
  ['1', '2', '3'] as const
).map((quality) => ({ value: quality, label: `${quality} (${QUALITY_DIE[quality]} die)` }));

/** 0 to `most`, as choices: an Item's Durability boxes, or how many of them are used. */
export function countOptions(most: number): readonly CheckOption<string>[] {
  return Array.from({ length: most + 1 }, (_, count) => ({
    value: String(count),
    label: String(count),
  }));
}
