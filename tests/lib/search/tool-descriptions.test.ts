import { describe, expect, it } from 'vitest';
import { TOOL_DESCRIPTIONS } from '../../../src/lib/search/tool-descriptions.ts';
import { findTool, TOOLS } from '../../../src/widgets/screen/tools.ts';

describe('TOOL_DESCRIPTIONS', () => {
  it('says in a sentence what every declared tool does', () => {
    for (const tool of TOOLS) {
      const sentence = TOOL_DESCRIPTIONS[tool.id];
      expect(sentence, tool.id).toBeDefined();
      expect(sentence, tool.id).toMatch(/^[A-Z].*\.$/);
      // One sentence: no full stop before the last, other than inside a number or notation.
      expect(sentence!.slice(0, -1), tool.id).not.toMatch(/\.\s/);
    }
  });

  it('names no tool the declaration does not have', () => {
    for (const id of Object.keys(TOOL_DESCRIPTIONS)) expect(findTool(id), id).toBeDefined();
  });
});
