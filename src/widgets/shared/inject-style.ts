/**
 * Adds a widget's stylesheet to the page once, from the island's own code. Islands rendered
 * only in the browser (`client:only`) cannot import CSS the usual way without Astro adding that
 * CSS to every page of the site; carrying it in the island keeps text pages light.
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
