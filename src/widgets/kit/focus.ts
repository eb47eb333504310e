/**
 * Moves keyboard focus once Preact has drawn the change that called for it: the control that had
 * focus may be gone (a row removed) and the one to focus may not exist yet (a row added). Focus
 * goes to the first of `ids` the page then holds, so a caller can name where to fall back to (the
 * next row, else the previous, else the "Add" button).
 */
export function focusAfterRender(...ids: string[]): void {
  requestAnimationFrame(() => {
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) {
        element.focus();
        return;
      }
    }
  });
}
