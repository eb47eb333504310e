import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPONENTS_EVERY_PAGE_HAS, findMdxProblems } from '../../src/markdown/mdx-syntax';

describe('findMdxProblems', () => {
  it('finds nothing in a page that imports its tool and places the components every page has', () => {
    const page = `---\ntitle: A\n---\nimport { Luck as LuckRoll } from './luck';\n\n<LuckRoll />\n\n<Check id="c" />\n\n<RandomTable id="a/b" />\n\nText <span>with HTML</span>.\n`;
    expect(findMdxProblems(page)).toEqual([]);
  });

  it('knows the components the ruleset page and the book hand to every page', () => {
    for (const page of ['src/pages/[ruleset]/[...slug].astro', 'src/pages/[ruleset]/book.astro']) {
      const given = /<Content components=\{\{([^}]*)\}\}/.exec(readFileSync(page, 'utf8'))?.[1];
      expect(
        given
          ?.split(',')
          .map((name) => name.trim())
          .sort(),
        page,
      ).toEqual([...COMPONENTS_EVERY_PAGE_HAS].sort());
    }
  });
});
