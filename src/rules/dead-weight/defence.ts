/**
 * Dead Weight defence and armour, from the Combat, Attack Notation and Enemies pages.
 *
 * Defending an enemy attack: the adventurer tests the notation's attribute (with disadvantage
 * for "-", advantage for "+"); each dodge or shield token spent re-rolls one die of the player's
 * choice ("Ignore shields" attacks allow dodge tokens only). A success avoids the attack; a
 * failure takes the wounds; a critical failure adds the critical wounds and critical effects.
 * Not rolling avoids fatigue but the attack hits automatically (never critically: only a
 * critical failure triggers the critical part). An adventurer's attack hits on a success and
 * adds the critical part on a great success; the defender's tokens force re-rolls.
 *
 * Armour (brief and core rules): roll one die per armour point; each 4-6 cancels one wound; each
 * 1 or 4 breaks one armour point. "P" attacks pierce armour (no armour roll). Enemies then
 * reduce the rest by their resistance, unless the attack is "R" (reduced only by armour); the
 * text: "Armor and resistance can reduce the damage to 0, but anything less than 0 is ignored."
 */
import { rollDie, type Rng } from '../dice';
import type { DwAttack, DwWeaponEffect } from './attack-notation';
import { countDwHits, type DwTestInput, type DwTestResult } from './attribute-test';

export interface DwHit {
  readonly hit: boolean;
  readonly critical: boolean;
  readonly wounds: number;
  readonly effects: readonly DwWeaponEffect[];
}

/** The attack's modifier as test toggles: "-" is disadvantage, "+" advantage. */
export function applyDwAttackModifier(attack: DwAttack, input: DwTestInput): DwTestInput {
  return {
    ...input,
    advantage: input.advantage || attack.modifier === 'advantage',
    disadvantage: input.disadvantage || attack.modifier === 'disadvantage',
  };
}

/** True when the special rules forbid shield tokens ("Ignore shields."). */
export function dwAttackIgnoresShields(attack: DwAttack): boolean {
  return /ignores?\s+shields?/i.test(attack.special);
}

/** The re-roll tokens a defender spends against an attack, each kind counted apart for the log. */
export interface DwDefenceTokens {
  readonly dodge: number;
  readonly shield: number;
}

/** The tokens that count against this attack: dodge always, shield unless it ignores shields. */
export function dwDefenceTokens(attack: DwAttack, dodge: number, shield: number): DwDefenceTokens {
  return { dodge, shield: dwAttackIgnoresShields(attack) ? 0 : shield };
}

/**
 * The defence test against an attack: the defender's own test (pool, proficiency) with each token
 * a re-roll, and the attack's modifier as advantage or disadvantage.
 */
export function dwDefenceTestInput(
  attack: DwAttack,
  defender: DwTestInput,
  tokens: DwDefenceTokens,
): DwTestInput {
  return applyDwAttackModifier(attack, { ...defender, tokens: tokens.dodge + tokens.shield });
}

function hitWith(attack: DwAttack, critical: boolean): DwHit {
  return {
    hit: true,
    critical,
    wounds: attack.wounds + (critical ? attack.critical : 0),
    effects: critical
      ? [...attack.effects, ...attack.criticalEffects.filter((e) => !attack.effects.includes(e))]
      : attack.effects,
  };
}

const MISS: DwHit = { hit: false, critical: false, wounds: 0, effects: [] };

/** An enemy's attack against the adventurer's defence test, or `'no-roll'` (automatic hit). */
export function resolveDwDefence(attack: DwAttack, test: DwTestResult | 'no-roll'): DwHit {
  if (test === 'no-roll') return hitWith(attack, false);
  if (test.success) return MISS;
  return hitWith(attack, test.criticalFailure);
}

/** An adventurer's weapon: a success hits, a great success is a critical hit. */
export function resolveDwWeaponAttack(attack: DwAttack, test: DwTestResult): DwHit {
  if (!test.success) return MISS;
  return hitWith(attack, test.greatSuccess);
}

export interface DwArmourRoll {
  readonly dice: readonly number[];
  readonly cancelled: number;
  readonly broken: number;
  /** Wounds left after armour, then resistance (never below 0). */
  readonly wounds: number;
  readonly pierced: boolean;
}

export interface DwArmourInput {
  readonly armour: number;
  readonly wounds: number;
  readonly resistance: number;
  readonly effects: readonly DwWeaponEffect[];
}

export const DW_ARMOUR_MAX = 20;

/** Reads armour dice already rolled; `dice` has one die per armour point (none when pierced). */
export function readDwArmour(input: DwArmourInput, dice: readonly number[]): DwArmourRoll {
  const pierced = input.effects.includes('P');
  const used = pierced ? [] : dice;
  const cancelled = Math.min(input.wounds, countDwHits(used));
  const broken = Math.min(input.armour, used.filter((face) => face === 1 || face === 4).length);
  const resistance = input.effects.includes('R') ? 0 : input.resistance;
  return {
    dice: used,
    cancelled,
    broken,
    pierced,
    wounds: Math.max(0, input.wounds - cancelled - resistance),
  };
}

export function rollDwArmour(input: DwArmourInput, rng: Rng): DwArmourRoll {
  const dice = input.effects.includes('P')
    ? []
    : Array.from({ length: input.armour }, () => rollDie(rng, 6));
  return readDwArmour(input, dice);
}
