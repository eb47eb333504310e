/**
 * The one script every page loads, kept to what a page needs before anyone touches it: theme
 * switching, the phone menu, the ruleset switcher, opening search, the roll log and your table
 * (and their keys), and the pin buttons' menu and the sections' pencils (loaded on the first
 * press). Everything else loads later: after the load event, keeping the site for offline use and
 * showing this page's notes where the browser holds some (after-load.ts); the rolling code once
 * the page has loaded and the browser is idle, on a page with dice or random tables
 * (dice-buttons.ts says why); the rest when it is wanted, on the first sign of intent (a press of
 * a dice button before then, glossary term previews, copying a section's link, the search code
 * and Pagefind's index, the roll log panel, the two dialogs' stylesheets), when the page calls for
 * it (the contents highlight once the reader scrolls where it shows, search term marks on an
 * address that asks for them, the tool a search result asks to open, a random table's filter), or
 * when there is news to show (the browser is not saving, a newer build is waiting).
 */

import { setupDiceButtons } from './dice-buttons';
import { setupTermLinks } from './term-links';
import { onIntent } from './intent';
import { TOOL_PARAM } from '../lib/search/tool-param';
import searchStylesheet from '../styles/search.css?url';
import sideDialogStylesheet from '../styles/side-dialog.css?url';

type ThemeChoice = 'auto' | 'light' | 'dark';
const THEME_ORDER: ThemeChoice[] = ['auto', 'light', 'dark'];
const THEME_NAMES: Record<ThemeChoice, string> = {
  auto: 'automatic',
  light: 'light',
  dark: 'dark',
};
const root = document.documentElement;
/** What the page's address asks of it: `?highlight=`, `?tool=`, `?table=`. */
const addressParams = new URLSearchParams(location.search);

function applyTheme(choice: ThemeChoice): void {
  const dark =
    choice === 'dark' || (choice === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
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
    if (open)
      (
        menu.querySelector<HTMLElement>('[aria-current="page"]') ??
        menu.querySelector<HTMLElement>('a')
      )?.focus();
  });
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      setOpen(false);
      button.focus();
    }
  });
  // On a phone the open menu covers the page: once the focus or a press goes past it (Tab after
  // its last link, a tap on the text below), it closes, so nothing it hides is being worked.
  for (const type of ['focusin', 'pointerdown'])
    document.addEventListener(type, ({ target }) => {
      const at = target as Node;
      if (isOpen() && !menu.contains(at) && !button.contains(at)) setOpen(false);
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

/**
 * The contents column beside the text (wide screens only) marks the section being read. The page
 * comes with its first section marked (TableOfContents.astro), which holds until the reader
 * moves: the code that follows the reading loads on the first scroll where the column shows, or at
 * once where that first mark would be wrong (an address with a section, a restored scroll
 * position, a second heading already in the top third, where the highlighter would mark it).
 */
function watchToc(): void {
  const toc = document.querySelector<HTMLElement>('[data-toc]');
  if (!toc) return;
  let loaded = false;
  const load = () => {
    if (loaded || toc.getClientRects().length === 0) return;
    loaded = true;
    void import('./toc-highlight').then((module) => module.highlightToc(toc));
  };
  const second = toc.querySelectorAll('a')[1];
  const secondTop =
    second &&
    document.getElementById(second.getAttribute('href')!.slice(1))?.getBoundingClientRect().top;
  if (location.hash || scrollY > 0 || (secondTop !== undefined && secondTop < innerHeight / 3))
    load();
  addEventListener('scroll', load, { passive: true });
}

/** "Add to my screen" buttons (tools, random tables, section headings): the menu's code loads on the first press. */
function setupPinButtons(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-add-to-screen]');
    if (button) void import('./add-to-screen').then((module) => module.openPinMenu(button));
  });
}

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return (
    !!element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName))
  );
}

/** Adds a stylesheet to `<head>`; settles when it has loaded or failed, so nothing waits on it forever. */
function addStylesheet(href: string): Promise<unknown> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const settled = new Promise((resolve) => {
    link.onload = link.onerror = resolve;
  });
  document.head.append(link);
  return settled;
}

/**
 * A modal dialog whose look and contents load on first use: hover or focus on an opener starts
 * fetching its stylesheet and its code, `mount` fills it, `focus` picks what gets focus. It opens
 * at once, so keys pressed while the code loads land in it (mount keeps them), and it stays
 * unseen until its stylesheet is in (global.css), so it never shows unstyled.
 */
