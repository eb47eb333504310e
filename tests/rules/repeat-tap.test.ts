import { describe, expect, it } from 'vitest';
import { isRepeatTap } from '../../src/rules/repeat-tap';

describe('isRepeatTap', () => {
  it('takes a key press and a single tap or click as presses', () => {
    expect(isRepeatTap(0)).toBe(false);
    expect(isRepeatTap(1)).toBe(false);
  });

  it('takes the second and later taps of a burst as repeats', () => {
    expect(isRepeatTap(2)).toBe(true);
    expect(isRepeatTap(3)).toBe(true);
  });
});
