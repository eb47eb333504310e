/**
 * Contested Checks: both sides roll 3d6 against their own Attribute and score a point for each die
 * above it; bonus points are added; most points wins. Ties go to the defender; with no defender
 * (a tug-of-war) a tie is a stalemate and the contest continues next round.
 *
 * [decision] Bonus points may make a total negative (0 points with a non-weapon Item is -1): the
 * text only ever compares totals, so nothing is clamped at 0.
 */
import * as z from 'zod/mini';
import type { Fraction, Rng } from '../dice';
import { checkAttributeScore } from './attributes';
import { rerollThreeDice, rollThreeDice, type ThreeDice } from './three-dice';
import { distributionOf } from './three-dice-odds';

export const CONTEST_MODIFIER_IDS = [
  'director-award',
  'defend',
  'weapon-item',
  'non-weapon-item',
  'effective-damage-type',
  'weakness',
  'monster-after-miss',
  'prone-evasive',
  'still-vs-motion-sensing',
  'moving-vs-motion-sensing',
  'not-hidden-last-turn',
] as const;
export const ContestModifierIdSchema = z.enum(CONTEST_MODIFIER_IDS);
export type ContestModifierId = z.infer<typeof ContestModifierIdSchema>;

export interface ContestModifier {
  readonly id: ContestModifierId;
  /** The text's wording. */
  readonly label: string;
  /** Points added to the total of the side that has the modifier. */
  readonly value: number;
  /** The kind of contest it belongs to. */
  readonly appliesTo: 'any' | 'attack' | 'search';
  /** Which page of the rules it comes from. */
  readonly source: string;
}

/**
 * Every bonus and penalty the text gives a side of a Contested Check. Each is applied to the side
 * that has it; a side lists a modifier at most once (the Monster's +1 after a miss is
 * non-cumulative; more Director's awards go in `extraBonus`).
 */
export const CONTEST_MODIFIERS: readonly ContestModifier[] = [
  {
    id: 'director-award',
    label: "Good roleplay or tactical setup (Director's award)",
    value: 1,
    appliesTo: 'any',
    source: 'Core Checks',
  },
  {
    id: 'defend',
    label: 'Defend: +1 success when defending until your next turn',
    value: 1,
    appliesTo: 'any',
    source: 'Conflict and Damage',
  },
  {
    id: 'weapon-item',
    label: 'Using a weapon Item (permits the attack)',
    value: 0,
    appliesTo: 'attack',
    source: 'Conflict and Damage',
  },
  {
    id: 'non-weapon-item',
    label: 'Using a non-weapon Item',
    value: -1,
    appliesTo: 'attack',
    source: 'Conflict and Damage',
  },
  {
    id: 'effective-damage-type',
    label: 'Effective damage type vs Monster',
    value: 1,
    appliesTo: 'attack',
    source: 'Conflict and Damage',
  },
  {
    id: 'weakness',
    label: 'Monster weak to damage type (Weakness)',
    value: 1,
    appliesTo: 'attack',
    source: 'Conflict and Damage',
  },
  {
    id: 'monster-after-miss',
    label: 'Monster attacking the same target after a miss (non-cumulative)',
    value: 1,
    appliesTo: 'attack',
    source: 'Haunts and Monsters',
  },
  {
    id: 'prone-evasive',
    label: 'Prone: -1 point on evasive Attack Checks',
    value: -1,
    appliesTo: 'attack',
    source: 'Conditions',
  },
  {
    id: 'still-vs-motion-sensing',
    label: 'Character standing still vs a motion-sensing Monster',
    value: 1,
    appliesTo: 'search',
    source: 'Haunts and Monsters',
  },
  {
    id: 'moving-vs-motion-sensing',
    label: 'Monster vs a Character moving, when it senses motion',
    value: 1,
    appliesTo: 'search',
    source: 'Haunts and Monsters',
  },
  {
    id: 'not-hidden-last-turn',
    label: "Monster vs a Character who didn't use Hide last turn",
    value: 1,
    appliesTo: 'search',
    source: 'Haunts and Monsters',
  },
];

const MODIFIER_VALUES = new Map(CONTEST_MODIFIERS.map((modifier) => [modifier.id, modifier.value]));

export interface ContestSide {
  /** The Attribute this side rolls against, 1-5. */
  readonly attribute: number;
  readonly modifiers?: readonly ContestModifierId[];
  /** Any further bonus (positive) or penalty (negative) points, whole numbers. */
  readonly extraBonus?: number;
}

