/**
 * Packs the panels of a screen like a masonry wall: a grid whose rows are a few pixels tall, each
 * panel spanning as many rows as its height needs. The grid still places the panels in their order
 * (row by row, each at the first free place after the one before), so reading and keyboard order
 * follow the screen's order, a wide panel still spans two columns, and short panels fill the room
 * beside a tall one instead of waiting below it. Without this (no script yet, printing) the grid
 * lays panels out in plain rows.
 */
import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

/** Rows this many pixels tall: a panel's height is rounded up to it. */
const ROW = 4;

/** The rows a panel of `height` pixels spans, with `gap` pixels below it before the next. */
export function rowSpan(height: number, gap: number): number {
  return Math.max(1, Math.ceil((height + gap) / ROW));
}

/**
 * Keeps the panels of `grid` packed while they, or the grid's width, change size. `panels` names
 * the panels in order, so panels added, removed or moved are measured again.
 */
export function usePackedPanels(grid: RefObject<HTMLElement>, panels: string): void {
  useLayoutEffect(() => {
    const element = grid.current;
    if (!element) return;
    const children = () => [...element.children].filter((child) => child instanceof HTMLElement);
    const pack = () => {
      const gap = parseFloat(getComputedStyle(element).columnGap) || 0;
      for (const panel of children())
        panel.style.gridRowEnd = `span ${rowSpan(panel.getBoundingClientRect().height, gap)}`;
    };
    element.style.setProperty('--screen-row', `${ROW}px`);
    element.dataset.packed = '';
    const observer = new ResizeObserver(pack);
    for (const panel of children()) observer.observe(panel);
    pack();
    return () => {
      observer.disconnect();
      delete element.dataset.packed;
    };
  }, [grid, panels]);
}
