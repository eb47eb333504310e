/**
 * Eldritch Instinct combat (Action: Attacking in Melee, Attacking with a Firearm, Multiple Shots
 * from a Pistol, Firing into Melee, and the magazine from Character Creation).
 *
 * Melee, as the text orders it: the target first chooses to fight back or dodge, then the
 * attacker makes a STR save. Fighting back, the target makes a STR save at -20: whoever
 * succeeds hits, and if both succeed the highest result hits (either side can hit; you only hit
 * on a successful save). Dodging, the target makes a DEX save at +20: the attacker hits on a
 * success unless the target also succeeded with a result at least as high; a dodging target
 * never hits. [decision] Results are read as in opposed saves (a score above 100 adds its excess
 * to a passing result); equal results hit nobody. [decision] The critical hit ("full damage plus
 * another roll") is named for the attacker; a target who hits back with a double is shown as a
 * critical hit too, and a firearm hit on a double is a critical hit as well.
 *
 * Firearm: a successful WIL save hits. A target diving for cover rolls a DEX save; on a success
 * [decision] the attacker rolls the WIL save twice and keeps the worse (critical failure <
 * failure < success < critical success). Pistols firing 2-3 shots roll damage per shot and
 * keep the single highest. Firing into melee hits the ally when any damage die shows 1.
 */
import { formatNumber, howMany } from '../words';
import { refuse, succeed, type Problem } from '../result';
import {
  computeDistribution,
  describeRoll,
  parseNotation,
  rollExpression,
  type DiceExpression,
  type ExpressionRoll,
  type Fraction,
  type Result,
  type Rng,
} from '../dice';
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../whole-number-schema';
import { readWholeNumber, type WholeNumberError } from '../whole-number';
import { ScoreSchema } from './tool';
import { defineTool } from '../roll-recipe';
import {
  chanceOfSaveOutcomes,
  formatD100,
  isDouble,
  opposedResult,
  rollD100,
  saveOutcome,
  SAVE_OUTCOME_LABELS,
  type SaveOutcome,
} from './saves';

export type MeleeDefence = 'fight-back' | 'dodge';
export const FIGHT_BACK_MODIFIER = -20;
export const DODGE_MODIFIER = 20;
export const MELEE_DEFENCE_LABELS: Readonly<Record<MeleeDefence, string>> = {
  'fight-back': 'Fight back (STR save at −20)',
  dodge: 'Dodge (DEX save at +20)',
};

/** The target's score for its save: STR - 20 when fighting back, DEX + 20 when dodging. */
export function targetSaveScore(score: number, defence: MeleeDefence): number {
  return score + (defence === 'fight-back' ? FIGHT_BACK_MODIFIER : DODGE_MODIFIER);
}

export type MeleeOutcome = 'attacker-hits' | 'target-hits' | 'no-hit';

export interface MeleeSide {
  readonly score: number;
  readonly roll: number;
  readonly outcome: SaveOutcome;
  readonly passed: boolean;
  readonly result: number;
}

export interface MeleeExchange {
  readonly defence: MeleeDefence;
  readonly attacker: MeleeSide;
  /** The target's side, with its modified score. */
  readonly target: MeleeSide;
  readonly outcome: MeleeOutcome;
  /** The hit came on a double (a critical success): full damage plus another roll. */
  readonly criticalHit: boolean;
  readonly explanation: string;
}

function side(score: number, roll: number): MeleeSide {
  const { passed, result } = opposedResult(score, roll);
  return { score, roll, outcome: saveOutcome(roll, score), passed, result };
}

/**
 * Decides a melee exchange from both rolls (00-99). `targetScore` is the target's STR (fight
 * back) or DEX (dodge) before the ±20.
 */
