import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { placesChecks, placesTools } from '../../src/markdown/rehype-page-tools';

describe('placesTools', () => {
  const dir = mkdtempSync(join(tmpdir(), 'page-tools-'));
  writeFileSync(join(dir, 'with-tool.mdx'), '<DieOfFate client:visible-after-load id="fate" />\n');
  writeFileSync(join(dir, 'text.mdx'), 'Roll 2d6 on the table.\n');
  writeFileSync(join(dir, 'with-check.mdx'), '<Check id="save" dice="d20" bands={[]} />\n');

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

  it('tells a page with a declared check, its own or a partial’s, from one with other tools', () => {
    expect(placesChecks("import Save from './with-check.mdx';\n\n<Save />\n", dir)).toBe(true);
    expect(placesTools("import Save from './with-check.mdx';\n\n<Save />\n", dir)).toBe(true);
    expect(placesChecks("import Fate from './with-tool.mdx';\n\n<Fate />\n", dir)).toBe(false);
  });
});
