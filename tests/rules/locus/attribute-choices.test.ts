import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTE_LABELS,
  attributeFieldOptions,
  attributeOptionGroups,
  LOCUS_ATTRIBUTES,
  createCharacter,
  STRESS_CHECK_ATTRIBUTES,
} from '../../../src/rules/locus';

describe('attributeOptionGroups', () => {
  it('lists every Attribute by its name in one list without common choices or a character', () => {
    const [only, ...rest] = attributeOptionGroups(undefined);
    expect(rest).toEqual([]);
    expect(only?.label).toBeNull();
    expect(only?.options).toEqual(
      LOCUS_ATTRIBUTES.map((value) => ({ value, label: ATTRIBUTE_LABELS[value] })),
    );
  });

  it("puts the common choices first with their situation and the character's score", () => {
    const ada = createCharacter('Ada', { id: 'ada' });
    const groups = attributeOptionGroups(
      { attributes: { ...ada.attributes, cowardice: 4 } },
      { choices: STRESS_CHECK_ATTRIBUTES, label: 'Common choices (from the text)' },
    );
    expect(groups.map((group) => group.label)).toEqual([
      'Common choices (from the text)',
      'Other Attributes',
    ]);
    expect(groups[0]?.options[0]).toEqual({
      value: 'cowardice',
      label: 'Cowardice 4: Frightening (e.g. seeing a Monster)',
    });
    expect(groups[1]?.options.map((option) => option.value)).toEqual([
      'frailty',
      'clumsiness',
      'carelessness',
    ]);
  });
});

describe('attributeFieldOptions', () => {
  it('lists every Attribute loose without common choices', () => {
    expect(attributeFieldOptions(undefined)).toEqual(
      LOCUS_ATTRIBUTES.map((value) => ({ value, label: ATTRIBUTE_LABELS[value] })),
    );
  });

  it('puts the common choices in a group of their own, then the other Attributes in theirs', () => {
    const listed = attributeFieldOptions(undefined, {
      choices: STRESS_CHECK_ATTRIBUTES,
      label: 'Common choices (from the text)',
    });
    expect(listed.map((entry) => ('group' in entry ? entry.group : entry.label))).toEqual([
      'Common choices (from the text)',
      'Other Attributes',
    ]);
    const others = listed[1] as { options: readonly unknown[] };
    expect(others.options).toHaveLength(LOCUS_ATTRIBUTES.length - STRESS_CHECK_ATTRIBUTES.length);
  });
});
