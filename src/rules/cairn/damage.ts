/**
 * Cairn combat damage. An attack rolls its weapon die and subtracts the target's Armor (at most
 * 3); attacks always hit. Several attackers on one foe roll every die and keep the single highest;
 * two weapons at once roll both dice and keep the highest (d8+d8). Impaired attacks roll d4 and
 * Enhanced ones d12 whatever the weapon. Blast attacks roll separately for each target in the area.
 * Detachments: individuals attacking a detachment are impaired (blast excepted); a detachment
 * attacking individuals is enhanced and deals blast damage.
 *
 * Damage lands on HP; what goes past 0 is taken from STR, then the target makes a STR save
 * against critical damage with the new STR (d20 <= STR, 1 always passes, 20 always fails).
 * STR 0 is death. HP taken to exactly 0 sends a PC to the Scars table by the HP lost.
 */
import type { Distribution, Fraction, Rng } from '../dice';
import { calculateChanceAtLeast, calculateChanceOfExactly, rollDie } from '../dice';
import type { CairnMember, CairnScore } from './character';
import { CAIRN_MAX_ARMOR } from './character';

export const CAIRN_WEAPON_DICE = [4, 6, 8, 10, 12] as const;
export type CairnWeaponDie = (typeof CAIRN_WEAPON_DICE)[number];
export type CairnAttackMode = 'normal' | 'impaired' | 'enhanced';

/** The most attackers one damage roll takes: the resolver offers no more, the roll log reads no more. */
export const CAIRN_MAX_ATTACKERS = 12;

export const CAIRN_IMPAIRED_DIE = 4;
export const CAIRN_ENHANCED_DIE = 12;

export interface CairnAttacker {
  /** One weapon die, or two for two weapons at once (keep the highest). */
  readonly dice: readonly CairnWeaponDie[];
  readonly mode: CairnAttackMode;
  readonly blast: boolean;
}

export function isCairnWeaponDie(value: number): value is CairnWeaponDie {
  return (CAIRN_WEAPON_DICE as readonly number[]).includes(value);
}

/** The dice an attacker actually rolls: Impaired is one d4, Enhanced one d12, otherwise the weapon dice. */
export function cairnAttackDice(attacker: CairnAttacker): number[] {
  if (attacker.mode === 'impaired') return [CAIRN_IMPAIRED_DIE];
  if (attacker.mode === 'enhanced') return [CAIRN_ENHANCED_DIE];
  return [...attacker.dice];
}

/** Notation for the attack, e.g. "d8+d8" or "d4 (impaired)". */
export function describeCairnAttacker(attacker: CairnAttacker): string {
  const weapon = attacker.dice.map((sides) => `d${sides}`).join('+');
  if (attacker.mode === 'impaired') return `d4 (impaired; weapon ${weapon})`;
  if (attacker.mode === 'enhanced') return `d12 (enhanced; weapon ${weapon})`;
  return weapon;
}

/** Armor as the rules count it: a whole number from 0 to 3. */
export function clampCairnArmor(armor: number): number {
  if (!Number.isFinite(armor)) return 0;
  return Math.min(CAIRN_MAX_ARMOR, Math.max(0, Math.trunc(armor)));
}

/**
 * The exact distribution of damage after Armor for one target: the highest of every die rolled
 * (all attackers, both weapons of a dual wielder), minus Armor, never below 0.
 * P(highest <= k) is the product of min(k, sides)/sides over the dice, counted in bigints.
 */
export function cairnDamageDistribution(
  attackers: readonly CairnAttacker[],
  armor: number,
): Distribution {
  const dice = attackers.flatMap(cairnAttackDice);
  const cap = clampCairnArmor(armor);
  if (dice.length === 0) return { min: 0, max: 0, counts: [1n], denominator: 1n };
  const denominator = dice.reduce((product, sides) => product * BigInt(sides), 1n);
  const top = Math.max(...dice);
  const atMost = (k: number) =>
    dice.reduce((product, sides) => product * BigInt(Math.min(Math.max(k, 0), sides)), 1n);
  // Counts of the highest die by value, then shifted by Armor with everything at or below it landing on 0.
  const byDamage = new Map<number, bigint>();
  for (let value = 1; value <= top; value += 1) {
    const count = atMost(value) - atMost(value - 1);
    if (count === 0n) continue;
    const damage = Math.max(0, value - cap);
    byDamage.set(damage, (byDamage.get(damage) ?? 0n) + count);
  }
  const totals = [...byDamage.keys()];
  const min = Math.min(...totals);
  const max = Math.max(...totals);
  const counts: bigint[] = [];
  for (let total = min; total <= max; total += 1) counts.push(byDamage.get(total) ?? 0n);
  return { min, max, counts, denominator };
}

