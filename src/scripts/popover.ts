import popoverCss from '../styles/popover.css?inline';
import { injectStyle } from '../lib/inject-style';

/**
 * A floating box the page makes the first time it is wanted (a dice result, your table's editor,
 * the pin menu), put at the end of `<body>` (a box may move it after the control it belongs to,
 * as your table's editor does, so the keyboard goes on from it into what follows), floating in
 * the top layer wherever it sits: the browser closes it on Escape or a click outside
 * (`popover="auto"`), and search leaves it out. A dialog's focus goes back, when it closes with
 * focus inside, to the control that `opener()` names, as a dialog's should. Every such box looks
 * the same (styles/popover.css); `className` names what is its own.
 */
export function createPopover({
  className,
  role,
  label,
  opener,
}: {
  className: string;
  role: 'group' | 'dialog';
  label?: string;
  opener?: () => HTMLElement | undefined;
}): HTMLElement {
  const box = document.createElement('div');
  injectStyle('popover', popoverCss);
  box.className = `popover-box ${className}`;
  box.setAttribute('popover', 'auto');
  box.setAttribute('role', role);
  if (label) box.setAttribute('aria-label', label);
  box.dataset.pagefindIgnore = '';
  if (opener) {
    box.addEventListener('toggle', (event) => {
      if ((event as ToggleEvent).newState === 'closed' && box.contains(document.activeElement))
        opener()?.focus();
    });
  }
  document.body.append(box);
  return box;
}
