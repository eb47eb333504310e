/**
 * Tools render on the server in their initial state and hydrate when they near the viewport
 * (DESIGN.md, "Islands on the page"). While Preact hydrates it adopts the server's elements as
 * they are and does not correct their attributes, values or checked states, so two things need
 * care, and both are handled here once for every tool:
 *
 * - Saved data. A tool's first render in the browser uses the values the page was built with
 *   (`useSaved`), so it matches the HTML it adopts; the saved values follow in the render right
 *   after, before the browser paints, as an ordinary update that Preact applies in full.
 * - What a reader typed or chose before the tool's code arrived. The server's field already
 *   holds it; the kit's fields read it on their first render (`useEarlyInput`) and hand it to
 *   the tool as if it had just been typed, so nothing is lost and the tool's state agrees with
 *   what is on screen.
 */
import type { ReadableAtom } from 'nanostores';
import { useStore } from '@nanostores/preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { builtValueOf } from '../../stores/built-value';
import { saveToolHeights } from '../../stores/tool-heights';

/** False in the first render (on the server, and while hydrating), true from the next one on. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => setMounted(true), []);
  return mounted;
}

/**
 * A store's value for rendering: as built in the first render, then as saved in this browser. An
 * island placed `client:only` has no server HTML to match, so it reads the saved value at once.
 */
export function useSaved<T>(
  store: ReadableAtom<T>,
  { clientOnly = false }: { readonly clientOnly?: boolean } = {},
): T {
  const saved = useStore(store);
  const mounted = useMounted();
  return mounted || clientOnly ? saved : builtValueOf(store);
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A server-rendered control of an island that is hydrating right now, or undefined. */
function hydratingControl(id: string): Control | undefined {
  // Only in a browser: the build renders without one (checked by name, as element classes may be missing there).
  if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
  const control = document.getElementById(id);
  if (!control || !['INPUT', 'SELECT', 'TEXTAREA'].includes(control.tagName)) return undefined;
  // An island keeps `ssr` until it has hydrated; a client-only island has no server markup to adopt.
  const island = control.closest('astro-island');
  return island?.hasAttribute('ssr') && island.getAttribute('client') !== 'only'
    ? (control as Control)
    : undefined;
}

/** The text a server-rendered field holds as its tool hydrates (typed before the code arrived). */
export function textBeforeHydration(id: string): string | undefined {
  return hydratingControl(id)?.value;
}

/** Whether a server-rendered checkbox or radio button is checked as its tool hydrates. */
export function checkedBeforeHydration(id: string): boolean | undefined {
  const control = hydratingControl(id);
  return control?.tagName === 'INPUT' ? (control as HTMLInputElement).checked : undefined;
}

/**
 * Early inputs are handed over one at a time, each after the tool has rendered the previous one:
 * a tool that keeps several fields in one state object updates it from its latest render, so a
 * second field's value never overwrites the first's.
 */
const handovers: (() => void)[] = [];
let handingOver = false;

function handOver(task: () => void): void {
  handovers.push(task);
  if (handingOver) return;
  handingOver = true;
  setTimeout(function next() {
    const task = handovers.shift();
    if (!task) {
      handingOver = false;
      return;
    }
    task();
    setTimeout(next, 0);
  }, 0);
}

/**
 * Hands a field's early input to its tool: `read` runs in the field's first render, before Preact
 * touches the element (a textarea's text would be replaced). When it differs from the field's
 * first render and from what the tool says the field holds by its turn, the tool's latest `keep`
 * receives it.
 */
export function useEarlyInput<T>(
  read: () => T | undefined,
  current: T,
  keep: (value: T) => void,
): void {
  // Compared with what the field rendered first, which is what the server rendered: only a change
  // the reader made counts (saved data arriving after hydration is not one).
  const [early] = useState(() => {
    const value = read();
    return value === current ? undefined : value;
  });
  const latest = useRef({ current, keep });
  latest.current = { current, keep };
  useLayoutEffect(() => {
    if (early === undefined) return;
    handOver(() => {
      if (early !== latest.current.current) latest.current.keep(early);
    });
  }, []);
}

/** What the page held for tools that had not hydrated yet (src/lib/tool-page-script.ts). */
function heldClicks(): Element[] {
  return (window as unknown as { rulesAtHandHeld?: Element[] }).rulesAtHandHeld ?? [];
}

/**
 * Marks a tool ready once it has rendered what this browser saved, which lets go of the room the
 * page kept for it (src/lib/tool-page-script.ts); its height is saved when the reader leaves.
 */
export function useReadyMark(section: { readonly current: HTMLElement | null }): void {
  useLayoutEffect(() => {
    // The saved data renders in the update this effect's mount sets off, before the next paint.
    section.current?.setAttribute('data-ready', '');
    watchToolHeights();
  }, []);
}

let watchingHeights = false;

function watchToolHeights(): void {
  if (watchingHeights) return;
  watchingHeights = true;
  addEventListener('pagehide', saveToolHeights);
}

/**
 * Replays, in order and one at a time, the clicks and submissions the page held for the island
 * around `section`, after the early input its fields hand over (a click acts on what was typed
 * before it). Called by every ToolSection once it has mounted.
 */
export function useReplayHeldClicks(section: { readonly current: Element | null }): void {
  useLayoutEffect(() => {
    const island = section.current?.closest('astro-island');
    if (!island || heldClicks().every((element) => !island.contains(element))) return;
    handOver(() => {
      const held = heldClicks();
      const mine = held.filter((element) => island.contains(element));
      for (const element of mine) {
        held.splice(held.indexOf(element), 1);
        handOver(() => {
          if (!element.isConnected) return;
          if (element instanceof HTMLFormElement) element.requestSubmit();
          else (element as HTMLElement).click();
        });
      }
    });
  }, []);
}

/** The file a server-rendered file field holds as its tool hydrates (chosen before the code arrived). */
export function useEarlyFile(id: string, choose: (input: HTMLInputElement) => void): void {
  const [early] = useState(() => {
    const control = hydratingControl(id);
    return control?.tagName === 'INPUT' && (control as HTMLInputElement).files?.length
      ? (control as HTMLInputElement)
      : undefined;
  });
  const latest = useRef(choose);
  latest.current = choose;
  useLayoutEffect(() => {
    if (early) handOver(() => latest.current(early));
  }, []);
}