export interface CairnTargetChances {
  /** HP goes to exactly 0 (a PC rolls on the Scars table). */
  readonly exactlyZero: Fraction;
  /** Damage goes past 0 HP, on to STR. */
  readonly pastZero: Fraction;
}

/**
 * What the damage distribution means for a target with `hp` HP left, before rolling: the exact
 * chance that HP lands on exactly 0 and that damage goes past it. Null for a target at 0 HP,
 * where every hit goes to STR (`cairnTargetOdds` gives those chances). Both over the
 * distribution's own denominator.
 */
export function cairnTargetChances(
  distribution: Distribution,
  hp: number,
): CairnTargetChances | null {
  if (!Number.isInteger(hp) || hp <= 0) return null;
  return {
    exactlyZero: calculateChanceOfExactly(distribution, hp),
    pastZero: calculateChanceAtLeast(distribution, hp + 1),
  };
}

/**
 * What the damage distribution means for the target before rolling, by where damage lands:
 * - on HP (`at: 'hp'`, HP above 0): the chance HP lands on exactly 0 and that damage goes past it;
 * - on STR (`at: 'str'`, a target already at 0 HP): every point that gets through Armor goes to
 *   STR, so the chance that a STR save against critical damage is needed (damage gets through and
 *   STR stays above 0; the chance of passing it depends on the STR left) and that STR goes to 0
 *   (death, no save). Damage that Armor stops calls for no save.
 * Null for a dead target (STR 0), which takes no more damage, and for a target at 0 HP whose STR
 * is not known (`str` null).
 */
export type CairnTargetOdds =
  | ({ readonly at: 'hp' } & CairnTargetChances)
  | { readonly at: 'str'; readonly saveNeeded: Fraction; readonly strZero: Fraction };

export function cairnTargetOdds(
  distribution: Distribution,
  hp: number,
  str: number | null,
): CairnTargetOdds | null {
  if (str !== null && str <= 0) return null;
  const onHp = cairnTargetChances(distribution, hp);
  if (onHp) return { at: 'hp', ...onHp };
  if (str === null) return null;
  const strZero = calculateChanceAtLeast(distribution, str);
  return {
    at: 'str',
    saveNeeded: {
      numerator: calculateChanceAtLeast(distribution, 1).numerator - strZero.numerator,
      denominator: strZero.denominator,
    },
    strZero,
  };
}

/**
 * The target's odds as the resolver says them before rolling: a lead, then each chance with its
 * label, "; " between them and a full stop after.
 */
export function describeCairnTargetOdds(odds: CairnTargetOdds): {
  readonly lead: string;
  readonly chances: readonly { readonly label: string; readonly fraction: Fraction }[];
} {
  if (odds.at === 'hp')
    return {
      lead: '',
      chances: [
        { label: 'Chance HP goes to exactly 0 (Scars)', fraction: odds.exactlyZero },
        { label: 'chance damage goes past 0 HP to STR', fraction: odds.pastZero },
      ],
    };
  return {
    lead: 'At 0 HP every point of damage goes to STR. ',
    chances: [
      {
        label:
          'Chance a STR save against critical damage is needed (damage gets through, STR stays above 0)',
        fraction: odds.saveNeeded,
      },
      { label: 'chance STR goes to 0 (death)', fraction: odds.strZero },
    ],
  };
}

export interface CairnAttackerRoll {
  readonly attacker: CairnAttacker;
  /** The dice rolled (sides) and what they showed, in order. */
  readonly dice: readonly { readonly sides: number; readonly face: number }[];
  /** The attacker's kept die: the highest of their dice. */
  readonly kept: number;
}

export interface CairnAttackRoll {
  readonly rolls: readonly CairnAttackerRoll[];
  /** The single highest result among all attackers. */
  readonly highest: number;
  readonly armor: number;
  /** Highest minus Armor, never below 0. */
  readonly damage: number;
}

/** Rolls every attacker's dice for one target and keeps the single highest, then subtracts Armor. */
export function rollCairnAttack(
  attackers: readonly CairnAttacker[],
  armor: number,
  rng: Rng,
): CairnAttackRoll {
  const rolls = attackers.map((attacker) => {
    const dice = cairnAttackDice(attacker).map((sides) => ({ sides, face: rollDie(rng, sides) }));
    return { attacker, dice, kept: Math.max(...dice.map((die) => die.face)) };
  });
  const highest = rolls.length === 0 ? 0 : Math.max(...rolls.map((roll) => roll.kept));
  const cap = clampCairnArmor(armor);
  return { rolls, highest, armor: cap, damage: Math.max(0, highest - cap) };
}

export type CairnDetachmentRule = 'none' | 'against-detachment' | 'by-detachment';

