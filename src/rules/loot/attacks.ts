/**
 * LOOT attacks: the attacker rolls a d12 and hits the slot of that number; a 12 always misses.
 * The four attack types differ in range and in what can evade, block or parry them, as the
 * "Types of Attack" list says. The blocking rule (heavy armour or a shield blocks, light armour,
 * a weapon in a grip or a cushioning item gives a treated wound, anything else an open wound) is
 * narrowed per type by that list. Decisions where the two lists leave a gap:
 * - melee: a melee weapon in a grip blocks it (the list says melee weapons block melee attacks,
 *   and the parry rule calls such blocks parries);
 * - missile: only armour and shields block; the text's "a weapon in your grip" lessening a blow
 *   gives no wound, since a grip is not a body slot (see below);
 * - grab: "blocked by weapons": a weapon or shield in a grip and heavy armour block it;
 * - blast: only a shield blocks; nothing lessens it, so any other hit is an open wound.
 * Shields and armour count in any slot they are hit in; weapons only in the grips (6-7).
 * A hit that is not blocked wounds only a body slot (1-5): "Wounds can only occur in inventory
 * slots 1-5", so in a grip or the backpack it takes no wound, though the item there might be harmed.
 */
import { rollDie, type Fraction, type Rng } from '../dice';
import {
  isBodySlot,
  isGripSlot,
  readSlot,
  slotName,
  type LootItem,
  type LootSheet,
  type SlotNumber,
} from './sheet';

export type LootAttackType = 'grab' | 'melee' | 'missile' | 'blast';
export const LOOT_ATTACK_TYPES: readonly LootAttackType[] = ['grab', 'melee', 'missile', 'blast'];

export interface LootAttackTypeInfo {
  readonly label: string;
  readonly range: string;
  readonly evadable: boolean;
  /** Whether a defender wielding a weapon (or shield) can roll to parry a hit on a body slot. */
  readonly parryable: boolean;
  /** What stops it, in the words of the text. */
  readonly stoppedBy: string;
  /** Missiles roll with disadvantage unless the attacker aimed and did not move as setup. */
  readonly disadvantageUnlessAimed: boolean;
}

export const LOOT_ATTACK_INFO: Readonly<Record<LootAttackType, LootAttackTypeInfo>> = {
  grab: {
    label: 'Grab',
    range: 'reach',
    evadable: true,
    parryable: true,
    stoppedBy: 'Evadable; can be parried or blocked by weapons.',
    disadvantageUnlessAimed: false,
  },
  melee: {
    label: 'Melee',
    range: 'reach',
    evadable: false,
    parryable: true,
    stoppedBy:
      'Not evadable; blocked by armour, shields, melee weapons and cover. A parry by a melee weapon allows a counterattack.',
    disadvantageUnlessAimed: false,
  },
  missile: {
    label: 'Missile',
    range: 'near (thrown) or far (bows)',
    evadable: false,
    parryable: false,
    stoppedBy: 'Not evadable; blocked by armour or shields.',
    disadvantageUnlessAimed: true,
  },
  blast: {
    label: 'Blast',
    range: 'varies',
    evadable: true,
    parryable: false,
    stoppedBy: 'Evadable; only shields block it. Some blasts hit several slots at once.',
    disadvantageUnlessAimed: false,
  },
};

export const LOOT_MISS_FACE = 12;

/** `unwounded`: a hit on a slot outside the body (6-11) that nothing blocks: no wound there. */
export type LootBlockResult = 'blocked' | 'treated' | 'open' | 'unwounded' | 'judge';

export interface LootBlock {
  readonly result: LootBlockResult;
  /** A block by a shield or melee weapon wielded in a grip counts as a parry. */
  readonly parried: boolean;
  readonly reason: string;
}

/** The names of what is in a slot, as the rules read it: "Rope, Lantern" or "nothing". */
export function describeLootSlotItems(sheet: LootSheet, slot: number): string {
  const items = readSlot(sheet, slot).items;
  return items.length === 0 ? 'nothing' : items.map((item) => item.name).join(', ');
}

function blocks(item: LootItem, slot: number, attack: LootAttackType): boolean {
  const wielded = isGripSlot(slot) && item.weapon !== 'none';
  if (item.shield) return true;
  switch (attack) {
    case 'blast':
      return false;
    case 'missile':
      return item.armour === 'heavy';
    case 'melee':
    case 'grab':
      return item.armour === 'heavy' || wielded;
  }
}

