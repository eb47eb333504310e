/**
 * One listener for every dice button and table roll button on the page. The rolling code loads
 * on the first press; hovering or focusing a button starts that download early.
 */
export function setupDiceButtons(): void {
  let loading: Promise<typeof import('./dice-runtime')> | undefined;
  const load = () => (loading ??= import('./dice-runtime'));
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-roll], button[data-roll-table]');
    if (!button) return;
    void load().then((runtime) => (button.dataset.roll !== undefined ? runtime.rollInlineDice(button) : runtime.rollTable(button)));
  });
  const warm = (event: Event) => {
    if ((event.target as Element | null)?.closest?.('button[data-roll], button[data-roll-table]')) void load();
  };
  document.addEventListener('pointerover', warm, { passive: true });
  document.addEventListener('focusin', warm);
}
