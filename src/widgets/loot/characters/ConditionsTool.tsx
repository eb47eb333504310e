/**
 * Applies and worsens LOOT conditions on the active sheet by their rules (src/rules/loot/conditions.ts
 * decides; this renders). Where several slots are valid the player chooses, or asks for a random
 * pick; every die rolled here goes to the roll log.
 */
import {
  ChoiceField,
  ResultArea,
  StoreNotice,
  ToolSection,
  useSaved,
  useShown,
  type ToolProps,
} from '../../kit';
import { useState } from 'preact/hooks';
import {
  CONDITION_LETTERS,
  CONDITION_NAMES,
  LOOT_ADJACENCY_NOTE,
  LOOT_CONDITION_OUTCOME_TEXT,
  LOOT_CONDITION_SUMMARIES,
  removeLootCondition,
  LOOT_ASPHYXIATION_EFFECT,
  SLOT_NUMBERS,
  BODY_SLOTS,
  advanceLootFireRound,
  corruptLootSlot,
  igniteLootSlot,
  lootAsphyxiationChoices,
  lootBleedingChoices,
  lootConditionSlots,
  lootExhaustionChoices,
  lootHypothermiaChoices,
  lootIgnitionChoices,
  lootMalnourishmentChoices,
  lootOpenWoundSlots,
  lootSpreadChoices,
  describeLootSlotPick,
  lootRollSource,
  restLootExhaustion,
  lootCorruptionTool,
  lootRollOnGroundTool,
  lootSlotPickTool,
  warmLootHypothermia,
  worsenLootAsphyxiation,
  worsenLootBleeding,
  worsenLootCorruption,
  worsenLootExhaustion,
  worsenLootHypothermia,
  worsenLootMalnourishment,
  type ConditionLetter,
  type LootConditionResult,
  type SlotNumber,
} from '../../../rules/loot';
import { $lootActiveSheet, $lootSheetsNotice, lootSheetsRoster } from '../../../stores/loot/sheets';
import '../loot.css';
import { rollAndLog } from '../log-roll';
import { ActiveSheetField } from './SheetPicker';

const LETTER_OPTIONS = CONDITION_LETTERS.map((letter) => ({
  value: letter,
  label: `${CONDITION_NAMES[letter]} (${letter})`,
}));

/** Slot numbers as choices. */
function slotOptions(slots: readonly SlotNumber[]) {
  return slots.map((n) => ({ value: String(n), label: `Slot ${n}` }));
}

