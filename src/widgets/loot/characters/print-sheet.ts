/**
 * Print the active LOOT sheet: sheet.css hides everything but `.loot-sheet-print` while `<html>`
 * has the class below, so the class is set just before the print dialog and removed when
 * printing ends (`afterprint`, which every current browser fires).
 */
export const LOOT_PRINTING_CLASS = 'loot-printing';

export function printLootSheet(): void {
  const root = document.documentElement;
  const done = () => {
    root.classList.remove(LOOT_PRINTING_CLASS);
    window.removeEventListener('afterprint', done);
  };
  root.classList.add(LOOT_PRINTING_CLASS);
  window.addEventListener('afterprint', done);
  window.print();
}
