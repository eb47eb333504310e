/**
 * What the conditions tool offers for each LOOT condition, as data: the parts it draws, in order,
 * each with what it does to the sheet (conditions.ts decides each step). The tool only renders
 * them, so which buttons there are, which slots they offer, which are off and every sentence are
 * said and tested here.
 *
 * A part that rolls (a random slot, the corruption check, rolling on the ground) rolls through
 * the `LootRollLogger` it is given, which logs the roll as the page's logger does: the rules stay
 * free of the log and of the browser's dice, as with an `Rng`.
 */
import {
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
  LOOT_ASPHYXIATION_EFFECT,
  removeLootCondition,
  restLootExhaustion,
  warmLootHypothermia,
  worsenLootAsphyxiation,
  worsenLootBleeding,
  worsenLootCorruption,
  worsenLootExhaustion,
  worsenLootHypothermia,
  worsenLootMalnourishment,
  type LootConditionResult,
} from './conditions';
import {
  describeLootSlotPick,
  lootCorruptionTool,
  lootRollOnGroundTool,
  lootRollSource,
  lootSlotPickTool,
  type LootRollLogger,
} from './rolls';
import { BODY_SLOTS, type ConditionLetter, type LootSheet, type SlotNumber } from './sheet';

/** A line of explanation. */
export interface LootConditionHint {
  readonly kind: 'hint';
  readonly text: string;
}

/**
 * The worsening into one of the valid slots: a button a slot, a random pick among several, or the
 * worsening that kills when no slot is left. `heading` names the group when a panel has several.
 */
export interface LootConditionSpread {
  readonly kind: 'spread';
  readonly heading?: { readonly key: string; readonly text: string };
  readonly choices: readonly SlotNumber[];
  readonly worsen: (slot?: SlotNumber) => LootConditionResult;
  /** A slot among the choices picked by a die (logged), and the worsening into it. */
  readonly pickAtRandom: (log: LootRollLogger) => LootConditionResult;
  /**
   * The buttons drawn for it, in a row: "Mark slot n" for each choice, or the worsening that kills
   * when there is none, then "Pick a slot at random" when there are several.
   */
  readonly buttons: readonly LootConditionButton[];
}

/** A slot chosen in a select (`key` names it), then the button that acts on that slot. */
export interface LootConditionSlotAction {
  readonly kind: 'slot';
  readonly key: string;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly button: string;
  readonly primary: boolean;
  readonly run: (value: string) => LootConditionResult;
}

/** One button that changes the sheet, or rolls first. */
export interface LootConditionButton {
  readonly label: string;
  readonly primary: boolean;
  readonly run: (log: LootRollLogger) => LootConditionResult;
}

/** Buttons for what needs the condition on the sheet already: off while it is not. */
export interface LootConditionActions {
  readonly kind: 'actions';
  /** Why the buttons are off (the sheet has none of these marks), shown beside them; null while on. */
  readonly blockedBy: string | null;
  readonly buttons: readonly LootConditionButton[];
}

export type LootConditionPart =
  LootConditionHint | LootConditionSpread | LootConditionSlotAction | LootConditionActions;

/** Slot numbers as choices: "Slot 3". */
function slotOptions(slots: readonly SlotNumber[]) {
  return slots.map((n) => ({ value: String(n), label: `Slot ${n}` }));
}

function hint(text: string): LootConditionHint {
  return { kind: 'hint', text };
}

function button(
  label: string,
  run: (log: LootRollLogger) => LootConditionResult,
  primary = false,
): LootConditionButton {
  return { label, primary, run };
}

function spread(
  sheet: LootSheet,
  letter: ConditionLetter,
  choices: readonly SlotNumber[],
  worsen: (slot?: SlotNumber) => LootConditionResult,
  heading?: LootConditionSpread['heading'],
): LootConditionSpread {
  const pickAtRandom = (log: LootRollLogger) =>
    worsen(
      log(
        lootSlotPickTool,
        { letter, choices },
        lootRollSource(describeLootSlotPick(letter), sheet.name),
      ),
    );
  const marks =
    choices.length === 0
      ? [button('Worsen (no slot left to mark)', () => worsen(), true)]
      : choices.map((n) => button(`Mark slot ${n}`, () => worsen(n), true));
  return {
    kind: 'spread',
    ...(heading ? { heading } : {}),
    choices,
    worsen,
    pickAtRandom,
    buttons: choices.length > 1 ? [...marks, button('Pick a slot at random', pickAtRandom)] : marks,
  };
}

