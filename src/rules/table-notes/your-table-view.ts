/**
 * What "Your table" lists and says, decided here so the panel only lays it out: the bookmarks and
 * notes of this ruleset or of every one, a shared table's preview before it is joined, the tables'
 * menu and the name a new table takes.
 *
 * Pure.
 */
import { listedSections, previewOf, type ListedSection } from './listing';
import { rulesetOf, type Personal, type SharedTable, type Table, type Tables } from './model';

/** Whose bookmarks and notes the panel lists: this ruleset's, or every ruleset's. */
export type ListScope = 'here' | 'all';

export const LIST_SCOPES: readonly { readonly value: ListScope; readonly label: string }[] = [
  { value: 'here', label: 'This ruleset' },
  { value: 'all', label: 'Every ruleset' },
];

/** The sections with something written or bookmarked, of `ruleset` alone when the scope is here. */
export function listedInScope(
  personal: Personal,
  table: Table | undefined,
  scope: ListScope,
  ruleset: string,
): ListedSection[] {
  return listedSections(personal, table).filter(
    (entry) => scope === 'all' || rulesetOf(entry.section) === ruleset,
  );
}

/** What the list says while it has nothing to show. */
export function describeNothingListed(scope: ListScope): string {
  return `No bookmarks or notes ${scope === 'here' ? 'in this ruleset ' : ''}yet. Press the pencil beside a section’s heading to bookmark it or write a note.`;
}

/** The most texts a shared table's preview lists; the rest are counted. */
export const SHARED_PREVIEW_LENGTH = 30;

/** One text of a shared table, as its preview lists it: "House rule on Rest (Rules): …". */
export interface SharedTextShown {
  readonly kind: 'House rule' | 'Note';
  readonly section: string;
  readonly title: string;
  readonly page: string;
  readonly preview: string;
}

/**
 * A shared table's texts as the panel previews them before it is joined: its house rules, then its
 * notes, the first `SHARED_PREVIEW_LENGTH` of them, and how many more there are ("And 4 more.").
 */
export function previewSharedTable(shared: SharedTable): {
  readonly texts: readonly SharedTextShown[];
  readonly more: string | null;
} {
  const all = [
    ...shared.houseRules.map((rule) => ({ kind: 'House rule' as const, ...rule })),
    ...shared.notes.map((note) => ({ kind: 'Note' as const, ...note })),
  ];
  const left = all.length - SHARED_PREVIEW_LENGTH;
  return {
    texts: all.slice(0, SHARED_PREVIEW_LENGTH).map(({ kind, section, title, page, text }) => ({
      kind,
      section,
      title,
      page,
      preview: previewOf(text),
    })),
    more: left > 0 ? `And ${left} more.` : null,
  };
}

/** The tables' menu: each by its name. */
export function tableOptions(tables: Tables) {
  return tables.tables.map((table) => ({ value: table.id, label: table.name }));
}

/** The name "New table" gives: "Table 3" when two are kept. */
export function nextTableName(tables: Tables): string {
  return `Table ${tables.tables.length + 1}`;
}
