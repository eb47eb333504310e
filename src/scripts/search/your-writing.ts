/**
 * Search over what the reader wrote (src/rules/table-notes/search.ts decides what matches): loaded
 * with the first search only where this browser holds notes or house rules, and matched here in
 * the browser, with no index built for it.
 */
import { withBase } from '../../lib/navigation';
import {
  activeTable,
  headingOf,
  pageOf,
  rulesetOf,
  searchWriting,
  type FoundKind,
  type FoundWriting,
} from '../../rules/table-notes';
import { $marks, $tables } from '../../stores/your-table';

export const KIND_NAMES: Record<FoundKind, string> = {
  'house-rule': 'House rule',
  note: 'Your note',
  'table-note': 'Table note',
  bookmark: 'Bookmark',
};

/** What the reader wrote that matches `term`, in the ruleset searched (every one when ''). */
export function findYourWriting(term: string, ruleset: string): FoundWriting[] {
  return searchWriting(term, $marks.get(), activeTable($tables.get())).filter(
    (found) => !ruleset || rulesetOf(found.section) === ruleset,
  );
}

/** The section's address on the site. */
export function hrefOf(found: FoundWriting): string {
  return `${withBase(import.meta.env.BASE_URL, `${pageOf(found.section)}/`)}#${encodeURIComponent(headingOf(found.section))}`;
}
