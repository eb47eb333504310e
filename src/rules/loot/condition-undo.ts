/** The words of the conditions tool's Undo. */
import type { LootSheet } from './sheet';

/** Beside the Undo, while it is offered. */
export function describeLootConditionKept(sheet: Pick<LootSheet, 'name'>): string {
  return `Changed the conditions on ${sheet.name}’s sheet.`;
}

/** Said in the result once the Undo has put the sheet back. */
export function describeLootConditionUndone(sheet: Pick<LootSheet, 'name'>): string {
  return `Took it back: ${sheet.name}’s sheet is as it was before.`;
}

/** Why the Undo put nothing back: the sheet changed after the mark, here or in another tab. */
export function describeLootConditionUndoRefused(sheet: Pick<LootSheet, 'name'>): string {
  return `${sheet.name}’s sheet has changed since, so the Undo would lose that; change it back by hand.`;
}

/** Why a press did nothing: the sheet changed after the tool drew its buttons (a press in between). */
export function describeLootConditionStale(sheet: Pick<LootSheet, 'name'>): string {
  return `${sheet.name}’s sheet has changed; look again before marking.`;
}
