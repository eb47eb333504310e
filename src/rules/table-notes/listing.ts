/**
 * What the "Your table" panel lists: every section that holds something (a bookmark, the reader's
 * note, the active table's house rule or shared note), once each, grouped under its ruleset where
 * the list spans several, with each text shown as a short preview (the whole of it is at the
 * section, which the entry links to).
 *
 * Pure.
 */
import { capitalised } from '../words';
import { rulesetOf, type Personal, type PersonalMark, type Table, type TableText } from './model';

/** A section as the panel lists it: where it is, and what is written on it. */
export interface ListedSection {
  readonly section: string;
  /** The heading's text, as it was when something was first written on it. */
  readonly title: string;
  /** The page's title, likewise. */
  readonly page: string;
  readonly bookmarked: boolean;
  /** The reader's note, when there is one (not blank). */
  readonly note?: string;
  /** Whether the reader's note travels with the table. */
  readonly shared?: boolean;
  /** The active table's house rule on the section. */
  readonly houseRule?: string;
  /** A note shared with the active table by a player. */
  readonly tableNote?: string;
}

/**
 * Every section the reader or the active table wrote on or bookmarked, once each, in the order
 * first met: the reader's marks, then the table's house rules, then its shared notes.
 */
export function listedSections(personal: Personal, table: Table | undefined): ListedSection[] {
  const found = new Map<string, ListedSection>();
  const add = (
    place: { section: string; title: string; page: string },
    part: Partial<ListedSection>,
  ) => {
    const current = found.get(place.section) ?? {
      section: place.section,
      title: place.title,
      page: place.page,
      bookmarked: false,
    };
    found.set(place.section, { ...current, ...part });
  };
  for (const mark of personal.marks) {
    const note = mark.note.trim() !== '' ? { note: mark.note, shared: mark.shared } : {};
    if (mark.bookmarked || note.note !== undefined)
      add(mark, { bookmarked: mark.bookmarked, ...note });
  }
  for (const rule of table?.houseRules ?? [])
    if (rule.text.trim() !== '') add(rule, { houseRule: rule.text });
  for (const note of table?.notes ?? [])
    if (note.text.trim() !== '') add(note, { tableNote: note.text });
  return [...found.values()];
}

/** Where a written entry is kept: the reader's own marks, or a list of the active table. */
export type WrittenSource =
  | { readonly list: 'marks'; readonly mark: PersonalMark }
  | { readonly list: 'houseRules' | 'notes'; readonly table: string; readonly entry: TableText };

/** One thing kept on a section, as the "no longer found" list shows it and forgets it. */
export interface WrittenEntry {
  readonly kind: 'Your note' | 'Bookmark' | 'House rule' | 'Table note';
  /** The entry in a sentence: "Forget your note on …", "Forgot the house rule on …". */
  readonly what: string;
  readonly section: string;
  readonly title: string;
  readonly page: string;
  /** What is written (empty for a bookmark alone). */
  readonly text: string;
  readonly source: WrittenSource;
}

/**
 * Each mark of the reader's (a note, or a bookmark alone) and each house rule and shared note of
 * the active table, one entry apiece, in that order.
 */
export function writtenEntries(personal: Personal, table: Table | undefined): WrittenEntry[] {
  const place = (item: { section: string; title: string; page: string }) => ({
    section: item.section,
    title: item.title,
    page: item.page,
  });
  return [
    ...personal.marks.map((mark): WrittenEntry => {
      const note = mark.note.trim() !== '';
      return {
        kind: note ? 'Your note' : 'Bookmark',
        what: note ? 'your note' : 'the bookmark',
        ...place(mark),
        text: mark.note,
        source: { list: 'marks', mark },
      };
    }),
    ...(table?.houseRules ?? []).map((entry): WrittenEntry => ({
      kind: 'House rule',
      what: 'the house rule',
      ...place(entry),
      text: entry.text,
      source: { list: 'houseRules', table: table!.id, entry },
    })),
    ...(table?.notes ?? []).map((entry): WrittenEntry => ({
      kind: 'Table note',
      what: 'the table note',
      ...place(entry),
      text: entry.text,
      source: { list: 'notes', table: table!.id, entry },
    })),
  ];
}

/** A ruleset's entries, under its title. */
export interface RulesetGroup<Entry> {
  readonly ruleset: string;
  readonly title: string;
  readonly entries: readonly Entry[];
}

/** A ruleset's name when the site does not give one: its address, in words (`dead-weight`: "Dead weight"). */
export function rulesetName(ruleset: string, titles: ReadonlyMap<string, string>): string {
  return titles.get(ruleset) ?? capitalised(ruleset.replace(/-+/g, ' '));
}

/**
 * Entries grouped by the ruleset of their section: in the order of `titles` (the site's order of
 * its rulesets), then any ruleset it does not name, by name; entries keep their order.
 */
export function groupByRuleset<Entry extends { readonly section: string }>(
  entries: readonly Entry[],
  titles: ReadonlyMap<string, string>,
): RulesetGroup<Entry>[] {
  const byRuleset = new Map<string, Entry[]>();
  for (const entry of entries) {
    const ruleset = rulesetOf(entry.section);
    byRuleset.set(ruleset, [...(byRuleset.get(ruleset) ?? []), entry]);
  }
  const known = [...titles.keys()];
  const rank = (ruleset: string) => {
    const at = known.indexOf(ruleset);
    return at === -1 ? known.length : at;
  };
  return [...byRuleset.entries()]
    .map(([ruleset, list]) => ({ ruleset, title: rulesetName(ruleset, titles), entries: list }))
    .sort((a, b) => rank(a.ruleset) - rank(b.ruleset) || a.title.localeCompare(b.title, 'en'));
}

/** How long a preview is, in characters, before it is cut. */
export const PREVIEW_LENGTH = 140;

/**
 * A note or rule in a few words for a list: its lines run together, cut after about `length`
 * characters at a word's end, with "…" when something was left out. Never splits a character.
 */
export function previewOf(text: string, length = PREVIEW_LENGTH): string {
  const joined = text.trim().replace(/\s+/g, ' ');
  const characters = [...joined];
  if (characters.length <= length) return joined;
  const cut = characters.slice(0, length).join('');
  const space = cut.lastIndexOf(' ');
  // A word running past the cut is left out, unless it is the only one (a long address).
  const words = space > length / 2 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s,;:.–—-]+$/u, '')}…`;
}
