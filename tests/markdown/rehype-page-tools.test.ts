import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { placesTools } from '../../src/markdown/rehype-page-tools';

describe('placesTools', () => {
  const dir = mkdtempSync(join(tmpdir(), 'page-tools-'));
  writeFileSync(join(dir, 'with-tool.mdx'), '<DieOfFate client:visible-after-load id="fate" />\n');
  writeFileSync(join(dir, 'text.mdx'), 'Roll 2d6 on the table.\n');

  it('finds a component placed with a client directive', () => {
    expect(placesTools('Text.\n\n<OutcomeCheck client:visible-after-load id="a" />\n', dir)).toBe(
      true,
    );
  });

  it('finds a tool placed by an imported MDX partial', () => {
    expect(placesTools("import Fate from './with-tool.mdx';\n\n<Fate />\n", dir)).toBe(true);
  });

  it('finds none on a page of text, components rendered only on the server, or text partials', () => {
    expect(
      placesTools(
        'import Text from \'./text.mdx\';\n\n<Text />\n\n<RandomTable id="t" />\n\nThe client: a word.\n',
        dir,
      ),
    ).toBe(false);
  });
});
