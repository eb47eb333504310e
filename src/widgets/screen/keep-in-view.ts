/**
 * Brings the focus back into view once the page stops scrolling. A panel's Remove hands the focus
 * to the Undo in the status line above the panels (kit/UndoRemove.tsx), and focusing scrolls it
 * into view; but a smooth scroll already under way (a wheel, Page Down, a link followed) runs on
 * to its own end afterwards and leaves the Undo out of sight, the keyboard reader's focus on
 * something they cannot see. So the page's scroll position is watched until it holds still for a
 * few frames (not `scrollend`, which not every browser has), and then the focused control, if it
 * is still inside `place` and out of the window, is scrolled to, only as far as needed. A reader
 * who goes on scrolling for longer than a smooth scroll lasts is left where they chose to be.
 */

/** Frames the page must hold still for its scroll to count as over. */
const STILL_FRAMES = 6;
/** About two seconds: longer than any smooth scroll the browser runs by itself. */
const MOST_FRAMES = 120;

const outOfView = (element: Element): boolean => {
  const box = element.getBoundingClientRect();
  return box.top < 0 || box.bottom > window.innerHeight;
};

export function keepFocusInView(place: HTMLElement | null): void {
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
    const focused = document.activeElement;
    if (place && focused && place.contains(focused) && outOfView(focused))
      focused.scrollIntoView({ block: 'nearest' });
  };
  requestAnimationFrame(watch);
}