/** Which side defends: ties go to it. `none` for a straight contest, where a tie is a stalemate. */
export type Defender = 'a' | 'b' | 'none';
export type ContestSideId = 'a' | 'b';

export interface ContestInput {
  readonly a: ContestSide;
  readonly b: ContestSide;
  readonly defender: Defender;
}

/** The modifiers a contest may list: those of any contest and a search's, an attack's only in an attack. */
export function contestModifiersFor(attack: boolean): readonly ContestModifier[] {
  return CONTEST_MODIFIERS.filter((modifier) => modifier.appliesTo !== 'attack' || attack);
}

/**
 * A side as the contest rolls it: its Attribute, the chosen modifiers the contest allows (an
 * attack's are dropped outside an attack) and its further points.
 */
export function contestSideOf(
  attribute: number,
  chosen: readonly ContestModifierId[],
  extraBonus: number,
  attack: boolean,
): ContestSide & { readonly modifiers: ContestModifierId[]; readonly extraBonus: number } {
  const allowed = contestModifiersFor(attack);
  const modifiers = chosen.filter((id) => allowed.some((modifier) => modifier.id === id));
  return { attribute, modifiers, extraBonus };
}

/** Who defends (wins ties): in an attack its target, so a tie is a miss; else the side chosen, or none. */
export function contestDefender(attacker: ContestSideId | null, chosen: Defender): Defender {
  if (attacker === null) return chosen;
  return attacker === 'a' ? 'b' : 'a';
}

/** The bonus points of a side: its modifiers (each once) plus `extraBonus`. */
export function sumContestBonus(side: ContestSide): number {
  const extra = side.extraBonus ?? 0;
  if (!Number.isInteger(extra))
    throw new RangeError(`a bonus must be a whole number, got ${extra}`);
  let total = extra;
  for (const id of new Set(side.modifiers ?? [])) total += MODIFIER_VALUES.get(id) ?? 0;
  return total;
}

/** Points from dice: one per die above the Attribute. */
export function countContestPoints(dice: ThreeDice, attribute: number): number {
  checkAttributeScore(attribute);
  return dice.filter((face) => face > attribute).length;
}

/**
 * How many of the 216 rolls of 3d6 score 0, 1, 2 and 3 points against this Attribute
 * (index = points), from the dice core's `3d6>attribute` distribution.
 */
export function countPointDistribution(attribute: number): readonly bigint[] {
  checkAttributeScore(attribute);
  const distribution = distributionOf(`3d6>${attribute}`);
  return [0, 1, 2, 3].map((points) => distribution.counts[points - distribution.min] ?? 0n);
}

/**
 * How many of the 216 x 216 pairs of rolls end with each margin, A's total minus B's, bonuses
 * included: the two sides' point distributions convolved. Keys run from lowest to highest margin.
 */
export function countContestMargins(
  input: Pick<ContestInput, 'a' | 'b'>,
): ReadonlyMap<number, bigint> {
  const countsA = countPointDistribution(input.a.attribute);
  const countsB = countPointDistribution(input.b.attribute);
  const shift = sumContestBonus(input.a) - sumContestBonus(input.b);
  const margins = new Map<number, bigint>();
  for (let margin = -3 + shift; margin <= 3 + shift; margin += 1) margins.set(margin, 0n);
  countsA.forEach((countA, pointsA) => {
    countsB.forEach((countB, pointsB) => {
      const margin = pointsA - pointsB + shift;
      margins.set(margin, (margins.get(margin) ?? 0n) + countA * countB);
    });
  });
  return margins;
}

export interface ContestChances {
  /** A wins, ties included when A defends. */
  readonly winA: Fraction;
  /** B wins, ties included when B defends. */
  readonly winB: Fraction;
  /** A tie with no defender: 0 when someone defends. */
  readonly stalemate: Fraction;
  /** Equal totals, whoever they go to. */
  readonly tie: Fraction;
}

