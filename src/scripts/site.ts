/**
 * The one script every page loads: theme switching, the phone menu, the ruleset switcher, the
 * table-of-contents highlight, search highlights, and opening search. The search code itself
 * (and Pagefind's index) loads only when a reader opens search or shows intent to.
 */

type ThemeChoice = 'auto' | 'light' | 'dark';
const THEME_ORDER: ThemeChoice[] = ['auto', 'light', 'dark'];
const THEME_NAMES: Record<ThemeChoice, string> = { auto: 'automatic', light: 'light', dark: 'dark' };
const root = document.documentElement;

function applyTheme(choice: ThemeChoice): void {
  const dark = choice === 'dark' || (choice === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
  root.dataset.theme = dark ? 'dark' : 'light';
  root.dataset.themeChoice = choice;
  const next = THEME_ORDER[(THEME_ORDER.indexOf(choice) + 1) % THEME_ORDER.length]!;
  document.querySelectorAll('[data-theme-label]').forEach((label) => {
    label.textContent = `Theme: ${THEME_NAMES[choice]}. Switch to ${THEME_NAMES[next]}`;
  });
}

function setupTheme(): void {
  const current = (root.dataset.themeChoice as ThemeChoice | undefined) ?? 'auto';
  applyTheme(current);
  document.querySelector('[data-theme-toggle]')?.addEventListener('click', () => {
    const choice = (root.dataset.themeChoice as ThemeChoice | undefined) ?? 'auto';
    const next = THEME_ORDER[(THEME_ORDER.indexOf(choice) + 1) % THEME_ORDER.length]!;
    try {
      localStorage.setItem('theme', next);
    } catch {
      // Private modes may refuse storage: the theme still changes for this page.
    }
    applyTheme(next);
  });
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (root.dataset.themeChoice === 'auto') applyTheme('auto');
  });
  // Another tab changed the theme: follow it.
  addEventListener('storage', (event) => {
    if (event.key === 'theme') applyTheme((event.newValue as ThemeChoice | null) ?? 'auto');
  });
}

function setupMenu(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-menu-button]');
  const menu = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!button || !menu) return;
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    menu.toggleAttribute('data-open', open);
  };
  button.addEventListener('click', () => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    setOpen(open);
    if (open) (menu.querySelector<HTMLElement>('[aria-current="page"]') ?? menu.querySelector<HTMLElement>('a'))?.focus();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') {
      setOpen(false);
      button.focus();
    }
  });
}

function setupSwitcher(): void {
  const switcher = document.querySelector<HTMLDetailsElement>('[data-switcher]');
  if (!switcher) return;
  document.addEventListener('click', (event) => {
    if (switcher.open && !switcher.contains(event.target as Node)) switcher.open = false;
  });
  switcher.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && switcher.open) {
      switcher.open = false;
      switcher.querySelector('summary')?.focus();
    }
  });
}

/** Marks the table-of-contents link of the section being read. */
function setupTocHighlight(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-toc] a')];
  if (links.length === 0 || !('IntersectionObserver' in window)) return;
  const headings = links
    .map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))))
    .filter((heading): heading is HTMLElement => heading !== null);
  const visible = new Set<Element>();
  const update = () => {
    // The current section is the last heading above the top third of the viewport.
    let current = headings[0];
    for (const heading of headings) {
      if (heading.getBoundingClientRect().top < innerHeight / 3) current = heading;
    }
    links.forEach((link) => {
      if (current && link.hash === `#${current.id}`) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    });
  };
  const observer = new IntersectionObserver((entries) => {
    entries.forEach((entry) => (entry.isIntersecting ? visible.add(entry.target) : visible.delete(entry.target)));
    update();
  });
  headings.forEach((heading) => observer.observe(heading));
  addEventListener('scroll', update, { passive: true });
  update();
}

/** A search result link carries `?highlight=term`: mark the term in the rules text. */
function highlightSearchTerms(): void {
  const term = new URLSearchParams(location.search).get('highlight')?.trim();
  const article = document.querySelector('[data-pagefind-body]');
  if (!term || !article) return;
  const words = term.split(/\s+/).filter((word) => word.length > 1).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return;
  const pattern = new RegExp(`(${words.join('|')})`, 'gi');
  // Only the rules text: not the contents list or widgets, which search does not index either.
  const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest('[data-pagefind-ignore]') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  for (const node of nodes) {
    const text = node.nodeValue ?? '';
    if (!pattern.test(text)) continue;
    pattern.lastIndex = 0;
    const fragment = document.createDocumentFragment();
    text.split(pattern).forEach((part, index) => {
      if (index % 2 === 1) {
        const mark = document.createElement('mark');
        mark.className = 'search-hit';
        mark.textContent = part;
        fragment.append(mark);
      } else if (part) fragment.append(part);
    });
    node.replaceWith(fragment);
  }
  if (!location.hash) document.querySelector('mark.search-hit')?.scrollIntoView({ block: 'center' });
}

function setupSearchOpener(): void {
  const dialog = document.querySelector<HTMLDialogElement>('[data-search-dialog]');
  const panel = dialog?.querySelector<HTMLElement>('[data-search-root]');
  if (!dialog || !panel) return;
  let loading: Promise<typeof import('./search')> | undefined;
  const load = () => (loading ??= import('./search'));
  const open = async () => {
    if (!dialog.open) dialog.showModal();
    const search = await load();
    search.mountSearch(panel, { query: '', syncUrl: false });
    panel.querySelector<HTMLInputElement>('[data-search-input]')?.focus();
  };
  document.querySelectorAll('[data-search-open]').forEach((button) => {
    button.addEventListener('click', () => void open());
    // Hovering or focusing the button is intent enough to start fetching the search code.
    button.addEventListener('pointerenter', () => void load(), { once: true });
    button.addEventListener('focus', () => void load(), { once: true });
  });
  dialog.querySelector('[data-search-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    const typing = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
    if ((event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void open();
    } else if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      void open();
    }
  });
}

/**
 * One listener for every dice button and table roll button on the page. The rolling code loads
 * on the first press; hovering or focusing a button starts that download early.
 */
function setupDice(): void {
  let loading: Promise<typeof import('./dice-runtime')> | undefined;
  const load = () => (loading ??= import('./dice-runtime'));
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-roll], button[data-roll-table]');
    if (!button) return;
    void load().then((runtime) => (button.dataset.roll !== undefined ? runtime.rollInlineDice(button) : runtime.rollTable(button)));
  });
  const warm = (event: Event) => {
    if ((event.target as Element | null)?.closest?.('button[data-roll], button[data-roll-table]')) void load();
  };
  document.addEventListener('pointerover', warm, { passive: true });
  document.addEventListener('focusin', warm);
}

setupTheme();
setupDice();
setupMenu();
setupSwitcher();
setupTocHighlight();
highlightSearchTerms();
setupSearchOpener();
