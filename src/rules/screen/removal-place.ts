/**
 * Where "Removed “…”. Undo" stands on "my screen". A panel's removal is said at the panel's own
 * place in the grid, so the Undo that takes the focus is where the reader was and the page does not
 * jump to its top; a screen's deletion, and a panel's when none is left, in the status line under
 * the screen's buttons.
 */
import type { ScreenRemoval } from './layout';

/**
 * The place among the screen's `count` panels the line stands before (`count`: after the last),
 * or null for the status line. `shown` is what the line is about: the removal while its Undo is
 * offered, or the one whose Undo was refused while that is said.
 */
export function removalPlace(shown: ScreenRemoval | null, count: number): number | null {
  if (shown?.kind !== 'panel' || count === 0) return null;
  return Math.min(shown.removed.index, count);
}
