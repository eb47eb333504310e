import { describe, expect, it } from 'vitest';
import {
  ringSegmentPath,
  SEGMENT_GAP,
  SUBSECTION_GAP,
  symbolArcs,
} from '../../../src/widgets/locus/characters/deaths-door-geometry';

describe('symbolArcs', () => {
  const arcs = symbolArcs();

  it('gives 9 equal segments that go once round the circle', () => {
    expect(arcs).toHaveLength(9);
    const sweeps = arcs.map((arc) => arc.end - arc.start);
    for (const sweep of sweeps) expect(sweep).toBeCloseTo(sweeps[0]!, 9);
    expect(arcs[0]!.start).toBeCloseTo(SUBSECTION_GAP / 2, 9);
    expect(arcs[8]!.end + SUBSECTION_GAP / 2).toBeCloseTo(360, 9);
  });

  it('groups them in 3 sub-sections of 3 with wider gaps between sub-sections', () => {
    const gaps = arcs.slice(1).map((arc, index) => arc.start - arcs[index]!.end);
    gaps.forEach((gap, index) =>
      expect(gap).toBeCloseTo((index + 1) % 3 === 0 ? SUBSECTION_GAP : SEGMENT_GAP, 9),
    );
  });
});

describe('ringSegmentPath', () => {
  it('draws a closed ring segment starting at the top for 0 degrees', () => {
    const path = ringSegmentPath(50, 50, 20, 40, { start: 0, end: 90 });
    expect(path).toBe('M 50 10 A 40 40 0 0 1 90 50 L 70 50 A 20 20 0 0 0 50 30 Z');
  });
});
