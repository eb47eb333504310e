/**
 * Reading and clearing a share link's query parameter. Clearing uses `history.replaceState`, so
 * a reload (or the back button) does not offer the shared thing again and no history entry is
 * added; the rest of the address (base path, other parameters, the anchor) stays as it was.
 */

/** The parameter's value in the current address, or null when it is absent (or on the server). */
export function readShareParam(param: string): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get(param);
}

let revealed = false;

/**
 * Brings the box showing what a share link opened (or why it could not) into view, once a page:
 * the link may have lost its "#tool" ending, and the tool may be screens down. It leaves the
 * page where it is when the reader is already busy with something (the focus is on a control)
 * or the box already starts on screen; the focus is never moved.
 */
export function revealOpenedShare(box: HTMLElement): void {
  if (revealed) return;
  revealed = true;
  const active = document.activeElement;
  if (active !== null && active !== document.body && active !== document.documentElement) return;
  // Its start is on screen (the link's anchor brought the tool there): leave the page as it is.
  const { top } = box.getBoundingClientRect();
  if (top >= 0 && top < window.innerHeight * 0.75) return;
  // The tool's own heading (its name, its buttons) comes along when it fits on screen with the
  // box's start; otherwise the box alone, to the top.
  const tool = box.closest('section');
  const near = tool !== null && top - tool.getBoundingClientRect().top < window.innerHeight * 0.5;
  (near ? tool : box).scrollIntoView({ block: 'start' });
}

/** Take the parameter out of the address bar without reloading. */
export function clearShareParam(param: string): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  if (!url.searchParams.has(param)) return;
  url.searchParams.delete(param);
  window.history.replaceState(window.history.state, '', url.href);
}

/**
 * The address that opens `encoded` on this page: origin and pathname (which carries the site's
 * base path), the one parameter, and an optional anchor to bring the tool into view.
 */
export function buildShareUrl(param: string, encoded: string, anchor?: string): string {
  const query = new URLSearchParams({ [param]: encoded }).toString();
  return `${window.location.origin}${window.location.pathname}?${query}${anchor ? `#${encodeURIComponent(anchor)}` : ''}`;
}
