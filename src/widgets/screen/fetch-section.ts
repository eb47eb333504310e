/**
 * A rules section or random table as its page shows it, for a screen panel: the page is fetched
 * from its own address (the service worker answers from the offline copy), the part cut out and
 * made fit to sit on another page. No rules text is copied into the screen's code, and the dice
 * and table roll buttons keep working because the page script listens on the whole document.
 */
import { fetchSitePage } from '../../lib/site-page';
import { pageUrl } from './catalog';

function fetchPage(path: string): Promise<Document> {
  return fetchSitePage(pageUrl(path));
}

const HEADING = /^H([1-6])$/;

/** The page's full address, which relative links in its HTML resolve against. */
function absolute(path: string): string {
  return new URL(pageUrl(path), location.href).href;
}

function toolNote(): HTMLElement {
  const note = document.createElement('p');
  note.className = 'tool-hint screen-tool-note';
  note.textContent =
    'On its page a tool stands here: add it to this screen as a panel of its own (Add a panel, Tools).';
  return note;
}

/**
 * Makes fetched nodes fit a panel: buttons that only make sense on their own page and tools
 * (which are panels of their own) go; links resolve against the page they came from; ids get
 * the panel's prefix so two panels never share one, with the references to them.
 */
function adopt(nodes: readonly Element[], base: string, prefix: string): Element[] {
  const out: Element[] = [];
  for (const node of nodes) {
    if (node.matches('astro-island, div:has(> astro-island:only-child)')) {
      if (!out.at(-1)?.matches('.screen-tool-note')) out.push(toolNote());
    } else if (!node.matches('script, style')) out.push(document.importNode(node, true));
  }
  for (const root of out) {
    const all = [root, ...root.querySelectorAll('*')];
    for (const element of all) {
      if (element.matches('astro-island')) {
        // A tool here is a panel of its own; say so where it stood (once for tools side by side).
        if (element.previousElementSibling?.matches('.screen-tool-note')) element.remove();
        else element.replaceWith(toolNote());
        continue;
      }
      if (element.matches('script, style, .heading-copy, [data-add-to-screen]')) {
        element.remove();
        continue;
      }
      if (element.id) element.id = `${prefix}${element.id}`;
      for (const attribute of ['aria-describedby', 'aria-labelledby', 'aria-controls', 'for']) {
        const value = element.getAttribute(attribute);
        if (value)
          element.setAttribute(
            attribute,
            value
              .split(/\s+/)
              .map((id) => `${prefix}${id}`)
              .join(' '),
          );
      }
      const href = element.getAttribute('href');
      if (element.tagName === 'A' && href !== null)
        element.setAttribute('href', new URL(href, base).href);
    }
  }
  return out;
}

/** The heading's section: the heading's following siblings up to the next heading of its level or above. */
export async function fetchSection(
  path: string,
  headingId: string,
  prefix: string,
): Promise<Element[]> {
  const page = await fetchPage(path);
  const heading = page.getElementById(headingId);
  const level = HEADING.exec(heading?.tagName ?? '')?.[1];
  if (!heading || level === undefined) throw new Error('this section is no longer on its page');
  const nodes: Element[] = [];
  for (let node = heading.nextElementSibling; node; node = node.nextElementSibling) {
    const other = HEADING.exec(node.tagName)?.[1];
    if (other !== undefined && Number(other) <= Number(level)) break;
    nodes.push(node);
  }
  if (nodes.length === 0) {
    // Some headings stand alone on their page (a title over sub-sections, or the last heading).
    const note = document.createElement('p');
    note.className = 'tool-hint';
    note.textContent = 'On its page this heading has nothing under it.';
    return [note];
  }
  return adopt(nodes, absolute(path), prefix);
}

/** The random table's figure, with its roll button. */
export async function fetchTable(
  path: string,
  tableId: string,
  prefix: string,
): Promise<Element[]> {
  const page = await fetchPage(path);
  const figure = [...page.querySelectorAll('[data-random-table]')].find(
    (element) => element.getAttribute('data-random-table') === tableId,
  );
  if (!figure) throw new Error('this table is no longer on its page');
  return adopt([figure], absolute(path), prefix);
}
