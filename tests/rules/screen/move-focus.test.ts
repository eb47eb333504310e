import { describe, expect, it } from 'vitest';
import { moveButtonAfter } from '../../../src/rules/screen/move-focus';

describe('moveButtonAfter', () => {
  it('keeps the focus on the button pressed while the panel can go on', () => {
    expect(moveButtonAfter(0, 1, 4)).toBe('later');
    expect(moveButtonAfter(3, 2, 4)).toBe('earlier');
  });

  it('hands it to the other button when the panel reaches an end', () => {
    expect(moveButtonAfter(2, 3, 4)).toBe('earlier');
    expect(moveButtonAfter(1, 0, 4)).toBe('later');
  });

  it('follows a panel dragged several places', () => {
    expect(moveButtonAfter(0, 2, 4)).toBe('later');
    expect(moveButtonAfter(3, 0, 4)).toBe('later');
  });
});
