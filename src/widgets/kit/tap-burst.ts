/**
 * A quick burst of taps (a double tap, a double click) begun on a kit Button belongs to that
 * button, which acts once. Its press often changes what is under the finger: a result drawn above
 * pushes the button down, the next slot's button takes its place, or the focus is sent on (the
 * LOOT attack roller's Resolve hands it to Roll attack). The later taps of the burst then land on
 * whatever is there now, a line of text or another control, which the Button's own guard never
 * hears; so the page holds the burst: those taps neither act there nor take the focus.
 *
 * The browser counts the taps of a burst on one spot (`detail`, read by isRepeatTap); a press
 * that starts a new burst lets go. One pair of listeners per document, added at the first press.
 * A tap landing on a button that is off is left to the browser, which sends no mouse events
 * there, only the focus away.
 */
import { isRepeatTap } from '../../rules/repeat-tap';

/** Whether the burst going on in a document began on a kit Button that acts once. */
interface Burst {
  held: boolean;
}

const bursts = new WeakMap<Document, Burst>();

/** The burst of `document`, its listeners added the first time it is asked for. */
function burstOf(document: Document): Burst {
  const known = bursts.get(document);
  if (known) return known;
  const burst: Burst = { held: false };
  // On the way down, before anything under the finger hears the tap.
  document.addEventListener(
    'mousedown',
    (event) => {
      if (!isRepeatTap(event.detail)) burst.held = false;
      // Cancelling the press keeps the focus where it is (and starts no text selection).
      else if (burst.held) event.preventDefault();
    },
    { capture: true },
  );
  document.addEventListener(
    'click',
    (event) => {
      if (!burst.held || !isRepeatTap(event.detail)) return;
      event.preventDefault();
      event.stopPropagation();
    },
    { capture: true },
  );
  bursts.set(document, burst);
  return burst;
}

/**
 * Called as a kit Button is pressed (`mousedown`): a first tap holds the burst it begins; a later
 * tap of a burst is kept from taking the focus, wherever the burst began.
 */
export function holdTapBurst(event: MouseEvent): void {
  if (isRepeatTap(event.detail)) {
    event.preventDefault();
    return;
  }
  const target = event.currentTarget;
  if (target instanceof Node && target.ownerDocument) burstOf(target.ownerDocument).held = true;
}