/** Only asked of a body slot, so a weapon (which lessens a blow only in a grip) never counts. */
function lessens(item: LootItem, attack: LootAttackType): boolean {
  if (attack === 'blast') return false;
  return item.armour === 'light' || item.cushions;
}

/** What a hit on `slot` (1-11) by `attack` does, before any parry roll. */
export function resolveLootBlock(
  sheet: LootSheet,
  slot: number,
  attack: LootAttackType,
): LootBlock {
  const items = readSlot(sheet, slot).items;
  if (items.length === 0 && isGripSlot(slot)) {
    return {
      result: 'judge',
      parried: false,
      reason: 'An empty grip was hit: the judge chooses which slot is hit.',
    };
  }
  const blocker = items.find((item) => blocks(item, slot, attack));
  if (blocker) {
    const parried = isGripSlot(slot) && (blocker.shield || blocker.weapon !== 'none');
    return {
      result: 'blocked',
      parried,
      reason: `${blocker.name} blocks the ${LOOT_ATTACK_INFO[attack].label.toLowerCase()}: no wound.`,
    };
  }
  if (!isBodySlot(slot))
    return {
      result: 'unwounded',
      parried: false,
      reason:
        items.length === 0
          ? 'Not a body slot and nothing there: no wound.'
          : `Not a body slot: no wound, but ${items.map((item) => item.name).join(', ')} might be broken or harmed.`,
    };
  const softener = items.find((item) => lessens(item, attack));
  if (softener)
    return {
      result: 'treated',
      parried: false,
      reason: `${softener.name} lessens the blow: a treated wound.`,
    };
  return {
    result: 'open',
    parried: false,
    reason:
      items.length === 0
        ? 'Nothing protects this slot: an open wound.'
        : `${items.map((item) => item.name).join(', ')} cannot protect: an open wound; the item might be harmed.`,
  };
}

/** The parry dice a defender has against `attack`: 2 with a shield in a grip, 1 with a weapon, 0 otherwise. */
export function lootParryDice(sheet: LootSheet, attack: LootAttackType): 0 | 1 | 2 {
  if (!LOOT_ATTACK_INFO[attack].parryable) return 0;
  const gripItems = [6, 7].flatMap((slot) => readSlot(sheet, slot).items);
  if (gripItems.some((item) => item.shield)) return 2;
  if (gripItems.some((item) => item.weapon !== 'none')) return 1;
  return 0;
}

/** Whether the defender wields a melee weapon, which allows a counterattack after a parry. */
export function lootWieldsWeapon(sheet: LootSheet): boolean {
  return [6, 7].some((slot) => readSlot(sheet, slot).items.some((item) => item.weapon !== 'none'));
}

/** Whether a parry roll saves a hit on `slot`: only body slots (1-5), when a die equals the slot. */
export function lootParrySucceeds(slot: number, dice: readonly number[]): boolean {
  return isBodySlot(slot) && dice.includes(slot);
}

export interface LootAttackRoll {
  /** All the d12s rolled (more than one with advantage or disadvantage). */
  readonly faces: readonly number[];
}

export interface LootAttackPlan {
  readonly attack: LootAttackType;
  readonly advantages: number;
  readonly disadvantages: number;
  /** Missiles only: the attacker aimed and did not move as setup this turn. */
  readonly aimed: boolean;
}

/**
 * The advantages and disadvantages an attack rolls with: a missile that was not aimed adds one
 * disadvantage. The counts are kept as given (0-2 each); checks.ts cancels them.
 */
export function lootAttackModifiers(plan: LootAttackPlan): {
  advantages: number;
  disadvantages: number;
} {
  const extra = LOOT_ATTACK_INFO[plan.attack].disadvantageUnlessAimed && !plan.aimed ? 1 : 0;
  return {
    advantages: clampCount(plan.advantages),
    disadvantages: clampCount(plan.disadvantages + extra),
  };
}

function clampCount(count: number): number {
  return Math.max(0, Math.min(2, Math.floor(count)));
}

