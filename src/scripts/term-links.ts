/**
 * Term links in the rules text (built by src/markdown/rehype-glossary-links.ts) go to the glossary.
 * The preview that shows a definition in place loads on the first sign of intent: a pointer over a
 * term, focus on one, or a touch. A tap must not leave the page, so the click that follows a touch
 * is held here, before the preview code has arrived, and opens the preview instead.
 */
const TERM = 'a[data-term]';
type Preview = typeof import('./term-preview');

export function setupTermLinks(): void {
  let loading: Promise<Preview> | undefined;
  const load = () => (loading ??= import('./term-preview'));
  let touched = false;
  const termOf = (event: Event) =>
    (event.target as Element | null)?.closest?.<HTMLAnchorElement>(TERM) ?? null;
  const intent = (event: Event) => {
    const link = termOf(event);
    if (link) void load().then((preview) => preview.startTermPreviews(link, event));
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    document.addEventListener(type, intent, { passive: true });
  document.addEventListener('pointerdown', (event) => (touched = event.pointerType === 'touch'), {
    capture: true,
    passive: true,
  });
  document.addEventListener('click', (event) => {
    const link = termOf(event);
    if (!link || !touched) return;
    event.preventDefault();
    void load().then((preview) => preview.openTermPreview(link));
  });
}
