/**
 * The slow, obvious oracle for Locus chances: list all 216 rolls of 3d6 and judge each the way a
 * person at the table would. Shares no code with src/rules/locus or the dice core.
 */
export type Triple = [number, number, number];

/** All 216 rolls of 3d6, in odometer order. */
export function listAllRolls(): Triple[] {
  const rolls: Triple[] = [];
  for (let first = 1; first <= 6; first += 1) {
    for (let second = 1; second <= 6; second += 1) {
      for (let third = 1; third <= 6; third += 1) rolls.push([first, second, third]);
    }
  }
  return rolls;
}

/** Sorted high to low: [0] highest, [1] middle, [2] lowest. */
export function sortHighToLow(roll: readonly number[]): number[] {
  return [...roll].sort((left, right) => right - left);
}

/** The die a difficulty reads, by sorting. */
export function readByDifficulty(
  roll: readonly number[],
  difficulty: 'easy' | 'medium' | 'hard',
): number {
  const sorted = sortHighToLow(roll);
  return (
    (difficulty === 'easy' ? sorted[0] : difficulty === 'medium' ? sorted[1] : sorted[2]) ??
    Number.NaN
  );
}

/** How many rolls satisfy the predicate. */
export function countRolls(predicate: (roll: Triple) => boolean): bigint {
  return BigInt(listAllRolls().filter(predicate).length);
}

/** Points in a Contested Check: dice above the Attribute, counted one by one. */
export function countPointsByHand(roll: readonly number[], attribute: number): number {
  let points = 0;
  for (const face of roll) if (face > attribute) points += 1;
  return points;
}
