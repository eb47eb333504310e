/**
 * Moving a panel by dragging its grip, with a mouse, a pen or a finger alike: pointer events, with
 * the pointer captured by the grip so every move and the release reach it wherever the pointer goes.
 * The panel under the pointer is the drop place; it is read from the page at each move because the
 * panels may have moved since. Keyboard users have each panel's earlier and later buttons.
 */
import { useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';

/** Marks a panel with its place on the screen, for finding the panel under the pointer. */
export const PANEL_INDEX_ATTRIBUTE = 'data-panel-index';

interface Drag {
  readonly pointer: number;
  readonly from: number;
  readonly over: number | null;
}

function panelIndexAt(x: number, y: number): number | null {
  const panel = document.elementFromPoint(x, y)?.closest(`[${PANEL_INDEX_ATTRIBUTE}]`);
  const index = Number(panel?.getAttribute(PANEL_INDEX_ATTRIBUTE));
  return panel && Number.isInteger(index) ? index : null;
}

export interface PanelDrag {
  /** The panel being dragged and the one it would be dropped on, while a drag lasts. */
  readonly dragging: number | null;
  readonly over: number | null;
  /** The pointer handlers of panel `index`'s grip. */
  readonly grip: (index: number) => JSX.HTMLAttributes<HTMLElement>;
}

export function usePanelDrag(move: (from: number, to: number) => void): PanelDrag {
  const [drag, setDrag] = useState<Drag | null>(null);
  // The handlers of one gesture read the drag as it is now, not as it was rendered.
  const current = useRef<Drag | null>(null);
  const update = (next: Drag | null) => {
    current.current = next;
    setDrag(next);
  };
  const ours = (event: PointerEvent) => current.current?.pointer === event.pointerId;
  return {
    dragging: drag?.from ?? null,
    over: drag?.over ?? null,
    grip: (index) => ({
      onPointerDown(event) {
        if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        update({ pointer: event.pointerId, from: index, over: null });
      },
      onPointerMove(event) {
        const drag = current.current;
        if (!drag || !ours(event)) return;
        const over = panelIndexAt(event.clientX, event.clientY);
        if (over !== drag.over) update({ ...drag, over });
      },
      onPointerUp(event) {
        const drag = current.current;
        if (!drag || !ours(event)) return;
        update(null);
        const to = panelIndexAt(event.clientX, event.clientY) ?? drag.over;
        if (to !== null && to !== drag.from) move(drag.from, to);
      },
      onPointerCancel(event) {
        if (ours(event)) update(null);
      },
    }),
  };
}
