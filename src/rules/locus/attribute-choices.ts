/**
 * The options of a Locus check's Attribute field. With the text's common choices for a check (a
 * Stress Check's), those come first under their own label and the rest under "Other Attributes";
 * otherwise every Attribute is one list. Each option says the Attribute, the chosen character's
 * score and the situation it suits: "Cowardice 3: Frightening (e.g. seeing a Monster)".
 */
import { ATTRIBUTE_LABELS, LOCUS_ATTRIBUTES, type LocusAttribute } from './attributes';
import type { LocusCharacter } from './character';
import type { CheckOption } from './check-options';

export interface AttributeChoice {
  readonly attribute: LocusAttribute;
  /** The situation it suits, shown after the name. */
  readonly situation?: string;
}

/** Options under one label (null: not in a group). */
export interface AttributeOptionGroup {
  readonly label: string | null;
  readonly options: readonly CheckOption<LocusAttribute>[];
}

/** The Attribute field's options, grouped when `common` choices come first under `commonLabel`. */
export function attributeOptionGroups(
  character: Pick<LocusCharacter, 'attributes'> | undefined,
  common?: { readonly choices: readonly AttributeChoice[]; readonly label: string },
): readonly AttributeOptionGroup[] {
  const option = ({ attribute, situation }: AttributeChoice): CheckOption<LocusAttribute> => ({
    value: attribute,
    label: `${ATTRIBUTE_LABELS[attribute]}${character ? ` ${character.attributes[attribute]}` : ''}${situation ? `: ${situation}` : ''}`,
  });
  const commonIds = new Set(common?.choices.map((choice) => choice.attribute));
  const others = LOCUS_ATTRIBUTES.filter((attribute) => !commonIds.has(attribute)).map(
    (attribute) => option({ attribute }),
  );
  if (!common) return [{ label: null, options: others }];
  return [
    { label: common.label, options: common.choices.map(option) },
    { label: 'Other Attributes', options: others },
  ];
}

/** Attributes offered under one label, as a choice field groups them. */
export interface AttributeFieldGroup {
  readonly group: string;
  readonly options: readonly CheckOption<LocusAttribute>[];
}

/** The Attribute field's options as a choice field lists them: loose, or in their labelled groups. */
export function attributeFieldOptions(
  character: Pick<LocusCharacter, 'attributes'> | undefined,
  common?: { readonly choices: readonly AttributeChoice[]; readonly label: string },
): readonly (CheckOption<LocusAttribute> | AttributeFieldGroup)[] {
  return attributeOptionGroups(character, common).flatMap(
    ({ label, options }): readonly (CheckOption<LocusAttribute> | AttributeFieldGroup)[] =>
      label === null ? options : [{ group: label, options }],
  );
}