function connectDialog<Module>(options: {
  dialog: HTMLDialogElement;
  openers: NodeListOf<Element>;
  stylesheet: string;
  load: () => Promise<Module>;
  mount: (module: Module) => void;
  focus?: () => HTMLElement | null;
}): () => Promise<void> {
  const { dialog, openers, stylesheet, load, mount, focus } = options;
  let loading: Promise<Module> | undefined;
  const fetchCode = () => {
    if (!loading) {
      void addStylesheet(stylesheet).then(() => (dialog.dataset.styled = ''));
      loading = load();
    }
    return loading;
  };
  const open = async () => {
    const code = fetchCode();
    if (!dialog.open) dialog.showModal();
    // Focus first, so keys pressed while the code loads land in the dialog (mount keeps them).
    focus?.()?.focus();
    mount(await code);
    focus?.()?.focus();
  };
  openers.forEach((button) => {
    button.addEventListener('click', () => void open());
    button.addEventListener('pointerenter', () => void fetchCode(), { once: true });
    button.addEventListener('focus', () => void fetchCode(), { once: true });
  });
  dialog.querySelector('[data-dialog-close]')?.addEventListener('click', () => dialog.close());
  // A click on the backdrop (the dialog element itself, outside its content) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  return open;
}

function setupSearch(): void {
  const dialog = document.querySelector<HTMLDialogElement>('[data-search-dialog]');
  const panel = dialog?.querySelector<HTMLElement>('[data-search-root]');
  if (!dialog || !panel) return;
  const open = connectDialog({
    dialog,
    openers: document.querySelectorAll('[data-search-open]'),
    stylesheet: searchStylesheet,
    load: () => import('./search'),
    mount: (search) => search.mountSearch(panel, { query: '', syncUrl: false }),
    focus: () => panel.querySelector<HTMLInputElement>('[data-search-input]'),
  });
  document.addEventListener('keydown', (event) => {
    if ((event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void open();
    } else if (
      event.key === '/' &&
      !isTyping(event.target) &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      event.preventDefault();
      void open();
    }
  });
}

/** A single letter (without modifiers, not while typing) opens a closed dialog. */
function openOnKey(key: string, dialog: HTMLDialogElement, open: () => Promise<void>): void {
  document.addEventListener('keydown', (event) => {
    if (
      event.key.toLowerCase() === key &&
      !isTyping(event.target) &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey &&
      !dialog.open
    ) {
      event.preventDefault();
      void open();
    }
  });
}

function setupRollLog(): void {
  const dialog = document.querySelector<HTMLDialogElement>('[data-roll-log-dialog]');
  const root = dialog?.querySelector<HTMLElement>('[data-roll-log-root]');
  if (!dialog || !root) return;
  const open = connectDialog({
    dialog,
    openers: document.querySelectorAll('[data-roll-log-open]'),
    stylesheet: sideDialogStylesheet,
    load: () => import('../widgets/site/mount-roll-log'),
    mount: (module) => module.mountRollLog(root),
  });
  openOnKey('l', dialog, open);
}

/**
 * "Your table": the pencil beside a heading loads its code on the first sign of intent; the
 * header's button (or B) opens the panel, and so does an address carrying a shared table. Returns
 * the function that loads the code, for after-load.ts (writing saved for this page shows then).
 */
function setupYourTable(): () => Promise<typeof import('./your-table')> {
  const load = onIntent(
    '[data-section-notes]',
    () => import('./your-table'),
    (module, button) => void module.openSectionEditor(button),
  );
  const dialog = document.querySelector<HTMLDialogElement>('[data-your-table-dialog]');
  const panel = dialog?.querySelector<HTMLElement>('[data-your-table-root]');
  if (dialog && panel) {
    const open = connectDialog({
      dialog,
      openers: document.querySelectorAll('[data-your-table-open]'),
      stylesheet: sideDialogStylesheet,
      load,
      mount: (module) => module.mountYourTableDialog(panel),
    });
    openOnKey('b', dialog, open);
    if (addressParams.has('table')) void open();
  }
  return load;
}

setupTheme();
setupDiceButtons();
setupTermLinks();
setupMenu();
setupSwitcher();
watchToc();
// A search result link carries `?highlight=term`: mark the term in the rules text.
const highlight = addressParams.get('highlight')?.trim();
if (highlight)
  void import('./highlight-terms').then((module) => module.highlightSearchTerms(highlight));
// A search result for a tool carries `?tool=`: open that tool, ready to use.
if (addressParams.has(TOOL_PARAM))
  void import('./search/open-tool').then((module) => module.openToolFromAddress(TOOL_PARAM));
// The filter of a long random table (cairn/spells): its code loads only where a table has one.
if (document.querySelector('[data-table-filter]'))
  void import('../lib/table-filter').then((module) => module.setupTableFilters());
setupSearch();
setupRollLog();
onIntent(
  '[data-copy-link]',
  () => import('./copy-link'),
  (module, button) => void module.copySectionLink(button),
);
setupPinButtons();
const loadYourTable = setupYourTable();
// Taken now: the worker in charge as the page began (offline.ts reloads if a newer one took over).
const startingWorker = navigator.serviceWorker?.controller ?? null;
addEventListener(
  'load',
  () =>
    void import('./after-load').then((module) =>
      module.afterLoad({ base: root.dataset.base ?? '/', startingWorker, loadYourTable }),
    ),
  { once: true },
);
