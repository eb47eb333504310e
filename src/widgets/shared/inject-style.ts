/**
 * Adds a widget's stylesheet to the page once, from the widget's own code. For what is mounted
 * by a page script on first use and never rendered on the server (the roll log panel): importing
 * its CSS the usual way would make Astro link it on every page, and text pages stay light.
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
