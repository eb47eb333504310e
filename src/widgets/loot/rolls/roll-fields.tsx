/**
 * What the LOOT check and attack rollers share: advantage and disadvantage, the defence choice,
 * the pick among several d12s, a roll's result, the slot the judge chooses for a hit, and writing
 * what a roll did on a sheet (a hit rolled on it too) with its Undo.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import {
  allowLootDefence,
  LOOT_ATTACK_INFO,
  LOOT_ATTACK_TYPES,
  LOOT_DEFENCE_CHOICES,
  LOOT_DEFENCE_LABELS,
  LOOT_MAX_EXTRA_DICE,
  explainLootJudgeHitResolved,
  lootDefenceHitTool,
  lootRollSource,
  SLOT_NUMBERS,
  slotName,
  type LootAttackType,
  type LootDefenceHit,
  type LootDefenceHitInput,
  type LootRollResult,
  type LootDefenceChoice,
  type LootSheet,
  type SlotNumber,
} from '../../../rules/loot';
import { lootSheetsRoster } from '../../../stores/loot/sheets';
import { ChoiceField, Radio, RollButton, undoChange, useActionNote } from '../../kit';
import { rollAndLog } from '../log-roll';

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

/** A roll's result: its outcome in bold, then what it did. */
export function RollResult({ result }: { result: LootRollResult }) {
  return (
    <div>
      <p>
        <strong>{result.outcome}.</strong>
      </p>
      <Lines lines={result.lines} />
    </div>
  );
}

/**
 * "If the slot hit is an empty grip slot or a 12 is rolled on this check, the judge chooses which
 * slot is hit": the slot the judge chooses, and the button that resolves the hit there. A slot is
 * resolved once (`placed`), so its button is off with the reason until another slot is chosen.
 */
export function JudgeSlot({
  id,
  placed,
  onPlace,
  hit,
}: {
  readonly id: string;
  readonly placed: { readonly sheetName: string; readonly slot: SlotNumber } | null | undefined;
  readonly onPlace: (slot: SlotNumber) => void;
  /** The empty grip the roll hit: not offered, as choosing it would ask the judge again. */
  readonly hit?: SlotNumber | undefined;
}) {
  const slots = SLOT_NUMBERS.filter((n) => n !== hit);
  const [slot, setSlot] = useState<SlotNumber>(slots[0] ?? 1);
  return (
    <div class="tool-row loot-form">
      <ChoiceField
        id={`${id}-slot`}
        label="Slot the judge chooses"
        value={String(slot)}
        options={slots.map((n) => ({ value: String(n), label: slotName(n) }))}
        onChange={(value) => setSlot(Number(value) as SlotNumber)}
      />
      <RollButton
        id={id}
        class="tool-button"
        blockedBy={
          placed?.slot === slot ? explainLootJudgeHitResolved(placed.sheetName, placed.slot) : null
        }
        onClick={() => onPlace(slot)}
      >
        Resolve the hit there
      </RollButton>
    </div>
  );
}

/**
 * Writes what a roll did on a sheet (a slot marked, a wound taken) and says so with an Undo, which
 * puts the sheet back while nothing has changed it since: a roll made for the wrong sheet, or a
 * hit applied by a slip of the finger, is taken back at once. `note` is the line to place; the
 * rolls it makes are logged from the tool `id`.
 */
export function useSheetWrite(id: string, label: string) {
  // Beside the roll's result, which stays the tool's one status.
  const said = useActionNote(label, { status: false });
  /** Saves `next` over `sheet`; `onUndone` runs when the Undo has put the sheet back. */
  function write(sheet: LootSheet, next: LootSheet, onUndone?: () => void) {
    const changed = lootSheetsRoster.track(sheet.id, () =>
      lootSheetsRoster.update(sheet.id, () => next),
    );
    const undo = undoChange(lootSheetsRoster, changed, {
      undone: `Took it back: ${sheet.name}’s sheet is as it was before the roll.`,
      whose: `${sheet.name}’s sheet`,
    });
    if (!undo) {
      said.clear();
      return;
    }
    said.done(`Written on ${sheet.name}’s sheet.`, () => {
      const undone = undo();
      if (undone.ok) onUndone?.();
      return undone;
    });
  }
  return {
    note: said.note,
    write,
    /**
     * Rolls a hit on a chosen slot of `input.sheet` (its defence, parry dice, wound), logs it as
     * `what` and writes it on the sheet.
     */
    hit(input: LootDefenceHitInput, what: string, onUndone?: () => void): LootDefenceHit {
      const hit = rollAndLog(lootDefenceHitTool, input, lootRollSource(what, input.sheet.name), id);
      write(input.sheet, hit.sheet, onUndone);
      return hit;
    },
  };
}
