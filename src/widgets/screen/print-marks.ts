/**
 * Printing "my screen" prints what the panels hold, not their controls: screen.css hides every
 * button and every field with nothing in it. Whether a field is empty is its live value, which
 * no selector can read, so each text field is marked just before printing (`beforeprint`, which
 * the browser fires for its own print command and for the page's Print button) and unmarked after.
 */
import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

export const EMPTY_MARK = 'data-print-empty';

/** Marks every text field under `root` that holds nothing but spaces. */
export function markEmptyFields(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type="checkbox"], [type="radio"], [type="file"]), textarea',
  ))
    field.toggleAttribute(EMPTY_MARK, field.value.trim() === '');
}

function unmarkFields(root: ParentNode): void {
  for (const field of root.querySelectorAll(`[${EMPTY_MARK}]`)) field.removeAttribute(EMPTY_MARK);
}

/** Marks the empty fields under `root` while the page is being printed. */
export function usePrintMarks(root: RefObject<HTMLElement>): void {
  useEffect(() => {
    const before = () => {
      if (root.current) markEmptyFields(root.current);
    };
    const after = () => {
      if (root.current) unmarkFields(root.current);
    };
    addEventListener('beforeprint', before);
    addEventListener('afterprint', after);
    return () => {
      removeEventListener('beforeprint', before);
      removeEventListener('afterprint', after);
    };
  }, [root]);
}
