/**
 * What the Durability Check roller shows, decided: the Items of the chosen character's sheet to
 * check, or the Quality chosen by hand; the chance the Item holds; the roll shown in words; and
 * what a roll writes on the sheet when it checked one of the sheet's Items.
 */
import { applyDurabilityCheck, type LocusCharacter } from './character';
import { durabilityItemOptions, QUALITY_OPTIONS, type Quality } from './check-options';
import { describeDurabilityDie, durabilityHeading } from './check-dice-text';
import type { DurabilityLogInput } from './check-log';
import type { LabelledFraction, RolledSheetChange } from './check-roller-view';
import { describeQualityOnCard, type ReadValue } from './check-text';
import { readDurabilityChoice } from './durability-choice';
import {
  chanceOfDurabilityPass,
  DURABILITY_TARGET,
  durabilityVerdict,
  QUALITY_DIE,
  type DurabilityCheck,
} from './durability-check';
import { durabilitySheetWords } from './sheet-change-text';

/** A Durability Check rolled, as the roller keeps it. */
export interface DurabilityRolled {
  readonly check: DurabilityCheck;
  readonly itemName: string;
}

export interface DurabilityCheckView {
  /** The sheet's Items (after none), shown while a Cast member is chosen. */
  readonly itemOptions: ReturnType<typeof durabilityItemOptions>;
  /** What a roll will do on the sheet, under the Item field; null without an Item. */
  readonly due: string | null;
  /** "Quality **2** from the Item card" with an Item chosen; else null, and the Quality is chosen. */
  readonly qualityOnCard: ReadValue | null;
  readonly qualityOptions: typeof QUALITY_OPTIONS;
  /** "Chance the Item holds (Q2, middle die 4+)". */
  readonly chance: LabelledFraction;
  readonly blocked: string | null;
  readonly toRoll: DurabilityLogInput;
  /** The change a roll writes on the sheet: only for one of the chosen character's Items. */
  readonly sheetChange: ((check: DurabilityCheck) => RolledSheetChange) | null;
  readonly shown: {
    readonly serial: number;
    readonly value: {
      readonly heading: string;
      readonly check: DurabilityCheck;
      readonly verdict: string;
      readonly die: string;
    };
  } | null;
}

/**
 * The roller as it shows the Item `itemId` of `character` (else `typedQuality`), and the roll
 * `shown`.
 */
export function viewDurabilityCheck(
  character: LocusCharacter | undefined,
  itemId: string,
  typedQuality: Quality,
  shown: { readonly serial: number; readonly value: DurabilityRolled } | null,
): DurabilityCheckView {
  const { item, quality, itemName, due, blocked } = readDurabilityChoice(
    character,
    itemId,
    typedQuality,
  );
  return {
    itemOptions: durabilityItemOptions(character?.items ?? []),
    due,
    qualityOnCard: item ? describeQualityOnCard(item.quality) : null,
    qualityOptions: QUALITY_OPTIONS,
    chance: {
      label: `Chance the Item holds (Q${quality}, ${QUALITY_DIE[quality]} die ${DURABILITY_TARGET}+)`,
      fraction: chanceOfDurabilityPass(quality),
    },
    blocked,
    toRoll: { item: itemName, quality },
    sheetChange:
      character && item
        ? (check) => ({
            update: (current) => applyDurabilityCheck(current, item.id, check),
            describe: (name) => durabilitySheetWords(itemName, name, check),
          })
        : null,
    shown: shown && {
      serial: shown.serial,
      value: {
        heading: durabilityHeading(shown.value.itemName, shown.value.check.quality),
        check: shown.value.check,
        verdict: durabilityVerdict(shown.value.check),
        die: describeDurabilityDie(shown.value.check),
      },
    },
  };
}
