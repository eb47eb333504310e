/**
 * Durability Checks: once an Item's Damaged box is filled, each use is followed by a roll of 3d6
 * needing 4+ on the die its Quality picks (Q1 lowest, Q2 middle, Q3 highest). Failure destroys it.
 */
import * as z from 'zod/mini';
import type { Fraction, Rng } from '../dice';
import { rollThreeDice, selectDieIndex, type DieRank, type ThreeDice } from './three-dice';
import { chanceOfRankedDie } from './three-dice-odds';

export const ItemQualitySchema = z
  .number({ error: 'expected a number' })
  .check(
    z.int('expected a whole number'),
    z.minimum(1, 'expected a Quality of at least 1'),
    z.maximum(3, 'expected a Quality of at most 3'),
  );
export type ItemQuality = z.infer<typeof ItemQualitySchema>;

/**
 * The die each Quality reads: Q1 Hard (lowest), Q2 Medium (middle), Q3 Easy (highest). Keyed by
 * number so an Item's `quality` (a number 1-3 after validation) can index it directly; other keys
 * are absent. `dieForQuality` is the checked lookup.
 */
export const QUALITY_DIE: Readonly<Record<number, DieRank>> = {
  1: 'lowest',
  2: 'middle',
  3: 'highest',
};

/** The die must show this or more. */
export const DURABILITY_TARGET = 4;

export interface DurabilityCheck {
  readonly quality: number;
  readonly dice: ThreeDice;
  readonly usedIndex: number;
  readonly usedRank: DieRank;
  readonly usedValue: number;
  /** The used die shows 4 or more. */
  readonly passed: boolean;
  /** A failed check destroys the Item. */
  readonly destroyed: boolean;
}

/** The die an Item of this Quality reads; throws a RangeError for a Quality other than 1, 2 or 3. */
export function dieForQuality(quality: number): DieRank {
  const rank = Number.isInteger(quality) ? QUALITY_DIE[quality] : undefined;
  if (rank === undefined) throw new RangeError(`an Item Quality must be 1, 2 or 3, got ${quality}`);
  return rank;
}

/** Read given dice as a Durability Check. Throws a RangeError for a Quality other than 1-3. */
export function evaluateDurabilityCheck(dice: ThreeDice, quality: number): DurabilityCheck {
  const usedRank = dieForQuality(quality);
  const usedIndex = selectDieIndex(dice, usedRank);
  const usedValue = dice[usedIndex] ?? 0;
  const passed = usedValue >= DURABILITY_TARGET;
  return { quality, dice, usedIndex, usedRank, usedValue, passed, destroyed: !passed };
}

/** Roll a Durability Check for an Item of this Quality. */
export function rollDurabilityCheck(quality: number, rng: Rng): DurabilityCheck {
  dieForQuality(quality);
  return evaluateDurabilityCheck(rollThreeDice(rng), quality);
}

/** Exact chance an Item of this Quality survives, over 216: Q1 27/216, Q2 108/216, Q3 189/216. */
export function chanceOfDurabilityPass(quality: number): Fraction {
  return chanceOfRankedDie(dieForQuality(quality), `>=${DURABILITY_TARGET}`);
}

/** A Durability Check's verdict, on the page and in the log alike. */
export function durabilityVerdict(check: Pick<DurabilityCheck, 'passed'>): string {
  return check.passed ? 'Passed: the Item holds' : 'Failed: the Item is destroyed';
}
