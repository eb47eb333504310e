/**
 * `client:visible-after-load`, the way every tool hydrates. The whole lifecycle of a tool on a
 * page, from the served HTML to ready:
 *
 * 1. Served. The build renders each tool in its initial state, so the page holds its form and
 *    nothing jumps when its code arrives. On a page with tools, the layout's inline script
 *    (src/components/KeepToolRoom.astro) keeps the height a tool had on the reader's last visit
 *    for it until it is ready, as saved data can make a tool taller than it was served.
 * 2. Waiting (this directive, from the moment the island is parsed). The reader can type and
 *    choose in the served form; clicks on its buttons and submissions of its forms, which would
 *    do nothing yet (or send the form to the server and reload the page), are held.
 * 3. Loading, once the page has loaded and the tool is on screen. Astro's own `client:visible`
 *    would start a tool that is on screen from the start while the page is still loading, so on
 *    a slow phone the load event waited for that tool's code; waiting keeps the page's own bytes
 *    first, and the same on every visit.
 *    A tool that opens a share link in the address (it marks the parameter it reads with
 *    `data-share-param`, see the kit's IncomingShare.tsx) loads once the page has loaded, on
 *    screen or not: the link may have lost its "#tool" ending, and the tool then brings what
 *    was shared into view itself.
 * 4. Hydrating. The tool renders as it was built (the kit's `useSaved` gives the value a saved
 *    store had at build time), which is what Preact adopts; what this browser saved follows in
 *    the next render (src/widgets/kit/hydration.ts).
 * 5. Handing over. Preact keeps whatever the served form holds when it adopts it, so what the
 *    reader typed or chose while waiting is on screen but not yet in the tool's state: each
 *    changed control is given its value back and fires `input` and `change`, as if just typed.
 *    Then the held clicks and submissions are replayed in order, so a click acts on what was
 *    typed before it. One at a time, each in its own task: a tool that keeps several fields in
 *    one state object updates it from its latest render, so none overwrites another.
 * 6. Ready: the island gets `data-ready`, which lets go of the room kept for it; the tool's
 *    height is saved when the reader leaves the page (the kit's `useToolHeightSaved`).
 *
 * Registered in astro.config.mjs; Astro inlines this into pages that use it.
 */
import type { ClientDirective } from 'astro';

/** Buttons that do nothing (or submit their form to the server) until the tool's code runs. */
const BUTTON = 'button, input[type="submit"], input[type="button"]';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A task of its own, after Preact has rendered what the previous one changed. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** A way to put a control's present value back, and to fire its events, once the tool can hear them. */
function restoreOf(control: Control): () => void {
  if (
    control instanceof HTMLInputElement &&
    (control.type === 'checkbox' || control.type === 'radio')
  ) {
    const checked = control.checked;
    return () => (control.checked = checked);
  }
  // Files stay chosen through hydration, and cannot be put back by script.
  if (control instanceof HTMLInputElement && control.type === 'file') return () => undefined;
  const value = control.value;
  return () => (control.value = value);
}

/** The controls the reader changed from what was served, each with a way to put its value back. */
function changedControls(island: HTMLElement): { control: Control; restore: () => void }[] {
  const changed: { control: Control; restore: () => void }[] = [];
  for (const control of island.querySelectorAll<Control>('input, select, textarea')) {
    if (control instanceof HTMLSelectElement) {
      if ([...control.options].some((option) => option.selected !== option.defaultSelected))
        changed.push({ control, restore: restoreOf(control) });
    } else if (control instanceof HTMLInputElement && control.type === 'file') {
      if (control.files?.length) changed.push({ control, restore: restoreOf(control) });
    } else if (
      control instanceof HTMLInputElement &&
      (control.type === 'checkbox' || control.type === 'radio')
    ) {
      // A radio button unchecked by picking another in its group is handed over by that one.
      if (
        control.checked !== control.defaultChecked &&
        (control.checked || control.type === 'checkbox')
      )
        changed.push({ control, restore: restoreOf(control) });
    } else if (control.value !== control.defaultValue) {
      changed.push({ control, restore: restoreOf(control) });
    }
  }
  return changed;
}

function isControl(target: EventTarget | null): target is Control {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

const visibleAfterLoad: ClientDirective = (load, _options, island) => {
  const held: (HTMLElement | HTMLFormElement)[] = [];
  const holdClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest(BUTTON) : null;
    if (!(button instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
  };
  const holdSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event.target);
  };
  island.addEventListener('click', holdClick, true);
  island.addEventListener('submit', holdSubmit, true);

  const start = async () => {
    const hydrate = await load();
    // The tool's code runs in one task and the tool is drawn in the next, so a phone's main
    // thread is free in between (one long task of both would hold up a tap on the page).
    await nextTask();
    const changed = changedControls(island);
    // What is typed while the tool hydrates may land before its handlers are attached: it is
    // handed over too, with the value it has once hydrated (the latest, not the one seen above).
    const typedMeanwhile = new Set<Control>();
    const noteTyping = (event: Event) => {
      if (isControl(event.target)) typedMeanwhile.add(event.target);
    };
    island.addEventListener('input', noteTyping, true);
    island.addEventListener('change', noteTyping, true);
    await hydrate();
    island.removeEventListener('input', noteTyping, true);
    island.removeEventListener('change', noteTyping, true);
    for (const control of typedMeanwhile) {
      const entry = changed.find((each) => each.control === control);
      if (entry) entry.restore = restoreOf(control);
      else changed.push({ control, restore: restoreOf(control) });
    }
    // The render with the saved data has run by the next task. Clicks stay held until every
    // value is handed over, so a click never acts on what the tool had before.
    for (const { control, restore } of changed) {
      await nextTask();
      if (!control.isConnected) continue;
      restore();
      control.dispatchEvent(new Event('input', { bubbles: true }));
      control.dispatchEvent(new Event('change', { bubbles: true }));
    }
    island.removeEventListener('click', holdClick, true);
    island.removeEventListener('submit', holdSubmit, true);
    for (const element of held) {
      await nextTask();
      if (!element.isConnected) continue;
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else element.click();
    }
    island.setAttribute('data-ready', '');
  };

  const opensShare = () => {
    const params = new URLSearchParams(window.location.search);
    return [...island.querySelectorAll<HTMLElement>('[data-share-param]')].some((marker) =>
      params.has(marker.dataset.shareParam ?? ''),
    );
  };

  const watch = () => {
    if (opensShare()) {
      void start();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void start();
    });
    for (const child of island.children) observer.observe(child);
  };
  if (document.readyState === 'complete') watch();
  else addEventListener('load', watch, { once: true });
};

export default visibleAfterLoad;
