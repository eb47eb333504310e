/**
 * Search over what the reader wrote: notes, bookmarks' headings, the active table's house rules
 * and shared notes, matched in the browser (no index to build: a reader writes a few hundred
 * entries at most). Every word of the query must appear, in any order, in the entry's text,
 * heading or page title, ignoring case and accents. Results keep the order: house rules, then
 * notes, then table notes; each says its section.
 *
 * Pure.
 */
import type { Personal, Table } from './model';

export type FoundKind = 'house-rule' | 'note' | 'table-note' | 'bookmark';

export interface FoundWriting {
  readonly kind: FoundKind;
  readonly section: string;
  readonly title: string;
  readonly page: string;
  /** The text that matched: the note or rule (empty for a bookmark without a note). */
  readonly text: string;
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

export function wordsOf(query: string): string[] {
  return fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

export function searchWriting(
  query: string,
  personal: Personal,
  table: Table | undefined,
  limit = 20,
): FoundWriting[] {
  const words = wordsOf(query);
  if (words.length === 0) return [];
  const all: FoundWriting[] = [
    ...(table?.houseRules ?? []).map((entry) => ({ kind: 'house-rule' as const, ...entry })),
    ...personal.marks.map((mark) => ({
      kind: mark.note.trim() === '' ? ('bookmark' as const) : ('note' as const),
      section: mark.section,
      title: mark.title,
      page: mark.page,
      text: mark.note,
    })),
    ...(table?.notes ?? []).map((entry) => ({ kind: 'table-note' as const, ...entry })),
  ];
  return all
    .filter((entry) => {
      const haystack = fold(`${entry.text} ${entry.title} ${entry.page}`);
      return words.every((word) => haystack.includes(word));
    })
    .slice(0, limit);
}
