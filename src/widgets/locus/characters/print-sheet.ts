/**
 * Print one character's sheet: tracker.css hides everything but `.locus-sheet` while
 * `<html>` has the class below, so the class is set just before the print dialog and removed
 * when printing ends (`afterprint`, which every current browser fires).
 */
export const PRINTING_CLASS = 'locus-printing';

export function printSheet(): void {
  const root = document.documentElement;
  const done = () => {
    root.classList.remove(PRINTING_CLASS);
    window.removeEventListener('afterprint', done);
  };
  root.classList.add(PRINTING_CLASS);
  window.addEventListener('afterprint', done);
  window.print();
}
