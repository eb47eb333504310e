/**
 * What the conditions tool writes on a LOOT sheet, with an Undo: the sheet before and after the
 * change is kept in this tab (../undo-slot.ts) until the Undo puts it back or the next change here
 * replaces it. The Undo puts the sheet back only while nothing has changed it since, so it never
 * throws away an edit made after it, here or in another tab. Nothing is stored: a reload forgets it.
 */
import {
  describeLootConditionStale,
  describeLootConditionUndone,
  describeLootConditionUndoRefused,
  type LootConditionResult,
  type LootSheet,
} from '../../rules/loot';
import { fail, refuse, succeed, type Problem, type Result } from '../../rules/result';
import type { Changed } from '../roster';
import { createUndoSlot } from '../undo-slot';
import { lootSheetById, lootSheetsRoster } from './sheets';

const changes = createUndoSlot<Changed<LootSheet>>();

/** The last change the conditions tool made here, while its Undo is offered, or what it refused. */
export const $lootConditionUndo = changes.$slot;

/** Why a condition's result was not written: the sheet it was worked out on has changed since. */
export type LootConditionStale = Problem<'stale'>;

/**
 * Runs what a condition's button does (`run`, which may roll) and writes the result on its sheet,
 * keeping the change for the Undo (a result that changed nothing, such as a check that only
 * rolled, drops the last Undo). `drawnFrom` is the sheet the tool's buttons were worked out on:
 * when the saved sheet is no longer that one (a second press before the tool has redrawn), nothing
 * runs, rolls or is written, so one press makes one change.
 */
export function applyLootCondition(
  drawnFrom: LootSheet,
  run: () => LootConditionResult,
): Result<LootConditionResult, LootConditionStale> {
  const saved = lootSheetById(drawnFrom.id);
  if (!saved || JSON.stringify(saved) !== JSON.stringify(drawnFrom))
    return refuse('stale', describeLootConditionStale(drawnFrom));
  const result = run();
  const change = lootSheetsRoster.track(drawnFrom.id, () =>
    lootSheetsRoster.update(drawnFrom.id, () => result.sheet),
  );
  changes.keep(change ?? null);
  return succeed(result);
}

/**
 * The Undo of the last change here: the sheet as it was, with the sentence that says so; refused
 * with why once the sheet has changed since, which the slot keeps to be said. Undefined when there
 * is nothing to undo.
 */
export function undoLootCondition(): Result<string, { readonly message: string }> | undefined {
  return changes.undo(({ before, after }) =>
    lootSheetsRoster.revert({ before, after })
      ? succeed(describeLootConditionUndone(before))
      : fail({ message: describeLootConditionUndoRefused(before) }),
  );
}

/**
 * Drops the Undo unused, for a fresh start. Choosing another sheet keeps it: its line names the
 * sheet it puts back.
 */
export const forgetLootConditionUndo = changes.drop;
