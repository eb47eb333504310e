/**
 * The Death's Door graphic, drawn from the rules' segments: each of the three symbols is a ring of
 * 9 segments in 3 sub-sections of 3, filled clockwise from the top in the order injuries were
 * taken. Segments are separated by a small gap and sub-sections by a larger one, so the 3 x 3
 * structure of the paper sheet can be read at a glance. `drawDeathsDoor` gives each segment's path
 * and look, so the sheet only draws them.
 */
import type { DeathsDoorSegment } from './character';
import { describeDeathsDoor } from './sheet-text';

/** Degrees between two segments of one sub-section. */
export const SEGMENT_GAP = 4;
/** Degrees between two sub-sections. */
export const SUBSECTION_GAP = 14;

export interface Arc {
  /** Degrees clockwise from 12 o'clock. */
  readonly start: number;
  readonly end: number;
}

/** The 9 arcs of one symbol, in filling order. */
export function symbolArcs(): Arc[] {
  const sweep = (360 - 3 * SUBSECTION_GAP - 6 * SEGMENT_GAP) / 9;
  const arcs: Arc[] = [];
  let angle = SUBSECTION_GAP / 2;
  for (let subsection = 0; subsection < 3; subsection += 1) {
    for (let position = 0; position < 3; position += 1) {
      arcs.push({ start: angle, end: angle + sweep });
      angle += sweep + (position < 2 ? SEGMENT_GAP : SUBSECTION_GAP);
    }
  }
  return arcs;
}

function point(cx: number, cy: number, radius: number, degrees: number): string {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${round(cx + radius * Math.cos(radians))} ${round(cy + radius * Math.sin(radians))}`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** An SVG path for a ring segment between two radii and two angles (clockwise from the top). */
export function ringSegmentPath(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  arc: Arc,
): string {
  const large = arc.end - arc.start > 180 ? 1 : 0;
  return [
    `M ${point(cx, cy, outer, arc.start)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(cx, cy, outer, arc.end)}`,
    `L ${point(cx, cy, inner, arc.end)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(cx, cy, inner, arc.start)}`,
    'Z',
  ].join(' ');
}

const SYMBOL_SPACING = 110;
const RADIUS_OUTER = 48;
const RADIUS_INNER = 27;
const ARCS = symbolArcs();

/** One symbol of the graphic: its centre, its segments' paths and looks, and "4/9" at its heart. */
export interface DoorSymbol {
  readonly cx: number;
  readonly cy: number;
  readonly segments: readonly {
    readonly index: number;
    readonly d: string;
    readonly look: string;
  }[];
  readonly count: string;
}

/** The whole graphic: its accessible name, its view box and its three symbols. */
export interface DeathsDoorGraphic {
  readonly label: string;
  readonly viewBox: string;
  readonly symbols: readonly DoorSymbol[];
}

/** The graphic of these segments, `filled` of them filled. */
export function drawDeathsDoor(
  segments: readonly DeathsDoorSegment[],
  filled: number,
): DeathsDoorGraphic {
  return {
    label: describeDeathsDoor(filled),
    viewBox: `0 0 ${SYMBOL_SPACING * 3} ${SYMBOL_SPACING}`,
    symbols: [0, 1, 2].map((symbol) => {
      const cx = SYMBOL_SPACING * symbol + SYMBOL_SPACING / 2;
      const cy = SYMBOL_SPACING / 2;
      const own = segments.filter((segment) => segment.symbol === symbol);
      return {
        cx,
        cy,
        segments: own.map((segment, at) => ({
          index: segment.index,
          d: ringSegmentPath(cx, cy, RADIUS_INNER, RADIUS_OUTER, ARCS[at] ?? { start: 0, end: 0 }),
          look:
            segment.injuryId === null
              ? 'locus-door-empty'
              : `locus-door-filled locus-door-${segment.severity ?? 'minor'}`,
        })),
        count: `${own.filter((segment) => segment.injuryId !== null).length}/9`,
      };
    }),
  };
}
