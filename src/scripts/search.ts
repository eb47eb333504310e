/**
 * Search over the rules text, the tools and the site's own pages. Loaded on demand (the search
 * dialog or the /search/ page), so reading a page never downloads the index. What is searched and
 * in which order results come is decided in src/lib/search/ (engine.ts, query.ts); this script
 * only renders the outcome: the ruleset, what the result is (rules, a tool, a page), its title
 * and its best-matching sections, a line saying what was searched for when the words were
 * corrected or some left out and which games answer a question several do, and a button to widen
 * a filtered search that found nothing. A tool's result opens the tool, ready to use, where it
 * lives (search/open-tool.ts). The reader moves through the results with the arrow keys. Only
 * the first results' text is fetched with the search; the rest is fetched and added when the
 * reader scrolls or moves on to the end of the list, to keep a first search within its download
 * budget.
 */
import type { SearchOutcome } from '../lib/search/engine.ts';
import type { PageResult, ResultKind } from '../lib/search/results.ts';
import { loadSearch } from './search/load.ts';
import { describeOutcome } from './search/status-line.ts';
import { element } from './search/element.ts';
import { MARKS_KEY, TABLES_KEY } from '../stores/your-table-keys.ts';

const base = document.documentElement.dataset.base ?? '/';

function rulesetTitles(root: HTMLElement): Map<string, string> {
  const titles = new Map<string, string>();
  root.querySelectorAll<HTMLInputElement>('input[name="ruleset"]').forEach((input) => {
    if (input.value)
      titles.set(input.value, input.parentElement?.textContent?.trim() ?? input.value);
  });
  return titles;
}

const KIND_LABELS: Record<ResultKind, string> = { rules: 'Rules', tool: 'Tool', page: 'Page' };

/**
 * Where a result leads. A tool held by a dialog every page has (the roll log) opens on the page
 * the reader is on, with its element as the address's fragment.
 */
function resultHref(result: PageResult): string {
  if (!result.everyPage) return result.url;
  const target = new URL(result.url, location.href);
  const here = new URL(location.href);
  here.search = target.search;
  here.hash = target.hash;
  return here.href;
}

/** A tool on the page the reader is on opens without loading the page again. */
function openToolInPlace(event: MouseEvent, link: HTMLAnchorElement): void {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
    return;
  if (link.pathname !== location.pathname) return;
  event.preventDefault();
  link.closest('dialog')?.close();
  const id = decodeURIComponent(link.hash.slice(1));
  void import('./search/open-tool.ts').then((module) => module.openTool(id));
}

function renderResult(result: PageResult, titles: Map<string, string>): HTMLLIElement {
  const item = element('li', 'search-result');
  const link = element('a', 'search-result-link');
  link.href = resultHref(result);
  if (result.kind === 'tool')
    link.addEventListener('click', (event) => openToolInPlace(event, link));
  if (result.ruleset)
    link.append(
      element('span', 'search-result-ruleset', titles.get(result.ruleset) ?? result.ruleset),
    );
  link.append(element('span', 'search-result-kind', KIND_LABELS[result.kind]));
  link.append(element('span', 'search-result-title', result.title));
  const excerpt = element('span', 'search-result-excerpt');
  // Pagefind escapes the page text and adds only <mark> around the matched words.
  excerpt.innerHTML = result.excerpt;
  link.append(excerpt);
  item.append(link);
  if (result.sections.length > 0) {
    const list = element('ul', 'search-sections');
    for (const section of result.sections) {
      const sectionItem = element('li', '');
      const sectionLink = element('a', 'search-section-link');
      sectionLink.href = section.url;
      sectionLink.append(element('span', 'search-section-title', section.title));
      sectionItem.append(sectionLink);
      list.append(sectionItem);
    }
    item.append(list);
  }
  return item;
}

/**
 * Calls `load` once, when the reader goes on to the end of the list: its last result comes near
 * the screen, or the focus enters the list (arrow keys, Tab, a screen reader's links list).
 * Gives a function that stops watching.
 */
function whenReaderGoesOn(list: HTMLElement, load: () => void): () => void {
  let watching = true;
  // "Near": within 200 px below what shows, of the dialog (which scrolls on its own) or the page.
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) go();
    },
    { root: list.closest('dialog'), rootMargin: '0px 0px 200px 0px' },
  );
  const stop = () => {
    watching = false;
    observer.disconnect();
    list.removeEventListener('focusin', go);
  };
  function go() {
    if (!watching) return;
    stop();
    load();
  }
  if (list.lastElementChild) observer.observe(list.lastElementChild);
  list.addEventListener('focusin', go);
  return stop;
}

/** Whether this browser holds anything the reader wrote, read without loading the stores. */
function holdsYourWriting(): boolean {
  try {
    return [MARKS_KEY, TABLES_KEY].some((key) =>
      (localStorage.getItem(key) ?? '').includes('"section"'),
    );
  } catch {
    return false;
  }
}

/**
 * The reader's own notes and house rules that match, as a group of their own above the rules'
 * results (search/your-writing.ts). Its code loads with the first search, and only where this
 * browser holds writing; searches then write the group in the order they were typed.
 */
