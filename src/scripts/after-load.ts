/**
 * What a page starts once it has loaded, fetched after the load event so that no page carries it
 * before: keeping the site for offline use (offline.ts), saying when the browser is not saving,
 * the sections' pencils (your table), and showing what this browser wrote on this page's sections. Whether it wrote anything is read
 * from the saved text (the page's address, `"cairn/combat#`), so the notes code itself loads only
 * where there is something to show.
 */
import { setupOffline } from './offline';
import { MARKS_KEY, TABLES_KEY } from '../stores/your-table-keys';
import { pagePath } from './page-path';
import { injectStyle } from '../lib/inject-style';
import pencilsCss from '../styles/pencils.css?inline';

/**
 * The storage engine, loaded with the tools (which hydrate after the load event) or with your
 * table, marks the page when the browser is not saving; the banner's code loads then.
 */
function watchStorage(): void {
  const root = document.documentElement;
  const show = () => {
    const problem = root.dataset.storageProblem;
    if (problem !== 'full' && problem !== 'blocked') return;
    observer.disconnect();
    void import('./storage-banner').then((banner) => banner.showStorageBanner(problem));
  };
  const observer = new MutationObserver(show);
  observer.observe(root, { attributeFilter: ['data-storage-problem'] });
  // The engine may have met the problem before the page finished loading.
  show();
}

/**
 * Gives each rules section's heading (those the build gave a pin button:
 * src/markdown/rehype-heading-anchors.ts) the pencil that opens your table for it, in the room
 * the stylesheet kept beside the pin (global.css), so nothing moves when it comes.
 */
function addPencils(): void {
  injectStyle('pencils', pencilsCss);
  for (const pin of document.querySelectorAll<HTMLElement>('[data-add-to-screen="section"]')) {
    const heading = pin.parentElement;
    if (!heading || pin.nextElementSibling?.matches('[data-section-notes]')) continue;
    const pencil = document.createElement('button');
    pencil.type = 'button';
    pencil.className = 'heading-copy heading-note';
    pencil.dataset.sectionNotes = '';
    pencil.setAttribute('aria-haspopup', 'dialog');
    pencil.setAttribute(
      'aria-label',
      `Bookmark, note or house rule: ${heading.textContent?.replace(/\s+/g, ' ').trim() ?? ''}`,
    );
    pin.after(pencil);
  }
}

export function afterLoad(options: {
  base: string;
  startingWorker: ServiceWorker | null;
  loadYourTable: () => Promise<{ startYourTable: () => void }>;
}): void {
  watchStorage();
  addPencils();
  setupOffline(options.base, options.startingWorker);
  try {
    if (`${localStorage[MARKS_KEY]}${localStorage[TABLES_KEY]}`.includes(`"${pagePath()}#`))
      void options.loadYourTable().then((module) => module.startYourTable());
  } catch {
    // Storage blocked: nothing saved to show.
  }
}