/** Whether an attack face hits (1-11) and which slot, or misses (12). */
export function lootAttackHit(face: number): { hit: true; slot: SlotNumber } | { hit: false } {
  if (!Number.isInteger(face) || face < 1 || face > 12)
    throw new RangeError(`an attack face is 1-12, got ${face}`);
  return face === LOOT_MISS_FACE ? { hit: false } : { hit: true, slot: face as SlotNumber };
}

/** Rolls `count` d12s for an attack (1 + advantages or disadvantages after cancelling). */
export function rollLootAttackDice(count: number, rng: Rng): LootAttackRoll {
  return { faces: Array.from({ length: Math.max(1, Math.min(3, count)) }, () => rollDie(rng, 12)) };
}

/**
 * The two-weapon option: wielding a small weapon and another weapon, an attacker with advantage
 * may forgo it to attack twice, once with each weapon. Returns why not when it is not allowed.
 */
export function lootTwoWeaponOption(
  sheet: LootSheet,
  advantages: number,
  disadvantages: number,
): { allowed: true } | { allowed: false; reason: string } {
  const weapons = new Map<string, LootItem>();
  for (const slot of [6, 7])
    for (const item of readSlot(sheet, slot).items)
      if (item.weapon !== 'none') weapons.set(item.id, item);
  const list = [...weapons.values()];
  if (list.length < 2 || !list.some((item) => item.weapon === 'small')) {
    return { allowed: false, reason: 'Needs a small weapon and another weapon in the grips.' };
  }
  if (clampCount(advantages) - clampCount(disadvantages) <= 0)
    return { allowed: false, reason: 'Needs advantage on the attack (it is given up).' };
  return { allowed: true };
}

export interface LootAttackRolls {
  /** Whether the sheet may attack with two weapons, and why not when it may not. */
  readonly twoWeapons: ReturnType<typeof lootTwoWeaponOption>;
  /** Attacks rolled: 2 when the two-weapon option is taken, else 1. */
  readonly count: 1 | 2;
  /** The advantages and disadvantages each attack rolls with. */
  readonly advantages: number;
  readonly disadvantages: number;
}

/**
 * The attacks one turn rolls: the plan's modifiers (a missile not aimed adds a disadvantage) and,
 * when the two-weapon option is asked for and allowed, two attacks that each give up the one
 * advantage forgone ("you may forgo the advantage to attack twice, once with each weapon").
 * Without a sheet there are no grips to read, so the option is not offered.
 */
export function planLootAttacks(
  plan: LootAttackPlan,
  sheet: LootSheet | undefined,
  askTwoWeapons: boolean,
): LootAttackRolls {
  const modifiers = lootAttackModifiers(plan);
  const twoWeapons = sheet
    ? lootTwoWeaponOption(sheet, modifiers.advantages, modifiers.disadvantages)
    : ({ allowed: false, reason: 'Needs a sheet.' } as const);
  const two = askTwoWeapons && twoWeapons.allowed;
  return {
    twoWeapons,
    count: two ? 2 : 1,
    advantages: modifiers.advantages - (two ? 1 : 0),
    disadvantages: modifiers.disadvantages,
  };
}

/**
 * Why a rolled hit cannot be applied again: one attack roll is one hit, applied once (a second
 * press would wound the same slot twice). `sheetName` and `slot` say where it went.
 */
export function explainLootHitApplied(sheetName: string, slot: SlotNumber): string {
  return `Applied to ${sheetName}, ${slotName(slot)}: one roll is one hit. Roll again for another attack.`;
}

/** What an attack die means: "miss" on a 12, else the slot it hits ("hits Head"). */
export function describeLootAttackFace(face: number): string {
  const hit = lootAttackHit(face);
  return hit.hit ? `hits ${slotName(hit.slot)}` : 'miss';
}

/**
 * Exact chance that an attack hits (any face but 12), when the attacker picks with advantage
 * (a hit unless every die is a 12) and the judge with disadvantage (a miss if any die is a 12).
 * `net` is advantages minus disadvantages after cancelling, -2 to 2.
 */
export function lootAttackHitChance(net: number): Fraction {
  const extra = Math.min(2, Math.abs(Math.trunc(net)));
  const denominator = 12n ** BigInt(extra + 1);
  if (net >= 0) return { numerator: denominator - 1n, denominator };
  return { numerator: 11n ** BigInt(extra + 1), denominator };
}
