/**
 * Applies and worsens LOOT conditions on the active sheet by their rules (src/rules/loot/conditions.ts
 * decides; this renders). Where several slots are valid the player chooses, or asks for a random
 * pick; every die rolled here goes to the roll log.
 */
import { useStore } from '@nanostores/preact';
import { useState } from 'preact/hooks';
import {
  CONDITION_NAMES,
  LOOT_ADJACENCY_NOTE,
  LOOT_ASPHYXIATION_EFFECT,
  SLOT_NUMBERS,
  BODY_SLOTS,
  advanceLootFireRound,
  checkLootCorruption,
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
  pickLootSlot,
  restLootExhaustion,
  rollLootOnGround,
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
import { $lootActiveSheet, $lootSheets, setActiveLootSheet, updateLootSheet } from '../../../stores/loot/sheets';
import { addRoll } from '../../../stores/roll-log';
import { browserRng } from '../../../lib/browser-rng';
import Heading, { type HeadingLevel } from '../../shared/Heading';
import sheetCss from '../sheet/sheet.css?inline';
import { injectStyle } from '../../shared/inject-style';

injectStyle('loot-sheet', sheetCss);

interface Props {
  id?: string;
  headingLevel?: HeadingLevel;
  title?: string;
}

const LETTERS: readonly ConditionLetter[] = ['A', 'B', 'C', 'E', 'F', 'H', 'M'];

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
  const sheets = useStore($lootSheets);
  const sheet = useStore($lootActiveSheet);
  const [letter, setLetter] = useState<ConditionLetter>('A');
  const [result, setResult] = useState<LootConditionResult | null>(null);
  const [slotToMark, setSlotToMark] = useState<SlotNumber>(1);
  const [restSlot, setRestSlot] = useState<string>('');

  const label = (what: string) => `LOOT: ${what}${sheet ? ` (${sheet.name})` : ''}`;

  const apply = (next: LootConditionResult) => {
    if (sheet && next.sheet !== sheet) updateLootSheet(sheet.id, () => next.sheet);
    setResult(next);
  };

  const random = (choices: readonly SlotNumber[], what: string): SlotNumber | undefined => {
    const picked = pickLootSlot(choices, browserRng);
    if (picked !== undefined) {
      addRoll({ source: label(`random slot for ${what}`), expression: `1d${choices.length}`, detail: `among slots ${choices.join(', ')}`, total: choices.indexOf(picked) + 1, result: `slot ${picked}` });
    }
    return picked;
  };

  /** Buttons for each valid slot, a random pick when there are several, or the worsening that kills when there are none. */
  const choicePanel = (choices: readonly SlotNumber[], what: string, worsen: (slot?: SlotNumber) => LootConditionResult, verb = 'Mark') => (
    <div class="loot-choice-buttons">
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
          class="text-button"
          onClick={() => {
            const picked = random(choices, what);
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
      <section class="tool loot-conditions-tool" aria-labelledby={`${id}-title`} data-pagefind-ignore>
        <Heading level={headingLevel} id={`${id}-title`}>
          {title}
        </Heading>
        <p class="loot-hint">No LOOT sheet yet: add a character with the inventory sheet on the Inventory page, then apply conditions here.</p>
      </section>
    );
  }

  const marks = lootConditionSlots(sheet, letter);
  const woundSlots = lootOpenWoundSlots(sheet);
  const flammable = SLOT_NUMBERS.filter((n) => isLootSlotFlammable(sheet, n) && !marks.includes(n));

  const panel = (() => {
    switch (letter) {
      case 'A':
        return (
          <>
            <p class="loot-hint">{LOOT_ASPHYXIATION_EFFECT}</p>
            {choicePanel(lootAsphyxiationChoices(sheet), 'asphyxiation', (n) => worsenLootAsphyxiation(sheet, n))}
            <button type="button" class="text-button" disabled={marks.length === 0} onClick={() => apply({ sheet: endLootAsphyxiation(sheet), notes: ['The source is removed: every A mark is gone.'], outcome: 'none' })}>
              Remove the source (clear all A)
            </button>
          </>
        );
      case 'B':
        return woundSlots.length === 0 ? (
          <p class="loot-hint">No open wound on this sheet, so nothing bleeds. Open wounds are set per slot on the inventory sheet.</p>
        ) : (
          <>
            {woundSlots.map((w) => (
              <div key={w} role="group" aria-labelledby={`${id}-bleed-${w}`}>
                <p id={`${id}-bleed-${w}`} class="loot-outcome">
                  Bleeding from the open wound in slot {w}
                </p>
                {choicePanel(lootBleedingChoices(sheet, w), 'bleeding', (n) => worsenLootBleeding(sheet, w, n))}
              </div>
            ))}
            <button type="button" class="text-button" disabled={marks.length === 0} onClick={() => apply({ sheet: clearLootCondition(sheet, 'B'), notes: ['Every B mark is removed.'], outcome: 'none' })}>
              Clear all B marks
            </button>
          </>
        );
      case 'C': {
        const check = () => {
          const rolled = checkLootCorruption(sheet, browserRng);
          addRoll({ source: label('corruption check'), expression: '1d12', detail: `d12: ${rolled.roll}`, total: rolled.roll, result: rolled.worsens ? 'worsens' : 'no change' });
          setResult({ sheet, notes: [rolled.note], outcome: 'none' });
        };
        return (
          <>
            <div class="loot-inline-form">
              <div class="field">
                <label for={`${id}-corrupt-slot`}>Slot to corrupt</label>
                <select id={`${id}-corrupt-slot`} value={String(slotToMark)} onChange={(event) => setSlotToMark(Number(event.currentTarget.value) as SlotNumber)}>
                  {BODY_SLOTS.map((n) => (
                    <option key={n} value={n}>
                      Slot {n}
                    </option>
                  ))}
                </select>
              </div>
              <button type="button" class="primary-button" onClick={() => apply(corruptLootSlot(sheet, slotToMark))}>
                Corrupt this slot
              </button>
            </div>
            <div class="loot-actions">
              <button type="button" class="primary-button" disabled={marks.length === 0} onClick={check}>
                More exposure: check (d12)
              </button>
              <button type="button" class="text-button" disabled={marks.length === 0} onClick={() => apply({ sheet: clearLootCondition(sheet, 'C'), notes: ['The corruption is removed.'], outcome: 'none' })}>
                Remove the corruption
              </button>
            </div>
            {marks.length > 0 ? (
              <div role="group" aria-labelledby={`${id}-corrupt-worsen`}>
                <p id={`${id}-corrupt-worsen`} class="loot-outcome">
                  When a check rolled a corrupted slot, it worsens into:
                </p>
                {choicePanel(lootSpreadChoices(sheet, 'C'), 'corruption', (n) => worsenLootCorruption(sheet, n))}
              </div>
            ) : null}
          </>
        );
      }
      case 'E':
        return (
          <>
            {choicePanel(lootExhaustionChoices(sheet), 'exhaustion', (n) => worsenLootExhaustion(sheet, n))}
            {marks.length > 0 ? (
              <div class="loot-inline-form">
                <div class="field">
                  <label for={`${id}-rest-slot`}>Slot to recover after resting 5 trys</label>
                  <select id={`${id}-rest-slot`} value={restSlot} onChange={(event) => setRestSlot(event.currentTarget.value)}>
                    <option value="">The last one marked</option>
                    {marks.map((n) => (
                      <option key={n} value={n}>
                        Slot {n}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="button" class="text-button" onClick={() => apply(restLootExhaustion(sheet, restSlot === '' ? undefined : (Number(restSlot) as SlotNumber)))}>
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
              <div class="loot-inline-form">
                <div class="field">
                  <label for={`${id}-ignite-slot`}>Flammable slot to ignite</label>
                  <select id={`${id}-ignite-slot`} value={String(flammable.includes(slotToMark) ? slotToMark : flammable[0])} onChange={(event) => setSlotToMark(Number(event.currentTarget.value) as SlotNumber)}>
                    {flammable.map((n) => (
                      <option key={n} value={n}>
                        Slot {n}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="button" class="primary-button" onClick={() => apply(igniteLootSlot(sheet, flammable.includes(slotToMark) ? slotToMark : (flammable[0] as SlotNumber)))}>
                  Ignite
                </button>
              </div>
            ) : (
              <p class="loot-hint">No unlit slot holds a flammable item (mark items flammable on the inventory sheet).</p>
            )}
            <div class="loot-actions">
              <button type="button" class="primary-button" disabled={marks.length === 0} onClick={() => apply(advanceLootFireRound(sheet))}>
                A round passes
              </button>
              <button
                type="button"
                class="text-button"
                disabled={marks.length === 0}
                onClick={() => {
                  const rolled = rollLootOnGround(sheet, browserRng);
                  addRoll({ source: label('rolling on the ground'), expression: '3d12', detail: `3d12: ${rolled.rolls.join(', ')}`, total: rolled.rolls.reduce((a, b) => a + b, 0), result: rolled.notes[0] ?? '' });
                  apply(rolled);
                }}
              >
                Roll on the ground (3d12)
              </button>
              <button type="button" class="text-button" disabled={marks.length === 0} onClick={() => apply({ sheet: douseLootFire(sheet), notes: ['Doused: every fire is out.'], outcome: 'none' })}>
                Douse or smother
              </button>
            </div>
          </>
        );
      case 'H':
        return (
          <>
            {choicePanel(lootHypothermiaChoices(sheet), 'hypothermia', (n) => worsenLootHypothermia(sheet, n))}
            <button type="button" class="text-button" disabled={marks.length === 0} onClick={() => apply(warmLootHypothermia(sheet))}>
              Warm for a try (remove one H)
            </button>
          </>
        );
      case 'M':
        return (
          <>
            {choicePanel(lootMalnourishmentChoices(sheet).slice(0, 1), 'malnourishment', () => worsenLootMalnourishment(sheet))}
            <button type="button" class="text-button" disabled={marks.length === 0} onClick={() => apply({ sheet: clearLootCondition(sheet, 'M'), notes: ['Fed and watered: every M mark is removed.'], outcome: 'none' })}>
              Clear all M marks
            </button>
          </>
        );
    }
  })();

  return (
    <section class="tool loot-conditions-tool" aria-labelledby={`${id}-title`} data-pagefind-ignore>
      <Heading level={headingLevel} id={`${id}-title`}>
        {title}
      </Heading>
      <div class="loot-manage">
        {sheets.length > 1 ? (
          <div class="field">
            <label for={`${id}-active`}>Active sheet</label>
            <select id={`${id}-active`} value={sheet.id} onChange={(event) => setActiveLootSheet(event.currentTarget.value)}>
              {sheets.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p class="loot-outcome">Sheet: {sheet.name}</p>
        )}
        <div class="field">
          <label for={`${id}-letter`}>Condition</label>
          <select
            id={`${id}-letter`}
            value={letter}
            onChange={(event) => {
              setLetter(event.currentTarget.value as ConditionLetter);
              setResult(null);
            }}
          >
            {LETTERS.map((l) => (
              <option key={l} value={l}>
                {CONDITION_NAMES[l]} ({l})
              </option>
            ))}
          </select>
        </div>
      </div>
      <ul class="loot-body-strip" aria-label={`Slots of ${sheet.name}`}>
        {SLOT_NUMBERS.map((n) => {
          const slot = sheet.slots[n - 1];
          const letters = slot?.conditions.join(' ') ?? '';
          const wound = slot && slot.wound !== 'none' ? `${slot.wound} wound` : '';
          return (
            <li key={n}>
              Slot {n}
              <span class="loot-strip-letters">{letters === '' ? '–' : letters}</span>
              {wound ? <span class="loot-item-tags">{wound}</span> : null}
            </li>
          );
        })}
      </ul>
      <p class="loot-hint">{RULE_SUMMARY[letter]}</p>
      <p class="loot-hint">{LOOT_ADJACENCY_NOTE}</p>
      {panel}
      <div class="loot-status" role="status">
        {result ? (
          <>
            {result.notes.map((note, index) => (
              <p key={index} class="loot-outcome">
                {note}
              </p>
            ))}
            {result.outcome !== 'none' ? <p class="loot-outcome loot-outcome-strong">{OUTCOME_TEXT[result.outcome]}</p> : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
