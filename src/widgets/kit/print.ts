/**
 * "Print this": prints one part of a page (a character sheet, a Monster card, a party) and
 * nothing else. tools.css hides everything but the target while `<html>` has the printing
 * class; the classes are set just before the print dialog and removed when printing ends
 * (`afterprint`, which every current browser fires). Controls inside the target that make no
 * sense on paper carry `tool-no-print`.
 */
export const PRINTING_CLASS = 'tool-printing';
export const PRINT_TARGET_CLASS = 'tool-print-target';

export function printOnly(target: Element): void {
  const root = document.documentElement;
  const done = () => {
    root.classList.remove(PRINTING_CLASS);
    target.classList.remove(PRINT_TARGET_CLASS);
    removeEventListener('afterprint', done);
  };
  root.classList.add(PRINTING_CLASS);
  target.classList.add(PRINT_TARGET_CLASS);
  addEventListener('afterprint', done);
  print();
}
