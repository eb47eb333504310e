/**
 * Shows, once per page, that this browser is not saving (storage full or blocked). The storage
 * engine (src/stores/safe-storage.ts) loads only with the tools; it marks the page with
 * `data-storage-problem` and sends STORAGE_PROBLEM_EVENT, so this script stays tiny and knows
 * nothing of the stores. Dismiss hides the banner for the rest of the page's life.
 */
import { STORAGE_PROBLEM_EVENT, storageProblemMessage, type StorageProblem } from '../stores/storage-problem';

export function setupStorageBanner(): void {
  const banner = document.getElementById('storage-banner');
  const message = banner?.querySelector('[data-storage-message]');
  if (!banner || !message) return;
  let shown = false;
  const show = (problem: string | undefined) => {
    if (shown || (problem !== 'full' && problem !== 'blocked')) return;
    shown = true;
    message.textContent = storageProblemMessage(problem as StorageProblem);
    banner.hidden = false;
  };
  banner.querySelector('[data-storage-dismiss]')?.addEventListener('click', () => {
    banner.hidden = true;
  });
  addEventListener(STORAGE_PROBLEM_EVENT, (event) => show((event as CustomEvent<string>).detail));
  // The engine may have met the problem before this script ran.
  show(document.documentElement.dataset.storageProblem);
}
