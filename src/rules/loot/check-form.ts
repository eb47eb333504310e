/**
 * The check roller's fields and what they come to before the roll: the check asked for (a defence
 * the attack does not allow counts as neither), the dice, the distance fallen read, why Roll is
 * off, and the exact chances for the sheet. Also what the roller shows after a roll, and how the
 * judge's choice of slot changes it. The roller keeps these values and draws them.
 */
import {
  LOOT_FALL_FEET_BLOCKED,
  describeLootCheckDone,
  describeLootCheckRoll,
  describeLootJudgeHit,
} from './roll-results';
import type { LootRollResult } from './roll-results';
import type { LootAttackType } from './attacks';
import {
  allowLootDefence,
  LOOT_CHECK_NOTES,
  lootCheckChanceList,
  lootCheckChances,
  lootCheckDice,
  lootFallChecks,
  parseLootFallFeet,
  type LootCheckKind,
  type LootCheckSpec,
  type LootDefenceChoice,
  type LootLabelledChance,
} from './checks';
import type { LootCheckDone, LootDefenceHit } from './rolls';
import type { LootSheet, SlotNumber } from './sheet';

export interface LootCheckForm {
  readonly kind: LootCheckKind;
  /** Defence only: the attack defended against and the defence asked for. */
  readonly attack: LootAttackType;
  readonly defence: LootDefenceChoice;
  /** Falling only: the distance fallen, as typed. */
  readonly feetText: string;
}

/** A terrain check, the first the text describes; a melee attack and a 10 ft fall when changed. */
export const LOOT_CHECK_FORM_START: LootCheckForm = {
  kind: 'terrain',
  attack: 'melee',
  defence: 'neither',
  feetText: '10',
};

/** What the check roller's fields come to for `sheet` before the roll. */
export interface LootCheckReading {
  readonly spec: LootCheckSpec;
  /** The defence that counts against the attack chosen. */
  readonly defence: LootDefenceChoice;
  /** What this kind of check is, under its choice. */
  readonly note: string;
  /** "Roll 2d12: the player picks the die that counts." */
  readonly dice: string;
  /** The distance fallen read (falling checks only), or null while it cannot be read. */
  readonly feet: number | null;
  readonly feetError: string | null;
  readonly blockedBy: string | null;
  readonly chancesHeading: string;
  readonly chances: readonly LootLabelledChance[];
  readonly button: string;
}

/** Reads the check roller's fields for `sheet`, with the advantages and disadvantages chosen. */
export function readLootCheckForm(
  form: LootCheckForm,
  sheet: LootSheet,
  advantages: number,
  disadvantages: number,
): LootCheckReading {
  const { kind, attack } = form;
  const defence = allowLootDefence(form.defence, attack);
  const spec: LootCheckSpec = kind === 'defence' ? { kind, attack, defence } : { kind };
  const falling = kind === 'falling';
  const feet = parseLootFallFeet(form.feetText);
  const feetError = falling && !feet.ok ? feet.error.message : null;
  const checks = falling && feet.ok ? lootFallChecks(feet.value) : 0;
  const chances = lootCheckChances(sheet, spec, advantages, disadvantages);
  return {
    spec,
    defence,
    note: LOOT_CHECK_NOTES[kind],
    dice: describeLootCheckRoll(lootCheckDice(advantages, disadvantages)),
    feet: falling && feet.ok ? feet.value : null,
    feetError,
    blockedBy: feetError ? LOOT_FALL_FEET_BLOCKED : null,
    chancesHeading: `Exact chances for ${sheet.name}, with the best die for the picker:`,
    chances: lootCheckChanceList(kind, chances, checks),
    button: `Roll ${falling ? 'falling checks' : 'check'}`,
  };
}

/** A check's result as the roller shows it, with what it needs to place the judge's hit. */
export interface LootCheckShown extends LootRollResult {
  readonly sheetId: string;
  readonly spec: LootCheckSpec;
  /** Falling checks depend on the distance typed: the result goes stale while it cannot be read. */
  readonly falling: boolean;
  /** Where the judge's choice was resolved: that slot is resolved once, so its button turns off. */
  readonly placed?: { readonly sheetName: string; readonly slot: SlotNumber };
}

/** A check resolved on `sheet` (the die picked), as the roller shows it. */
export function showLootCheckDone(
  sheet: Pick<LootSheet, 'id'>,
  spec: LootCheckSpec,
  done: LootCheckDone,
): LootCheckShown {
  return { sheetId: sheet.id, spec, ...describeLootCheckDone(done, spec), falling: false };
}

/** Falling checks rolled on `sheet`, as the roller shows them. */
export function showLootFallDone(
  sheet: Pick<LootSheet, 'id'>,
  result: LootRollResult,
): LootCheckShown {
  return { sheetId: sheet.id, spec: { kind: 'falling' }, ...result, falling: true };
}

/** Whether the judge's hit on `slot` is already resolved, so placing it again changes nothing. */
export function isLootJudgeHitPlaced(shown: LootCheckShown, slot: SlotNumber): boolean {
  return shown.placed?.slot === slot;
}

/** The result after the judge's hit was resolved on `slot` of `sheet`. */
export function placeLootCheckJudgeHit(
  shown: LootCheckShown,
  sheet: Pick<LootSheet, 'name'>,
  slot: SlotNumber,
  hit: LootDefenceHit,
): LootCheckShown {
  return {
    ...shown,
    ...describeLootJudgeHit(slot, hit),
    placed: { sheetName: sheet.name, slot },
  };
}