export default function ConditionsTool({
  id = 'loot-conditions',
  headingLevel = 3,
  title = 'Conditions on the active sheet',
}: ToolProps) {
  const sheet = useSaved($lootActiveSheet);
  const [letter, setLetter] = useState<ConditionLetter>('A');
  const [shown, show, clear] = useShown<LootConditionResult>();
  const result = shown?.value ?? null;
  const [slotToMark, setSlotToMark] = useState<SlotNumber>(1);
  const [restSlot, setRestSlot] = useState<string>('');

  const apply = (next: LootConditionResult) => {
    if (sheet && next.sheet !== sheet) lootSheetsRoster.update(sheet.id, () => next.sheet);
    show(next);
  };

  const random = (
    choices: readonly SlotNumber[],
    letter: ConditionLetter,
  ): SlotNumber | undefined => {
    if (choices.length === 0) return undefined;
    return rollAndLog(
      lootSlotPickTool,
      { letter, choices },
      lootRollSource(describeLootSlotPick(letter), sheet?.name),
      id,
    );
  };

  /** Buttons for each valid slot, a random pick when there are several, or the worsening that kills when there are none. */
  const choicePanel = (
    choices: readonly SlotNumber[],
    letter: ConditionLetter,
    worsen: (slot?: SlotNumber) => LootConditionResult,
    verb = 'Mark',
  ) => (
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
        <p class="tool-hint">
          No LOOT sheet yet: add a character with the inventory sheet on the Inventory page, then
          apply conditions here.
        </p>
      </ToolSection>
    );
  }

  const marks = lootConditionSlots(sheet, letter);
  const woundSlots = lootOpenWoundSlots(sheet);
  const flammable = lootIgnitionChoices(sheet);
  const igniteSlot = flammable.includes(slotToMark) ? slotToMark : (flammable[0] as SlotNumber);

  /** A button for what needs the condition on the sheet already. */
  const whileMarked = (label: string, run: () => LootConditionResult, primary = false) => (
    <button
      type="button"
      class={primary ? 'primary-button' : 'tool-button'}
      disabled={marks.length === 0}
      onClick={() => apply(run())}
    >
      {label}
    </button>
  );

  const panel = (() => {
    switch (letter) {
      case 'A':
        return (
          <>
            <p class="tool-hint">{LOOT_ASPHYXIATION_EFFECT}</p>
            {choicePanel(lootAsphyxiationChoices(sheet), 'A', (n) =>
              worsenLootAsphyxiation(sheet, n),
            )}
            {whileMarked('Remove the source (clear all A)', () => removeLootCondition(sheet, 'A'))}
          </>
        );
      case 'B':
        return woundSlots.length === 0 ? (
          <p class="tool-hint">
            No open wound on this sheet, so nothing bleeds. Open wounds are set per slot on the
            inventory sheet.
          </p>
        ) : (
          <>
            {woundSlots.map((w) => (
              <div key={w} role="group" aria-labelledby={`${id}-bleed-${w}`}>
                <p id={`${id}-bleed-${w}`}>Bleeding from the open wound in slot {w}</p>
                {choicePanel(lootBleedingChoices(sheet, w), 'B', (n) =>
                  worsenLootBleeding(sheet, w, n),
                )}
              </div>
            ))}
            {whileMarked('Clear all B marks', () => removeLootCondition(sheet, 'B'))}
          </>
        );
      case 'C': {
        const check = (): LootConditionResult => {
          const rolled = rollAndLog(
            lootCorruptionTool,
            { sheet },
            lootRollSource('corruption check', sheet.name),
            id,
          );
          return { sheet, notes: [rolled.note], outcome: 'none' };
        };
        return (
          <>
            <div class="tool-row loot-form">
              <ChoiceField
                id={`${id}-corrupt-slot`}
                label="Slot to corrupt"
                value={String(slotToMark)}
                options={slotOptions(BODY_SLOTS)}
                onChange={(value) => setSlotToMark(Number(value) as SlotNumber)}
              />
              <button
                type="button"
                class="primary-button"
                onClick={() => apply(corruptLootSlot(sheet, slotToMark))}
              >
                Corrupt this slot
              </button>
            </div>
            <div class="tool-actions">
              {whileMarked('More exposure: check (d12)', check, true)}
              {whileMarked('Remove the corruption', () => removeLootCondition(sheet, 'C'))}
            </div>
            {marks.length > 0 ? (
              <div role="group" aria-labelledby={`${id}-corrupt-worsen`}>
                <p id={`${id}-corrupt-worsen`}>
                  When a check rolled a corrupted slot, it worsens into:
                </p>
                {choicePanel(lootSpreadChoices(sheet, 'C'), 'C', (n) =>
                  worsenLootCorruption(sheet, n),
                )}
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
                <ChoiceField
                  id={`${id}-rest-slot`}
                  label="Slot to recover after resting 5 trys"
                  value={restSlot}
                  options={[{ value: '', label: 'The last one marked' }, ...slotOptions(marks)]}
                  onChange={setRestSlot}
                />
                <button
                  type="button"
                  class="tool-button"
                  onClick={() =>
                    apply(
                      restLootExhaustion(
                        sheet,
                        restSlot === '' ? undefined : (Number(restSlot) as SlotNumber),
                      ),
                    )
                  }
                >
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
                <ChoiceField
                  id={`${id}-ignite-slot`}
                  label="Flammable slot to ignite"
                  value={String(igniteSlot)}
                  options={slotOptions(flammable)}
                  onChange={(value) => setSlotToMark(Number(value) as SlotNumber)}
                />
                <button
                  type="button"
                  class="primary-button"
                  onClick={() => apply(igniteLootSlot(sheet, igniteSlot))}
                >
                  Ignite
                </button>
              </div>
            ) : (
              <p class="tool-hint">
                No unlit slot holds a flammable item (mark items flammable on the inventory sheet).
              </p>
            )}
            <div class="tool-actions">
              {whileMarked('A round passes', () => advanceLootFireRound(sheet), true)}
              {whileMarked('Roll on the ground (3d12)', () => {
                return rollAndLog(
                  lootRollOnGroundTool,
                  { sheet },
                  lootRollSource('rolling on the ground', sheet.name),
                  id,
                );
              })}
              {whileMarked('Douse or smother', () => removeLootCondition(sheet, 'F'))}
            </div>
          </>
        );
      case 'H':
        return (
          <>
            {choicePanel(lootHypothermiaChoices(sheet), 'H', (n) =>
              worsenLootHypothermia(sheet, n),
            )}
            {whileMarked('Warm for a try (remove one H)', () => warmLootHypothermia(sheet))}
          </>
        );
      case 'M':
        return (
          <>
            {choicePanel(lootMalnourishmentChoices(sheet).slice(0, 1), 'M', () =>
              worsenLootMalnourishment(sheet),
            )}
            {whileMarked('Clear all M marks', () => removeLootCondition(sheet, 'M'))}
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
            clear();
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
              <span class="visually-hidden">: </span>
              {letters === '' ? (
                // A dash is read as "dash", or not at all: a screen reader hears the word.
                <strong class="loot-strip-letters">
                  <span aria-hidden="true">–</span>
                  <span class="visually-hidden">no conditions</span>
                </strong>
              ) : (
                <strong class="loot-strip-letters">{letters}</strong>
              )}
              {slot && slot.wound !== 'none' ? (
                <span class="tool-hint">{slot.wound} wound</span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p class="tool-hint">{LOOT_CONDITION_SUMMARIES[letter]}</p>
      <p class="tool-hint">{LOOT_ADJACENCY_NOTE}</p>
      {panel}
      <ResultArea serial={shown?.serial}>
        {result ? (
          // One paragraph, its sentences parted by spaces: a live region can be read as its bare
          // text, where separate paragraphs would run together ("dies.The").
          <p>
            {result.notes.join(' ')}
            {result.outcome !== 'none' ? (
              <>
                {result.notes.length > 0 ? ' ' : ''}
                <strong>{LOOT_CONDITION_OUTCOME_TEXT[result.outcome]}</strong>
              </>
            ) : null}
          </p>
        ) : null}
      </ResultArea>
    </ToolSection>
  );
}
