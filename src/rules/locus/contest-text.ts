/**
 * What the Contested Check roller says around its dice: the exact chances before the roll (each
 * side's win and the tie, then, in an attack, what the attack may do or why it cannot hit), and
 * after it each side's dice and points, the verdict and what an attack did.
 */
import { chanceOfAttackFor, listAttackChances } from './attack';
import type { AttackResult } from './injury';
import {
  describeAttackResult,
  describeContestResult,
  describeSidePoints,
  type ContestedLogInput,
} from './check-log';
import { CONTEST_SIDE_IDS, otherSide } from './contest-form';
import {
  chanceOfContestedOutcome,
  listContestChances,
  type ContestedCheck,
  type ContestInput,
  type ContestSideId,
  type LabelledChance,
} from './contested-check';

/** Said in place of the chances while one side cannot be read. */
export const CONTEST_CHANCE_WAITS =
  'The chances show once both sides have an Attribute from 1 to 5 and whole bonus points.';

/** Said in place of an attack's chances when it is unarmed against a Monster. */
export const UNARMED_ATTACK_FAILS =
  'Unarmed attacks against Monsters automatically fail: the result is a miss.';

/** The chances listed before a roll. */
export interface ContestChanceText {
  readonly contest: readonly LabelledChance[];
  /** In an attack: "If Ada attacks Monster:" over its chances, or why it cannot hit. */
  readonly attack:
    | { readonly heading: string; readonly chances: readonly LabelledChance[] }
    | { readonly note: string }
    | null;
}

/**
 * The chances of `contest` between the sides `names`, and of the attack by `attack.attacker`
 * when it is one.
 */
export function describeContestChances(
  contest: ContestInput,
  names: Readonly<Record<ContestSideId, string>>,
  attack: ContestedLogInput['attack'],
): ContestChanceText {
  const listed = listContestChances(chanceOfContestedOutcome(contest), names, contest.defender);
  if (!attack) return { contest: listed, attack: null };
  const { attacker, unarmed } = attack;
  const chances = chanceOfAttackFor(contest, attacker, { unarmedAgainstMonster: unarmed });
  return {
    contest: listed,
    attack: chances
      ? {
          heading: `If ${names[attacker]} attacks ${names[otherSide(attacker)]}:`,
          chances: listAttackChances(chances),
        }
      : { note: UNARMED_ATTACK_FAILS },
  };
}

/** One side's part of a rolled contest as shown. */
export interface ContestSideText {
  readonly side: ContestSideId;
  /** "Ada (Attribute 3)". */
  readonly heading: string;
  /** Names the dice for assistive technology: "Ada's dice". */
  readonly label: string;
  /** "2 points + 1 bonus". */
  readonly points: string;
}

/** A rolled contest in words: each side, the verdict, and what the attack did if it was one. */
export function describeContestRoll(
  check: ContestedCheck,
  input: Pick<ContestedLogInput, 'names' | 'attack'>,
  attack: AttackResult | null,
): {
  readonly sides: readonly ContestSideText[];
  readonly verdict: string;
  readonly attack: string | null;
} {
  const { names } = input;
  return {
    sides: CONTEST_SIDE_IDS.map((side) => ({
      side,
      heading: `${names[side]} (Attribute ${check[side].attribute})`,
      label: `${names[side]}'s dice`,
      points: describeSidePoints(check[side]),
    })),
    verdict: describeContestResult(check, names),
    attack:
      input.attack && attack
        ? describeAttackResult(
            attack,
            names[input.attack.attacker],
            names[otherSide(input.attack.attacker)],
          )
        : null,
  };
}
