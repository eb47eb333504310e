/**
 * What the Stress Check roller shows, decided: the Stress read from the sheet or chosen, the
 * cause and the common Attributes the text offers, the effective difficulty and chance, the roll
 * shown in words, and the raise a failure writes on the chosen character's sheet.
 */
import {
  ATTRIBUTE_LABELS,
  resolveDifficulty,
  type Difficulty,
  type LocusAttribute,
} from './attributes';
import { injuryFloor, raiseCharacterStress } from './character';
import type { StressLogInput } from './check-log';
import { STRESS_CAUSE_OPTIONS, STRESS_OPTIONS, type StressCause } from './check-options';
import { stressVerdict } from './check-dice-text';
import {
  viewEffectiveDifficulty,
  type CheckReading,
  type EffectiveDifficultyView,
  type RolledSheetChange,
} from './check-roller-view';
import {
  checkHeading,
  describeStressOnSheet,
  describeStressOutcome,
  explainInjuryRaise,
  type ReadValue,
} from './check-text';
import type { InjurySeverity } from './injury';
import type { OutcomeCheck } from './outcome-check';
import { stressCheckSheetWords } from './sheet-change-text';
import {
  STRESS_CHECK_ATTRIBUTES,
  STRESS_CHECK_TRIGGERS,
  stressCheckDifficulty,
  type StressLevel,
} from './stress';
import type { StressCheck } from './stress-check';

/** The roller's own fields beside who rolls and the Attribute. */
export interface StressCheckFields {
  readonly cause: StressCause;
  readonly difficulty: Difficulty;
  /** The Stress checked from, for typed values. */
  readonly typedStress: StressLevel;
}

/** The fields as the roller starts: after an injury of `injury`'s severity, or in general. */
export function startStressCheckFields(injury?: InjurySeverity): StressCheckFields {
  return {
    cause: injury ?? 'general',
    difficulty: stressCheckDifficulty(injury),
    typedStress: 'uneasy',
  };
}

/** A Stress Check rolled, as the roller keeps it. */
export interface StressRolled {
  readonly result: StressCheck;
  readonly who: string;
  readonly attribute: LocusAttribute;
}

export interface StressCheckView {
  /** "Ada is **Tense**" for a Cast member; null for typed values, whose Stress is chosen. */
  readonly stressOnSheet: ReadValue | null;
  readonly stressOptions: typeof STRESS_OPTIONS;
  readonly causeOptions: typeof STRESS_CAUSE_OPTIONS;
  /** "Called for by: Failing any Check; ...". */
  readonly causeHint: string;
  /** The Attributes the text suggests, offered first. */
  readonly commonAttributes: {
    readonly choices: typeof STRESS_CHECK_ATTRIBUTES;
    readonly label: string;
  };
  readonly difficulty: EffectiveDifficultyView;
  /** What a roll now logs, or null while the Attribute cannot be read. */
  readonly toRoll: StressLogInput | null;
  readonly shown: { readonly serial: number; readonly value: StressRollView } | null;
}

/** A rolled Stress Check under its dice: the heading, the verdict and what it did to Stress. */
export interface StressRollView {
  readonly heading: string;
  readonly check: OutcomeCheck;
  readonly verdict: string;
  readonly outcome: string;
}

/** The roller as it shows `fields` and the roll `shown`, rolled by `reading`. */
export function viewStressCheck(
  fields: StressCheckFields,
  reading: CheckReading,
  shown: { readonly serial: number; readonly value: StressRolled } | null,
): StressCheckView {
  const { character, who, attribute, score } = reading;
  const floor = injuryFloor(character);
  const steps = resolveDifficulty({
    base: fields.difficulty,
    relevantItem: false,
    injuryFloor: floor,
  });
  const stress = character ? character.stress : fields.typedStress;
  return {
    stressOnSheet: character ? describeStressOnSheet(who, character.stress) : null,
    stressOptions: STRESS_OPTIONS,
    causeOptions: STRESS_CAUSE_OPTIONS,
    causeHint: `Called for by: ${STRESS_CHECK_TRIGGERS.join('; ')}.`,
    commonAttributes: { choices: STRESS_CHECK_ATTRIBUTES, label: 'Common choices (from the text)' },
    difficulty: viewEffectiveDifficulty(
      steps,
      explainInjuryRaise(steps, who, floor),
      score,
      'Chance to pass',
    ),
    toRoll: score === null ? null : { who, attribute, score, difficulty: steps.difficulty, stress },
    shown: shown && { serial: shown.serial, value: viewStressRoll(shown.value) },
  };
}

function viewStressRoll({ result, who, attribute }: StressRolled): StressRollView {
  return {
    heading: checkHeading(who, ATTRIBUTE_LABELS[attribute], result.check),
    check: result.check,
    verdict: stressVerdict(result.check),
    outcome: describeStressOutcome(result),
  };
}

/** What a failed Stress Check writes on the sheet: one level of Stress up, with its Undo. */
export function stressCheckSheetChange(result: StressCheck): RolledSheetChange {
  return {
    update: (character) => raiseCharacterStress(character).character,
    describe: (name) => stressCheckSheetWords(name, result),
  };
}
