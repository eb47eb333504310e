/**
 * What the Pre-Session Checklist shows, decided in one place from the saved ticks: how many are
 * ready, each item ticked or not, and the words said once a new session clears them.
 */
import { howMany } from '../words';
import { checklistProgress, PRE_SESSION_CHECKLIST, type ChecklistItemId } from './checklist';

export interface SessionChecklistView {
  /** "4 of 13 ready.", or "All 13 ready." */
  readonly progress: string;
  readonly items: readonly {
    readonly id: ChecklistItemId;
    readonly text: string;
    readonly ticked: boolean;
  }[];
}

/** Everything the checklist shows. */
export function viewSessionChecklist(ticked: readonly ChecklistItemId[]): SessionChecklistView {
  const progress = checklistProgress(ticked);
  return {
    progress: progress.complete
      ? `All ${progress.total} ready.`
      : `${progress.done} of ${progress.total} ready.`,
    items: PRE_SESSION_CHECKLIST.map((item) => ({ ...item, ticked: ticked.includes(item.id) })),
  };
}

/** Said when a new session clears the ticks (with Undo): "3 ticks cleared for a new session." */
export function describeTicksCleared(ticks: readonly ChecklistItemId[]): string {
  return `${howMany(ticks.length, 'tick')} cleared for a new session.`;
}
