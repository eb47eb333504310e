/**
 * `client:visible-after-load`, the way every tool hydrates: once the page has loaded, and then
 * as soon as the tool is on screen. Astro's own `client:visible` starts a tool that is on screen
 * from the start while the page is still loading, so on a slow phone the load event waited for
 * that tool's code, and a tool page weighed up to twice as much by then depending on which came
 * first. Waiting for the load event keeps the page's own bytes first and makes that the same on
 * every visit; the tool's served form is there meanwhile, and what the reader types or presses
 * before its code arrives is handed over (src/widgets/kit/hydration.ts, tool-page-script.ts).
 *
 * Registered in astro.config.mjs; Astro inlines this into pages that use it.
 */
import type { ClientDirective } from 'astro';

const visibleAfterLoad: ClientDirective = (load, _options, island) => {
  const watch = () => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      // The tool's code is run in one task and the tool is drawn in the next, so a phone's main
      // thread is free in between (one long task of both would hold up a tap on the page).
      void load().then((hydrate) => setTimeout(hydrate));
    });
    for (const child of island.children) observer.observe(child);
  };
  if (document.readyState === 'complete') watch();
  else addEventListener('load', watch, { once: true });
};

export default visibleAfterLoad;
