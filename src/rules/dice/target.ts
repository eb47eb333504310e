/** Success targets: whether a die passes, and which faces of a die do. */
import type { Target } from './ast';

export function checkTarget(target: Target, value: number): boolean {
  switch (target.comparison) {
    case '>':
      return value > target.value;
    case '>=':
      return value >= target.value;
    case '<':
      return value < target.value;
    case '<=':
      return value <= target.value;
  }
}

/**
 * `>` and `>=` pass the high faces, `<` and `<=` the low ones. Either way the passing faces are
 * one end of the die, which is what lets the distribution count successes among kept dice
 * without enumerating rolls.
 */
export function checkPassesHighFaces(target: Target): boolean {
  return target.comparison === '>' || target.comparison === '>=';
}

/** How many faces of a die reading `lowest`..`lowest + sides - 1` pass the target. */
export function countPassingFaces(target: Target, sides: number, lowest: number): number {
  const highest = lowest + sides - 1;
  const bound = target.value;
  let passing: number;
  switch (target.comparison) {
    case '>':
      passing = highest - Math.max(bound + 1, lowest) + 1;
      break;
    case '>=':
      passing = highest - Math.max(bound, lowest) + 1;
      break;
    case '<':
      passing = Math.min(bound - 1, highest) - lowest + 1;
      break;
    case '<=':
      passing = Math.min(bound, highest) - lowest + 1;
      break;
  }
  return Math.min(sides, Math.max(0, passing));
}
