import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../../src/rules/dice/ast';
import {
  checkPassesHighFaces,
  checkTarget,
  countPassingFaces,
} from '../../../src/rules/dice/target';

const COMPARISONS: Comparison[] = ['>', '>=', '<', '<='];

describe('checkTarget', () => {
  it.each([
    ['>', [false, false, true]],
    ['>=', [false, true, true]],
    ['<', [true, false, false]],
    ['<=', [true, true, false]],
  ] as const)('compares 2, 3 and 4 with %s 3', (comparison, results) => {
    expect([2, 3, 4].map((value) => checkTarget({ comparison, value: 3 }, value))).toEqual(results);
  });
});

describe('checkPassesHighFaces', () => {
  it('says > and >= pass the high faces, < and <= the low ones', () => {
    expect(COMPARISONS.map((comparison) => checkPassesHighFaces({ comparison, value: 3 }))).toEqual(
      [true, true, false, false],
    );
  });
});

describe('countPassingFaces', () => {
  it('matches checking every face, for every comparison, target and reading of dice up to d8', () => {
    for (const comparison of COMPARISONS) {
      for (let sides = 1; sides <= 8; sides += 1) {
        for (const lowest of [0, 1]) {
          for (let value = -1; value <= sides + 2; value += 1) {
            const target = { comparison, value };
            const faces = Array.from({ length: sides }, (_, i) => lowest + i);
            const expected = faces.filter((face) => checkTarget(target, face)).length;
            expect(
              countPassingFaces(target, sides, lowest),
              `d${sides} from ${lowest} ${comparison} ${value}`,
            ).toBe(expected);
          }
        }
      }
    }
  });
});
