/**
 * One attack in Cairn, from the dice to what it leaves (Combat: "Attacking & Damage", "Critical
 * Damage"; Scars): every attacker's dice are rolled and the highest kept, less Armor; the damage
 * lands on HP, then STR; damage past 0 HP calls for a STR save against critical damage, and HP
 * brought to exactly 0 with nothing over calls for the Scars table, for a PC only.
 *
 * Which rolls follow which is decided here; the rolling itself comes in as `roll`, so a widget
 * rolls with the browser's dice and logs each roll, and a test scripts them.
 */
import type { Fraction } from '../dice';
import type { CairnMember } from './character';
import {
  applyCairnDamage,
  applyCairnDamageToMember,
  cairnCriticalSaveChance,
  explainCairnDamage,
  type CairnAttacker,
  type CairnAttackRoll,
  type CairnCriticalSave,
  type CairnDamageOutcome,
} from './damage';
import {
  cairnAttackTool,
  cairnCriticalSaveTool,
  cairnScarInput,
  cairnScarTool,
  type CairnTool,
} from './log';
import { recordCairnScar, type CairnScar } from './scars';

/** Rolls a tool with its input and returns what it rolled. */
export type CairnRoller = <Input, Outcome>(
  tool: CairnTool<Input, Outcome>,
  input: Input,
) => Outcome;

export interface CairnAttackTarget {
  /** Current HP and STR, as tracked or typed. */
  readonly hp: number;
  readonly str: number;
  /** Only a PC takes a Scar. */
  readonly pc: boolean;
  /** A party member: their maxima bound the scores, and their scores decide the Scar's saves. */
  readonly member?: CairnMember;
}

export interface CairnAttackResult {
  readonly roll: CairnAttackRoll;
  readonly outcome: CairnDamageOutcome;
  readonly save?: CairnCriticalSave;
  /** The chance the STR save had, shown beside it. */
  readonly saveChance?: Fraction;
  readonly scar?: CairnScar;
  /** What happened, in words. */
  readonly lines: readonly string[];
}

export function resolveCairnAttack(
  attack: { readonly attackers: readonly CairnAttacker[]; readonly armor: number },
  target: CairnAttackTarget,
  roll: CairnRoller,
): CairnAttackResult {
  const { member } = target;
  const attackRoll = roll(cairnAttackTool, attack);
  // A typed score above the member's maximum (healed past it by hand) raises the maximum with it.
  const score = (current: number, max = current) => ({ current, max: Math.max(current, max) });
  const outcome = applyCairnDamage(
    { hp: score(target.hp, member?.hp.max), str: score(target.str, member?.str.max) },
    attackRoll.damage,
  );
  const save = outcome.needsCriticalSave
    ? roll(cairnCriticalSaveTool, { str: outcome.strAfter })
    : undefined;
  const scar =
    outcome.exactlyZero && target.pc
      ? roll(cairnScarTool, cairnScarInput(outcome.hpLost, member))
      : undefined;
  return {
    roll: attackRoll,
    outcome,
    ...(save && { save, saveChance: cairnCriticalSaveChance(outcome.strAfter) }),
    ...(scar && { scar }),
    lines: explainCairnDamage(outcome, save, target.pc, member?.criticalDamage ?? false),
  };
}

/** The party member after the attack: damage, critical damage, death and the Scar. */
export function applyCairnAttackToMember(
  member: CairnMember,
  { outcome, save, scar }: CairnAttackResult,
): CairnMember {
  const damaged = applyCairnDamageToMember(member, outcome, save);
  return scar ? recordCairnScar(damaged, scar) : damaged;
}

/**
 * What the result of an attack says once it is undone on a party member's sheet: the sheet is as
 * it was before the attack, and a scar the attack gave went with it.
 */
export function describeUndoneCairnAttack(
  memberName: string,
  { scar }: Pick<CairnAttackResult, 'scar'>,
): string {
  return `Undone: ${memberName}’s sheet is back as it was before this attack${scar ? `, without the ${scar.name} scar` : ''}.`;
}
