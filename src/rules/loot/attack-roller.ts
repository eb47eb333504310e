/**
 * The attack roller's state, changed only by `stepLootAttackRoller`: the round rolled last and a
 * serial that counts the results shown, so each is drawn and announced anew. Picking another die
 * changes the result in place (it is not a new roll to announce); a hit applied or placed by the
 * judge is a new result; an Undo of a hit gives that hit back to apply, but only to the same roll
 * (its attacks), never to a newer one.
 */
import type { LootDefenceChoice } from './checks';
import type { LootDefenceHitInput } from './rolls';
import {
  applyLootAttackHit,
  chooseLootAttackDie,
  describeLootDefenceAgainst,
  describeLootJudgeSource,
  lootHitsWaiting,
  placeLootAttackHit,
  unapplyLootAttackHit,
  type LootAttackRound,
  type LootHitOnSheet,
} from './roll-results';
import type { LootSheet, SlotNumber } from './sheet';

export interface LootAttackRollerState {
  readonly round: LootAttackRound | null;
  readonly serial: number;
}

export const LOOT_ATTACK_ROLLER_START: LootAttackRollerState = { round: null, serial: 0 };

export type LootAttackRollerStep =
  | { readonly kind: 'rolled'; readonly round: LootAttackRound }
  | { readonly kind: 'chose'; readonly attackIndex: number; readonly chosen: number }
  /** A hit resolved on the sheet: applied as rolled, or (`byJudge`) on the slot the judge chose. */
  | {
      readonly kind: 'hit';
      readonly attackIndex: number;
      readonly byJudge: boolean;
      readonly hit: LootHitOnSheet;
    }
  /** The hit's Undo put the sheet back: the roll whose `attacks` these are may apply it again. */
  | {
      readonly kind: 'undone';
      readonly attacks: LootAttackRound['attacks'];
      readonly attackIndex: number;
    };

export function stepLootAttackRoller(
  state: LootAttackRollerState,
  step: LootAttackRollerStep,
): LootAttackRollerState {
  const { round } = state;
  switch (step.kind) {
    case 'rolled':
      return { round: step.round, serial: state.serial + 1 };
    case 'chose':
      return round
        ? { ...state, round: chooseLootAttackDie(round, step.attackIndex, step.chosen) }
        : state;
    case 'hit': {
      if (!round) return state;
      const place = step.byJudge ? placeLootAttackHit : applyLootAttackHit;
      return { round: place(round, step.attackIndex, step.hit), serial: state.serial + 1 };
    }
    case 'undone':
      return round && round.attacks === step.attacks
        ? { ...state, round: unapplyLootAttackHit(round, step.attackIndex) }
        : state;
  }
}

/**
 * Whether a press resolves a hit: an attack's hit is applied once, and the judge's slot for it is
 * resolved once, so a second press drawn before its button turned off changes nothing.
 */
export function isLootAttackHitOpen(
  round: LootAttackRound,
  attackIndex: number,
  slot: SlotNumber,
  byJudge: boolean,
): boolean {
  const applied = round.applied[attackIndex];
  return byJudge ? !!applied && applied.placed?.slot !== slot : !applied;
}

/**
 * Where the reader goes on once a hit is resolved (the pressed button turns off and the result is
 * drawn anew): the judge's slot when the judge places the hit next; else, after the judge's
 * choice, or once no later hit waits to be applied, the Roll button for the next attack (never a
 * radio a Space would change); null where the next hit's Apply button keeps the focus.
 */
export function lootAttackFocusAfter(
  round: LootAttackRound,
  attackIndex: number,
  judgePlaces: boolean,
  byJudge: boolean,
): 'judge' | 'roll' | null {
  if (judgePlaces) return 'judge';
  return byJudge || !lootHitsWaiting(round, attackIndex) ? 'roll' : null;
}

/**
 * The hit a press resolves on `slot` of `sheet`, with the defence chosen: the roll's input and the
 * log's words (the judge's choice said as such); null when the press resolves nothing
 * (`isLootAttackHitOpen`).
 */
export function planLootAttackHit(
  round: LootAttackRound,
  attackIndex: number,
  slot: SlotNumber,
  byJudge: boolean,
  sheet: LootSheet,
  defence: LootDefenceChoice,
): { readonly input: LootDefenceHitInput; readonly what: string } | null {
  if (!isLootAttackHitOpen(round, attackIndex, slot, byJudge)) return null;
  const defending = describeLootDefenceAgainst(round.attack);
  return {
    input: { sheet, attack: round.attack, defence, slot },
    what: byJudge ? describeLootJudgeSource(defending) : defending,
  };
}
