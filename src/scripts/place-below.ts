/**
 * Where a floating box opened from something on the page goes (a dice result, the pin menu, a
 * term preview): just below it, or just above when it would run off the bottom of the window and
 * there is room above; never closer than 8 px to the window's sides. The box is positioned
 * against the page (it sits in `<body>`), so it scrolls with what opened it. Call it once the box
 * is shown, so its height is known.
 */
const GAP = 6;
const EDGE = 8;

export function placeBelow(
  box: HTMLElement,
  opener: Element,
  { width }: { readonly width?: number } = {},
): void {
  const windowWidth = document.documentElement.clientWidth;
  if (width !== undefined) box.style.width = `${Math.min(width, windowWidth - 2 * EDGE)}px`;
  const rect = opener.getBoundingClientRect();
  const left = Math.max(EDGE, Math.min(rect.left, windowWidth - box.offsetWidth - EDGE));
  const height = box.offsetHeight;
  const below = rect.bottom + GAP;
  const above = rect.top - GAP - height;
  const top = below + height > innerHeight && above >= 0 ? above : below;
  box.style.left = `${left + scrollX}px`;
  box.style.top = `${top + scrollY}px`;
}
