/**
 * One listener for every dice button and table roll button on the page. The rolling code loads
 * on the first press; hovering or focusing a button starts that download early.
 */
import { onIntent } from './intent';

export function setupDiceButtons(): void {
  onIntent<typeof import('./dice-runtime'), HTMLButtonElement>('button[data-roll], button[data-roll-table]', () => import('./dice-runtime'), (runtime, button) =>
    button.dataset.roll !== undefined ? runtime.rollInlineDice(button) : runtime.rollTable(button),
  );
}
