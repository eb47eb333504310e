/**
 * Search over what the reader wrote (src/rules/table-notes/search.ts decides what matches): loaded
 * with the first search only where this browser holds notes or house rules, and matched here in
 * the browser, with no index built for it. Its results are a group of their own, above the rules'.
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
import { element } from './element.ts';

const KIND_NAMES: Record<FoundKind, string> = {
  'house-rule': 'House rule',
  note: 'Your note',
  'table-note': 'Table note',
  bookmark: 'Bookmark',
};

/** What the reader wrote that matches `term`, in the ruleset searched (every one when ''). */
function findYourWriting(term: string, ruleset: string): FoundWriting[] {
  return searchWriting(term, $marks.get(), activeTable($tables.get())).filter(
    (found) => !ruleset || rulesetOf(found.section) === ruleset,
  );
}

/** The section's address on the site. */
function hrefOf(found: FoundWriting): string {
  return `${withBase(import.meta.env.BASE_URL, `${pageOf(found.section)}/`)}#${encodeURIComponent(headingOf(found.section))}`;
}

const groups = new WeakMap<HTMLElement, HTMLElement>();

/** The group "Your notes and house rules" before the rules' results `list`, made on first use. */
function groupBefore(list: HTMLElement, inputId: string): HTMLElement {
  let group = groups.get(list);
  if (group) return group;
  group = element('section', 'search-yours');
  group.hidden = true;
  group.setAttribute('aria-labelledby', `${inputId}-yours`);
  const title = element('h3', 'search-yours-title', 'Your notes and house rules');
  title.id = `${inputId}-yours`;
  group.append(title, element('ol', 'search-results'));
  list.before(group);
  groups.set(list, group);
  return group;
}

/** Writes what the reader wrote that matches into its group, hidden when nothing does. */
export function showYourWriting(
  list: HTMLElement,
  inputId: string,
  term: string,
  ruleset: string,
): void {
  const group = groupBefore(list, inputId);
  const matches = term ? findYourWriting(term, ruleset) : [];
  group.hidden = matches.length === 0;
  group.querySelector('ol')!.replaceChildren(
    ...matches.map((match) => {
      const item = element('li', 'search-result');
      const link = element('a', 'search-result-link');
      link.href = hrefOf(match);
      link.append(element('span', 'search-result-kind', KIND_NAMES[match.kind]));
      link.append(element('span', 'search-result-title', `${match.title} (${match.page})`));
      if (match.text.trim()) link.append(element('span', 'search-result-excerpt', match.text));
      item.append(link);
      return item;
    }),
  );
}