export function resolveMelee(
  attackerStr: number,
  targetScore: number,
  defence: MeleeDefence,
  attackerRoll: number,
  targetRoll: number,
): MeleeExchange {
  const attacker = side(attackerStr, attackerRoll);
  const target = side(targetSaveScore(targetScore, defence), targetRoll);
  let outcome: MeleeOutcome = 'no-hit';
  let why: string;
  if (defence === 'fight-back') {
    if (attacker.passed && !target.passed)
      [outcome, why] = ['attacker-hits', 'only the attacker succeeded'];
    else if (target.passed && !attacker.passed)
      [outcome, why] = ['target-hits', 'only the target succeeded, so the target hits back'];
    else if (!attacker.passed) why = 'both failed, so nobody hits';
    else if (attacker.result > target.result)
      [outcome, why] = [
        'attacker-hits',
        `both succeeded and the attacker's result is higher (${attacker.result} against ${target.result})`,
      ];
    else if (target.result > attacker.result)
      [outcome, why] = [
        'target-hits',
        `both succeeded and the target's result is higher (${target.result} against ${attacker.result})`,
      ];
    else why = `both succeeded with the same result (${attacker.result}), so nobody hits`;
  } else if (!attacker.passed) {
    why = 'the attacker failed the STR save';
  } else if (!target.passed) {
    [outcome, why] = ['attacker-hits', 'the attacker succeeded and the dodge failed'];
  } else if (attacker.result > target.result) {
    [outcome, why] = [
      'attacker-hits',
      `both succeeded and the attacker's result is higher (${attacker.result} against ${target.result})`,
    ];
  } else {
    why = `both succeeded and the attacker's result is not higher (${attacker.result} against ${target.result}): the dodge works`;
  }
  const hitter = outcome === 'attacker-hits' ? attacker : outcome === 'target-hits' ? target : null;
  const criticalHit = hitter !== null && isDouble(hitter.roll);
  const saveName = defence === 'fight-back' ? 'STR' : 'DEX';
  const explanation =
    `Attacker rolled ${formatD100(attacker.roll)} against STR ${attacker.score}: ${SAVE_OUTCOME_LABELS[attacker.outcome].toLowerCase()}. ` +
    `Target rolled ${formatD100(target.roll)} against ${saveName} ${target.score} (${targetScore} ${defence === 'fight-back' ? '− 20' : '+ 20'}): ${SAVE_OUTCOME_LABELS[target.outcome].toLowerCase()}. ` +
    `${outcome === 'attacker-hits' ? 'The attacker hits' : outcome === 'target-hits' ? 'The target hits the attacker' : 'No hit'}: ${why}.` +
    (criticalHit ? ' Critical hit: full damage plus another roll.' : '');
  return { defence, attacker, target, outcome, criticalHit, explanation };
}

export function rollMelee(
  attackerStr: number,
  targetScore: number,
  defence: MeleeDefence,
  rng: Rng,
): MeleeExchange {
  const attackerRoll = rollD100(rng);
  const targetRoll = rollD100(rng);
  return resolveMelee(attackerStr, targetScore, defence, attackerRoll, targetRoll);
}

export interface MeleeChances {
  readonly attackerHits: Fraction;
  readonly attackerCriticalHit: Fraction;
  readonly targetHits: Fraction;
  readonly noHit: Fraction;
}

/** Exact chances over the 100 x 100 pairs of rolls. */
export function chanceOfMelee(
  attackerStr: number,
  targetScore: number,
  defence: MeleeDefence,
): MeleeChances {
  let attackerHits = 0;
  let attackerCritical = 0;
  let targetHits = 0;
  for (let a = 0; a < 100; a += 1) {
    for (let t = 0; t < 100; t += 1) {
      const exchange = resolveMelee(attackerStr, targetScore, defence, a, t);
      if (exchange.outcome === 'attacker-hits') {
        attackerHits += 1;
        if (exchange.criticalHit) attackerCritical += 1;
      } else if (exchange.outcome === 'target-hits') targetHits += 1;
    }
  }
  const over = (n: number): Fraction => ({ numerator: BigInt(n), denominator: 10000n });
  return {
    attackerHits: over(attackerHits),
    attackerCriticalHit: over(attackerCritical),
    targetHits: over(targetHits),
    noHit: over(10000 - attackerHits - targetHits),
  };
}

