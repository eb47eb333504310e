/**
 * Why this browser is not saving, and what the page tells the reader. Pure: no DOM, no stores,
 * so the banner script and the storage engine share one wording and the unit tests read it.
 *
 * - `full`: a write was refused for lack of space (QuotaExceededError, or Firefox's older name).
 * - `blocked`: storage cannot be used at all (SecurityError from privacy settings, or anything
 *   else a browser throws on access).
 */
export type StorageProblem = 'full' | 'blocked';

/** The names browsers give a write refused for lack of space. */
const FULL_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

/** What kind of failure an error thrown by localStorage is. */
export function classifyStorageError(error: unknown): StorageProblem {
  if (typeof error === 'object' && error !== null) {
    const { name, code } = error as { name?: unknown; code?: unknown };
    // Code 22 (and Firefox's 1014) is the quota error on browsers that name it differently.
    if ((typeof name === 'string' && FULL_NAMES.has(name)) || code === 22 || code === 1014)
      return 'full';
  }
  return 'blocked';
}

/** The one sentence the page shows when the browser is not saving. */
export function storageProblemMessage(problem: StorageProblem): string {
  const why =
    problem === 'full'
      ? 'its storage for this site is full'
      : "saving is blocked by the browser's settings";
  return `This browser is not saving your changes (${why}). They last until you close or reload this page: to keep them, use the tools' Export buttons, or keep this page open.`;
}

/**
 * What a tool says where the reader made a change that storage refused: the change is kept only
 * in this tab, and how to keep it: the tool's export button, named as it reads, when it has one.
 * `labels` name what the change touched ("Cairn party", "roll log"), each once.
 */
export function unsavedChangeMessage(
  problem: StorageProblem,
  labels: readonly string[],
  exportButton: string | undefined,
): string {
  const why = problem === 'full' ? 'storage is full' : 'saving is blocked';
  const what =
    labels.length === 0 ? 'this change' : `this change to the ${labels.join(' and the ')}`;
  const keep = exportButton ? `use “${exportButton}”` : 'keep this tab open';
  return `Not saved (${why}): ${what} is kept only in this tab. To keep it, ${keep}.`;
}

/** The name of the event the storage engine sends on `window` when it first meets a problem. */
export const STORAGE_PROBLEM_EVENT = 'rules-at-hand:storage-problem';
