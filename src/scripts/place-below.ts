/**
 * Where a floating box opened from something on the page goes (a dice result, the pin menu, a
 * term preview): just below it, or just above when it would run off the bottom of the window and
 * there is room above; never closer than 8 px to the window's sides. The box is positioned
 * against the page (it sits in `<body>`), so it scrolls with what opened it. Call it once the box
 * is shown, so its height is known. While the box stays open it follows its opener: a tool above
 * that starts up or changes size moves the opener, and the box is placed again beside it, never
 * left over other controls.
 */
const GAP = 6;
const EDGE = 8;

interface Placing {
  readonly width?: number;
}

type Side = 'below' | 'above';

/** Places the box on `side` of the opener, or on the side that fits; says which side it took. */
function place(box: HTMLElement, opener: Element, { width }: Placing, side?: Side): Side {
  const windowWidth = document.documentElement.clientWidth;
  if (width !== undefined) box.style.width = `${Math.min(width, windowWidth - 2 * EDGE)}px`;
  const rect = opener.getBoundingClientRect();
  const left = Math.max(EDGE, Math.min(rect.left, windowWidth - box.offsetWidth - EDGE));
  const height = box.offsetHeight;
  const below = rect.bottom + GAP;
  const above = rect.top - GAP - height;
  const taken = side ?? (below + height > innerHeight && above >= 0 ? 'above' : 'below');
  box.style.left = `${left + scrollX}px`;
  box.style.top = `${(taken === 'above' ? above : below) + scrollY}px`;
  return taken;
}

/** The watch that keeps each open box beside its opener, ended when the box closes. */
const following = new WeakMap<HTMLElement, ResizeObserver>();

export function placeBelow(box: HTMLElement, opener: Element, placing: Placing = {}): void {
  const side = place(box, opener, placing);
  following.get(box)?.disconnect();
  // The page's height changes whenever something on it grows or shrinks, which is what can move
  // the opener. The box keeps the side it opened on, so it never jumps over its opener; a box no
  // longer open (or an opener gone from the page) is left where it is.
  const watch = new ResizeObserver(() => {
    if (box.matches(':popover-open') && opener.isConnected) place(box, opener, placing, side);
    else watch.disconnect();
  });
  watch.observe(document.body);
  following.set(box, watch);
}
