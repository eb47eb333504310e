/**
 * Search over the rules text with Pagefind's JS API. Loaded on demand (the search dialog or the
 * /search/ page), so reading a page never downloads the index. Results show the ruleset, the
 * page and up to three matching sections; the reader moves through them with the arrow keys.
 */

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
}
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  filters: { ruleset?: string[] };
  sub_results: PagefindSubResult[];
}
interface PagefindSearch {
  results: { data: () => Promise<PagefindResultData> }[];
}
interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  debouncedSearch: (term: string, options: { filters?: Record<string, string> }, timeout?: number) => Promise<PagefindSearch | null>;
}

const MAX_RESULTS = 12;
const MAX_SECTIONS = 3;
const base = document.documentElement.dataset.base ?? '/';
let pagefindLoading: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  pagefindLoading ??= (async () => {
    const url = `${base}pagefind/pagefind.js`;
    const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
    await pagefind.options({ baseUrl: base, highlightParam: 'highlight', excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  })();
  return pagefindLoading;
}

function rulesetTitles(root: HTMLElement): Map<string, string> {
  const titles = new Map<string, string>();
  root.querySelectorAll<HTMLInputElement>('input[name="ruleset"]').forEach((input) => {
    if (input.value) titles.set(input.value, input.parentElement?.textContent?.trim() ?? input.value);
  });
  return titles;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function renderResult(data: PagefindResultData, titles: Map<string, string>): HTMLLIElement {
  const item = element('li', 'search-result');
  const link = element('a', 'search-result-link');
  link.href = data.url;
  const ruleset = data.filters.ruleset?.[0];
  if (ruleset) link.append(element('span', 'search-result-ruleset', titles.get(ruleset) ?? ruleset));
  link.append(element('span', 'search-result-title', data.meta.title ?? data.url));
  const excerpt = element('span', 'search-result-excerpt');
  // Pagefind escapes the page text and adds only <mark> around the matched words.
  excerpt.innerHTML = data.excerpt;
  link.append(excerpt);
  item.append(link);
  const sections = data.sub_results.filter((sub) => sub.url !== data.url && sub.title !== data.meta.title).slice(0, MAX_SECTIONS);
  if (sections.length > 0) {
    const list = element('ul', 'search-sections');
    for (const section of sections) {
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
  const list = root.querySelector<HTMLOListElement>('[data-search-results]')!;
  const widen = root.querySelector<HTMLElement>('[data-search-widen]')!;
  const titles = rulesetTitles(root);

  if (options.syncUrl) {
    const wanted = new URLSearchParams(location.search).get('ruleset');
    const radio = wanted ? form.querySelector<HTMLInputElement>(`input[name="ruleset"][value="${CSS.escape(wanted)}"]`) : null;
    if (radio) radio.checked = true;
  }
  // The dialog mounts after its input is already on screen: keep anything typed meanwhile.
  if (options.query) input.value = options.query;

  const selectedRuleset = () => form.querySelector<HTMLInputElement>('input[name="ruleset"]:checked')?.value ?? '';

  const run = async () => {
    const term = input.value.trim();
    const ruleset = selectedRuleset();
    if (options.syncUrl) {
      const params = new URLSearchParams();
      if (term) params.set('q', term);
      if (ruleset) params.set('ruleset', ruleset);
      history.replaceState(null, '', `${location.pathname}${params.size ? `?${params}` : ''}`);
    }
    widen.hidden = true;
    if (!term) {
      list.replaceChildren();
      status.textContent = '';
      return;
    }
    status.textContent = 'Searching…';
    let pagefind: Pagefind;
    try {
      pagefind = await loadPagefind();
    } catch {
      status.textContent = 'Search could not load. Check your connection and try again.';
      return;
    }
    const search = await pagefind.debouncedSearch(term, ruleset ? { filters: { ruleset } } : {}, 150);
    if (search === null) return; // a newer keystroke superseded this search
    const data = await Promise.all(search.results.slice(0, MAX_RESULTS).map((result) => result.data()));
    if (input.value.trim() !== term || selectedRuleset() !== ruleset) return;
    list.replaceChildren(...data.map((result) => renderResult(result, titles)));
    const where = ruleset ? ` in ${titles.get(ruleset) ?? ruleset}` : '';
    const count = search.results.length;
    // Nothing in one ruleset: offer the search over all of them as one click.
    widen.hidden = !(count === 0 && ruleset);
    status.textContent =
      count === 0
        ? `No results for “${term}”${where}.`
        : `${count} ${count === 1 ? 'page' : 'pages'} found for “${term}”${where}${count > MAX_RESULTS ? `, showing the first ${MAX_RESULTS}` : ''}.`;
  };

  input.addEventListener('input', () => void run());
  widen.querySelector('[data-search-all]')!.addEventListener('click', () => {
    form.querySelector<HTMLInputElement>('input[name="ruleset"][value=""]')!.checked = true;
    // The button hides as the new search starts; the field keeps the reader's place.
    input.focus();
    void run();
  });
  form.addEventListener('change', (event) => {
    if ((event.target as HTMLInputElement).name === 'ruleset') void run();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run();
  });

  // Arrow keys move between the field and the result links.
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...list.querySelectorAll<HTMLAnchorElement>('a')];
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
  else void loadPagefind().catch(() => undefined);
}
