/**
 * What the LOOT check and attack rollers show once the dice are down: the pick among several
 * d12s, a roll's result, and the slot the judge chooses for a hit.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import {
  explainLootJudgeHitResolved,
  lootJudgeSlotOptions,
  type LootRollResult,
  type SlotNumber,
} from '../../../rules/loot';
import { Button, ChoiceField, Radio } from '../../kit';

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
  const options = lootJudgeSlotOptions(hit);
  const [slot, setSlot] = useState(Number(options[0]?.value ?? 1) as SlotNumber);
  return (
    <div class="tool-row loot-form">
      <ChoiceField
        id={`${id}-slot`}
        label="Slot the judge chooses"
        value={String(slot)}
        options={options}
        onChange={(value) => setSlot(Number(value) as SlotNumber)}
      />
      <Button
        look="tool"
        reasonId={`${id}-blocked`}
        blockedBy={
          placed?.slot === slot ? explainLootJudgeHitResolved(placed.sheetName, placed.slot) : null
        }
        onClick={() => onPlace(slot)}
      >
        Resolve the hit there
      </Button>
    </div>
  );
}
