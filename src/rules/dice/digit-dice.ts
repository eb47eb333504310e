/**
 * Digit dice: `d66` rolls two d6 and reads them as tens and units, `d666` three d6 as hundreds,
 * tens and units. Games use them to pick from tables of 36 or 216 rows, so the results are the
 * numbers whose every digit is 1-6 (11, 12 ... 16, 21 ... 66), each equally likely.
 */
import type { DigitCount } from './ast';

/** Sides of each digit's die. */
export const DIGIT_DIE_SIDES = 6;

/** The notation's word for a digit die: `d66`, `d666`. */
export function formatDigitDie(digits: DigitCount): string {
  return `d${'6'.repeat(digits)}`;
}

/** The number of digits a written number of sides means (66 -> 2, 666 -> 3), or null. */
export function readDigitDieSides(sides: string): DigitCount | null {
  if (sides === '66') return 2;
  if (sides === '666') return 3;
  return null;
}

/** The value the digit faces read as, first die the highest place: [3, 5] -> 35. */
export function readDigitFaces(faces: readonly number[]): number {
  return faces.reduce((value, face) => value * 10 + face, 0);
}

/** Every result of a digit die, lowest first: 36 for d66, 216 for d666. */
export function listDigitDieResults(digits: DigitCount): number[] {
  let results = [0];
  for (let place = 0; place < digits; place += 1)
    results = results.flatMap((value) =>
      Array.from({ length: DIGIT_DIE_SIDES }, (_, face) => value * 10 + face + 1),
    );
  return results;
}
