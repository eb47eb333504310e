/**
 * The inputs the LOOT check and attack rollers share: advantage and disadvantage, the kind of
 * attack, and the defence against it (what the attack allows, the rest off with the reason).
 */
import { useState } from 'preact/hooks';
import {
  allowLootDefence,
  LOOT_ATTACK_INFO,
  LOOT_ATTACK_TYPES,
  LOOT_DEFENCE_CHOICES,
  LOOT_DEFENCE_LABELS,
  LOOT_MAX_EXTRA_DICE,
  type LootAttackType,
  type LootDefenceChoice,
} from '../../../rules/loot';
import { ChoiceField, Radio } from '../../kit';

/** None up to the most extra dice the rules let a roll take. */
const COUNTS = Array.from({ length: LOOT_MAX_EXTRA_DICE + 1 }, (_, count) => ({
  value: String(count),
  label: count === 0 ? 'None' : String(count),
}));

/** The advantages and disadvantages a roll takes, and their two fields. */
export function useExtraDice(id: string) {
  const [advantages, setAdvantages] = useState(0);
  const [disadvantages, setDisadvantages] = useState(0);
  const fields = (
    <>
      <ChoiceField
        id={`${id}-advantage`}
        label="Advantages"
        value={String(advantages)}
        options={COUNTS}
        onChange={(value) => setAdvantages(Number(value))}
      />
      <ChoiceField
        id={`${id}-disadvantage`}
        label="Disadvantages"
        value={String(disadvantages)}
        options={COUNTS}
        onChange={(value) => setDisadvantages(Number(value))}
      />
    </>
  );
  return { advantages, disadvantages, fields };
}

const ATTACK_TYPE_OPTIONS = LOOT_ATTACK_TYPES.map((type) => ({
  value: type,
  label: LOOT_ATTACK_INFO[type].label,
}));

/** The kind of attack: melee, missile and the rest the text names. */
export function AttackTypeField(props: {
  id: string;
  value: LootAttackType;
  onChange: (attack: LootAttackType) => void;
}) {
  return <ChoiceField {...props} label="Attack type" options={ATTACK_TYPE_OPTIONS} />;
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
  const info = LOOT_ATTACK_INFO[attack];
  return (
    <fieldset class="tool-options">
      <legend>{legend}</legend>
      {LOOT_DEFENCE_CHOICES.map((choice) => {
        const disabled = allowLootDefence(choice, attack) !== choice;
        return (
          <Radio
            key={choice}
            id={`${id}-defence-${choice}`}
            name={`${id}-defence`}
            value={choice}
            checked={value === choice}
            disabled={disabled}
            onPick={() => onChange(choice)}
          >
            {LOOT_DEFENCE_LABELS[choice]}
            {disabled ? ` (not against ${info.label.toLowerCase()})` : ''}
          </Radio>
        );
      })}
    </fieldset>
  );
}