// ---------------------------------------------------------------- damage

/** Why a text is not weapon damage: its notation cannot be read, or it is not a sum that stays at 0 or more. */
export type DamageProblem = 'notation' | 'not-a-sum' | 'subtracts-dice' | 'no-die' | 'below-zero';
export type DamageParse = Result<DiceExpression, Problem<DamageProblem>>;

/**
 * Reads weapon damage such as `1d8`, `1d4+1` or `1d4 + 1d6 + 1d12`: plain dice and numbers only,
 * at least one die, and never a total below 0. Every weapon and attack in the text rolls dice
 * (firing into melee reads them), and damage only takes HP away: armour is subtracted from it
 * and HP lost is never below 0, so a roll that could come out negative ("1d4-5") or no roll at all
 * ("0", "-1") is not damage and is refused at the field rather than shown as "0 HP lost".
 */
export function parseDamage(text: string): DamageParse {
  const parsed = parseNotation(text);
  if (!parsed.ok) return refuse('notation', parsed.error.message);
  for (const term of parsed.value.terms) {
    if (
      term.kind === 'risk' ||
      term.kind === 'usage' ||
      term.kind === 'digit' ||
      (term.kind === 'dice' && (term.selection || term.target || term.zeroBased))
    ) {
      return refuse(
        'not-a-sum',
        'Weapon damage is a sum of dice and numbers, such as 1d8 or 1d4+1.',
      );
    }
    if (term.sign < 0 && term.kind === 'dice')
      return refuse('subtracts-dice', 'Weapon damage cannot subtract dice.');
  }
  if (!parsed.value.terms.some((term) => term.kind === 'dice'))
    return refuse('no-die', 'Weapon damage rolls at least one die, such as 1d6 or 1d4+1.');
  const lowest = lowestDamage(parsed.value);
  if (lowest < 0)
    return refuse(
      'below-zero',
      `Weapon damage cannot total less than 0, but ${text.trim()} can roll as low as ${formatNumber(lowest)}.`,
    );
  return succeed(parsed.value);
}

/** The lowest total of plain damage dice: every die showing 1, the numbers added or taken away. */
function lowestDamage(expression: DiceExpression): number {
  return expression.terms.reduce(
    (total, term) =>
      total +
      (term.kind === 'dice' ? term.count : term.kind === 'constant' ? term.sign * term.value : 0),
    0,
  );
}

/** The highest total the damage dice can roll ("full damage"). */
export function maxDamage(expression: DiceExpression): number {
  const distribution = computeDistribution(expression);
  if (!distribution.ok) throw new Error(distribution.error.message);
  return distribution.value.max;
}

/** Every die face rolled, in order. */
export function diceFaces(roll: ExpressionRoll): number[] {
  return roll.terms.flatMap((term) =>
    term.kind === 'dice' ? term.dice.map((die) => die.value) : [],
  );
}

export interface DamageRoll {
  /** One roll per shot (1 for melee and single shots, 2-3 for a pistol's multiple shots). */
  readonly shots: readonly ExpressionRoll[];
  /** Index of the kept shot: the single highest. */
  readonly keptIndex: number;
  /** Full damage added on a critical hit, or 0. */
  readonly full: number;
  readonly beforeArmour: number;
  readonly armour: number;
  /** HP lost: never below 0. */
  readonly dealt: number;
  /** Firing into melee: a damage die showed 1, so the ally is hit. */
  readonly allyHit: boolean;
  readonly detail: string;
}

export const MAX_ARMOUR = 10;
export const MAX_PISTOL_SHOTS = 3;

export interface DamageOptions {
  readonly armour?: number;
  readonly critical?: boolean;
  /** 1, or 2-3 for a pistol firing several shots (keep the single highest). */
  readonly shots?: number;
}

