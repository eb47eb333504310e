/**
 * Opens the tool a search result leads to, ready to use. The result's address names the page the
 * tool lives on and the tool's element (`?tool=<id>#<element>`, src/lib/search/site-entries.ts):
 * the browser scrolls there by itself, even without scripts; this brings it back into view once
 * the tool has hydrated (tools hydrate once they are on screen, and a page can still move while it
 * loads), unfolds it if the reader had folded it, and puts the focus on its first control, once
 * there is one (a generator draws its buttons after its tables arrive). A tool held by a dialog
 * that every page has (the roll log) opens that dialog where the reader is.
 *
 * The page script loads this module for an address that asks for a tool (src/scripts/site.ts);
 * search calls `openTool` itself when the tool is on the page the reader is already on.
 */
/** How long to wait for a tool's code or its first control before leaving it as it is. */
const PATIENCE_MS = 10_000;

/** What a reader works a tool with; a link in its notes (to the text's source) is not one. */
const CONTROLS =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/** Resolves with `find()`'s answer once it has one (checked on every change to the page), or undefined after a while. */
function whenFound<T>(find: () => T | undefined): Promise<T | undefined> {
  const found = find();
  if (found !== undefined) return Promise.resolve(found);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const value = find();
      if (value !== undefined) done(value);
    });
    const timer = setTimeout(() => done(undefined), PATIENCE_MS);
    function done(value: T | undefined) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(value);
    }
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

/** An island keeps `ssr` until its code has run: the tool is ready once no island in or around it has it. */
function isReady(element: Element): boolean {
  return !element.closest('astro-island[ssr]') && !element.querySelector('astro-island[ssr]');
}

/**
 * The tool's first control, leaving out its frame's own buttons (fold, add to my screen), which sit
 * beside its heading.
 */
function firstControl(element: HTMLElement): HTMLElement | undefined {
  const head = document.getElementById(`${element.id}-title`)?.parentElement;
  const frame = head && head !== element && element.contains(head) ? head : undefined;
  return [...element.querySelectorAll<HTMLElement>(CONTROLS)].find(
    (control) => !frame?.contains(control) && control.getClientRects().length > 0,
  );
}

/** A dialog of every page opens through its opener: `data-<name>-dialog` has `data-<name>-open`. */
function openDialog(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  const name = [...dialog.attributes]
    .map((attribute) => /^data-(.+)-dialog$/.exec(attribute.name)?.[1])
    .find((match) => match !== undefined);
  if (name) document.querySelector<HTMLElement>(`[data-${name}-open]`)?.click();
}

/** Opens the tool whose element has this id: in view, unfolded, hydrated, its first control focused. */
export async function openTool(id: string): Promise<void> {
  const element = document.getElementById(id);
  if (!element) return;
  const dialog = element.closest('dialog');
  if (dialog) {
    openDialog(dialog);
    return;
  }
  element.scrollIntoView({ block: 'start' });
  await whenFound(() => (isReady(element) ? true : undefined));
  const fold = element.hasAttribute('data-collapsed')
    ? document.querySelector<HTMLElement>(
        `[aria-controls="${CSS.escape(id)}"][aria-expanded="false"]`,
      )
    : null;
  fold?.click();
  const control = await whenFound(() => firstControl(element));
  element.scrollIntoView({ block: 'start' });
  control?.focus({ preventScroll: true });
}

/**
 * For an address that asks for a tool (`param` is TOOL_PARAM, src/lib/search/tool-param.ts): opens
 * it, and takes the request out of the address, so a reload or a copied link is an ordinary visit
 * to the page. The page script passes the parameter's name rather than this module importing it: a
 * constant that two browser chunks import becomes a chunk of its own, a second request that every
 * page then waited for before its script could run.
 */
export async function openToolFromAddress(param: string): Promise<void> {
  const url = new URL(location.href);
  if (!url.searchParams.has(param)) return;
  url.searchParams.delete(param);
  history.replaceState(history.state, '', url);
  await openTool(decodeURIComponent(location.hash.slice(1)));
}
