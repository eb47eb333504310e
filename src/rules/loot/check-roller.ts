/**
 * The check roller's state, changed only by `stepLootCheckRoller`: the dice waiting for their
 * picker (several d12s rolled, with advantage or disadvantage) and the result shown, which carries
 * a serial so the same words twice are announced twice. Dice waiting for a pick take the place of
 * the last result; a result (the pick used, a fall, a lone die, the judge's slot resolved) ends
 * the wait.
 */
import type { Rng } from '../dice';
import {
  showLootCheckDone,
  showLootFallDone,
  type LootCheckReading,
  type LootCheckShown,
} from './check-form';
import { lootFaceVerdict, describeLootDicePick, type LootCheckSpec } from './checks';
import {
  describeLootJudgeSource,
  lootJudgeHitInput,
  lootPendingInput,
  rollLootFallLogged,
  startLootCheck,
  type LootPendingCheck,
} from './roll-results';
import {
  describeLootCheckSpec,
  finishLootCheck,
  lootCheckTool,
  lootRollSource,
  type LootDefenceHitInput,
  type LootMadeRollLogger,
  type LootRollLogger,
} from './rolls';
import type { LootSheet, SlotNumber } from './sheet';

export interface LootCheckRollerState {
  /** The dice rolled and the one chosen so far, while the picker has not used one. */
  readonly pending: LootPendingCheck | null;
  /** The result shown, null while there is none (before the first roll, or while a pick waits). */
  readonly done: LootCheckShown | null;
  /** Counts the results shown, so each is drawn and announced anew. */
  readonly serial: number;
}

export const LOOT_CHECK_ROLLER_START: LootCheckRollerState = {
  pending: null,
  done: null,
  serial: 0,
};

export type LootCheckRollerStep =
  /** Several dice rolled: they wait for the picker, and the last result goes. */
  | { readonly kind: 'rolled'; readonly roll: LootPendingCheck }
  /** The picker chose the die at `index`. */
  | { readonly kind: 'chose'; readonly index: number }
  /** A result to show: any wait is over. */
  | { readonly kind: 'done'; readonly done: LootCheckShown }
  /** The sheet the dice were rolled for is gone: the wait ends with nothing to show. */
  | { readonly kind: 'sheet-gone' };

export function stepLootCheckRoller(
  state: LootCheckRollerState,
  step: LootCheckRollerStep,
): LootCheckRollerState {
  switch (step.kind) {
    case 'rolled':
      return { ...state, pending: step.roll, done: null };
    case 'chose':
      return state.pending
        ? { ...state, pending: { ...state.pending, chosen: step.index } }
        : state;
    case 'done':
      return { pending: null, done: step.done, serial: state.serial + 1 };
    case 'sheet-gone':
      return { ...state, pending: null };
  }
}

/** Whether a check's dice wait for a pick: one die is used as it falls. */
export function isLootDiePickNeeded(roll: Pick<LootPendingCheck, 'faces'>): boolean {
  return roll.faces.length > 1;
}

/** A roll resolved on a sheet: the sheet after it, and what the roller shows. */
export interface LootCheckFinished {
  readonly sheet: LootSheet;
  readonly after: LootSheet;
  readonly shown: LootCheckShown;
}

/**
 * The check's dice resolved on `sheet` as it is now, with the die picked: logged as the check it
 * was (`logMade`, the dice being rolled already), and what the roller shows.
 */
export function finishLootCheckLogged(
  sheet: LootSheet,
  pending: LootPendingCheck,
  rng: Rng,
  logMade: LootMadeRollLogger,
): LootCheckFinished {
  const done = logMade(
    lootCheckTool,
    lootPendingInput(pending, sheet),
    finishLootCheck(sheet, pending.spec, pending, rng),
    lootRollSource(describeLootCheckSpec(pending.spec), sheet.name),
  );
  return {
    sheet,
    after: done.resolution.sheet,
    shown: showLootCheckDone(sheet, pending.spec, done),
  };
}

/** What pressing Roll comes to: a roll resolved, or several dice waiting for their picker. */
export type LootCheckPress =
  | ({ readonly kind: 'done' } & LootCheckFinished)
  | { readonly kind: 'pick'; readonly roll: LootPendingCheck };

/**
 * Roll pressed on `sheet` with the form as read: falling checks are rolled and resolved at once;
 * a check's dice wait for their picker when there are several, and one die is used as it falls.
 * Null while the distance fallen cannot be read.
 */
export function pressLootCheckRoll(
  sheet: LootSheet,
  read: Pick<LootCheckReading, 'spec' | 'feet'>,
  dice: { readonly advantages: number; readonly disadvantages: number },
  rng: Rng,
  log: LootRollLogger,
  logMade: LootMadeRollLogger,
): LootCheckPress | null {
  const { spec, feet } = read;
  if (spec.kind === 'falling') {
    if (feet === null) return null;
    const fall = rollLootFallLogged({ sheet, feet, ...dice }, log);
    return { kind: 'done', sheet, after: fall.sheet, shown: showLootFallDone(sheet, fall.result) };
  }
  const rolled = startLootCheck({ sheet, spec, ...dice }, rng);
  return isLootDiePickNeeded(rolled)
    ? { kind: 'pick', roll: rolled }
    : { kind: 'done', ...finishLootCheckLogged(sheet, rolled, rng, logMade) };
}

/** The dice waiting for their picker, as the roller asks: the legend, and what each face means. */
export function viewLootDicePick(
  pending: LootPendingCheck,
  sheet: LootSheet,
): { readonly legend: string; readonly describe: (face: number) => string } {
  return {
    legend: describeLootDicePick(pending.who, pending.picker),
    describe: (face) => lootFaceVerdict(sheet, pending.spec, face).reason,
  };
}

/** The hit the judge places on `slot` after a check of `spec`, and the log's words for it. */
export function lootCheckJudgeHit(
  sheet: LootSheet,
  spec: LootCheckSpec,
  slot: SlotNumber,
): { readonly input: LootDefenceHitInput; readonly what: string } {
  return {
    input: lootJudgeHitInput(sheet, spec, slot),
    what: describeLootJudgeSource(describeLootCheckSpec(spec)),
  };
}
