/**
 * The words of the conditions tool's Undo, and how it tells a tap from the second tap of a double
 * tap. A mark moves the buttons under the finger (the slot just marked is no longer offered, the
 * next one takes its place), so a quick second tap would land on another slot's button and mark
 * it too: a tap that the browser counts as the second of a burst is not a new mark.
 */
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

/**
 * Whether a press is the second (or later) tap or click of a quick burst on the same spot: the
 * browser's click count (`detail`), which is 0 from a keyboard and 1 for a single tap.
 */
export function isLootRepeatTap(clickCount: number): boolean {
  return clickCount > 1;
}