/**
 * Rolls weapon damage: each shot rolled, the highest kept; a critical hit adds full damage (the
 * dice's maximum) to that roll; armour is subtracted last, and the target loses the rest.
 */
export function rollDamage(
  expression: DiceExpression,
  rng: Rng,
  options: DamageOptions = {},
): DamageRoll {
  const armour = Math.max(0, Math.floor(options.armour ?? 0));
  const count = Math.min(MAX_PISTOL_SHOTS, Math.max(1, Math.floor(options.shots ?? 1)));
  const shots = Array.from({ length: count }, () => rollExpression(expression, rng));
  let keptIndex = 0;
  shots.forEach((shot, index) => {
    if (shot.total > (shots[keptIndex] as ExpressionRoll).total) keptIndex = index;
  });
  const kept = (shots[keptIndex] as ExpressionRoll).total;
  const full = options.critical ? maxDamage(expression) : 0;
  const beforeArmour = full + kept;
  const dealt = Math.max(0, beforeArmour - armour);
  const allyHit = shots.some((shot) => diceFaces(shot).includes(1));
  // Each shot in the dice core's words, modifiers included: 2d6+1 reads "[4, 5] + 1".
  const shotText = shots.map((shot) => describeRoll(shot));
  const parts = [
    count > 1
      ? `shots ${shotText.join('; ')}, kept the highest ${kept}`
      : `rolled ${shotText[0]} = ${kept}`,
  ];
  if (full) parts.push(`critical hit: full damage ${full} + ${kept} = ${beforeArmour}`);
  if (armour) parts.push(`armour ${armour}`);
  parts.push(`${dealt} HP lost`);
  return { shots, keptIndex, full, beforeArmour, armour, dealt, allyHit, detail: parts.join(', ') };
}

/**
 * Exact chance that firing into melee hits the ally: at least one damage die shows 1, over all
 * dice of all shots. 1 - product of (sides - 1) / sides.
 */
export function chanceOfAllyHit(expression: DiceExpression, shots = 1): Fraction {
  let miss = 1n;
  let all = 1n;
  for (let shot = 0; shot < shots; shot += 1) {
    for (const term of expression.terms) {
      if (term.kind !== 'dice') continue;
      for (let die = 0; die < term.count; die += 1) {
        miss *= BigInt(term.sides - 1);
        all *= BigInt(term.sides);
      }
    }
  }
  return { numerator: all - miss, denominator: all };
}

// ---------------------------------------------------------------- firearm

const OUTCOME_ORDER: Readonly<Record<SaveOutcome, number>> = {
  'critical-failure': 0,
  failure: 1,
  success: 2,
  'critical-success': 3,
};

/** The worse of two save rolls: the lower outcome class; within a class the higher roll. */
export function worseRoll(first: number, second: number, score: number): number {
  const a = OUTCOME_ORDER[saveOutcome(first, score)];
  const b = OUTCOME_ORDER[saveOutcome(second, score)];
  if (a !== b) return a < b ? first : second;
  return Math.max(first, second);
}

export interface FirearmAttack {
  readonly wil: number;
  /** The target's DEX save when it dived for cover, or null. */
  readonly dive: {
    readonly dex: number;
    readonly roll: number;
    readonly outcome: SaveOutcome;
    readonly passed: boolean;
  } | null;
  /** One roll, or two when the dive succeeded. */
  readonly rolls: readonly number[];
  readonly keptRoll: number;
  readonly outcome: SaveOutcome;
  readonly hit: boolean;
  readonly criticalHit: boolean;
  readonly explanation: string;
}

