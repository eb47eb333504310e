/**
 * What a Cast member's sheet shows above its panels, decided in one place: the heading's words,
 * the fields of who they are and of the eight Attributes, and the 16-point rule's words; and the
 * one shape of a change made on a sheet (`SheetChange`), which every panel's fields hand back.
 */
import { ATTRIBUTE_LABELS, ATTRIBUTE_USES, LOCUS_ATTRIBUTES } from './attributes';
import {
  setAttribute,
  updateCharacterDetails,
  type CharacterDetails,
  type CharacterKind,
  type LocusCharacter,
} from './character';
import type { LocusResult } from './errors';
import type { FieldSpec } from './field-specs';
import { ATTRIBUTE_SCORE_OPTIONS, SHEET_KIND_OPTIONS, SUIT_CHOICE_OPTIONS } from './sheet-options';
import { asSentence, displayName, summarizeAttributes, type AttributeSummary } from './sheet-text';
import type { Suit } from './cards';

/** A change made on a sheet: the character as it becomes, or why it cannot. */
export type SheetChange = (
  character: LocusCharacter,
) => LocusCharacter | LocusResult<LocusCharacter>;

/** A change to the sheet's details (name, words, kind, suits, notes). */
export function changeDetails(details: CharacterDetails): SheetChange {
  return (current) => updateCharacterDetails(current, details);
}

/** A suit refused on the sheet (the two must differ): which field, and the refusal's message. */
export interface SuitRefusal {
  readonly key: string;
  readonly message: string;
}

const SUIT_FIELDS = [
  { key: 'virtueSuit', label: 'Virtue suit' },
  { key: 'hauntSuit', label: 'Haunt suit' },
] as const;

const WORD_FIELDS = [
  { key: 'attitude', label: 'Attitude' },
  { key: 'haunt', label: 'Haunt' },
  { key: 'virtue', label: 'Virtue' },
] as const;

export interface CharacterSheetView {
  readonly name: string;
  /** "Character" or "Foil", beside the name. */
  readonly kindTag: string;
  /** Attitude, Haunt and Virtue, then the kind. */
  readonly who: readonly FieldSpec<SheetChange>[];
  /** The Virtue and Haunt suits, the one refused with its reason. */
  readonly suits: readonly FieldSpec<SheetChange>[];
  /** The eight Attributes, each with what it is used for. */
  readonly attributes: readonly FieldSpec<SheetChange>[];
  /** Points left of the 16 and what is wrong, if anything. */
  readonly points: AttributeSummary;
}

/** Everything the top of a sheet shows, with the suit last refused, if any. */
export function viewCharacterSheet(
  character: LocusCharacter,
  suitRefused: SuitRefusal | null = null,
): CharacterSheetView {
  return {
    name: displayName(character),
    kindTag: character.kind === 'foil' ? 'Foil' : 'Character',
    who: [
      ...WORD_FIELDS.map(({ key, label }) => ({
        kind: 'text' as const,
        key,
        label,
        value: character[key],
        change: (text: string) => changeDetails({ [key]: text }),
      })),
      {
        kind: 'choice',
        key: 'kind',
        label: 'Kind',
        value: character.kind,
        options: SHEET_KIND_OPTIONS,
        change: (kind) => changeDetails({ kind: kind as CharacterKind }),
      },
    ],
    suits: SUIT_FIELDS.map(({ key, label }) => ({
      kind: 'choice',
      key,
      label,
      value: character[key] ?? '',
      options: SUIT_CHOICE_OPTIONS,
      error: suitRefused?.key === key ? asSentence(suitRefused.message) : null,
      change: (suit) => changeDetails({ [key]: suit === '' ? null : (suit as Suit) }),
    })),
    attributes: LOCUS_ATTRIBUTES.map((attribute) => ({
      kind: 'choice',
      key: `attr-${attribute}`,
      label: ATTRIBUTE_LABELS[attribute],
      value: String(character.attributes[attribute]),
      options: ATTRIBUTE_SCORE_OPTIONS,
      hint: ATTRIBUTE_USES[attribute],
      change: (score) => (current) => setAttribute(current, attribute, Number(score)),
    })),
    points: summarizeAttributes(character),
  };
}
