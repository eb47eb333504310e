/**
 * Says, inside the tool where the reader made a change, that the browser did not save it: the
 * change is kept only in this tab, and how to keep it (the tool's export button, by its name).
 * The page's banner (src/scripts/storage-banner.ts) says once, at the top, that the browser is
 * not saving; a reader at a tool far down the page does not see it, and once dismissed it does
 * not come back. This notice is said at the tool for every refused write, and comes back after
 * Dismiss when a later change is refused too.
 *
 * Which tool made the change: the storage engine tells each refused write with its key
 * (`$refusedWrite`, src/stores/safe-storage.ts); writes follow the reader's action, so the tool is
 * the innermost tool section around the reader's last click, key, input or submit. Writes the
 * reader did not make in a tool (a roll from the rules text, the roll log's buttons) are left to
 * the banner. The notice keeps to the bottom of the screen while the tool is in view, so it is
 * seen wherever in a long tool the reader is.
 */
import type { RefObject } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { $refusedWrite, $storageProblem } from '../../stores/safe-storage';
import { unsavedChangeMessage } from '../../stores/storage-problem';
import { storeLabel } from '../../stores/validated-persistent';
import Button from './Button';

/** The tool section around the reader's last action, or null when it was outside every tool. */
let actingTool: Element | null = null;
let listening = false;

function followActions(): void {
  if (listening) return;
  listening = true;
  const note = (event: Event) => {
    const target = event.target;
    actingTool = target instanceof Element ? target.closest('section.tool') : null;
  };
  for (const type of ['pointerdown', 'click', 'keydown', 'input', 'change', 'submit'])
    document.addEventListener(type, note, { capture: true });
}

/** The tool's export button as it reads ("Export the party (JSON)"), when it has one. */
function exportButtonIn(section: HTMLElement): string | undefined {
  for (const button of section.querySelectorAll('button')) {
    const text = button.textContent?.trim() ?? '';
    if (/^Export\b/.test(text)) return text.replace(/\s+/g, ' ');
  }
  return undefined;
}

export default function UnsavedNotice({ section }: { section: RefObject<HTMLElement> }) {
  /** What the refused changes touched since the notice was last dismissed; null while hidden. */
  const [labels, setLabels] = useState<readonly string[] | null>(null);

  useEffect(() => {
    followActions();
    return $refusedWrite.listen((refused) => {
      const label = refused && storeLabel(refused.key);
      if (!label || !section.current || actingTool !== section.current) return;
      setLabels((shown) => (shown?.includes(label) ? shown : [...(shown ?? []), label]));
    });
  }, [section]);

  const problem = $storageProblem.get();
  if (labels === null || !problem || !section.current) return null;
  return (
    <p class="tool-notice tool-unsaved" role="alert">
      <span>{unsavedChangeMessage(problem, labels, exportButtonIn(section.current))}</span>
      <Button onClick={() => setLabels(null)}>Dismiss</Button>
    </p>
  );
}
