/**
 * What the LOOT check and attack rollers share: advantage and disadvantage, the defence choice,
 * and the pick among several d12s.
 */
import type { ComponentChildren } from 'preact';
import {
  allowLootDefence,
  LOOT_ATTACK_INFO,
  LOOT_DEFENCE_CHOICES,
  LOOT_DEFENCE_LABELS,
  type LootAttackType,
  type LootCheckDice,
  type LootDefenceChoice,
} from '../../../rules/loot';
import { ChoiceField, Radio } from '../../kit';

const COUNTS = [
  { value: '0', label: 'None' },
  { value: '1', label: '1' },
  { value: '2', label: '2' },
] as const;

interface ExtraDiceProps {
  readonly id: string;
  readonly advantages: number;
  readonly disadvantages: number;
  readonly onAdvantages: (count: number) => void;
  readonly onDisadvantages: (count: number) => void;
}

export function ExtraDiceFields({
  id,
  advantages,
  disadvantages,
  onAdvantages,
  onDisadvantages,
}: ExtraDiceProps) {
  return (
    <>
      <ChoiceField
        id={`${id}-advantage`}
        label="Advantages"
        value={String(advantages)}
        options={COUNTS}
        onChange={(value) => onAdvantages(Number(value))}
      />
      <ChoiceField
        id={`${id}-disadvantage`}
        label="Disadvantages"
        value={String(disadvantages)}
        options={COUNTS}
        onChange={(value) => onDisadvantages(Number(value))}
      />
    </>
  );
}

/** ": the player picks the die that counts." or "." */
export function pickerText(dice: LootCheckDice, who: string): string {
  return dice.picker === 'player'
    ? `: the ${who} picks the die that counts.`
    : dice.picker === 'judge'
      ? ': the judge picks the die that counts.'
      : '.';
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

interface DiePickProps {
  readonly name: string;
  readonly legend: string;
  readonly faces: readonly number[];
  readonly chosen: number;
  readonly onChoose: (index: number) => void;
  /** What a face means here, after the die. */
  readonly describe: (face: number) => string;
  readonly children?: ComponentChildren;
}

/** All the dice rolled, the one that counts checked; the picker may choose another. */
export function DiePick({
  name,
  legend,
  faces,
  chosen,
  onChoose,
  describe,
  children,
}: DiePickProps) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {faces.map((face, index) => (
        <Radio
          key={index}
          id={`${name}-${index}`}
          name={name}
          checked={chosen === index}
          onPick={() => onChoose(index)}
        >
          <strong class="die">{face}</strong> {describe(face)}
        </Radio>
      ))}
      {children}
    </fieldset>
  );
}

/** What a roll did, a sentence a line. */
export function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <ul>
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}