/** Decides a firearm attack from given rolls: the dive roll (if diving) and one or two WIL rolls. */
export function resolveFirearm(
  wil: number,
  dive: { dex: number; roll: number } | null,
  attackRolls: readonly number[],
): FirearmAttack {
  const diveSide = dive
    ? {
        dex: dive.dex,
        roll: dive.roll,
        outcome: saveOutcome(dive.roll, dive.dex),
        passed: saveOutcome(dive.roll, dive.dex).endsWith('success'),
      }
    : null;
  const needed = diveSide?.passed ? 2 : 1;
  if (attackRolls.length !== needed)
    throw new RangeError(
      `this firearm attack needs ${needed} WIL roll(s), got ${attackRolls.length}`,
    );
  const rolls = attackRolls.slice();
  const keptRoll =
    needed === 2 ? worseRoll(rolls[0] as number, rolls[1] as number, wil) : (rolls[0] as number);
  const outcome = saveOutcome(keptRoll, wil);
  const hit = outcome.endsWith('success');
  const criticalHit = outcome === 'critical-success';
  const parts: string[] = [];
  if (diveSide) {
    parts.push(
      `Target dived for cover (forfeits its next round): DEX ${diveSide.dex}, rolled ${formatD100(diveSide.roll)}, ${SAVE_OUTCOME_LABELS[diveSide.outcome].toLowerCase()}.`,
    );
  }
  parts.push(
    needed === 2
      ? `Attacker rolled twice against WIL ${wil} (${rolls.map(formatD100).join(' and ')}) and keeps the worse, ${formatD100(keptRoll)}: ${SAVE_OUTCOME_LABELS[outcome].toLowerCase()}.`
      : `Attacker rolled ${formatD100(keptRoll)} against WIL ${wil}: ${SAVE_OUTCOME_LABELS[outcome].toLowerCase()}.`,
  );
  parts.push(
    hit ? (criticalHit ? 'Hit. Critical hit: full damage plus another roll.' : 'Hit.') : 'Miss.',
  );
  return {
    wil,
    dive: diveSide,
    rolls,
    keptRoll,
    outcome,
    hit,
    criticalHit,
    explanation: parts.join(' '),
  };
}

export function rollFirearm(wil: number, diveDex: number | null, rng: Rng): FirearmAttack {
  const dive = diveDex === null ? null : { dex: diveDex, roll: rollD100(rng) };
  const passedDive = dive !== null && saveOutcome(dive.roll, dive.dex).endsWith('success');
  const rolls = passedDive ? [rollD100(rng), rollD100(rng)] : [rollD100(rng)];
  return resolveFirearm(wil, dive, rolls);
}

/**
 * Exact hit and critical-hit chances over 1,000,000 equally likely (dive roll, two WIL rolls)
 * triples: P(hit) = P(dive fails) x P(pass) + P(dive passes) x P(pass)^2, and the same with
 * critical successes (the worse of two is critical only when both are).
 */
export function chanceOfFirearmHit(
  wil: number,
  diveDex: number | null,
): { hit: Fraction; criticalHit: Fraction } {
  const chances = chanceOfSaveOutcomes(wil);
  const pass = chances['critical-success'].numerator + chances.success.numerator;
  const critical = chances['critical-success'].numerator;
  const denominator = 1_000_000n;
  if (diveDex === null)
    return {
      hit: { numerator: pass * 10000n, denominator },
      criticalHit: { numerator: critical * 10000n, denominator },
    };
  const dive = chanceOfSaveOutcomes(diveDex);
  const divePass = dive['critical-success'].numerator + dive.success.numerator;
  const diveFail = 100n - divePass;
  return {
    hit: { numerator: diveFail * pass * 100n + divePass * pass * pass, denominator },
    criticalHit: {
      numerator: diveFail * critical * 100n + divePass * critical * critical,
      denominator,
    },
  };
}

// ---------------------------------------------------------------- the logged tools

const DEFENCES = ['fight-back', 'dodge'] as const;

