/**
 * The catalog of sections, random tables and declared checks a screen can show
 * (src/rules/screen/catalog.ts reads it), fetched from `/screen-catalog.json` once per page; the
 * service worker keeps it offline.
 */
import { withBase } from '../../lib/navigation';
import { readCatalog, type Catalog } from '../../rules/screen/catalog';

export function pageUrl(path: string): string {
  return withBase(import.meta.env.BASE_URL, `${path}/`);
}

let loading: Promise<Catalog> | undefined;

/** The catalog, or a rejected promise with a sentence when it cannot be fetched or read. */
export function loadCatalog(): Promise<Catalog> {
  loading ??= fetch(withBase(import.meta.env.BASE_URL, 'screen-catalog.json'))
    .then((response) => {
      if (!response.ok)
        throw new Error(`the list of sections and tables could not be loaded (${response.status})`);
      return response.json() as Promise<unknown>;
    })
    .then((data) => {
      const read = readCatalog(data);
      if (!read.ok) throw new Error(read.error.message);
      return read.value;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error instanceof Error
        ? error
        : new Error('the list of sections and tables could not be loaded');
    });
  return loading;
}
