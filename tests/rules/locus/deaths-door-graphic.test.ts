import { describe, expect, it } from 'vitest';
import { addInjury, createCharacter, deathsDoorSegments } from '../../../src/rules/locus/character';
import {
  drawDeathsDoor,
  ringSegmentPath,
  SEGMENT_GAP,
  SUBSECTION_GAP,
  symbolArcs,
} from '../../../src/rules/locus/deaths-door-graphic';

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

describe('drawDeathsDoor', () => {
  const door = deathsDoorSegments(addInjury(createCharacter('Ada'), 'major', 'Broken arm'));
  const graphic = drawDeathsDoor(door.segments, door.filled);

  it('names the graphic by how full it is and lays three symbols side by side', () => {
    expect(graphic.label).toBe("Death's Door: 3 of 27 segments filled");
    expect(graphic.viewBox).toBe('0 0 330 110');
    expect(graphic.symbols.map(({ cx, cy }) => [cx, cy])).toEqual([
      [55, 55],
      [165, 55],
      [275, 55],
    ]);
  });

  it('fills segments in order, each with its severity’s look, and counts them per symbol', () => {
    const [first, second] = graphic.symbols;
    expect(first?.segments.map((segment) => segment.look).slice(0, 4)).toEqual([
      'locus-door-filled locus-door-major',
      'locus-door-filled locus-door-major',
      'locus-door-filled locus-door-major',
      'locus-door-empty',
    ]);
    expect(first?.count).toBe('3/9');
    expect(second?.count).toBe('0/9');
    expect(second?.segments[0]?.index).toBe(9);
  });
});