export const meleeTool = defineTool({
  name: 'melee',
  schema: z.object({ attacker: ScoreSchema, target: ScoreSchema, defence: z.enum(DEFENCES) }),
  roll: (input, rng) => rollMelee(input.attacker, input.target, input.defence, rng),
  describe: (input, exchange: MeleeExchange) => ({
    expression: '2 × d100z',
    detail: `attacker ${formatD100(exchange.attacker.roll)} vs STR ${exchange.attacker.score}; target ${formatD100(exchange.target.roll)} vs ${exchange.target.score} (${input.defence})`,
    total: exchange.attacker.roll,
    result: `${exchange.outcome === 'attacker-hits' ? 'Attacker hits' : exchange.outcome === 'target-hits' ? 'Target hits back' : 'No hit'}${exchange.criticalHit ? ', critical hit' : ''}`,
  }),
});

export const firearmTool = defineTool({
  name: 'firearm',
  schema: z.object({ wil: ScoreSchema, diveDex: z.nullable(ScoreSchema) }),
  roll: (input, rng) => rollFirearm(input.wil, input.diveDex, rng),
  describe: (_input, attack: FirearmAttack) => ({
    expression: attack.rolls.length === 2 ? '2 × d100z, keep worse' : 'd100z',
    detail: `${attack.dive ? `dive ${formatD100(attack.dive.roll)} vs DEX ${attack.dive.dex}; ` : ''}WIL ${attack.rolls.map(formatD100).join(', ')} vs ${attack.wil}`,
    total: attack.keptRoll,
    result: attack.hit ? (attack.criticalHit ? 'Critical hit' : 'Hit') : 'Miss',
  }),
});

/** The target's armour as typed: a whole number from 0 to 10, or the message for the field. */
export function parseArmour(text: string): Result<number, WholeNumberError> {
  return readWholeNumber(text, 0, MAX_ARMOUR, 'armour');
}

const DamageInputSchema = z.object({
  damage: z.string().check(z.refine((text) => parseDamage(text).ok)),
  armour: wholeNumberSchema(0, MAX_ARMOUR),
  critical: z.boolean(),
  shots: wholeNumberSchema(1, MAX_PISTOL_SHOTS),
  intoMelee: z.boolean(),
});
export type DamageInput = z.infer<typeof DamageInputSchema>;

function damageOf(input: DamageInput): DiceExpression {
  const parsed = parseDamage(input.damage);
  if (!parsed.ok) throw new RangeError(parsed.error.message);
  return parsed.value;
}

export const damageTool = defineTool({
  name: 'damage',
  schema: DamageInputSchema,
  roll: (input, rng) => rollDamage(damageOf(input), rng, input),
  describe: (input, rolled: DamageRoll) => ({
    expression: `${input.damage.trim()}${input.shots > 1 ? ` × ${input.shots} shots, keep highest` : ''}`,
    detail: rolled.detail,
    total: rolled.dealt,
    result: `${rolled.dealt} HP lost${input.intoMelee && rolled.allyHit ? '; ally hit' : ''}`,
  }),
});

/** The damage in a sentence, with the ally's fate when firing into melee. */
export function damageSentence(input: DamageInput, rolled: DamageRoll): string {
  const ally = input.intoMelee
    ? rolled.allyHit
      ? ' Firing into melee: a damage die shows 1, so the ally is hit.'
      : ' Firing into melee: no damage die shows 1, the ally is safe.'
    : '';
  return `${rolled.detail.charAt(0).toUpperCase()}${rolled.detail.slice(1)}.${ally}`;
}

// ---------------------------------------------------------------- magazines

/** The Ranged Weapon Table (Character Creation): name, damage, Shots and the most shots per attack. */
export interface RangedWeapon {
  readonly name: string;
  readonly damage: string;
  readonly shots: number;
  /** "Max three shots" / "Max one shot"; 1 when the table names no limit. */
  readonly maxPerAttack: number;
  /** A pistol: several shots roll damage each and keep the highest. */
  readonly pistol: boolean;
}