function yourWritingShower(
  list: HTMLElement,
  inputId: string,
): (term: string, ruleset: string) => void {
  let code: Promise<typeof import('./search/your-writing.ts')> | undefined;
  return (term, ruleset) => {
    if (!code && (!term || !holdsYourWriting())) return;
    code ??= import('./search/your-writing.ts');
    void code.then((module) => module.showYourWriting(list, inputId, term, ruleset));
  };
}

export interface MountOptions {
  query: string;
  /** Keep `?q=` and `&ruleset=` in the address bar (the /search/ page), so a search can be shared. */
  syncUrl: boolean;
}

export function mountSearch(root: HTMLElement, options: MountOptions): void {
  if (root.dataset.mounted === 'true') return;
  root.dataset.mounted = 'true';
  const form = root.querySelector<HTMLFormElement>('[data-search-form]')!;
  const input = root.querySelector<HTMLInputElement>('[data-search-input]')!;
  const status = root.querySelector<HTMLElement>('[data-search-status]')!;
  const widen = root.querySelector<HTMLElement>('[data-search-widen]');
  const list = root.querySelector<HTMLOListElement>('[data-search-results]')!;
  const titles = rulesetTitles(root);
  const showYourWriting = yourWritingShower(list, input.id);

  if (options.syncUrl) {
    const wanted = new URLSearchParams(location.search).get('ruleset');
    const radio = wanted
      ? form.querySelector<HTMLInputElement>(`input[name="ruleset"][value="${CSS.escape(wanted)}"]`)
      : null;
    if (radio) radio.checked = true;
  }
  // The dialog mounts after its input is already on screen: keep anything typed meanwhile.
  if (options.query) input.value = options.query;

  const selectedRuleset = () =>
    form.querySelector<HTMLInputElement>('input[name="ruleset"]:checked')?.value ?? '';
  let latest = 0;
  // The results after the first few are fetched when the reader goes on to them (search/load.ts).
  let stopWatching = () => {};

  const run = async () => {
    const request = ++latest;
    const term = input.value.trim();
    const ruleset = selectedRuleset();
    if (options.syncUrl) {
      const params = new URLSearchParams();
      if (term) params.set('q', term);
      if (ruleset) params.set('ruleset', ruleset);
      history.replaceState(null, '', `${location.pathname}${params.size ? `?${params}` : ''}`);
    }
    if (widen) widen.hidden = true;
    showYourWriting(term, ruleset);
    if (!term) {
      stopWatching();
      list.replaceChildren();
      status.textContent = '';
      return;
    }
    if (!list.hasChildNodes()) status.textContent = 'Searching…';
    // Only the latest input's search may write to the page: an older one stops at its next step
    // and gives null, so a search overtaken by typing is never shown, nor taken for "no results".
    const isCurrent = () => request === latest;
    let outcome: SearchOutcome | null;
    try {
      const search = await loadSearch(base);
      if (!isCurrent()) return;
      outcome = await search(term, ruleset, isCurrent);
    } catch {
      if (isCurrent())
        status.textContent = 'Search could not load. Check your connection and try again.';
      return;
    }
    if (!outcome || !isCurrent()) return;
    stopWatching();
    list.replaceChildren(...outcome.pages.map((result) => renderResult(result, titles)));
    const more = outcome.more;
    if (more) {
      stopWatching = whenReaderGoesOn(list, () => {
        more()
          .then((pages) => {
            if (isCurrent()) list.append(...pages.map((result) => renderResult(result, titles)));
          })
          // The first results stay; the rest come with the next search.
          .catch(() => undefined);
      });
    }
    const where = ruleset ? ` in ${titles.get(ruleset) ?? ruleset}` : '';
    status.textContent = describeOutcome(term, outcome, where, (game) => titles.get(game) ?? game);
    if (widen) widen.hidden = !(outcome.total === 0 && ruleset);
    root.dataset.searchedFor = term;
  };

  input.addEventListener('input', () => void run());
  form.addEventListener('change', (event) => {
    if ((event.target as HTMLInputElement).name === 'ruleset') void run();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run();
  });
  widen?.querySelector('button')?.addEventListener('click', () => {
    const all = form.querySelector<HTMLInputElement>('input[name="ruleset"][value=""]');
    if (all) all.checked = true;
    void run();
    input.focus();
  });

  // Arrow keys move between the field and the result links.
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [
      ...root.querySelectorAll<HTMLAnchorElement>('.search-yours a'),
      ...list.querySelectorAll<HTMLAnchorElement>('a'),
    ];
    if (links.length === 0) return;
    const active = document.activeElement;
    const index = links.indexOf(active as HTMLAnchorElement);
    if (active === input) {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        links[0]!.focus();
      }
      return;
    }
    if (index === -1) return;
    event.preventDefault();
    if (event.key === 'ArrowDown') links[Math.min(index + 1, links.length - 1)]!.focus();
    else if (index === 0) input.focus();
    else links[index - 1]!.focus();
  });

  if (input.value) void run();
  else void loadSearch(base).catch(() => undefined);
}