/** Exact chances of each result, over 216 x 216 = 46656 (not reduced). winA + winB + stalemate = 1. */
export function chanceOfContestedOutcome(input: ContestInput): ContestChances {
  let above = 0n;
  let equal = 0n;
  let below = 0n;
  for (const [margin, count] of countContestMargins(input)) {
    if (margin > 0) above += count;
    else if (margin === 0) equal += count;
    else below += count;
  }
  const denominator = 216n * 216n;
  const fraction = (numerator: bigint): Fraction => ({ numerator, denominator });
  return {
    winA: fraction(above + (input.defender === 'a' ? equal : 0n)),
    winB: fraction(below + (input.defender === 'b' ? equal : 0n)),
    stalemate: fraction(input.defender === 'none' ? equal : 0n),
    tie: fraction(equal),
  };
}

/** One labelled chance as a roller lists it before the roll. */
export interface LabelledChance {
  readonly label: string;
  readonly fraction: Fraction;
}

/**
 * The chances of a Contested Check as a roller lists them: each side's win (saying when the ties
 * are its), then the tie, named a stalemate with no defender or a win for the defender.
 */
export function listContestChances(
  chances: ContestChances,
  names: Readonly<Record<ContestSideId, string>>,
  defender: Defender,
): readonly LabelledChance[] {
  const win = (side: ContestSideId) =>
    `${names[side]} wins${defender === side ? ' (ties included)' : ''}`;
  return [
    { label: win('a'), fraction: chances.winA },
    { label: win('b'), fraction: chances.winB },
    {
      label:
        defender === 'none' ? 'Stalemate (tie)' : `Tie (counted as a win for ${names[defender]})`,
      fraction: chances.tie,
    },
  ];
}

export interface ContestSideRoll {
  readonly attribute: number;
  readonly dice: ThreeDice;
  /** Indices of the dice that scored. */
  readonly scoringIndices: readonly number[];
  readonly points: number;
  readonly bonus: number;
  /** points + bonus. */
  readonly total: number;
  readonly modifiers: readonly ContestModifierId[];
}

export interface ContestedCheck {
  /** What was rolled for, kept so the check can be re-rolled. */
  readonly input: ContestInput;
  readonly a: ContestSideRoll;
  readonly b: ContestSideRoll;
  readonly defender: Defender;
  readonly winner: ContestSideId | 'stalemate';
  /** The winner's total minus the loser's: 0 on a stalemate or a tie won by the defender. */
  readonly margin: number;
  /** The totals were equal (and the defender won, or it was a stalemate). */
  readonly tied: boolean;
}

function evaluateSide(dice: ThreeDice, side: ContestSide): ContestSideRoll {
  checkAttributeScore(side.attribute);
  const scoringIndices = [0, 1, 2].filter((index) => (dice[index] ?? 0) > side.attribute);
  const bonus = sumContestBonus(side);
  return {
    attribute: side.attribute,
    dice,
    scoringIndices,
    points: scoringIndices.length,
    bonus,
    total: scoringIndices.length + bonus,
    modifiers: [...new Set(side.modifiers ?? [])],
  };
}

/** Read given dice as a Contested Check. */
export function evaluateContestedCheck(
  diceA: ThreeDice,
  diceB: ThreeDice,
  input: ContestInput,
): ContestedCheck {
  const a = evaluateSide(diceA, input.a);
  const b = evaluateSide(diceB, input.b);
  const difference = a.total - b.total;
  if (difference !== 0)
    return {
      input,
      a,
      b,
      defender: input.defender,
      winner: difference > 0 ? 'a' : 'b',
      margin: Math.abs(difference),
      tied: false,
    };
  return {
    input,
    a,
    b,
    defender: input.defender,
    winner: input.defender === 'none' ? 'stalemate' : input.defender,
    margin: 0,
    tied: true,
  };
}

/** Roll a Contested Check: A's three dice, then B's three, from `rng`. */
export function rollContestedCheck(input: ContestInput, rng: Rng): ContestedCheck {
  checkAttributeScore(input.a.attribute);
  checkAttributeScore(input.b.attribute);
  const diceA = rollThreeDice(rng);
  return evaluateContestedCheck(diceA, rollThreeDice(rng), input);
}

/** Re-roll the dice at `indices` (0-2) of one side and read the contest again. */
export function rerollContestedDice(
  check: ContestedCheck,
  side: ContestSideId,
  indices: readonly number[],
  rng: Rng,
): ContestedCheck {
  const diceA = side === 'a' ? rerollThreeDice(check.a.dice, indices, rng) : check.a.dice;
  const diceB = side === 'b' ? rerollThreeDice(check.b.dice, indices, rng) : check.b.dice;
  return evaluateContestedCheck(diceA, diceB, check.input);
}
