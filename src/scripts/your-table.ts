/**
 * "Your table" on a rules page: what the reader and the active table wrote shows under each
 * section's heading (house rules above the rule as written, notes folded), and the pencil beside a
 * heading opens that section's bookmark, note and house rule. Loaded on the first press of a
 * pencil, or once the page has loaded where this browser holds writing for this page (site.ts
 * decides), so a page read by someone who writes nothing carries none of it.
 *
 * The rules text is never touched: each section's writing is a box of its own, put right after its
 * heading and kept out of search's index and of copies into a screen panel.
 */
import yourTableCss from '../styles/your-table.css?inline';
import toolsStylesheet from '../styles/tool-page.css?url';
import { injectStyle } from '../lib/inject-style';
import {
  activeTable,
  headingOf,
  pageOf,
  sectionAddress,
  writingOnPage,
  type Place,
} from '../rules/table-notes/model';
import {
  $emptiedHouseRule,
  $emptiedNote,
  $marks,
  $tables,
  dropEmptiedWriting,
} from '../stores/your-table';
import {
  mountSectionEditor,
  mountSectionWriting,
  mountYourTable,
  unmount,
} from '../widgets/your-table/mount';
import { pagePath } from './page-path';
import { placeBelow } from './place-below';
import { createPopover } from './popover';

injectStyle('your-table', yourTableCss);

/** The kit's look (fields, toggles) for pages that place no tool; settles when in. */
let toolStyles: Promise<unknown> | undefined;
function loadToolStyles(): Promise<unknown> {
  toolStyles ??= document.querySelector(`link[href="${toolsStylesheet}"]`)
    ? Promise.resolve()
    : new Promise((resolve) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = toolsStylesheet;
        link.onload = link.onerror = resolve;
        document.head.append(link);
      });
  return toolStyles;
}

function headingText(heading: Element): string {
  return heading.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

function placeOf(heading: HTMLElement): Place {
  return {
    section: sectionAddress(pagePath(), heading.id),
    title: headingText(heading),
    page: document.querySelector('h1')?.textContent?.trim() ?? document.title,
  };
}

// The rules' own sections: the headings the build gave a pencil (not a tool's headings).
const HEADINGS = ':is(h2, h3, h4)[id]:has(> [data-section-notes])';
const boxes = new Map<string, HTMLElement>();

/**
 * Shows what is written on this page's sections, and marks their pencils; again on every change.
 * A note or a house rule emptied in the editor leaves, once the editor is closed, its Undo in its
 * place. A section's box goes right after its heading, or after the editor when that is open there,
 * so the keyboard meets them in reading order.
 */
function showWriting(): void {
  const ruleset = document.body.dataset.ruleset ?? '';
  const table = activeTable($tables.get());
  const writing = writingOnPage($marks.get(), table, pagePath());
  const editing = editor?.matches(':popover-open') ?? false;
  /** The heading on this page of what was emptied, once the editor is closed. */
  const closedHere = (section: string | undefined) =>
    section !== undefined && !editing && pageOf(section) === pagePath()
      ? headingOf(section)
      : undefined;
  const emptied = $emptiedNote.get().removed;
  const emptiedHere = closedHere(emptied?.section);
  const emptiedRule = $emptiedHouseRule.get().removed;
  const emptiedRuleHere = closedHere(emptiedRule?.rule.section);
  for (const heading of document.querySelectorAll<HTMLElement>(HEADINGS)) {
    const found = writing.get(heading.id);
    const pencil = heading.querySelector<HTMLElement>('[data-section-notes]');
    pencil?.toggleAttribute('data-bookmarked', found?.mark?.bookmarked === true);
    pencil?.toggleAttribute('data-marked', found !== undefined);
    const text = found && (found.houseRule || found.tableNote || found.mark?.note.trim());
    const undo = heading.id === emptiedHere && !found?.mark?.note.trim() ? emptied : null;
    const undoRule = heading.id === emptiedRuleHere && !found?.houseRule ? emptiedRule : null;
    let box = boxes.get(heading.id);
    if (!text && !undo && !undoRule) {
      if (box) {
        unmount(box);
        box.remove();
        boxes.delete(heading.id);
      }
      continue;
    }
    if (!box) {
      box = document.createElement('div');
      box.className = 'section-writing';
      box.dataset.pagefindIgnore = '';
      box.dataset.sectionWriting = heading.id;
      (heading.nextElementSibling === editor ? editor : heading).after(box);
      boxes.set(heading.id, box);
    }
    // Where the focus goes after an Undo when what it put back is not on the page (SectionWriting).
    if (pencil) pencil.id = `your-table-${heading.id}-pencil`;
    mountSectionWriting(box, {
      writing: found ?? {},
      emptiedNote: undo,
      emptiedHouseRule: undoRule,
      heading: headingText(heading),
      tableName: table?.name,
      ruleset,
      id: `your-table-${heading.id}`,
    });
  }
}

let started = false;

/** Shows the page's writing and keeps it current (a change here or in another tab). */
export function startYourTable(): void {
  if (started) return;
  started = true;
  void loadToolStyles();
  $marks.listen(showWriting);
  $tables.listen(showWriting);
  $emptiedNote.listen(showWriting);
  $emptiedHouseRule.listen(showWriting);
  showWriting();
}

let editor: HTMLElement | undefined;
let opener: HTMLElement | undefined;

function ensureEditor(): HTMLElement {
  if (editor) return editor;
  editor = createPopover({ className: 'your-table-popover', role: 'dialog', opener: () => opener });
  // An emptied note's Undo shows at its section once the editor has closed.
  editor.addEventListener('toggle', showWriting);
  return editor;
}

/** Opens the bookmark, note and house rule of the section whose pencil was pressed. */
export async function openSectionEditor(button: HTMLElement): Promise<void> {
  startYourTable();
  const heading = button.closest<HTMLElement>('h2, h3, h4');
  if (!heading?.id) return;
  await loadToolStyles();
  const box = ensureEditor();
  const place = placeOf(heading);
  dropEmptiedWriting();
  const titleId = 'your-table-editor-title';
  box.setAttribute('aria-labelledby', titleId);
  if (box.matches(':popover-open')) box.hidePopover();
  // Right after its heading, so the keyboard goes on from the editor to the section it is about
  // (a box in the top layer is placed against the page wherever it sits).
  heading.after(box);
  const previous = box.querySelector<HTMLElement>('.your-table-editor-body');
  if (previous) unmount(previous);
  const title = document.createElement('p');
  title.id = titleId;
  title.className = 'your-table-editor-title';
  title.textContent = `Your table: ${place.title}`;
  const body = document.createElement('div');
  body.className = 'your-table-editor-body';
  box.replaceChildren(title, body);
  mountSectionEditor(body, place, () => box.hidePopover());
  opener = button;
  box.showPopover();
  placeBelow(box, button, { width: 360 });
  box.querySelector<HTMLElement>('input, textarea, button')?.focus();
}

/** Fills the "Your table" dialog (bookmarks, tables, sharing) on its first opening. */
export function mountYourTableDialog(root: HTMLElement): void {
  startYourTable();
  void loadToolStyles().then(() => mountYourTable(root));
}
