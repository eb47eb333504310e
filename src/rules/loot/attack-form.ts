/**
 * The attack roller's fields and what they come to before the roll (the attacks planned, the
 * defence allowed, the range line, the dice and the chance to hit), and each attack of a round as
 * the roller draws it after the roll (the pick, the outcome, the Apply button's words and why it
 * is off). The roller keeps these values and draws them.
 */
import {
  allowLootDefence,
  describeLootAttackDice,
  lootCheckDice,
  type LootDefenceChoice,
  type LootLabelledChance,
} from './checks';
import {
  explainLootHitApplied,
  LOOT_ATTACK_INFO,
  lootAttackHit,
  lootAttackHitChance,
  planLootAttacks,
  type LootAttackRolls,
  type LootAttackType,
} from './attacks';
import {
  describeLootApplyHit,
  describeLootAttackOutcome,
  describeLootAttackPick,
  lootAttackPrefix,
  type LootAppliedHit,
  type LootAttackRound,
} from './roll-results';
import type { LootCheckRoll } from './rolls';
import type { LootSheet, SlotNumber } from './sheet';

export interface LootAttackForm {
  readonly attack: LootAttackType;
  /** Missiles only: aimed and did not move as setup this turn. */
  readonly aimed: boolean;
  /** The two-weapon option asked for (it counts only where the sheet allows it). */
  readonly twoWeapons: boolean;
  /** The defence asked for when a hit is applied; one the attack does not allow counts as neither. */
  readonly defence: LootDefenceChoice;
}

/** A melee attack, not aimed, one weapon, no defence: the plainest attack in the text. */
export const LOOT_ATTACK_FORM_START: LootAttackForm = {
  attack: 'melee',
  aimed: false,
  twoWeapons: false,
  defence: 'neither',
};

/** What the attack roller's fields come to before the roll. */
export interface LootAttackReading {
  readonly planned: LootAttackRolls;
  readonly defence: LootDefenceChoice;
  /** "Range: close. Can be evaded ...": the attack type's range and what stops it. */
  readonly range: string;
  /** Whether the attack asks if it was aimed (missiles: disadvantage unless aimed). */
  readonly asksAimed: boolean;
  readonly dice: string;
  readonly chances: readonly LootLabelledChance[];
}

/** Reads the attack roller's fields for `sheet` (none: no two-weapon option). */
export function readLootAttackForm(
  form: LootAttackForm,
  sheet: LootSheet | undefined,
  advantages: number,
  disadvantages: number,
): LootAttackReading {
  const { attack, aimed } = form;
  const info = LOOT_ATTACK_INFO[attack];
  const planned = planLootAttacks(
    { attack, advantages, disadvantages, aimed },
    sheet,
    form.twoWeapons,
  );
  const dice = lootCheckDice(planned.advantages, planned.disadvantages);
  return {
    planned,
    defence: allowLootDefence(form.defence, attack),
    range: `Range: ${info.range}. ${info.stoppedBy}`,
    asksAimed: info.disadvantageUnlessAimed,
    dice: describeLootAttackDice(dice, planned.count),
    chances: [
      { label: 'Chance to hit (a miss only on a 12)', fraction: lootAttackHitChance(dice.net) },
    ],
  };
}

/** "Ada's defence when a hit is applied": the legend over the defence chosen before the roll. */
export function describeLootDefenceLegend(sheet: Pick<LootSheet, 'name'>): string {
  return `${sheet.name}'s defence when a hit is applied`;
}

/** One attack of a round as the roller draws it. */
export interface LootAttackLine {
  readonly roll: LootCheckRoll;
  /** The legend over the dice when there are several to pick from, else null. */
  readonly pickLegend: string | null;
  /** "Attack 2: Hit: slot 3 (Torso)." */
  readonly outcome: string;
  /** A hit that can be applied to the sheet named: the slot, the button's words, why it is off. */
  readonly apply: {
    readonly slot: SlotNumber;
    readonly label: string;
    readonly blockedBy: string | null;
  } | null;
  readonly applied: LootAppliedHit | null;
}

/** The round's attacks as drawn, with hits offered to `sheetName` (none without a sheet). */
export function lootAttackLines(
  round: LootAttackRound,
  sheetName: string | undefined,
): LootAttackLine[] {
  return round.attacks.map((roll, attackIndex) => {
    const hit = lootAttackHit(roll.faces[roll.chosen] as number);
    const prefix = lootAttackPrefix(round, attackIndex);
    const applied = round.applied[attackIndex] ?? null;
    return {
      roll,
      pickLegend: roll.faces.length > 1 ? describeLootAttackPick(prefix, roll.picker) : null,
      outcome: `${prefix}${describeLootAttackOutcome(roll)}`,
      apply:
        hit.hit && sheetName !== undefined
          ? {
              slot: hit.slot,
              label: describeLootApplyHit(round, attackIndex, applied?.sheetName ?? sheetName),
              blockedBy: applied ? explainLootHitApplied(applied.sheetName, applied.slot) : null,
            }
          : null,
      applied,
    };
  });
}
