/**
 * Moves keyboard focus once Preact has drawn the change that called for it: the control that had
 * focus may be gone (a row removed) and the one to focus may not exist yet (a row added). Focus
 * goes to the first of `ids` once the page holds it, so a caller can name where to fall back to
 * (the next row, else the previous, else the "Add" button).
 *
 * A saved store's change can be drawn a frame or more after the click that made it, so the first
 * id is waited for over a few frames before a fallback takes the focus.
 */
const FRAMES_TO_WAIT = 10;

export function focusAfterRender(...ids: string[]): void {
  let frames = 0;
  const attempt = () => {
    frames += 1;
    const [first, ...fallbacks] = ids;
    const wanted = first === undefined ? null : document.getElementById(first);
    if (wanted) return wanted.focus();
    if (frames < FRAMES_TO_WAIT) return void requestAnimationFrame(attempt);
    for (const id of fallbacks) {
      const element = document.getElementById(id);
      if (element) return element.focus();
    }
  };
  requestAnimationFrame(attempt);
}
