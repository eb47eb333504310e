/**
 * Adds a stylesheet to the page once, from the code that needs it: for what page scripts show on
 * first use and the server never renders (the roll log panel, the banners, the dice popover, the
 * term preview, the pin menu, the copy toast, the table filter). Importing that CSS the usual way
 * would make Astro link it on every page, and text pages stay light.
 */
const injected = new Set<string>();

export function injectStyle(id: string, css: string): void {
  if (typeof document === 'undefined' || injected.has(id)) return;
  injected.add(id);
  const style = document.createElement('style');
  style.dataset.widgetStyle = id;
  style.textContent = css;
  document.head.append(style);
}
