/**
 * One listener for every dice button and table roll button on the page. The rolling code loads
 * on the first press; hovering or focusing a button starts that download early, and so does the
 * page itself once it has loaded and the browser is idle. The page script loads the rolling code
 * without Vite's preload helper (src/lib/plain-dynamic-imports.ts), so its files arrive one import
 * after another: fetched on the first press over a slow network, that chain made the first roll
 * about half a second slower.
 */
import { onIntent } from './intent';

const ROLL_BUTTONS = 'button[data-roll], button[data-roll-table]';

function whenIdleAfterLoad(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(task, { timeout: 2000 })
      : setTimeout(task, 200);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

export function setupDiceButtons(): void {
  const fetchRuntime = onIntent<typeof import('./dice-runtime'), HTMLButtonElement>(
    ROLL_BUTTONS,
    () => import('./dice-runtime'),
    (runtime, button) =>
      button.dataset.roll !== undefined
        ? runtime.rollInlineDice(button)
        : runtime.rollTable(button),
  );
  if (document.querySelector(ROLL_BUTTONS)) whenIdleAfterLoad(() => void fetchRuntime());
}