/**
 * The attack modifiers the Detachments rule sets: individuals attacking a detachment are impaired
 * unless their attack is a blast; a detachment attacking individuals is enhanced and a blast.
 */
export function applyCairnDetachmentRule(
  attacker: CairnAttacker,
  rule: CairnDetachmentRule,
): CairnAttacker {
  if (rule === 'against-detachment')
    return attacker.blast ? attacker : { ...attacker, mode: 'impaired' };
  if (rule === 'by-detachment') return { ...attacker, mode: 'enhanced', blast: true };
  return attacker;
}

/**
 * An attacker's modifiers when the table switches from one Detachments rule to another: what the
 * old rule set is lifted (back to the weapon die; the blast a detachment gave is taken away), then
 * the new rule is applied. Switching from no rule keeps the attacker as it was set.
 */
export function switchCairnDetachmentRule(
  attacker: CairnAttacker,
  from: CairnDetachmentRule,
  to: CairnDetachmentRule,
): CairnAttacker {
  const lifted: CairnAttacker =
    from === 'none'
      ? attacker
      : { ...attacker, mode: 'normal', blast: from === 'by-detachment' ? false : attacker.blast };
  return applyCairnDetachmentRule(lifted, to);
}

/** Whether a d20 roll passes a Cairn save against a score: roll <= score, 1 always passes, 20 always fails. */
export function cairnCriticalSavePasses(roll: number, score: number): boolean {
  if (roll === 1) return true;
  if (roll === 20) return false;
  return roll <= score;
}

/** The exact chance of passing a d20 save against the score, out of 20. */
export function cairnCriticalSaveChance(score: number): Fraction {
  let passing = 0;
  for (let roll = 1; roll <= 20; roll += 1) if (cairnCriticalSavePasses(roll, score)) passing += 1;
  return { numerator: BigInt(passing), denominator: 20n };
}

export interface CairnTargetState {
  readonly hp: CairnScore;
  readonly str: CairnScore;
  /** Marked dead (a party member; an NPC that failed a critical damage save may be). */
  readonly dead?: boolean;
}

/** Dead: STR is 0 ("If a PC's STR is reduced to 0, they die") or the target is marked dead. */
export function isCairnTargetDead(target: CairnTargetState): boolean {
  return target.dead === true || target.str.current <= 0;
}

export interface CairnDamageOutcome {
  readonly damage: number;
  readonly hpBefore: number;
  readonly hpAfter: number;
  /** HP actually lost (at most the HP the target had). */
  readonly hpLost: number;
  /** Damage left over past 0 HP, taken from STR. */
  readonly overflow: number;
  readonly strBefore: number;
  readonly strAfter: number;
  /** HP went from above 0 to exactly 0 with nothing left over: the Scars table, by hpLost. */
  readonly exactlyZero: boolean;
  /** STR reached 0: the target dies. */
  readonly strZero: boolean;
  /** Damage went past 0 HP and STR is still above 0: a STR save against critical damage follows. */
  readonly needsCriticalSave: boolean;
  /** The target was dead before the attack: it takes no damage, nothing changes. */
  readonly alreadyDead: boolean;
}

/** Where damage lands: HP first, the rest on STR (never below 0). A dead target is not damaged again. */
export function applyCairnDamage(target: CairnTargetState, damage: number): CairnDamageOutcome {
  const amount = Math.max(0, Math.trunc(damage));
  const hpBefore = target.hp.current;
  if (isCairnTargetDead(target))
    return {
      damage: amount,
      hpBefore,
      hpAfter: hpBefore,
      hpLost: 0,
      overflow: 0,
      strBefore: target.str.current,
      strAfter: target.str.current,
      exactlyZero: false,
      strZero: false,
      needsCriticalSave: false,
      alreadyDead: true,
    };
  const hpAfter = Math.max(0, hpBefore - amount);
  const hpLost = hpBefore - hpAfter;
  const overflow = amount - hpLost;
  const strBefore = target.str.current;
  const strAfter = Math.max(0, strBefore - overflow);
  const strZero = overflow > 0 && strAfter === 0;
  return {
    damage: amount,
    hpBefore,
    hpAfter,
    hpLost,
    overflow,
    strBefore,
    strAfter,
    exactlyZero: hpBefore > 0 && hpAfter === 0 && overflow === 0,
    strZero,
    needsCriticalSave: overflow > 0 && !strZero,
    alreadyDead: false,
  };
}

export interface CairnCriticalSave {
  readonly roll: number;
  readonly score: number;
  readonly passed: boolean;
}

export function rollCairnCriticalSave(score: number, rng: Rng): CairnCriticalSave {
  const roll = rollDie(rng, 20);
  return { roll, score, passed: cairnCriticalSavePasses(roll, score) };
}

