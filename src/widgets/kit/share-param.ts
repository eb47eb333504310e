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
