/**
 * Shows, once per page, that this browser is not saving (storage full or blocked), in a banner
 * under the header. The storage engine (src/stores/safe-storage.ts) loads only with the tools and
 * marks the page with `data-storage-problem`; the page script watches for that mark and loads
 * this module then, so pages that never meet the problem carry neither the banner nor its words
 * or look. Dismiss hides the banner for the rest of the page's life.
 */
import bannerCss from '../styles/storage-banner.css?inline';
import { injectStyle } from '../lib/inject-style';
import { storageProblemMessage, type StorageProblem } from '../stores/storage-problem';

export function showStorageBanner(problem: StorageProblem): void {
  if (document.getElementById('storage-banner')) return;
  injectStyle('storage-banner', bannerCss);
  const banner = document.createElement('div');
  banner.id = 'storage-banner';
  banner.className = 'storage-banner';
  banner.setAttribute('role', 'status');
  const message = document.createElement('p');
  message.textContent = storageProblemMessage(problem);
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'text-button';
  dismiss.textContent = 'Dismiss';
  dismiss.addEventListener('click', () => {
    banner.hidden = true;
  });
  banner.append(message, dismiss);
  // Where the page's own content starts, so it reads before the text it concerns.
  const header = document.querySelector('.site-header');
  if (header) header.after(banner);
  else document.body.prepend(banner);
}
