import { describe, expect, it } from 'vitest';
import type { ScreenRemoval } from '../../../src/rules/screen/layout';
import { removalPlace } from '../../../src/rules/screen/removal-place';

const panelAt = (index: number): ScreenRemoval => ({
  kind: 'panel',
  removed: { panel: { id: 'tool:roll-log', wide: false, collapsed: false }, index },
  title: 'Roll log',
});

describe('removalPlace', () => {
  it('puts the line of a removed panel where the panel stood', () => {
    expect(removalPlace(panelAt(1), 3)).toBe(1);
  });

  it('puts it after the last panel when the last one was removed', () => {
    expect(removalPlace(panelAt(3), 3)).toBe(3);
    expect(removalPlace(panelAt(9), 3)).toBe(3);
  });

  it('leaves it in the status line when no panel is left to stand among', () => {
    expect(removalPlace(panelAt(0), 0)).toBeNull();
  });

  it('leaves a deleted screen, and nothing at all, in the status line', () => {
    const screen: ScreenRemoval = {
      kind: 'screen',
      removed: { screen: { name: 'Dungeon night', panels: [] }, index: 0 },
    };
    expect(removalPlace(screen, 3)).toBeNull();
    expect(removalPlace(null, 3)).toBeNull();
  });
});
