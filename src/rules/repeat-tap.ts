/**
 * How a press is told from the later taps of a quick burst (a double tap, a double click). A press
 * often moves what is under the finger: the slot just marked is no longer offered and the next
 * one's button takes its place, a result drawn above pushes the button down, a button turns off.
 * A second tap on the same spot then lands on something the reader never aimed at, so it is not a
 * press of its own. The browser counts the clicks of a burst on one spot (`detail`): 1 for a
 * single tap or click, 2 and up for the later ones, and 0 for a press made from the keyboard.
 */
export function isRepeatTap(clickCount: number): boolean {
  return clickCount > 1;
}
