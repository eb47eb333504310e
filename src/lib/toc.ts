/**
 * Builds the on-page table of contents from the headings a page renders: h2 entries with their
 * h3 children. Deeper headings are left out to keep the list short enough to scan.
 */

export interface Heading {
  depth: number;
  slug: string;
  text: string;
}

export interface TocEntry {
  slug: string;
  text: string;
  children: TocEntry[];
}

export function buildToc(headings: readonly Heading[]): TocEntry[] {
  const toc: TocEntry[] = [];
  for (const heading of headings) {
    const entry: TocEntry = { slug: heading.slug, text: heading.text, children: [] };
    if (heading.depth === 2) toc.push(entry);
    else if (heading.depth === 3) {
      const parent = toc[toc.length - 1];
      if (parent) parent.children.push(entry);
      else toc.push(entry);
    }
  }
  return toc;
}