export const RANGED_WEAPONS: readonly RangedWeapon[] = [
  { name: '.38 Revolver', damage: '1d8', shots: 6, maxPerAttack: 3, pistol: true },
  { name: '.45 Revolver', damage: '1d10', shots: 6, maxPerAttack: 1, pistol: true },
  { name: '.32 Automatic', damage: '1d6', shots: 10, maxPerAttack: 3, pistol: true },
  { name: 'Bolt Action Rifle', damage: '2d6', shots: 6, maxPerAttack: 1, pistol: false },
  { name: 'Double-Barrel Shotgun', damage: '2d6+2', shots: 2, maxPerAttack: 1, pistol: false },
  { name: 'Thompson', damage: '1d4 + 1d6 + 1d12', shots: 4, maxPerAttack: 1, pistol: false },
  {
    name: '.30 Browning Machine Gun',
    damage: '1d4 + 1d8 + 1d12',
    shots: 5,
    maxPerAttack: 1,
    pistol: false,
  },
  { name: 'Flamethrower', damage: '2d8', shots: 4, maxPerAttack: 1, pistol: false },
];

/** The unarmed row of the Melee Weapon Table. */
export const UNARMED = { name: 'Unarmed', damage: '1d3' } as const;

export function findRangedWeapon(name: string): RangedWeapon | undefined {
  return RANGED_WEAPONS.find((weapon) => weapon.name === name);
}

/**
 * The weapon's fire mode: the most shots one attack may fire. A pistol fires up to its row's
 * limit ("Max three shots", "Max one shot"), each shot rolling damage and the highest kept; every
 * other weapon fires once. With no weapon named (the damage typed in), any number up to
 * MAX_PISTOL_SHOTS may be asked for.
 */
export function maxShotsPerAttack(weaponName: string | null): number {
  if (weaponName === null) return MAX_PISTOL_SHOTS;
  const ranged = findRangedWeapon(weaponName);
  return ranged?.pistol ? Math.min(MAX_PISTOL_SHOTS, ranged.maxPerAttack) : 1;
}

export interface TrackedWeapon {
  readonly id: string;
  readonly name: string;
  /** The Ranged Weapon Table row it is, by name: "Name (2)" is still a ".38 Revolver". */
  readonly weapon: string;
  /** The weapon's Shots value: sections of its magazine. */
  readonly capacity: number;
  readonly loaded: number;
  /** Spare magazines carried (each takes an inventory slot). */
  readonly spares: number;
}

export interface MagazineState {
  readonly weapons: readonly TrackedWeapon[];
  /** What the last action did or why it was refused, for a status line. */
  readonly notice: string | null;
}

export type MagazineAction =
  | {
      readonly type: 'add';
      readonly id: string;
      readonly name: string;
      /** The table row, when it is one; the name otherwise. */
      readonly weapon?: string;
      readonly capacity: number;
      readonly spares?: number;
    }
  | { readonly type: 'fire'; readonly id: string; readonly count: number }
  | { readonly type: 'reload'; readonly id: string }
  | { readonly type: 'spares'; readonly id: string; readonly spares: number }
  | { readonly type: 'remove'; readonly id: string };

export const EMPTY_MAGAZINES: MagazineState = { weapons: [], notice: null };
export const MAX_CAPACITY = 100;
export const MAX_SPARES = 7;

