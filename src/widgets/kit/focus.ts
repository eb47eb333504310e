import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';
import { CONTROLS, controlsIn, keepFocusedInView } from '../../lib/keep-focus';

/**
 * Brings a control that has the focus back into view, below the sticky header, once the page
 * stops scrolling (src/lib/keep-focus.ts, shared with the directive that hydrates every tool).
 */
export { keepFocusedInView } from '../../lib/keep-focus';

/**
 * Moves keyboard focus once Preact has drawn the change that called for it: the control that had
 * focus may be gone (a row removed) and the one to focus may not exist yet (a row added). Focus
 * goes to the first of `ids` once the page holds it, so a caller can name where to fall back to
 * (the next row, else the previous, else the "Add" button).
 *
 * A saved store's change can be drawn a frame or more after the click that made it, so the first
 * id is waited for over a few frames before a fallback takes the focus. The control focused is
 * kept in view (keepFocusedInView): a long result drawn above it can carry it out of the window.
 */
const FRAMES_TO_WAIT = 10;

export function focusAfterRender(...ids: string[]): void {
  focusOnceDrawn(ids, (element) => element);
}

/** focusAfterRender, with the focus handed from the element found to the one `target` picks. */
function focusOnceDrawn(ids: readonly string[], target: (found: HTMLElement) => HTMLElement): void {
  let frames = 0;
  const attempt = () => {
    frames += 1;
    const [first, ...fallbacks] = ids;
    const wanted = first === undefined ? null : document.getElementById(first);
    if (wanted) return focusInView(target(wanted));
    if (frames < FRAMES_TO_WAIT) return void requestAnimationFrame(attempt);
    for (const id of fallbacks) {
      const element = document.getElementById(id);
      if (element) return focusInView(target(element));
    }
  };
  requestAnimationFrame(attempt);
}

function focusInView(element: HTMLElement): void {
  element.focus();
  keepFocusedInView(element);
}

/**
 * In a roster tool whose entries each open with their name field (`<tool id>-<entry id>-name`),
 * an entry added or put back takes the focus there, the first thing on its card, once drawn. On a
 * touch screen its card takes it instead: a text field given the focus opens the keyboard over
 * the very card the reader wants to see, to type nothing.
 */
export function focusEntryName(toolId: string, entry: { readonly id: string }): void {
  const touch = window.matchMedia('(pointer: coarse)').matches;
  focusOnceDrawn([`${toolId}-${entry.id}-name`], (field) => (touch ? cardOf(field) : field));
}

/** The card a field stands on, made focusable by script; the field itself when it has none. */
function cardOf(field: HTMLElement): HTMLElement {
  const card = field.closest<HTMLElement>('.tool-card');
  if (!card) return field;
  if (!card.hasAttribute('tabindex')) card.tabIndex = -1;
  return card;
}

/** Frames to let a tool draw its change, and move the focus itself, before this steps in. */
const FRAMES_BEFORE_KEEPING = 3;

/**
 * Keeps the focus in a tool when the control just pressed goes away or turns off (Undo once
 * used, a re-roll spent, a counter at its limit, a Roll button off once its target is dead): the
 * browser would drop it to the page, and a keyboard reader's next Tab would start from the top.
 * A button turned off keeps the focus in its row of buttons when another there is on. Otherwise
 * the first control now after the pressed one takes it (after the nearest one before it still on
 * the page, when the pressed one is gone with its whole row), so the reader goes on from where
 * they were, at the row that took the removed one's place; failing that, the last one in the tool.
 * A tool that moves the focus itself, to what its press made (focusAfterRender), is left alone.
 */
export function useFocusKept(container: RefObject<HTMLElement>): void {
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const pressed = (event: Event) => {
      const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
      if (!(control instanceof HTMLElement) || !element.contains(control)) return;
      const before = controlsIn(element);
      const place = before.indexOf(control);
      if (place < 0) return;
      let frames = 0;
      const keep = () => {
        frames += 1;
        if (frames < FRAMES_BEFORE_KEEPING) return void requestAnimationFrame(keep);
        const active = document.activeElement;
        const lost =
          active === null ||
          active === document.body ||
          (active === control && (!control.isConnected || control.matches(':disabled')));
        if (!lost) return;
        // A button turned off where it stands (a count at its limit) hands the focus to its
        // neighbour in the same row of buttons, the one after it or else the one before: the
        // reader stays at the counter, not in the next part of the tool.
        const row = control.isConnected ? control.parentElement : null;
        const neighbours = row && row !== element ? controlsIn(row) : [];
        const neighbour =
          neighbours.find(
            (candidate) =>
              control.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING,
          ) ?? neighbours.at(-1);
        if (neighbour) return void focusInView(neighbour);
        const controls = controlsIn(element);
        const anchor = control.isConnected
          ? control
          : (before
              .slice(0, place)
              .reverse()
              .find((earlier) => earlier.isConnected) ?? null);
        const next = anchor
          ? controls.find(
              (candidate) =>
                anchor.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING,
            )
          : controls[0];
        const kept = next ?? controls.at(-1);
        if (kept) focusInView(kept);
      };
      requestAnimationFrame(keep);
    };
    // On the way down, before the control's own handler: a change it makes can be drawn, and the
    // control gone from the page, before the click would bubble back up here.
    element.addEventListener('click', pressed, { capture: true });
    return () => element.removeEventListener('click', pressed, { capture: true });
  }, [container]);
}
