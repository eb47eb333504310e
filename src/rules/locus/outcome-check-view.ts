/**
 * What the Outcome Check roller shows, decided: the injury floor chosen or preset and where the
 * preset came from, the effective difficulty and chances, the roll shown with its critical success,
 * and the Willpower re-roll offered after it (the dice to choose, the cost, the button's words)
 * with the changes a re-roll's payment and a critical's WP write on the sheet.
 */
import type { Fraction } from '../dice';
import {
  ATTRIBUTE_LABELS,
  resolveDifficulty,
  type Difficulty,
  type InjuryFloor,
} from './attributes';
import { gainWillpower, injuryFloor, spendWillpower, type LocusCharacter } from './character';
import type { OutcomeLogInput } from './check-log';
import { INJURY_FLOOR_OPTIONS, REROLL_STRESS_OPTIONS } from './check-options';
import {
  viewEffectiveDifficulty,
  type CheckReading,
  type EffectiveDifficultyView,
  type RolledSheetChange,
} from './check-roller-view';
import {
  checkHeading,
  describeRerollCost,
  describeRerollPaid,
  explainDifficulty,
  explainFloorPreset,
  rerollButtonLabel,
} from './check-text';
import {
  chanceOfCriticalSuccess,
  CRITICAL_WILLPOWER_GAIN,
  OUTCOME_LABELS,
  type OutcomeCheck,
} from './outcome-check';
import { offerReroll } from './outcome-reroll';
import {
  criticalButtonLabel,
  criticalToAdd,
  describeCriticalSuccess,
  outcomeRollStale,
  type OutcomeRollerState,
  type OutcomeRollShown,
} from './outcome-roller';
import { criticalGainSheetWords } from './sheet-change-text';
import type { StressLevel } from './stress';
import type { RerollPlan } from './willpower';

/** The roller's own fields beside who rolls and the Attribute. */
export interface OutcomeCheckFields {
  readonly difficulty: Difficulty;
  readonly relevantItem: boolean;
  /** The floor chosen by hand, or null to follow the chosen character's injuries. */
  readonly floorChoice: InjuryFloor | null;
  /** The Stress a re-roll is priced at for typed values. */
  readonly typedStress: StressLevel;
}

export const OUTCOME_CHECK_FIELDS_START: OutcomeCheckFields = {
  difficulty: 'medium',
  relevantItem: false,
  floorChoice: null,
  typedStress: 'uneasy',
};

/** One rolled Outcome Check in words, under the dice. */
export interface OutcomeRollView {
  /** "Ada: Frailty 3, Medium (after 1 re-roll)". */
  readonly heading: string;
  readonly check: OutcomeCheck;
  readonly rerolled: readonly number[];
  readonly verdict: string;
  /** A critical success's gain said under the dice, or null. */
  readonly critical: string | null;
}

/** The Willpower re-roll offered after a roll. */
export interface RerollView {
  readonly plan: RerollPlan;
  /** What the payer's WP does, or null for typed values, whose Stress is chosen instead. */
  readonly willpowerNote: string | null;
  readonly stressOptions: typeof REROLL_STRESS_OPTIONS;
  /** Each die to choose: "Die 2 (5)". */
  readonly dice: readonly { readonly label: string; readonly checked: boolean }[];
  readonly cost: string;
  readonly button: string;
  /** No die chosen yet: the button says why it does nothing. */
  readonly nothingChosen: boolean;
  /** Paying for it on the rolled character's sheet; for typed values, `untracked` is said. */
  readonly payment: RolledSheetChange;
  readonly untracked: string;
}

