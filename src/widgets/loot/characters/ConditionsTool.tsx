/**
 * Applies and worsens LOOT conditions on the active sheet by their rules (src/rules/loot/conditions.ts
 * decides; this renders). Where several slots are valid the player chooses, or asks for a random
 * pick; every die rolled here goes to the roll log.
 */
import { useStore } from '@nanostores/preact';
import { useState } from 'preact/hooks';
import {
  CONDITION_LETTERS,
  CONDITION_NAMES,
  LOOT_ADJACENCY_NOTE,
  LOOT_ASPHYXIATION_EFFECT,
  SLOT_NUMBERS,
  BODY_SLOTS,
  advanceLootFireRound,
  clearLootCondition,
  corruptLootSlot,
  douseLootFire,
  endLootAsphyxiation,
  igniteLootSlot,
  isLootSlotFlammable,
  lootAsphyxiationChoices,
  lootBleedingChoices,
  lootConditionSlots,
  lootExhaustionChoices,
  lootHypothermiaChoices,
  lootMalnourishmentChoices,
  lootOpenWoundSlots,
  lootSpreadChoices,
  describeLootSlotPick,
  lootRollSource,
  restLootExhaustion,
  rollLootCorruptionCheck,
  rollLootOnGroundInput,
  rollLootSlotPick,
  warmLootHypothermia,
  worsenLootAsphyxiation,
  worsenLootBleeding,
  worsenLootCorruption,
  worsenLootExhaustion,
  worsenLootHypothermia,
  worsenLootMalnourishment,
  type ConditionLetter,
  type LootConditionOutcome,
  type LootConditionResult,
  type SlotNumber,
} from '../../../rules/loot';
import { LOOT_LOGGED_TOOLS } from '../../../rules/loot/log';
import { $lootActiveSheet, $lootSheetsNotice, updateLootSheet } from '../../../stores/loot/sheets';
import { browserRng } from '../../../lib/browser-rng';
import ToolSection, { type HeadingLevel } from '../../kit/ToolSection';
import { ChoiceField } from '../../kit/fields';
import StoreNotice from '../../kit/StoreNotice';
import { injectStyle } from '../../shared/inject-style';
import lootCss from '../loot.css?inline';
import { logLootRoll } from '../log-roll';
import { ActiveSheetField } from './SheetPicker';

injectStyle('loot', lootCss);

interface Props {
  id?: string;
  headingLevel?: HeadingLevel;
  title?: string;
}

const LETTER_OPTIONS = CONDITION_LETTERS.map((letter) => ({ value: letter, label: `${CONDITION_NAMES[letter]} (${letter})` }));

/** Slot numbers as choices. */
function slotOptions(slots: readonly SlotNumber[]) {
  return slots.map((n) => ({ value: String(n), label: `Slot ${n}` }));
}

const RULE_SUMMARY: Readonly<Record<ConditionLetter, string>> = {
  A: 'Starts at the head (slot 1); each round it continues it worsens. Unconscious when slots 1-5 are all marked; dies when a slot must be marked and cannot.',
  B: 'Each open wound worsens the bleeding once per turn in combat, per try adventuring, per watch traveling, into a lower-numbered slot. Dies when no slot can be marked.',
  C: 'Mark the corrupted slot. On more exposure, a check: if the slot rolled is corrupted, the corruption worsens. All body slots corrupted: the character turns evil.',
  E: 'Mark the appropriate slot, then worsen. Unconscious when slots 1-5 are all marked; dies when a slot must be marked and cannot. Resting 5 trys removes one.',
  F: 'Each round fire spreads to adjacent slots holding flammable items. A full round on fire: a treated wound and flammable items destroyed; another round: the wound opens.',
  H: 'Starts at slot 4 or 5; worsens every 5 trys (10 if properly dressed), giving the slot marked before a treated wound (frostbite). Unconscious at slots 1-5; dies when none can be marked.',
  M: 'Starts at slot 3; each week without food or day without drink marks a lower slot. Dies when no slot can be marked.',
};

const OUTCOME_TEXT: Readonly<Record<Exclude<LootConditionOutcome, 'none'>, string>> = {
  unconscious: 'Unconscious.',
  dead: 'The character dies.',
  evil: 'The character turns evil.',
};

