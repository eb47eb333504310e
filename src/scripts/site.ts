/**
 * The one script every page loads: theme switching, the phone menu, the ruleset switcher, the
 * table-of-contents highlight, search highlights, dice buttons, glossary term previews, copying links to sections, opening
 * search and the roll log, pinning to my screen, saying when the browser is not saving, and keeping the site for offline use. What those open (the search code
 * and Pagefind's index, the rolling code, the roll log panel) loads only when a reader uses it or
 * shows intent to.
 */

import { setupDiceButtons } from './dice-buttons';
import { setupOffline } from './offline';
import { setupCopyLinks } from './copy-link';
import { setupStorageBanner } from './storage-banner';
import { setupTermLinks } from './term-links';

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

/** "Add to my screen" buttons (tools, random tables, section headings): the menu's code loads on the first press. */
function setupPinButtons(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-add-to-screen]');
    if (button) void import('./add-to-screen').then((module) => module.openPinMenu(button));
  });
}

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));
}

/**
 * A modal dialog whose contents load on first use: `load` fetches the code (started early on
 * hover or focus of an opener), `mount` fills the dialog, `focus` picks what gets focus.
 */
function connectDialog<Module>(options: {
  dialog: HTMLDialogElement;
  openers: NodeListOf<Element>;
  load: () => Promise<Module>;
  mount: (module: Module) => void;
  focus?: () => HTMLElement | null;
}): () => Promise<void> {
  const { dialog, openers, load, mount, focus } = options;
  let loading: Promise<Module> | undefined;
  const fetchCode = () => (loading ??= load());
  const open = async () => {
    if (!dialog.open) dialog.showModal();
    // Focus first, so keys pressed while the code loads land in the dialog (mount keeps them).
    focus?.()?.focus();
    mount(await fetchCode());
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
    load: () => import('./search'),
    mount: (search) => search.mountSearch(panel, { query: '', syncUrl: false }),
    focus: () => panel.querySelector<HTMLInputElement>('[data-search-input]'),
  });
  document.addEventListener('keydown', (event) => {
    if ((event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void open();
    } else if (event.key === '/' && !isTyping(event.target) && !event.ctrlKey && !event.metaKey && !event.altKey) {
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
    load: () => import('../widgets/shared/mount-roll-log'),
    mount: (module) => module.mountRollLog(root),
  });
  document.addEventListener('keydown', (event) => {
    if ((event.key === 'l' || event.key === 'L') && !isTyping(event.target) && !event.ctrlKey && !event.metaKey && !event.altKey && !dialog.open) {
      event.preventDefault();
      void open();
    }
  });
}

setupTheme();
setupDiceButtons();
setupTermLinks();
setupMenu();
setupSwitcher();
setupTocHighlight();
highlightSearchTerms();
setupSearch();
setupRollLog();
setupCopyLinks();
setupPinButtons();
setupStorageBanner();
setupOffline(root.dataset.base ?? '/');
