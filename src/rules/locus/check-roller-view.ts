/**
 * What the Locus check rollers (Outcome, Stress, Untrained, Durability) show alike, decided once:
 * the effective difficulty with the chance under it, and a change a roll writes on a Cast
 * member's sheet with the words that say it.
 */
import type { Fraction } from '../dice';
import {
  DIFFICULTY_DIE,
  DIFFICULTY_LABELS,
  type DifficultySteps,
  type LocusAttribute,
} from './attributes';
import type { LocusCharacter } from './character';
import { ATTRIBUTE_CHANCE_WAITS, ATTRIBUTE_ROLL_BLOCKED } from './check-text';
import { chanceOfOutcomeSuccess } from './outcome-check';
import type { SheetChangeWords } from './sheet-change-text';
import type { SheetChange } from './character-sheet-view';
import { displayName } from './sheet-text';

/** Who rolls and against what, as the roller's fields read: the Cast member, or typed values. */
export interface CheckReading {
  readonly character: LocusCharacter | undefined;
  /** The character's name, or '' for typed values. */
  readonly who: string;
  readonly attribute: LocusAttribute;
  /** Null while the typed value cannot be read. */
  readonly score: number | null;
}

/**
 * What a check reads from `character` (undefined: typed values) and the `score` of its
 * `attribute` (null while typed text cannot be read), with why a roll is off meanwhile.
 */
export function readCheckReading(
  character: LocusCharacter | undefined,
  attribute: LocusAttribute,
  score: number | null,
): CheckReading & { readonly blocked: string | null } {
  const blocked = score === null ? ATTRIBUTE_ROLL_BLOCKED : null;
  return { character, who: displayName(character, ''), attribute, score, blocked };
}

/** A chance with its label, as the kit's Chance shows it. */
export interface LabelledFraction {
  readonly label: string;
  readonly fraction: Fraction;
}

/** "Effective difficulty: **Medium** (middle die): raised by Ada's Major injury.", then the chance. */
export interface EffectiveDifficultyView {
  readonly label: string;
  /** " (middle die)" where the roller names the die, else null. */
  readonly die: string | null;
  /** Why it differs from the one set, or ''. */
  readonly why: string;
  /** The chance of beating the Attribute, or null while the score cannot be read. */
  readonly chance: LabelledFraction | null;
  /** Said in place of the chance while it waits. */
  readonly chanceWaits: string;
}

/**
 * The difficulty `steps` end at, `why`, and the chance of beating `score` there, labelled
 * "<chanceLabel> (above <score>)"; `showDie` names the die the difficulty reads.
 */
export function viewEffectiveDifficulty(
  steps: DifficultySteps,
  why: string,
  score: number | null,
  chanceLabel: string,
  showDie = false,
): EffectiveDifficultyView {
  const { difficulty } = steps;
  return {
    label: DIFFICULTY_LABELS[difficulty],
    die: showDie ? ` (${DIFFICULTY_DIE[difficulty]} die)` : null,
    why,
    chance:
      score === null
        ? null
        : {
            label: `${chanceLabel} (above ${score})`,
            fraction: chanceOfOutcomeSuccess(score, difficulty),
          },
    chanceWaits: ATTRIBUTE_CHANCE_WAITS,
  };
}

/**
 * A change a roll writes on a Cast member's sheet: the rules reducer, and what is said once it is
 * made (with `name` and the sheet as they are after it); words with an Undo say how it is taken back.
 */
export interface RolledSheetChange {
  readonly update: SheetChange;
  readonly describe: (name: string, character: LocusCharacter) => string | SheetChangeWords;
}
