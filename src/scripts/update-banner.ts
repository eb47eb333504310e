/**
 * The offer to reload when a newer build has been saved beside the current one (see offline.ts).
 * Loaded only when there is such a build; it makes the banner, with its look, then.
 */
import bannerCss from '../styles/update-banner.css?inline';
import { injectStyle } from '../lib/inject-style';

/** The build that Reload switches to: the latest one offered. */
let newest: ServiceWorker | undefined;

function button(label: string, className: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = label;
  element.addEventListener('click', onClick);
  return element;
}

function makeBanner(): HTMLElement {
  injectStyle('update-banner', bannerCss);
  const banner = document.createElement('div');
  banner.id = 'update-banner';
  banner.className = 'update-banner';
  const message = document.createElement('p');
  message.setAttribute('role', 'status');
  banner.append(
    message,
    button('Reload', 'primary-button', () => newest?.postMessage({ type: 'SKIP_WAITING' })),
    button('Later', 'text-button', () => {
      banner.hidden = true;
    }),
  );
  // First in the page after the skip link, where the banner has always stood.
  const skipLink = document.querySelector('.skip-link');
  if (skipLink) skipLink.after(banner);
  else document.body.prepend(banner);
  // Filled after showing, so screen readers announce it as a change.
  requestAnimationFrame(() => {
    message.textContent = 'A new version of this site is available.';
  });
  return banner;
}

export function offerUpdate(waiting: ServiceWorker): void {
  newest = waiting;
  const banner = document.getElementById('update-banner') ?? makeBanner();
  banner.hidden = false;
}
