/**
 * Which entries a new build left without their heading. An entry is tied to a section by address;
 * when a build renames or removes that heading (or its whole page), the entry is kept and listed
 * as "no longer found" with its old address and the names it was written under, never dropped.
 *
 * What the site holds now is the caller's to find out (it fetches the pages, from the offline copy
 * when there is no network); a page it could not reach is "unknown", and its entries are not
 * called lost on a guess.
 *
 * Pure.
 */
import { headingOf, pageOf } from './model';

/** What a page of the current build holds: its heading ids, or that it is gone, or not known. */
export type PageHeadings =
  | { readonly kind: 'found'; readonly ids: ReadonlySet<string> }
  | { readonly kind: 'missing' }
  | { readonly kind: 'unknown' };

/**
 * What the current build holds on each of `pages`, read from the list of its pages and their
 * sections (the screen's catalog): a page not in the list is gone.
 */
export function headingsOfPages(
  built: readonly {
    readonly path: string;
    readonly sections: readonly { readonly id: string }[];
  }[],
  pages: readonly string[],
): Map<string, PageHeadings> {
  return new Map(
    pages.map((page): [string, PageHeadings] => {
      const entry = built.find((item) => item.path === page);
      return [
        page,
        entry
          ? { kind: 'found', ids: new Set(entry.sections.map((section) => section.id)) }
          : { kind: 'missing' },
      ];
    }),
  );
}

/** The pages entries sit on, each once, in the order first met. */
export function pagesOf(entries: readonly { readonly section: string }[]): string[] {
  return [...new Set(entries.map((entry) => pageOf(entry.section)))];
}

/** The entries whose heading the current build no longer has (its page is gone, or the heading). */
export function findOrphans<Entry extends { readonly section: string }>(
  entries: readonly Entry[],
  pages: ReadonlyMap<string, PageHeadings>,
): Entry[] {
  return entries.filter((entry) => {
    const page = pages.get(pageOf(entry.section));
    if (!page || page.kind === 'unknown') return false;
    return page.kind === 'missing' || !page.ids.has(headingOf(entry.section));
  });
}
