import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { orderPages, withBase } from './navigation';

export const SITE_NAME = 'Rules at Hand';

/** A site-relative path with the configured base in front. */
export function href(path = ''): string {
  return withBase(import.meta.env.BASE_URL, path);
}

export async function getRulesets(): Promise<CollectionEntry<'rulesets'>[]> {
  const rulesets = await getCollection('rulesets');
  return rulesets.sort((a, b) => a.data.order - b.data.order);
}

export async function getRulesetPages(ruleset: string): Promise<CollectionEntry<'pages'>[]> {
  const pages = await getCollection('pages');
  return orderPages(
    pages.map((page) => ({ ...page, title: page.data.title, order: page.data.order })),
    ruleset,
  );
}

export async function getRuleset(id: string): Promise<CollectionEntry<'rulesets'>> {
  const entry = await getEntry('rulesets', id);
  if (!entry) throw new Error(`content/${id}/ruleset.json is missing`);
  return entry;
}
