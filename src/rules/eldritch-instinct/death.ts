/**
 * Eldritch Instinct death and wounds (Action: Damage). The Death Save is 1d10 read 0-9, rolled
 * unseen and revealed when someone checks the vitals, then read on the Death Table. The Wounds
 * Table is a d100 read in tens (00, 10, ... 90) with a d10 area (0-9) from the Wound Area table.
 * Bleeding and Burning each cost 1 HP per round (both at once: 2), never below 0 HP.
 * Weapons marked "+10 on Wounds Table" add 10 to the d100; [decision] a result past 99 reads
 * as the last row (90: Death Save).
 */
import deathTableJson from '../../../content/eldritch-instinct/tables/death-table.json';
import woundsJson from '../../../content/eldritch-instinct/tables/wounds.json';
import woundAreaJson from '../../../content/eldritch-instinct/tables/wound-area.json';
import { parseNotation, rollExpression, type Result, type Rng } from '../dice';
import { lookupRow, type RandomTable } from '../tables/model';
import { readWholeNumber, type WholeNumberError } from '../whole-number';
import * as z from 'zod/mini';
import { formatD100, rollD100 } from './saves';
import { NoInputSchema } from './tool';
import { defineTool } from '../roll-recipe';

export const DEATH_TABLE = deathTableJson as unknown as RandomTable;
export const WOUNDS_TABLE = woundsJson as unknown as RandomTable;
export const WOUND_AREA_TABLE = woundAreaJson as unknown as RandomTable;

