/**
 * Cairn saves: roll a d20 and pass on a result equal to or under the attribute; a 1 always
 * passes and a 20 always fails, whatever the attribute. When several characters act together,
 * whoever is most at risk saves: typically the lowest attribute, which the group action picks.
 * [decision] On a tie for the lowest attribute, the first one listed saves (the order the user
 * gave), so the choice never depends on luck.
 */
import { rollDie, type Fraction, type Rng } from '../dice';
import type { Result } from '../result';
import { readWholeNumber, type WholeNumberError } from '../whole-number';

export type CairnSaveAttribute = 'str' | 'dex' | 'wil';

export const CAIRN_SAVE_ATTRIBUTES: readonly CairnSaveAttribute[] = ['str', 'dex', 'wil'];

export const CAIRN_SAVE_ATTRIBUTE_LABELS: Readonly<Record<CairnSaveAttribute, string>> = {
  str: 'STR',
  dex: 'DEX',
  wil: 'WIL',
};

/** The attributes as a save's choices: value and label. */
export const CAIRN_SAVE_ATTRIBUTE_CHOICES = CAIRN_SAVE_ATTRIBUTES.map((value) => ({
  value,
  label: CAIRN_SAVE_ATTRIBUTE_LABELS[value],
}));

/** The attributes a user types for a save: a d20 tells nothing apart above 20 (always 19 in 20). */
export const CAIRN_MIN_ATTRIBUTE = 1;
export const CAIRN_MAX_ATTRIBUTE = 20;
export const CAIRN_SAVE_DIE = 20;

/**
 * The rules accept any whole attribute from 0 up, because tracked characters can be at 0 after
 * critical damage or above 20 after scars; a typed attribute is held to 1-20 by the parser.
 */
function checkAttribute(attribute: number): void {
  if (!Number.isInteger(attribute) || attribute < 0) {
    throw new RangeError(
      `a Cairn attribute for a save is a whole number from 0 up, got ${attribute}`,
    );
  }
}

/** Whether a d20 result passes against an attribute: 1 always, 20 never, otherwise roll <= attribute. */
export function passesCairnSave(roll: number, attribute: number): boolean {
  checkAttribute(attribute);
  if (!Number.isInteger(roll) || roll < 1 || roll > CAIRN_SAVE_DIE)
    throw new RangeError(`a save roll is a whole number from 1 to 20, got ${roll}`);
  if (roll === 1) return true;
  if (roll === CAIRN_SAVE_DIE) return false;
  return roll <= attribute;
}

/**
 * Exact chance to pass, over the 20 faces. Counted directly: faces 1..attribute pass, except
 * that face 20 never does (so 20 counts as 19) and face 1 always does (never fewer than 1).
 */
export function cairnSaveChance(attribute: number): Fraction {
  checkAttribute(attribute);
  const passing = Math.max(1, Math.min(attribute, CAIRN_SAVE_DIE - 1));
  return { numerator: BigInt(passing), denominator: BigInt(CAIRN_SAVE_DIE) };
}

export interface CairnSaveRoll {
  readonly roll: number;
  readonly attribute: number;
  readonly passed: boolean;
}

/** Rolls a d20 save against the attribute. */
export function rollCairnSave(attribute: number, rng: Rng): CairnSaveRoll {
  checkAttribute(attribute);
  const roll = rollDie(rng, CAIRN_SAVE_DIE);
  return { roll, attribute, passed: passesCairnSave(roll, attribute) };
}

/** Why a save roll passed or failed, in words: "1 always passes", "14 is over 12". */
export function explainCairnSave(result: CairnSaveRoll): string {
  if (result.roll === 1) return 'a 1 always passes';
  if (result.roll === CAIRN_SAVE_DIE) return 'a 20 always fails';
  return result.passed
    ? `${result.roll} is equal to or under ${result.attribute}`
    : `${result.roll} is over ${result.attribute}`;
}

/** Reads an attribute typed by a user: a whole number from 1 to 20, or the message to show at the field. */
export function parseCairnAttribute(text: string): Result<number, WholeNumberError> {
  return readWholeNumber(text, CAIRN_MIN_ATTRIBUTE, CAIRN_MAX_ATTRIBUTE, 'the attribute');
}

/** A typed attribute's label, with the range it is read in: "Caster’s WIL (1–20)". */
export function cairnAttributeLabel(what: string): string {
  return `${what} (${CAIRN_MIN_ATTRIBUTE}–${CAIRN_MAX_ATTRIBUTE})`;
}

/** Why a save waits for a typed attribute: "Roll is off until the caster’s WIL is a whole number from 1 to 20." */
export function cairnAttributeRollOff(what: string): string {
  return `Roll is off until ${what} is a whole number from ${CAIRN_MIN_ATTRIBUTE} to ${CAIRN_MAX_ATTRIBUTE}.`;
}

export interface CairnGroupCandidate {
  /** Who this is, for the result: "Ada (DEX)" or "Attribute 2". */
  readonly label: string;
  readonly attribute: number;
}

/**
 * The candidate most at risk in a group action: the lowest attribute; on a tie the first listed.
 * Returns null for an empty group.
 */
export function pickCairnMostAtRisk<Candidate extends CairnGroupCandidate>(
  candidates: readonly Candidate[],
): Candidate | null {
  let lowest: Candidate | null = null;
  for (const candidate of candidates) {
    checkAttribute(candidate.attribute);
    if (lowest === null || candidate.attribute < lowest.attribute) lowest = candidate;
  }
  return lowest;
}
