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
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(installing);
    });
  });
}

export function setupOffline(base: string): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let controlled = !!navigator.serviceWorker.controller;
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
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