function parseOrThrow(notation: string) {
  const parsed = parseNotation(notation);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const D10_FROM_ZERO = parseOrThrow('d10z');

export type DeathResult = 'heavily-wounded' | 'dying' | 'dead';

export const DEATH_RESULT_LABELS: Readonly<Record<DeathResult, string>> = {
  'heavily-wounded': 'Heavily wounded',
  dying: 'Dying',
  dead: 'Died',
};

export interface DeathSave {
  /** The d10 read 0-9. */
  readonly roll: number;
  readonly result: DeathResult;
  /** The Death Table's text for the roll. */
  readonly text: string;
}

function cellOf(table: RandomTable, total: number): string {
  const row = lookupRow(table, total);
  if (!row) throw new RangeError(`${table.title} has no row for ${total}`);
  return row.cells[0] ?? '';
}

/** Reads a Death Save die (0-9) on the Death Table. */
export function readDeathSave(roll: number): DeathSave {
  if (!Number.isInteger(roll) || roll < 0 || roll > 9)
    throw new RangeError(`a Death Save is 0-9, got ${roll}`);
  const result: DeathResult = roll === 0 ? 'heavily-wounded' : roll <= 4 ? 'dying' : 'dead';
  return { roll, result, text: cellOf(DEATH_TABLE, roll) };
}

/** Rolls a Death Save: 1d10 read 0-9. */
export function rollDeathSave(rng: Rng): DeathSave {
  return readDeathSave(rollExpression(D10_FROM_ZERO, rng).total);
}

export interface Wound {
  /** The d100 as rolled (00-99). */
  readonly roll: number;
  /** Added by the weapon ("+10 on Wounds Table"), 0 otherwise. */
  readonly bonus: number;
  /** The row read: roll + bonus, at most 99. */
  readonly total: number;
  /** The row's label, e.g. "40". */
  readonly row: string;
  readonly effect: string;
  /** The area die (0-9). */
  readonly areaRoll: number;
  readonly area: string;
}

/** Reads a wound from the d100 (00-99), the weapon's bonus and the area d10 (0-9). */
export function readWound(roll: number, areaRoll: number, bonus = 0): Wound {
  if (!Number.isInteger(roll) || roll < 0 || roll > 99)
    throw new RangeError(`the Wounds Table roll is 00-99, got ${roll}`);
  if (!Number.isInteger(areaRoll) || areaRoll < 0 || areaRoll > 9)
    throw new RangeError(`the wound area is 0-9, got ${areaRoll}`);
  const total = Math.min(99, Math.max(0, roll + bonus));
  const row = lookupRow(WOUNDS_TABLE, total);
  return {
    roll,
    bonus,
    total,
    row: row?.label ?? String(Math.floor(total / 10) * 10),
    effect: cellOf(WOUNDS_TABLE, total),
    areaRoll,
    area: cellOf(WOUND_AREA_TABLE, areaRoll),
  };
}

/** Rolls the Wounds Table (d100 read 00-99, in tens) and the area (d10 read 0-9). */
export function rollWound(rng: Rng, bonus = 0): Wound {
  const roll = rollD100(rng);
  const areaRoll = rollExpression(D10_FROM_ZERO, rng).total;
  return readWound(roll, areaRoll, bonus);
}

export interface OngoingLoss {
  readonly bleeding: boolean;
  readonly burning: boolean;
}

/** The conditions that cost HP every round, each with its name. */
export const ONGOING_LOSS_LABELS: Readonly<Record<keyof OngoingLoss, string>> = {
  bleeding: 'Bleeding',
  burning: 'Burning',
};

/** HP lost each round: 1 for Bleeding, 1 for Burning. */
export function hpLostPerRound(conditions: OngoingLoss): number {
  return (conditions.bleeding ? 1 : 0) + (conditions.burning ? 1 : 0);
}

export interface RoundTick {
  readonly hp: number;
  readonly lost: number;
  /** HP reached 0 this round: fall unconscious and make a Death Save. */
  readonly reachedZero: boolean;
}

/** One round of Bleeding/Burning: HP goes down, never below 0. */
export function tickRound(hp: number, conditions: OngoingLoss): RoundTick {
  const current = Math.max(0, Math.floor(hp));
  const next = Math.max(0, current - hpLostPerRound(conditions));
  return { hp: next, lost: current - next, reachedZero: current > 0 && next === 0 };
}

/** The Death Save, rolled hidden and logged when the vitals are checked. */
export const deathSaveTool = defineTool({
  name: 'death-save',
  schema: NoInputSchema,
  roll: (_input, rng) => rollDeathSave(rng),
  describe: (_input, save: DeathSave) => ({
    expression: 'd10z',
    detail: `${save.roll} (0-9)`,
    total: save.roll,
    result: `${DEATH_RESULT_LABELS[save.result]}: ${save.text}`,
  }),
});

/** The bonus a weapon's "+10 on Wounds Table" adds to the d100. */
export const WOUND_WEAPON_BONUS = 10;

/** "Rolled 47 + 10 = 57": the d100 and the weapon's bonus. */
function woundRollText(wound: Wound): string {
  return `${formatD100(wound.roll)}${wound.bonus ? ` + ${wound.bonus} = ${formatD100(wound.total)}` : ''}`;
}

/** The wound in a sentence: "Rolled 47: row 40, ... Area 3: Arm." */
export function woundSentence(wound: Wound): string {
  return `Rolled ${woundRollText(wound)}: row ${wound.row}, ${wound.effect} Area ${wound.areaRoll}: ${wound.area}.`;
}

/** A roll on the Wounds Table, with the weapon's +10 or without. */
export const woundTool = defineTool({
  name: 'wound',
  schema: z.object({ plusTen: z.boolean() }),
  roll: (input, rng) => rollWound(rng, input.plusTen ? WOUND_WEAPON_BONUS : 0),
  describe: (input, wound: Wound) => ({
    expression: input.plusTen ? 'd100z+10, d10z' : 'd100z, d10z',
    detail: `${woundRollText(wound)}; area ${wound.areaRoll}`,
    total: wound.total,
    result: `${wound.effect} (${wound.area})`,
  }),
});

export const MAX_HP = 999;

/** Current HP as typed: a whole number from 0 to 999, or the message for the field. */
export function parseHp(text: string): Result<number, WholeNumberError> {
  return readWholeNumber(text, 0, MAX_HP, 'HP');
}

/** Why "Next round" is off: the HP typed cannot be read. */
export const NEXT_ROUND_OFF = `Next round is off until HP is a whole number from 0 to ${MAX_HP}.`;

/** One round of Bleeding and Burning in words. */
export function describeRound(conditions: OngoingLoss, tick: RoundTick): string {
  if (!conditions.bleeding && !conditions.burning)
    return 'Neither Bleeding nor Burning: no HP lost.';
  if (tick.reachedZero)
    return `Lost ${tick.lost} HP: 0 HP. Fall unconscious and make a Death Save.`;
  return tick.lost === 0
    ? 'Already at 0 HP: you cannot have less.'
    : `Lost ${tick.lost} HP this round; ${tick.hp} HP left.`;
}
