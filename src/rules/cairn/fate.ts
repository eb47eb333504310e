/**
 * Cairn's optional Die of Fate: roll 1d6 when an outcome is uncertain; 4 or more generally
 * favours the PCs, 3 or under usually means bad luck for them. Each side is 3 faces of 6.
 */
import { rollDie, type Fraction, type Rng } from '../dice';

export type CairnFateReading = 'favours-pcs' | 'bad-luck';

export interface CairnDieOfFate {
  readonly roll: number;
  readonly reading: CairnFateReading;
  readonly meaning: string;
}

/** The lowest face that favours the PCs. */
export const CAIRN_FATE_FAVOURS_FROM = 4;

export function readCairnDieOfFate(roll: number): CairnDieOfFate {
  if (!Number.isInteger(roll) || roll < 1 || roll > 6)
    throw new RangeError(`the Die of Fate is a d6, got ${roll}`);
  return roll >= CAIRN_FATE_FAVOURS_FROM
    ? { roll, reading: 'favours-pcs', meaning: 'Generally favours the PCs.' }
    : { roll, reading: 'bad-luck', meaning: 'Usually means bad luck for the PCs.' };
}

export function rollCairnDieOfFate(rng: Rng): CairnDieOfFate {
  return readCairnDieOfFate(rollDie(rng, 6));
}

/** Exact chance of each reading over the six faces. */
export function cairnDieOfFateChances(): Record<CairnFateReading, Fraction> {
  let favours = 0;
  for (let face = 1; face <= 6; face += 1) if (face >= CAIRN_FATE_FAVOURS_FROM) favours += 1;
  return {
    'favours-pcs': { numerator: BigInt(favours), denominator: 6n },
    'bad-luck': { numerator: BigInt(6 - favours), denominator: 6n },
  };
}