export default function ConditionsTool({ id = 'loot-conditions', headingLevel = 3, title = 'Conditions on the active sheet' }: Props) {
  const sheet = useStore($lootActiveSheet);
  const [letter, setLetter] = useState<ConditionLetter>('A');
  const [result, setResult] = useState<LootConditionResult | null>(null);
  const [slotToMark, setSlotToMark] = useState<SlotNumber>(1);
  const [restSlot, setRestSlot] = useState<string>('');

  const apply = (next: LootConditionResult) => {
    if (sheet && next.sheet !== sheet) updateLootSheet(sheet.id, () => next.sheet);
    setResult(next);
  };

  const random = (choices: readonly SlotNumber[], letter: ConditionLetter): SlotNumber | undefined => {
    const input = { letter, choices };
    const picked = rollLootSlotPick(input, browserRng);
    if (picked) logLootRoll(id, lootRollSource(describeLootSlotPick(letter), sheet?.name), LOOT_LOGGED_TOOLS.slotPick, input, picked.line);
    return picked?.slot;
  };

  /** Buttons for each valid slot, a random pick when there are several, or the worsening that kills when there are none. */
  const choicePanel = (choices: readonly SlotNumber[], letter: ConditionLetter, worsen: (slot?: SlotNumber) => LootConditionResult, verb = 'Mark') => (
    <div class="tool-actions">
      {choices.length === 0 ? (
        <button type="button" class="primary-button" onClick={() => apply(worsen())}>
          Worsen (no slot left to mark)
        </button>
      ) : (
        choices.map((n) => (
          <button key={n} type="button" class="primary-button" onClick={() => apply(worsen(n))}>
            {verb} slot {n}
          </button>
        ))
      )}
      {choices.length > 1 ? (
        <button
          type="button"
          class="tool-button"
          onClick={() => {
            const picked = random(choices, letter);
            if (picked !== undefined) apply(worsen(picked));
          }}
        >
          Pick a slot at random
        </button>
      ) : null}
    </div>
  );

  if (!sheet) {
    return (
      <ToolSection id={id} title={title} headingLevel={headingLevel}>
        <StoreNotice $notice={$lootSheetsNotice} />
        <p class="tool-hint">No LOOT sheet yet: add a character with the inventory sheet on the Inventory page, then apply conditions here.</p>
      </ToolSection>
    );
  }

  const marks = lootConditionSlots(sheet, letter);
  const woundSlots = lootOpenWoundSlots(sheet);
  const flammable = SLOT_NUMBERS.filter((n) => isLootSlotFlammable(sheet, n) && !marks.includes(n));
  const igniteSlot = flammable.includes(slotToMark) ? slotToMark : (flammable[0] as SlotNumber);

  const panel = (() => {
    switch (letter) {
      case 'A':
        return (
          <>
            <p class="tool-hint">{LOOT_ASPHYXIATION_EFFECT}</p>
            {choicePanel(lootAsphyxiationChoices(sheet), 'A', (n) => worsenLootAsphyxiation(sheet, n))}
            <button type="button" class="tool-button" disabled={marks.length === 0} onClick={() => apply({ sheet: endLootAsphyxiation(sheet), notes: ['The source is removed: every A mark is gone.'], outcome: 'none' })}>
              Remove the source (clear all A)
            </button>
          </>
        );
      case 'B':
        return woundSlots.length === 0 ? (
          <p class="tool-hint">No open wound on this sheet, so nothing bleeds. Open wounds are set per slot on the inventory sheet.</p>
        ) : (
          <>
            {woundSlots.map((w) => (
              <div key={w} role="group" aria-labelledby={`${id}-bleed-${w}`}>
                <p id={`${id}-bleed-${w}`}>
                  Bleeding from the open wound in slot {w}
                </p>
                {choicePanel(lootBleedingChoices(sheet, w), 'B', (n) => worsenLootBleeding(sheet, w, n))}
              </div>
            ))}
            <button type="button" class="tool-button" disabled={marks.length === 0} onClick={() => apply({ sheet: clearLootCondition(sheet, 'B'), notes: ['Every B mark is removed.'], outcome: 'none' })}>
              Clear all B marks
            </button>
          </>
        );
      case 'C': {
        const check = () => {
          const { check: rolled, line } = rollLootCorruptionCheck({ sheet }, browserRng);
          logLootRoll(id, lootRollSource('corruption check', sheet.name), LOOT_LOGGED_TOOLS.corruption, { sheet }, line);
          setResult({ sheet, notes: [rolled.note], outcome: 'none' });
        };
        return (
          <>
            <div class="tool-row loot-form">
              <ChoiceField id={`${id}-corrupt-slot`} label="Slot to corrupt" value={String(slotToMark)} options={slotOptions(BODY_SLOTS)} onChange={(value) => setSlotToMark(Number(value) as SlotNumber)} />
              <button type="button" class="primary-button" onClick={() => apply(corruptLootSlot(sheet, slotToMark))}>
                Corrupt this slot
              </button>
            </div>
            <div class="tool-actions">
              <button type="button" class="primary-button" disabled={marks.length === 0} onClick={check}>
                More exposure: check (d12)
              </button>
              <button type="button" class="tool-button" disabled={marks.length === 0} onClick={() => apply({ sheet: clearLootCondition(sheet, 'C'), notes: ['The corruption is removed.'], outcome: 'none' })}>
                Remove the corruption
              </button>
            </div>
            {marks.length > 0 ? (
              <div role="group" aria-labelledby={`${id}-corrupt-worsen`}>
                <p id={`${id}-corrupt-worsen`}>
                  When a check rolled a corrupted slot, it worsens into:
                </p>
                {choicePanel(lootSpreadChoices(sheet, 'C'), 'C', (n) => worsenLootCorruption(sheet, n))}
              </div>
            ) : null}
          </>
        );
      }
      case 'E':
        return (
          <>
            {choicePanel(lootExhaustionChoices(sheet), 'E', (n) => worsenLootExhaustion(sheet, n))}
            {marks.length > 0 ? (
              <div class="tool-row loot-form">
                <ChoiceField id={`${id}-rest-slot`} label="Slot to recover after resting 5 trys" value={restSlot} options={[{ value: '', label: 'The last one marked' }, ...slotOptions(marks)]} onChange={setRestSlot} />
                <button type="button" class="tool-button" onClick={() => apply(restLootExhaustion(sheet, restSlot === '' ? undefined : (Number(restSlot) as SlotNumber)))}>
                  Rest 5 trys
                </button>
              </div>
            ) : null}
          </>
        );
      case 'F':
        return (
          <>
            {flammable.length > 0 ? (
              <div class="tool-row loot-form">
                <ChoiceField id={`${id}-ignite-slot`} label="Flammable slot to ignite" value={String(igniteSlot)} options={slotOptions(flammable)} onChange={(value) => setSlotToMark(Number(value) as SlotNumber)} />
                <button type="button" class="primary-button" onClick={() => apply(igniteLootSlot(sheet, igniteSlot))}>
                  Ignite
                </button>
              </div>
            ) : (
              <p class="tool-hint">No unlit slot holds a flammable item (mark items flammable on the inventory sheet).</p>
            )}
            <div class="tool-actions">
              <button type="button" class="primary-button" disabled={marks.length === 0} onClick={() => apply(advanceLootFireRound(sheet))}>
                A round passes
              </button>
              <button
                type="button"
                class="tool-button"
                disabled={marks.length === 0}
                onClick={() => {
                  const { rolled, line } = rollLootOnGroundInput({ sheet }, browserRng);
                  logLootRoll(id, lootRollSource('rolling on the ground', sheet.name), LOOT_LOGGED_TOOLS.rollOnGround, { sheet }, line);
                  apply(rolled);
                }}
              >
                Roll on the ground (3d12)
              </button>
              <button type="button" class="tool-button" disabled={marks.length === 0} onClick={() => apply({ sheet: douseLootFire(sheet), notes: ['Doused: every fire is out.'], outcome: 'none' })}>
                Douse or smother
              </button>
            </div>
          </>
        );
      case 'H':
        return (
          <>
            {choicePanel(lootHypothermiaChoices(sheet), 'H', (n) => worsenLootHypothermia(sheet, n))}
            <button type="button" class="tool-button" disabled={marks.length === 0} onClick={() => apply(warmLootHypothermia(sheet))}>
              Warm for a try (remove one H)
            </button>
          </>
        );
      case 'M':
        return (
          <>
            {choicePanel(lootMalnourishmentChoices(sheet).slice(0, 1), 'M', () => worsenLootMalnourishment(sheet))}
            <button type="button" class="tool-button" disabled={marks.length === 0} onClick={() => apply({ sheet: clearLootCondition(sheet, 'M'), notes: ['Fed and watered: every M mark is removed.'], outcome: 'none' })}>
              Clear all M marks
            </button>
          </>
        );
    }
  })();

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <StoreNotice $notice={$lootSheetsNotice} />
      <div class="tool-grid">
        <ActiveSheetField id={`${id}-active`} />
        <ChoiceField
          id={`${id}-letter`}
          label="Condition"
          value={letter}
          options={LETTER_OPTIONS}
          onChange={(next) => {
            setLetter(next);
            setResult(null);
          }}
        />
      </div>
      <ul class="loot-body-strip" aria-label={`Slots of ${sheet.name}`}>
        {SLOT_NUMBERS.map((n) => {
          const slot = sheet.slots[n - 1];
          const letters = slot?.conditions.join(' ') ?? '';
          return (
            <li key={n}>
              Slot {n}
              <strong class="loot-strip-letters">{letters === '' ? '–' : letters}</strong>
              {slot && slot.wound !== 'none' ? <span class="tool-hint">{slot.wound} wound</span> : null}
            </li>
          );
        })}
      </ul>
      <p class="tool-hint">{RULE_SUMMARY[letter]}</p>
      <p class="tool-hint">{LOOT_ADJACENCY_NOTE}</p>
      {panel}
      <div class="tool-result" role="status">
        {result ? (
          <>
            {result.notes.map((note, index) => (
              <p key={index}>{note}</p>
            ))}
            {result.outcome !== 'none' ? (
              <p>
                <strong>{OUTCOME_TEXT[result.outcome]}</strong>
              </p>
            ) : null}
          </>
        ) : null}
      </div>
    </ToolSection>
  );
}