/** The parts of the conditions tool for `letter` on `sheet`, in the order they are drawn. */
export function lootConditionParts(
  sheet: LootSheet,
  letter: ConditionLetter,
): readonly LootConditionPart[] {
  const marks = lootConditionSlots(sheet, letter);
  const actions = (...buttons: LootConditionButton[]): LootConditionActions => ({
    kind: 'actions',
    blockedBy:
      marks.length === 0 ? `Nothing to clear: ${sheet.name} has no ${letter} marks.` : null,
    buttons,
  });
  const clear = (label: string) => button(label, () => removeLootCondition(sheet, letter));
  switch (letter) {
    case 'A':
      return [
        hint(LOOT_ASPHYXIATION_EFFECT),
        spread(sheet, 'A', lootAsphyxiationChoices(sheet), (n) => worsenLootAsphyxiation(sheet, n)),
        actions(clear('Remove the source (clear all A)')),
      ];
    case 'B': {
      const wounds = lootOpenWoundSlots(sheet);
      if (wounds.length === 0)
        return [
          hint(
            'No open wound on this sheet, so nothing bleeds. Open wounds are set per slot on the inventory sheet.',
          ),
        ];
      return [
        ...wounds.map((w) =>
          spread(
            sheet,
            'B',
            lootBleedingChoices(sheet, w),
            (n) => worsenLootBleeding(sheet, w, n),
            { key: `bleed-${w}`, text: `Bleeding from the open wound in slot ${w}` },
          ),
        ),
        actions(clear('Clear all B marks')),
      ];
    }
    case 'C':
      return [
        {
          kind: 'slot',
          key: 'corrupt-slot',
          label: 'Slot to corrupt',
          options: slotOptions(BODY_SLOTS),
          button: 'Corrupt this slot',
          primary: true,
          run: (value) => corruptLootSlot(sheet, Number(value) as SlotNumber),
        },
        actions(
          button(
            'More exposure: check (d12)',
            (log) => {
              const source = lootRollSource('corruption check', sheet.name);
              const check = log(lootCorruptionTool, { sheet }, source);
              return { sheet, notes: [check.note], outcome: 'none' };
            },
            true,
          ),
          clear('Remove the corruption'),
        ),
        ...(marks.length > 0
          ? [
              spread(
                sheet,
                'C',
                lootSpreadChoices(sheet, 'C'),
                (n) => worsenLootCorruption(sheet, n),
                {
                  key: 'corrupt-worsen',
                  text: 'When a check rolled a corrupted slot, it worsens into:',
                },
              ),
            ]
          : []),
      ];
    case 'E':
      return [
        spread(sheet, 'E', lootExhaustionChoices(sheet), (n) => worsenLootExhaustion(sheet, n)),
        ...(marks.length > 0
          ? [
              {
                kind: 'slot',
                key: 'rest-slot',
                label: 'Slot to recover after resting 5 trys',
                options: [{ value: '', label: 'The last one marked' }, ...slotOptions(marks)],
                button: 'Rest 5 trys',
                primary: false,
                run: (value: string) =>
                  restLootExhaustion(
                    sheet,
                    value === '' ? undefined : (Number(value) as SlotNumber),
                  ),
              } satisfies LootConditionSlotAction,
            ]
          : []),
      ];
    case 'F': {
      const flammable = lootIgnitionChoices(sheet);
      return [
        flammable.length > 0
          ? {
              kind: 'slot',
              key: 'ignite-slot',
              label: 'Flammable slot to ignite',
              options: slotOptions(flammable),
              button: 'Ignite',
              primary: true,
              run: (value) => igniteLootSlot(sheet, Number(value) as SlotNumber),
            }
          : hint(
              'No unlit slot holds a flammable item (mark items flammable on the inventory sheet).',
            ),
        actions(
          button('A round passes', () => advanceLootFireRound(sheet), true),
          button('Roll on the ground (3d12)', (log) =>
            log(
              lootRollOnGroundTool,
              { sheet },
              lootRollSource('rolling on the ground', sheet.name),
            ),
          ),
          clear('Douse or smother'),
        ),
      ];
    }
    case 'H':
      return [
        spread(sheet, 'H', lootHypothermiaChoices(sheet), (n) => worsenLootHypothermia(sheet, n)),
        actions(button('Warm for a try (remove one H)', () => warmLootHypothermia(sheet))),
      ];
    case 'M':
      return [
        spread(sheet, 'M', lootMalnourishmentChoices(sheet).slice(0, 1), () =>
          worsenLootMalnourishment(sheet),
        ),
        actions(clear('Clear all M marks')),
      ];
  }
}
