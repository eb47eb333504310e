/**
 * The definition of a glossary term beside its link, on hover, keyboard focus or a tap: a small
 * non-modal panel with a "Full rule" link. Since it holds a link it is not a tooltip (which must
 * hold nothing focusable) but a group named by its title; while it is open the term describes
 * itself by it (aria-describedby) and says it is expanded and controls it (aria-expanded,
 * aria-controls). It sits below the term, or above when there is no room, so it never covers
 * the word being read. The keyboard reaches its link as if the preview followed the term in the
 * page: Tab from the term goes into it, Tab from there on to what follows the term, Shift+Tab
 * back to the term, and Escape closes it with focus back on the term; nothing holds the focus in.
 * Definitions come from /<ruleset>/glossary.json (see its route for the shape), fetched once per
 * page. Kept small on purpose: the budget is 2 KB gzip.
 */
import previewCss from '../styles/term-preview.css?inline';
import { injectStyle } from '../lib/inject-style';
import { placeBelow } from './place-below';

type Entry = [term: string, definition: string, summary: 0 | 1, rule: string];

const ID = 'term-preview';
/** What ties an open preview to its term, removed again when it closes. */
const TIES = ['aria-describedby', 'aria-controls'];
let box: HTMLDivElement | undefined;
let current: HTMLAnchorElement | undefined;
let timer = 0;
let data: Promise<Record<string, Entry>> | undefined;

const definitions = (link: HTMLAnchorElement): Promise<Record<string, Entry>> =>
  (data ??= fetch(new URL('../glossary.json', link.href))
    .then((response) => (response.ok ? (response.json() as Promise<Record<string, Entry>>) : {}))
    .catch(() => ({})));

function panel(): HTMLDivElement {
  if (box) return box;
  // The preview's look comes with its code: pages where nobody reaches for a term never load it.
  injectStyle('term-preview', previewCss);
  box = document.createElement('div');
  box.id = ID;
  box.className = 'term-preview';
  box.setAttribute('role', 'group');
  box.setAttribute('aria-labelledby', `${ID}-title`);
  box.hidden = true;
  box.addEventListener('pointerover', () => clearTimeout(timer));
  box.addEventListener('pointerout', () => hideSoon());
  document.body.append(box);
  return box;
}

/** A word as the glossary matches it: lower case, one space, no plural ending. */
const base = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(es|s)$/, '');

/**
 * The preview names the word the reader pointed at: an entry can cover several (the Critical
 * success entry also defines "critical fail"), so a link by another name shows both.
 */
function titleFor(pointed: string, term: string, summary: 0 | 1): string {
  const word = pointed.replace(/\s+/g, ' ').trim();
  const named =
    !word || base(word) === base(term)
      ? term
      : `${word[0]!.toUpperCase()}${word.slice(1)} (see ${term})`;
  return summary ? `${named} (summary)` : named;
}

export async function showTermPreview(link: HTMLAnchorElement): Promise<void> {
  clearTimeout(timer);
  const entry = (await definitions(link))[link.dataset.term ?? ''];
  if (!entry) return;
  const [term, definition, summary, rule] = entry;
  const box = panel();
  hideTermPreview();
  box.replaceChildren();
  const title = document.createElement('strong');
  title.id = `${ID}-title`;
  title.textContent = titleFor(link.textContent ?? '', term, summary);
  const text = document.createElement('p');
  text.textContent = summary ? definition : `“${definition}”`;
  const more = document.createElement('a');
  more.href = rule;
  more.textContent = 'Full rule';
  box.append(title, text, more);
  box.hidden = false;
  current = link;
  for (const name of TIES) link.setAttribute(name, ID);
  link.setAttribute('aria-expanded', 'true');
  placeBelow(box, link);
}

export function hideTermPreview(): void {
  clearTimeout(timer);
  // Focus in the closing preview goes back to its term rather than to the page's start.
  if (box?.contains(document.activeElement)) current?.focus();
  if (box) box.hidden = true;
  for (const name of [...TIES, 'aria-expanded']) current?.removeAttribute(name);
  current = undefined;
}

function hideSoon(): void {
  clearTimeout(timer);
  timer = window.setTimeout(hideTermPreview, 300);
}

/** A tap: the preview opens and stays until the reader taps elsewhere or presses Escape. */
export const openTermPreview = showTermPreview;

let started = false;
/** Events the listeners below have seen: only one from before they were added is acted on here. */
const seen = new WeakSet<Event>();

/**
 * Called with each link and event that showed intent while this code loaded, so that the first
 * hover or focus counts; one the listeners below saw already is theirs (focus handed back to a
 * term as its preview closes must not open it again).
 */
export function startTermPreviews(first: HTMLAnchorElement, intent: Event): void {
  const termOf = (event: Event) => {
    seen.add(event);
    return (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-term]');
  };
  const type = intent.type;
  if (!started) {
    started = true;
    document.addEventListener('pointerover', (event) => {
      const link = termOf(event);
      if (link && event.pointerType === 'mouse') void showTermPreview(link);
    });
    document.addEventListener('pointerout', (event) => {
      if (termOf(event) && event.pointerType === 'mouse') hideSoon();
    });
    document.addEventListener('focusin', (event) => {
      const link = termOf(event);
      // Back on the term from its own preview (`current` only while shown), it stays as it is.
      if (link) {
        if (link !== current) void showTermPreview(link);
      } else if (!box?.contains(event.target as Node)) hideTermPreview();
    });
    document.addEventListener('keydown', (event) => {
      if (!current || !box || box.hidden) return;
      if (event.key === 'Escape') hideTermPreview();
      if (event.key !== 'Tab') return;
      if (document.activeElement === current && !event.shiftKey) {
        event.preventDefault();
        box.querySelector('a')?.focus();
      } else if (box.contains(document.activeElement)) {
        // Shift+Tab stops on the term; Tab goes on from it to what follows it in the page.
        current.focus();
        if (event.shiftKey) event.preventDefault();
      }
    });
    document.addEventListener('pointerdown', (event) => {
      if (current && !termOf(event) && !box?.contains(event.target as Node)) hideTermPreview();
    });
  }
  if (
    !seen.has(intent) &&
    type !== 'touchstart' &&
    (type === 'focusin' ? document.activeElement === first : first.matches(':hover'))
  )
    void showTermPreview(first);
}
