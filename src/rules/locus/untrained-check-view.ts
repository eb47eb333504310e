/**
 * What the Untrained Check roller shows, decided: the Ignorance read from the sheet, the exact
 * chance of both checks and of each, why the roll waits, and the roll shown in words (each step
 * rolled, and the verdict).
 */
import { ATTRIBUTE_LABELS, type LocusAttribute } from './attributes';
import type { LocusCharacter } from './character';
import { untrainedStepWords } from './check-dice-text';
import type { UntrainedLogInput } from './check-log';
import type { LabelledFraction } from './check-roller-view';
import {
  describeIgnoranceOnSheet,
  describeUntrainedVerdict,
  UNTRAINED_CHANCE_WAITS,
  UNTRAINED_ROLL_BLOCKED,
  type ReadValue,
} from './check-text';
import { chanceOfOutcomeSuccess, type OutcomeCheck } from './outcome-check';
import {
  chanceOfUntrainedSuccess,
  UNTRAINED_DIFFICULTY,
  type UntrainedCheck,
} from './untrained-check';

/** An Untrained Check rolled, as the roller keeps it. */
export interface UntrainedRolled {
  readonly check: UntrainedCheck;
  readonly who: string;
  readonly linkedName: string;
}

/** One step rolled: "Approach: Hard Ignorance 3" over its dice, "Approach dice", and its verdict. */
export interface UntrainedStepView {
  readonly heading: string;
  readonly label: string;
  readonly check: OutcomeCheck;
  readonly verdict: string;
}

export interface UntrainedCheckView {
  /** "Ignorance **3** from Ada's sheet" for a Cast member; null when it is typed. */
  readonly ignoranceOnSheet: ReadValue | null;
  /** The chance both succeed, then each at Hard ("Ignorance 3 at Hard"); null while one waits. */
  readonly chances: {
    readonly both: LabelledFraction;
    readonly approach: LabelledFraction;
    readonly action: LabelledFraction;
  } | null;
  readonly chancesWait: string;
  readonly blocked: string | null;
  /** What a roll now logs (less its step), or null while a score cannot be read. */
  readonly toRoll: Omit<UntrainedLogInput, 'step'> | null;
  readonly shown: {
    readonly serial: number;
    readonly value: {
      readonly approach: UntrainedStepView;
      /** Null when the approach failed: the action is not attempted. */
      readonly action: UntrainedStepView | null;
      readonly verdict: ReturnType<typeof describeUntrainedVerdict>;
    };
  } | null;
}

function viewStep(
  step: 'Approach' | 'Action',
  name: string,
  check: OutcomeCheck,
): UntrainedStepView {
  return { ...untrainedStepWords(step, name, check), label: `${step} dice`, check };
}

const atHard = (name: string, score: number): LabelledFraction => ({
  label: `${name} ${score} at Hard`,
  fraction: chanceOfOutcomeSuccess(score, UNTRAINED_DIFFICULTY),
});

/**
 * The roller as it shows `character` (or typed values, `who` ''), its Ignorance `ignorance` and
 * `linkedScore` of the `linked` Attribute (null while typed text cannot be read), and the roll `shown`.
 */
export function viewUntrainedCheck(
  reading: {
    readonly character: LocusCharacter | undefined;
    readonly who: string;
    readonly linked: LocusAttribute;
    readonly ignorance: number | null;
    readonly linkedScore: number | null;
  },
  shown: { readonly serial: number; readonly value: UntrainedRolled } | null,
): UntrainedCheckView {
  const { character, who, linked, ignorance, linkedScore } = reading;
  const scores = ignorance !== null && linkedScore !== null ? { ignorance, linkedScore } : null;
  const linkedName = ATTRIBUTE_LABELS[linked];
  return {
    ignoranceOnSheet: character
      ? describeIgnoranceOnSheet(who, character.attributes.ignorance)
      : null,
    chances: scores && {
      both: {
        label: 'Chance both succeed',
        fraction: chanceOfUntrainedSuccess(scores.ignorance, scores.linkedScore),
      },
      approach: atHard('Ignorance', scores.ignorance),
      action: atHard(linkedName, scores.linkedScore),
    },
    chancesWait: UNTRAINED_CHANCE_WAITS,
    blocked: scores ? null : UNTRAINED_ROLL_BLOCKED,
    toRoll: scores && { who, linked, ...scores },
    shown: shown && {
      serial: shown.serial,
      value: {
        approach: viewStep('Approach', 'Ignorance', shown.value.check.approach),
        action: shown.value.check.action
          ? viewStep('Action', shown.value.linkedName, shown.value.check.action)
          : null,
        verdict: describeUntrainedVerdict(shown.value.who, shown.value.check),
      },
    },
  };
}
