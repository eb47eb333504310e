/**
 * Puts the site on the device for offline use (the service worker in src/service-worker/) and
 * offers a reload when a newer build has been saved beside the current one. The new version only
 * takes over when the reader asks, and then every open page reloads, so no page ever runs on a
 * mix of old and new files.
 */

/** The reload offer's code and look load only when a newer build is waiting. */
function offerUpdate(waiting: ServiceWorker): void {
  void import('./update-banner').then((banner) => banner.offerUpdate(waiting));
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // With no controller this is the first install, not an update: nothing to offer.
      if (installing.state === 'installed' && navigator.serviceWorker.controller)
        offerUpdate(installing);
    });
  });
}

/**
 * Registering starts the download of the whole offline copy (about 1.2 MB gzip). Right after the
 * load event a phone is busy drawing the tools in view (they hydrate then: src/lib/visible-after-load.ts),
 * and the two together blocked the Director's Screen for 200-450 ms in Lighthouse's mobile run,
 * where either alone blocked it for under 35 ms. So the copy waits until two seconds after the
 * load event and then for a quiet moment.
 */
const SETTLE_MS = 2000;

function whenSettled(task: () => void): void {
  const quietly = () =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 5000 }) : task();
  const later = () => setTimeout(quietly, SETTLE_MS);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}

/**
 * `startingWorker` is the worker that controlled the page when its first script ran: this module
 * loads after the load event, and a newer build taking over in between (accepted in another tab)
 * must reload this page too.
 */
export function setupOffline(base: string, startingWorker: ServiceWorker | null): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const current = navigator.serviceWorker.controller;
  if (startingWorker && current !== startingWorker) {
    location.reload();
    return;
  }
  let controlled = !!current;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install taking charge of this page changes nothing it shows.
    if (!controlled) {
      controlled = true;
      return;
    }
    location.reload();
  });
  const register = () => {
    navigator.serviceWorker
      .register(`${base}sw.js`, { scope: base, updateViaCache: 'none' })
      .then(watchForUpdates)
      .catch(() => {
        // Refused (private mode, blocked by the browser): the site works online as before, and
        // the offline page says the copy is not saved.
      });
  };
  whenSettled(register);
}
