import { describe, expect, it } from 'vitest';
import { pipStates } from '../../../src/widgets/kit/Pips';

describe('pipStates', () => {
  it('fills the first boxes and leaves the rest of the limit empty', () => {
    expect(pipStates(6, 2)).toEqual(['full', 'full', 'empty', 'empty', 'empty', 'empty']);
  });

  it('draws every box of the limit, empty or full, at 0 and at the limit', () => {
    expect(pipStates(3, 0)).toEqual(['empty', 'empty', 'empty']);
    expect(pipStates(3, 3)).toEqual(['full', 'full', 'full']);
  });

  it('draws what is filled past the limit as extra boxes, marked over', () => {
    expect(pipStates(7, 9)).toEqual([...Array<'full'>(7).fill('full'), 'over', 'over']);
  });
});
