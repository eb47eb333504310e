/**
 * Every Locus check rolls 3d6 and, except for Contested and Initiative checks, reads one of them
 * by rank. This module rolls the three dice and picks the die of a rank, so every check reports
 * the same "which die was used" detail.
 */
import { rollDie, type Rng } from '../dice';

/** The three dice in the order they were rolled (index 0, 1, 2). */
export type ThreeDice = readonly [number, number, number];

/** Which of the three dice a check reads. */
export type DieRank = 'highest' | 'middle' | 'lowest';

/** The ranks from the top: a rank's index here is its place among the three dice sorted high to low. */
export const DIE_RANKS: readonly DieRank[] = ['highest', 'middle', 'lowest'];

/** Roll 3d6 with the given rng: three calls to `rollDie(rng, 6)`, in order. */
export function rollThreeDice(rng: Rng): ThreeDice {
  return [rollDie(rng, 6), rollDie(rng, 6), rollDie(rng, 6)];
}

/** Throws a RangeError unless `index` is 0, 1 or 2. */
export function checkDieIndex(index: number): void {
  if (index !== 0 && index !== 1 && index !== 2)
    throw new RangeError(`a die index must be 0, 1 or 2, got ${index}`);
}

/**
 * The index of the die of `rank`. Equal faces are ranked by roll order (the earlier die counts as
 * higher), so the answer is always one definite die, e.g. [4, 6, 4] highest = 1, middle = 0, lowest = 2.
 */
export function selectDieIndex(dice: ThreeDice, rank: DieRank): number {
  const order = [0, 1, 2].sort(
    (left, right) => (dice[right] ?? 0) - (dice[left] ?? 0) || left - right,
  );
  return order[DIE_RANKS.indexOf(rank)] ?? 0;
}

/** The die of `rank` in these dice. */
export function readDie(dice: ThreeDice, rank: DieRank): number {
  return dice[selectDieIndex(dice, rank)] ?? 0;
}

/** Replace the dice at `indices` with fresh rolls, in index order; other dice stay. */
export function rerollThreeDice(dice: ThreeDice, indices: readonly number[], rng: Rng): ThreeDice {
  indices.forEach(checkDieIndex);
  const chosen = new Set(indices);
  const next: number[] = [...dice];
  for (let index = 0; index < 3; index += 1) if (chosen.has(index)) next[index] = rollDie(rng, 6);
  return [next[0] ?? 0, next[1] ?? 0, next[2] ?? 0];
}