/** The member after the damage (and the critical damage save, when one was made). */
export function applyCairnDamageToMember(
  member: CairnMember,
  outcome: CairnDamageOutcome,
  save?: CairnCriticalSave,
): CairnMember {
  return {
    ...member,
    hp: { current: outcome.hpAfter, max: member.hp.max },
    str: { current: outcome.strAfter, max: member.str.max },
    dead: member.dead || outcome.strZero,
    criticalDamage: member.criticalDamage || (save !== undefined && !save.passed),
  };
}

/** What happened, in words, for the result panel and the roll log. */
export function explainCairnDamage(
  outcome: CairnDamageOutcome,
  save: CairnCriticalSave | undefined,
  isPc: boolean,
  /** A PC who already suffers Critical Damage: a passed save spares them more, not the crawl. */
  alreadyCritical = false,
): string[] {
  const lines: string[] = [];
  if (outcome.alreadyDead) {
    lines.push('The target is already dead: it takes no more damage.');
    return lines;
  }
  if (outcome.damage === 0) {
    lines.push('No damage gets through the Armor.');
    return lines;
  }
  // At 0 HP there is no HP to lose ("Critical Damage"): every point goes to STR, so that is said first.
  if (outcome.hpBefore === 0) {
    lines.push(
      `HP is already 0: all ${outcome.overflow} damage is taken from STR: ${outcome.strBefore} → ${outcome.strAfter}.`,
    );
  } else {
    lines.push(`HP ${outcome.hpBefore} → ${outcome.hpAfter} (${outcome.hpLost} lost).`);
  }
  if (outcome.overflow > 0 && outcome.hpBefore > 0) {
    lines.push(
      `${outcome.overflow} damage past 0 HP is taken from STR: ${outcome.strBefore} → ${outcome.strAfter}.`,
    );
  }
  if (outcome.strZero) {
    lines.push('STR is reduced to 0: the target dies.');
  } else if (save) {
    lines.push(
      save.passed
        ? `STR save against critical damage: rolled ${save.roll} against STR ${save.score}, passed. ${
            isPc && alreadyCritical
              ? 'Still under Critical Damage from before: can do nothing but crawl weakly until given aid (such as bandages), and must keep making critical damage saves when taking damage.'
              : 'Still in the fight, and must keep making critical damage saves when taking damage.'
          }`
        : `STR save against critical damage: rolled ${save.roll} against STR ${save.score}, failed. ${
            isPc
              ? 'Critical Damage: can do nothing but crawl weakly; stabilizes if given aid (such as bandages), dies within the hour if left untreated.'
              : 'An NPC or monster that fails a critical damage save is considered dead, at the Warden’s discretion.'
          }`,
    );
  }
  if (outcome.exactlyZero) {
    lines.push(
      isPc
        ? `HP is exactly 0: roll on the Scars table for ${outcome.hpLost} HP lost.`
        : 'HP is exactly 0 (the Scars table is for PCs).',
    );
  }
  return lines;
}

/**
 * Each attacker's dice of a roll, then the highest less Armor, as the sentence before the damage:
 * "Attacker 1: d6 4, d8 7 (keeps 7). Highest 7 − Armor 1 = ".
 */
export function describeCairnAttackRoll(roll: CairnAttackRoll): string {
  const attackers = roll.rolls.map(
    (entry, index) =>
      `Attacker ${index + 1}: ${entry.dice.map((die) => `d${die.sides} ${die.face}`).join(', ')}${entry.dice.length > 1 ? ` (keeps ${entry.kept})` : ''}. `,
  );
  return `${attackers.join('')}Highest ${roll.highest} − Armor ${roll.armor} = `;
}

/**
 * Why the combat resolver cannot roll, or null when it can: the scores it could not read (named as
 * "current HP", "Armor"), else a dead target, with what to do about it (a tracked member is
 * removed from the party; a typed target is reset).
 */
export function cairnAttackBlockedBy(
  unread: readonly string[],
  dead: boolean,
  targetName: string,
  tracked: boolean,
): string | null {
  if (unread.length > 0)
    return `Roll is off until ${unread.join(' and ')} ${unread.length > 1 ? 'are whole numbers' : 'is a whole number'} in range.`;
  if (!dead) return null;
  return `Roll is off: ${targetName} is dead. ${tracked ? 'Remove it from the party or choose another target.' : 'Reset the target or type its scores.'}`;
}

/** A tracked target's scores and state, as the combat resolver shows it before the attack. */
export function describeCairnTarget(member: CairnMember, name: string): string {
  return `${name}: HP ${member.hp.current}/${member.hp.max}, STR ${member.str.current}/${member.str.max}${member.criticalDamage ? ', has taken critical damage' : ''}${member.dead ? ', dead' : ''}. The result is applied to the party tracker.`;
}
