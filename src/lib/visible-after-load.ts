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
 *    do nothing yet (or send the form to the server and reload the page), are held. The second
 *    click of a double tap on a kit Button is let go instead, as the hydrated Button would.
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
 *    the next render (src/widgets/kit/hydration.ts). That render can take away the control the
 *    reader is on (a form to start a sheet becomes the sheet's choice): the focus is kept in the
 *    tool, on the control with the same id, else where it was, never dropped to the page. The
 *    tool's live regions stay silent (`aria-live="off"`) through this and the next step: what
 *    the page was already saying is not news, even when drawn anew.
 * 5. Handing over. Preact keeps whatever the served form holds when it adopts it, so what the
 *    reader typed or chose while waiting is on screen but not yet in the tool's state: each
 *    changed control is given its value back and fires `input` and `change`, as if just typed.
 *    Then the island gets `data-live` and the tool's live regions turn polite (the kit's
 *    `useLive`), and the held clicks and submissions are replayed in order, so a click acts on
 *    what was typed before it and its result is read out. One at a time, each in its own task: a
 *    tool that keeps several fields in one state object updates it from its latest render, so
 *    none overwrites another.
 * 6. Ready: the island gets `data-ready`, which lets go of the room kept for it; the tool's
 *    height is saved when the reader leaves the page (the kit's `useToolHeightSaved`). A tool
 *    that grew or shrank moves what is below it: a control the reader has just focused, or was
 *    looking at, is brought back into view below the sticky header (src/lib/keep-focus.ts).
 *
 * Registered in astro.config.mjs; Astro inlines this into pages that use it.
 */
import type { ClientDirective } from 'astro';
import { controlsIn, isInView, keepFocusedInView, MOST_FRAMES } from './keep-focus';
import { isRepeatTap } from '../rules/repeat-tap';

/** Set on an island once its tool may announce, with LIVE_EVENT fired on it (the kit's `useLive`). */
export const LIVE_ATTRIBUTE = 'data-live';
export const LIVE_EVENT = 'rules-at-hand:live';
/** The directive's name, which Astro writes in the island's `client` attribute. */
export const DIRECTIVE = 'visible-after-load';

/** Buttons that do nothing (or submit their form to the server) until the tool's code runs. */
const BUTTON = 'button, input[type="submit"], input[type="button"]';

/**
 * A kit Button (drawn in one of its looks, src/widgets/kit/Button.tsx) acts once on a double tap,
 * unless it is a stepper that says it counts every tap; the later taps of a burst held here
 * would otherwise each act once the tool has hydrated.
 */
const ACTS_ONCE = ['text', 'primary', 'tool']
  .map((look) => `.${look}-button:not([data-counts-every-tap])`)
  .join(', ');

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A task of its own, after Preact has rendered what the previous one changed. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
/** A task after the next frame: the page has been laid out and drawn since. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** Where a control is on the page, whatever the scroll: it moves only when the layout moves it. */
const pageTop = (element: Element) => element.getBoundingClientRect().top + window.scrollY;

/** The control that last took the focus on the page, where it was then, and when. */
let lastFocus: { control: HTMLElement; top: number; at: number } | null = null;
let watchingFocus = false;
/** About the longest smooth scroll (MOST_FRAMES at 60 frames a second), in milliseconds. */
const RECENT = (MOST_FRAMES / 60) * 1000;

/** Notes every focus on the page from the first island on, once per page. */
function watchFocus(): void {
  if (watchingFocus) return;
  watchingFocus = true;
  const note = (target: EventTarget | null) => {
    if (target instanceof HTMLElement && target !== document.body)
      lastFocus = { control: target, top: pageTop(target), at: performance.now() };
  };
  note(document.activeElement);
  document.addEventListener('focusin', (event) => note(event.target), true);
}

/**
 * Whether the reader is still on the control that last took the focus and wants it in view: they
 * just moved to it with the keyboard (the browser may still be scrolling to it), or it was in view
 * when the tool began to hydrate (`inViewBefore`). A control tapped a while ago and scrolled away
 * from is left alone, so a tool that changes size never pulls the page back to it.
 */
function followsFocus(inViewBefore: HTMLElement | null): HTMLElement | null {
  if (!lastFocus || document.activeElement !== lastFocus.control) return null;
  const { control, at } = lastFocus;
  const justFocused = performance.now() - at < RECENT && control.matches(':focus-visible');
  return justFocused || inViewBefore === control ? control : null;
}

/**
 * Keeps the reader's focus in the island while its tool hydrates. The render with this browser's
 * saved data can replace the control the reader is on, and the browser would drop the focus to
 * the page (a keyboard reader's next Tab would start from the top). Each focus in the island is
 * noted with the controls before it, so when the focused control is taken away the focus goes,
 * without scrolling, to the control now holding its id, else to the first control after the
 * nearest one before it that is still there (where it was), else to the tool's first control,
 * else to the tool itself; then it is kept in view. Returns a function that stops it.
 */
function holdFocus(island: HTMLElement): () => void {
  let focused: { control: HTMLElement; before: HTMLElement[] } | null = null;
  const note = (target: EventTarget | null) => {
    if (!(target instanceof HTMLElement) || !island.contains(target)) return;
    const controls = controlsIn(island);
    const place = controls.indexOf(target);
    focused = { control: target, before: place < 0 ? [] : controls.slice(0, place).reverse() };
  };
  note(document.activeElement);
  const onFocus = (event: FocusEvent) => note(event.target);
  island.addEventListener('focusin', onFocus);
  const observer = new MutationObserver(() => {
    if (!focused || focused.control.isConnected) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const target = replacementFor(island, focused);
    if (!target) return;
    target.focus({ preventScroll: true });
    keepFocusedInView(target);
  });
  observer.observe(island, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    island.removeEventListener('focusin', onFocus);
  };
}

/** Where the focus goes in the island when the control that had it is gone (see holdFocus). */
function replacementFor(
  island: HTMLElement,
  { control, before }: { control: HTMLElement; before: HTMLElement[] },
): HTMLElement | null {
  const controls = controlsIn(island);
  const sameId = control.id ? controls.find((each) => each.id === control.id) : undefined;
  if (sameId) return sameId;
  const anchor = before.find((each) => each.isConnected && island.contains(each));
  const next = anchor
    ? controls.find(
        (each) => anchor.compareDocumentPosition(each) & Node.DOCUMENT_POSITION_FOLLOWING,
      )
    : undefined;
  const reachable = next ?? controls[0];
  if (reachable) return reachable;
  const tool = island.querySelector<HTMLElement>('section');
  if (tool && !tool.hasAttribute('tabindex')) tool.tabIndex = -1;
  return tool;
}

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
  watchFocus();
  const held: (HTMLElement | HTMLFormElement)[] = [];
  const holdClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(BUTTON) : null;
    if (!(button instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (isRepeatTap(event.detail) && button.matches(ACTS_ONCE)) return;
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
    const focusedBefore = lastFocus?.control;
    const inViewBefore = focusedBefore && isInView(focusedBefore) ? focusedBefore : null;
    const letFocusGo = holdFocus(island);
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
    island.setAttribute(LIVE_ATTRIBUTE, '');
    island.dispatchEvent(new Event(LIVE_EVENT));
    // The live regions are polite on the page before a held click changes what they say.
    if (held.length > 0) await nextFrame();
    for (const element of held) {
      await nextTask();
      if (!element.isConnected) continue;
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else element.click();
    }
    island.setAttribute('data-ready', '');
    // The room kept for the tool is let go: the tool and what follows it are laid out anew, and
    // any effect still to run after the first renders has run.
    await nextFrame();
    letFocusGo();
    const following = followsFocus(inViewBefore);
    if (following && lastFocus && Math.abs(pageTop(following) - lastFocus.top) > 1) {
      lastFocus.top = pageTop(following);
      keepFocusedInView(following);
    }
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
