/** Prints one element of the page (a member's card, the party): cairn.css hides the rest while <html> has the class. */
const PRINTING = 'cairn-printing';
const TARGET = 'cairn-print-target';

export function printCairnElement(element: HTMLElement | null): void {
  if (!element) return;
  const root = document.documentElement;
  const done = () => {
    root.classList.remove(PRINTING);
    element.classList.remove(TARGET);
    window.removeEventListener('afterprint', done);
  };
  root.classList.add(PRINTING);
  element.classList.add(TARGET);
  window.addEventListener('afterprint', done);
  window.print();
}
