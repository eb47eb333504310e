import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../src/widgets/screen/tools.ts';

describe('the declared tools', () => {
  it('each say in one sentence what a reader can do with them, for search to show', () => {
    for (const tool of TOOLS) {
      expect(tool.summary, tool.id).toMatch(/^[A-Z].*\.$/);
      // One sentence: no full stop before the last, other than inside a number or notation.
      expect(tool.summary.slice(0, -1), tool.id).not.toMatch(/\.\s/);
    }
  });
});
