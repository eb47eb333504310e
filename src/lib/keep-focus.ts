/**
 * Keeping the keyboard focus where a reader can see it and use it, for the page's script and the
 * tool kit alike: the directive that hydrates every tool (src/lib/visible-after-load.ts) and the
 * kit's focus helpers (src/widgets/kit/focus.ts) share these. Plain DOM, no Preact, since the
 * directive is inlined into every page with tools.
 */

/** What a keyboard reader can be on in a tool; a disabled control cannot hold the focus. */
export const CONTROLS =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), summary';

/** The controls a reader can reach in `container`, in page order (hidden ones left out). */
export function controlsIn(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(CONTROLS)].filter(
    (control) => control.getClientRects().length > 0,
  );
}

/**
 * Whether the whole of `element` is in the window and below the sticky header: the page's
 * `scroll-padding-top` is the room the header takes, so what lies above it is hidden under the
 * header though it is inside the window.
 */
export function isInView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const covered = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return box.top >= covered && box.bottom <= window.innerHeight;
}

/** Frames the page must hold still for a scroll to count as over. */
const STILL_FRAMES = 6;
/** About two seconds: longer than any smooth scroll the browser runs by itself. */
export const MOST_FRAMES = 120;

/**
 * Brings a control that has the focus back into view once the page stops scrolling. Focusing
 * scrolls to it, but a smooth scroll already under way (a wheel, Page Down, a link followed) runs
 * on to its own end afterwards, and a tool above it that grows or shrinks as it hydrates moves
 * it, so the focus can be left on something the reader cannot see or that sits under the sticky
 * header. So the scroll position is watched until it holds still for a few frames (not
 * `scrollend`, which not every browser has); then, if the control still has the focus and is out
 * of view, it is scrolled to, only as far as needed (the page's scroll padding keeps it clear of
 * the header). A reader who goes on scrolling for longer than a smooth scroll lasts is left where
 * they chose to be.
 */
export function keepFocusedInView(control: HTMLElement): void {
  let last = '';
  let still = 0;
  let frames = 0;
  const watch = () => {
    frames += 1;
    const now = `${window.scrollX} ${window.scrollY}`;
    still = now === last ? still + 1 : 0;
    last = now;
    if (still < STILL_FRAMES) {
      if (frames < MOST_FRAMES) requestAnimationFrame(watch);
      return;
    }
    if (document.activeElement === control && !isInView(control))
      control.scrollIntoView({ block: 'nearest' });
  };
  requestAnimationFrame(watch);
}