export interface OutcomeCheckView {
  /** The floor shown: the one chosen by hand, or the chosen character's. */
  readonly floor: InjuryFloor;
  readonly floorOptions: typeof INJURY_FLOOR_OPTIONS;
  /** Where a chosen character's floor came from, or undefined for typed values. */
  readonly floorHint: string | undefined;
  readonly difficulty: EffectiveDifficultyView;
  readonly criticalChance: Fraction;
  /** What a roll now logs, or null while the Attribute cannot be read. */
  readonly toRoll: OutcomeLogInput | null;
  readonly stale: boolean;
  readonly shown: { readonly serial: number; readonly value: OutcomeRollView } | null;
  /** The button adding a critical success's WP to the rolled character, until it is added. */
  readonly criticalButton: string | null;
  readonly criticalGain: RolledSheetChange;
  readonly reroll: RerollView | null;
}

const CRITICAL_GAIN: RolledSheetChange = {
  update: (character) => gainWillpower(character, CRITICAL_WILLPOWER_GAIN),
  describe: (name, character) => criticalGainSheetWords(name, character.willpower),
};

/** A rolled check as shown under its dice. */
function viewOutcomeRoll(roll: OutcomeRollShown): OutcomeRollView {
  const { who, check } = roll;
  return {
    heading: checkHeading(who, ATTRIBUTE_LABELS[roll.input.attribute], check, roll.rerolls),
    check,
    rerolled: roll.rerolled,
    verdict: OUTCOME_LABELS[check.result],
    critical: check.critical ? describeCriticalSuccess(who) : null,
  };
}

/**
 * The roller as it shows `roller` and `fields`, rolled by `reading` (whose `blocked` says why a
 * roll is off), with a re-roll's payer read from the Cast's `characters` as they are now.
 */
export function viewOutcomeCheck(
  roller: OutcomeRollerState,
  fields: OutcomeCheckFields,
  reading: CheckReading & { readonly blocked: string | null },
  characters: readonly LocusCharacter[],
): OutcomeCheckView {
  const { character, who, attribute, score, blocked } = reading;
  const { relevantItem, typedStress } = fields;
  const characterFloor = injuryFloor(character);
  const floor = fields.floorChoice ?? characterFloor;
  const steps = resolveDifficulty({ base: fields.difficulty, relevantItem, injuryFloor: floor });
  const rolled = roller.shown?.value;
  const chosen = roller.selected.length;
  const offer = rolled ? offerReroll(rolled, characters, typedStress, chosen) : null;
  return {
    floor,
    floorOptions: INJURY_FLOOR_OPTIONS,
    floorHint: character ? explainFloorPreset(who, characterFloor, floor) : undefined,
    difficulty: viewEffectiveDifficulty(
      steps,
      explainDifficulty(steps, relevantItem, floor),
      score,
      'Chance of success as intended',
      true,
    ),
    criticalChance: chanceOfCriticalSuccess(),
    toRoll: score === null ? null : { who, attribute, score, difficulty: steps.difficulty },
    // A roll for someone else than the character now chosen is not a roll of these fields.
    stale: outcomeRollStale(roller, character?.id, blocked),
    shown: roller.shown && {
      serial: roller.shown.serial,
      value: viewOutcomeRoll(roller.shown.value),
    },
    criticalButton: rolled && criticalToAdd(roller) ? criticalButtonLabel(rolled.who) : null,
    criticalGain: CRITICAL_GAIN,
    reroll:
      rolled && offer
        ? {
            plan: offer.plan,
            willpowerNote: offer.willpowerNote,
            stressOptions: REROLL_STRESS_OPTIONS,
            dice: rolled.check.dice.map((face, index) => ({
              label: `Die ${index + 1} (${face})`,
              checked: roller.selected.includes(index),
            })),
            cost: describeRerollCost(chosen, offer.plan.cost, rolled.characterId !== undefined),
            button: rerollButtonLabel(chosen, offer.plan.cost),
            nothingChosen: chosen === 0,
            payment: {
              update: (payer) => spendWillpower(payer, offer.plan.cost),
              describe: (name, payer) =>
                describeRerollPaid(offer.plan.cost, { name, willpower: payer.willpower }),
            },
            untracked: describeRerollPaid(offer.plan.cost),
          }
        : null,
  };
}
