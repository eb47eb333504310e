/**
 * Code that matters only once a reader reaches for something loads then: a pointer over or focus
 * on a matching element starts the download, and a click runs it (after the download, if that is
 * still on its way). One set of listeners on the document serves every such element of the page.
 * Returns the function that starts the download, for a caller that wants it sooner.
 */
export function onIntent<Module, Target extends HTMLElement = HTMLElement>(
  selector: string,
  load: () => Promise<Module>,
  run: (module: Module, target: Target) => void,
): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  const fetchCode = () => (loading ??= load());
  const match = (event: Event) => (event.target as Element | null)?.closest?.<Target>(selector);
  document.addEventListener('click', (event) => {
    const target = match(event);
    if (target) void fetchCode().then((module) => run(module, target));
  });
  const warm = (event: Event) => {
    if (match(event)) void fetchCode();
  };
  document.addEventListener('pointerover', warm, { passive: true });
  document.addEventListener('focusin', warm);
  return fetchCode;
}
