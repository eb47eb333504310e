/**
 * One sentence on whether this browser holds the offline copy, for the offline page. Reads the
 * caches the service worker fills, so it is true even when the worker is not running.
 */
import { CACHE_PREFIX } from '../service-worker/precache';

export async function describeOfflineCopy(): Promise<string> {
  if (!('serviceWorker' in navigator) || !('caches' in window)) {
    return 'This browser cannot keep a copy of the site: pages load only with a connection.';
  }
  try {
    const names = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX));
    const registration = await navigator.serviceWorker.getRegistration();
    if (names.length === 0 || !registration?.active) {
      return navigator.onLine
        ? 'The copy is not saved yet. It is being saved now; it is ready when this message changes after a reload.'
        : 'The copy is not saved on this device: connect once and open any page to save it.';
    }
    let files = 0;
    for (const name of names)
      files = Math.max(files, (await (await caches.open(name)).keys()).length);
    const waiting = registration.waiting
      ? ' A newer version is saved too and is used after a reload.'
      : '';
    return `The site is saved on this device (${files} files) and works without a connection.${waiting}`;
  } catch {
    return 'This browser does not allow this site to keep a copy (private browsing may block it): pages load only with a connection.';
  }
}
