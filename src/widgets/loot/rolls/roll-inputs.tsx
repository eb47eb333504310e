/**
 * The inputs the LOOT check and attack rollers share: advantage and disadvantage, the kind of
 * attack, and the defence against it (what the attack allows, the rest off with the reason).
 */
import { useState } from 'preact/hooks';
import {
  LOOT_ATTACK_TYPE_OPTIONS,
  LOOT_EXTRA_DICE_FIELDS,
  LOOT_EXTRA_DICE_OPTIONS,
  lootDefenceOptions,
  type LootAttackType,
  type LootDefenceChoice,
} from '../../../rules/loot';
import { ChoiceField, Radio } from '../../kit';

/** The advantages and disadvantages a roll takes, and their two fields. */
export function useExtraDice(id: string) {
  const [counts, setCounts] = useState({ advantages: 0, disadvantages: 0 });
  const fields = LOOT_EXTRA_DICE_FIELDS.map((field) => (
    <ChoiceField
      key={field.key}
      id={`${id}-${field.id}`}
      label={field.label}
      value={String(counts[field.key])}
      options={LOOT_EXTRA_DICE_OPTIONS}
      onChange={(value) => setCounts((current) => ({ ...current, [field.key]: Number(value) }))}
    />
  ));
  return { ...counts, fields };
}

/** The kind of attack: melee, missile and the rest the text names. */
export function AttackTypeField(props: {
  id: string;
  value: LootAttackType;
  onChange: (attack: LootAttackType) => void;
}) {
  return <ChoiceField {...props} label="Attack type" options={LOOT_ATTACK_TYPE_OPTIONS} />;
}

export function DefenceChoice({
  id,
  legend,
  attack,
  value,
  onChange,
}: {
  id: string;
  legend: string;
  attack: LootAttackType;
  value: LootDefenceChoice;
  onChange: (choice: LootDefenceChoice) => void;
}) {
  return (
    <fieldset class="tool-options">
      <legend>{legend}</legend>
      {lootDefenceOptions(attack).map((option) => (
        <Radio
          key={option.value}
          id={`${id}-defence-${option.value}`}
          name={`${id}-defence`}
          value={option.value}
          checked={value === option.value}
          disabled={option.disabled}
          onPick={() => onChange(option.value)}
        >
          {option.label}
        </Radio>
      ))}
    </fieldset>
  );
}
