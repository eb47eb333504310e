/**
 * Where the keyboard focus goes once a panel is moved by its arrow buttons: it follows the panel
 * to the button just pressed, so pressing again moves it on; at the end of the screen that button
 * is off, and the other one takes the focus.
 */
export function moveButtonAfter(from: number, to: number, count: number): 'earlier' | 'later' {
  if (to > from) return to === count - 1 ? 'earlier' : 'later';
  return to === 0 ? 'later' : 'earlier';
}