/** Magazine tracking as a pure reducer: firing marks off shots, reloading uses a spare magazine. */
export function magazineReducer(state: MagazineState, action: MagazineAction): MagazineState {
  const weapon = state.weapons.find((candidate) => candidate.id === action.id);
  const replace = (next: TrackedWeapon, notice: string): MagazineState => ({
    weapons: state.weapons.map((candidate) => (candidate.id === next.id ? next : candidate)),
    notice,
  });
  switch (action.type) {
    case 'add': {
      const name = action.name.trim();
      if (!name) return { ...state, notice: 'Give the weapon a name.' };
      if (
        !Number.isInteger(action.capacity) ||
        action.capacity < 1 ||
        action.capacity > MAX_CAPACITY
      ) {
        return { ...state, notice: `Shots must be a whole number from 1 to ${MAX_CAPACITY}.` };
      }
      if (weapon) return { ...state, notice: `${name} is already tracked.` };
      const spares = Math.min(MAX_SPARES, Math.max(0, Math.floor(action.spares ?? 0)));
      return {
        weapons: [
          ...state.weapons,
          {
            id: action.id,
            name,
            weapon: action.weapon ?? name,
            capacity: action.capacity,
            loaded: action.capacity,
            spares,
          },
        ],
        notice: `${name} added, loaded with ${action.capacity} shots.`,
      };
    }
    case 'fire': {
      if (!weapon) return { ...state, notice: 'That weapon is not tracked.' };
      if (!Number.isInteger(action.count) || action.count < 1)
        return { ...state, notice: 'Fire at least one shot.' };
      if (weapon.loaded === 0)
        return { ...state, notice: `${weapon.name} is empty: reload first.` };
      if (action.count > weapon.loaded)
        return {
          ...state,
          notice: `${weapon.name} has only ${howMany(weapon.loaded, 'shot')} left.`,
        };
      const loaded = weapon.loaded - action.count;
      return replace(
        { ...weapon, loaded },
        `${weapon.name}: ${howMany(action.count, 'shot')} marked off, ${loaded} of ${weapon.capacity} left.`,
      );
    }
    case 'reload': {
      if (!weapon) return { ...state, notice: 'That weapon is not tracked.' };
      if (weapon.loaded === weapon.capacity)
        return { ...state, notice: `${weapon.name} is already full.` };
      if (weapon.spares < 1) return { ...state, notice: `${weapon.name}: no spare magazine left.` };
      return replace(
        { ...weapon, loaded: weapon.capacity, spares: weapon.spares - 1 },
        `${weapon.name} reloaded (${weapon.capacity} shots); ${howMany(weapon.spares - 1, 'spare magazine')} left.`,
      );
    }
    case 'spares': {
      if (!weapon) return { ...state, notice: 'That weapon is not tracked.' };
      const spares = Math.min(MAX_SPARES, Math.max(0, Math.floor(action.spares)));
      return replace(
        { ...weapon, spares },
        `${weapon.name}: ${howMany(spares, 'spare magazine')}.`,
      );
    }
    case 'remove':
      if (!weapon) return { ...state, notice: 'That weapon is not tracked.' };
      return {
        weapons: state.weapons.filter((candidate) => candidate.id !== action.id),
        notice: `${weapon.name} removed.`,
      };
  }
}

/** The name a newly tracked weapon gets: the table's, numbered when that weapon is already tracked. */
export function nameTrackedWeapon(state: MagazineState, weaponName: string): string {
  const taken = state.weapons.filter((tracked) => tracked.weapon === weaponName).length;
  return taken ? `${weaponName} (${taken + 1})` : weaponName;
}

/** The most shots the next attack can mark off: the weapon's fire mode, and no more than are loaded. */
export function maxShotsToFire(tracked: TrackedWeapon): number {
  return Math.min(maxShotsPerAttack(tracked.weapon), Math.max(1, tracked.loaded));
}

/** The shots the next attack marks off: those chosen, but no more than `maxShotsToFire` allows now. */
export function shotsToFire(tracked: TrackedWeapon, chosen: number): number {
  return Math.min(chosen, maxShotsToFire(tracked));
}

/**
 * What a tracked weapon offers, in order: fire `count` shots, reload, add a spare magazine,
 * remove it. Each is the button's words, the weapon named for screen readers, and the action.
 */
export function magazineActions(
  weapon: TrackedWeapon,
  count: number,
): readonly (readonly [string, string, MagazineAction])[] {
  return [
    [`Fire ${count}`, `from ${weapon.name}`, { type: 'fire', id: weapon.id, count }],
    ['Reload', weapon.name, { type: 'reload', id: weapon.id }],
    [
      'Add spare magazine',
      `for ${weapon.name}`,
      { type: 'spares', id: weapon.id, spares: weapon.spares + 1 },
    ],
    ['Remove', weapon.name, { type: 'remove', id: weapon.id }],
  ];
}
