/**
 * The eight negative Attributes (higher is worse) and the three difficulties, with the die each
 * difficulty reads and the order in which Items and injuries change a check's difficulty.
 */
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../whole-number-schema';
import type { DieRank } from './three-dice';

export const LOCUS_ATTRIBUTES = [
  'frailty',
  'clumsiness',
  'carelessness',
  'impatience',
  'cowardice',
  'ignorance',
  'repulsion',
  'temper',
] as const;

export const LocusAttributeSchema = z.enum(LOCUS_ATTRIBUTES);
export type LocusAttribute = z.infer<typeof LocusAttributeSchema>;

export const ATTRIBUTE_LABELS: Readonly<Record<LocusAttribute, string>> = {
  frailty: 'Frailty',
  clumsiness: 'Clumsiness',
  carelessness: 'Carelessness',
  impatience: 'Impatience',
  cowardice: 'Cowardice',
  ignorance: 'Ignorance',
  repulsion: 'Repulsion',
  temper: 'Temper',
};

/** What the text uses each Attribute for. */
export const ATTRIBUTE_USES: Readonly<Record<LocusAttribute, string>> = {
  frailty: 'Bodily fragility; climbing or lifting while Heavy',
  clumsiness: 'Move actions',
  carelessness: 'Initiative',
  impatience: 'Failures under time pressure',
  cowardice: 'Fright, such as seeing a Monster; acting while Terrified',
  ignorance: 'Untrained and intellectual Checks',
  repulsion: 'Conversation',
  temper: 'Taking damage',
};

export const MIN_ATTRIBUTE = 1;
export const MAX_ATTRIBUTE = 5;

/** An Attribute score: a whole number 1-5, 1 best. */
export const AttributeScoreSchema = wholeNumberSchema(MIN_ATTRIBUTE, MAX_ATTRIBUTE, {
  notANumber: 'expected a number',
});
export type AttributeScore = z.infer<typeof AttributeScoreSchema>;

/** Throws a RangeError unless `score` is a whole number 1-5. */
export function checkAttributeScore(score: number): void {
  if (!Number.isInteger(score) || score < MIN_ATTRIBUTE || score > MAX_ATTRIBUTE) {
    throw new RangeError(
      `an Attribute must be a whole number from ${MIN_ATTRIBUTE} to ${MAX_ATTRIBUTE}, got ${score}`,
    );
  }
}

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const DifficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof DifficultySchema>;

export const DIFFICULTY_LABELS: Readonly<Record<Difficulty, string>> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

/** The die each difficulty reads: Easy the highest of 3d6, Medium the middle, Hard the lowest. */
export const DIFFICULTY_DIE: Readonly<Record<Difficulty, DieRank>> = {
  easy: 'highest',
  medium: 'middle',
  hard: 'lowest',
};

/** The die a difficulty reads. */
export function dieForDifficulty(difficulty: Difficulty): DieRank {
  return DIFFICULTY_DIE[difficulty];
}

/**
 * The worst untreated injury's effect on checks: `major` makes every check at least Medium,
 * `grievous` at least Hard, `none` changes nothing.
 */
export const INJURY_FLOORS = ['none', 'major', 'grievous'] as const;
export const InjuryFloorSchema = z.enum(INJURY_FLOORS);
export type InjuryFloor = z.infer<typeof InjuryFloorSchema>;

/** The lowest difficulty a check may have under each injury floor. */
export const INJURY_FLOOR_DIFFICULTY: Readonly<Record<InjuryFloor, Difficulty>> = {
  none: 'easy',
  major: 'medium',
  grievous: 'hard',
};

/** -1 if `left` is easier than `right`, 0 if equal, 1 if harder. */
export function compareDifficulty(left: Difficulty, right: Difficulty): number {
  return Math.sign(DIFFICULTIES.indexOf(left) - DIFFICULTIES.indexOf(right));
}

/** One step easier: Hard -> Medium -> Easy; Easy stays Easy. */
export function easeDifficulty(difficulty: Difficulty): Difficulty {
  return DIFFICULTIES[Math.max(0, DIFFICULTIES.indexOf(difficulty) - 1)] ?? 'easy';
}

/** One step harder: Easy -> Medium -> Hard; Hard stays Hard. */
export function hardenDifficulty(difficulty: Difficulty): Difficulty {
  return DIFFICULTIES[Math.min(2, DIFFICULTIES.indexOf(difficulty) + 1)] ?? 'hard';
}

export interface DifficultyInput {
  /** The difficulty the Director set. */
  readonly base: Difficulty;
  /** A relevant Item is used: one step easier. */
  readonly relevantItem: boolean;
  /** The character's worst injury floor (see `injuryFloor`). */
  readonly injuryFloor: InjuryFloor;
}

export interface DifficultySteps {
  readonly base: Difficulty;
  /** After the Item (the same as `base` without one). */
  readonly afterItem: Difficulty;
  /** The final difficulty. */
  readonly difficulty: Difficulty;
  /** The Item made the check easier. */
  readonly easedByItem: boolean;
  /** The injury floor made the check harder than it would otherwise be. */
  readonly raisedByInjury: boolean;
}

/**
 * The difficulty with each step shown, for a widget that explains itself.
 *
 * Order: the Item first, then the injury floor. The text states the injury effect as a minimum
 * on every check ("All Checks now Medium minimum", "Hard minimum"), while the Item is a relative
 * step on the check at hand. Applying the floor last is the only order in which that minimum
 * always holds: Item-then-floor turns Hard with an Item under a Major injury into Medium, whereas
 * floor-then-Item would give Easy, breaking "Medium minimum".
 */
export function resolveDifficulty(input: DifficultyInput): DifficultySteps {
  const afterItem = input.relevantItem ? easeDifficulty(input.base) : input.base;
  const floor = INJURY_FLOOR_DIFFICULTY[input.injuryFloor];
  const difficulty = compareDifficulty(afterItem, floor) < 0 ? floor : afterItem;
  return {
    base: input.base,
    afterItem,
    difficulty,
    easedByItem: afterItem !== input.base,
    raisedByInjury: difficulty !== afterItem,
  };
}

/** The difficulty a check is actually rolled at: Item one step easier, then the injury floor (see `resolveDifficulty`). */
export function effectiveDifficulty(input: DifficultyInput): Difficulty {
  return resolveDifficulty(input).difficulty;
}
