import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPONENTS_EVERY_PAGE_HAS, findMdxProblems } from '../../src/markdown/mdx-syntax';

describe('findMdxProblems', () => {
  it('finds nothing in a page that imports its tool and places the components every page has', () => {
    const page = `---\ntitle: A\n---\nimport { Luck as LuckRoll } from './luck';\n\n<LuckRoll />\n\n<Check id="c" />\n\n<RandomTable id="a/b" />\n\nText <span>with HTML</span>.\n`;
    expect(findMdxProblems(page)).toEqual([]);
  });

  it('names a table or check placed inside a line of text, which would land in a paragraph', () => {
    const page = `---\ntitle: A\n---\n\nSee the table: <RandomTable id="a/b" />\n\n<Check id="c" />\n`;
    expect(findMdxProblems(page)).toEqual([
      {
        line: 5,
        column: 16,
        message:
          '<RandomTable> stands in a line of text: put it on a line of its own, with an empty line before and after',
      },
    ]);
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
