import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COMPONENTS_EVERY_PAGE_HAS,
  findMdxProblems,
  RANDOM_TABLE_PROPS,
  readMdxPage,
} from '../../src/markdown/mdx-syntax';

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

  it('says where a tag is left without its closing tag, not at line 1', () => {
    const page = `---\ntitle: A\n---\n\nText.\n\n<RandomTable id="a/b">\n\nMore text.\n`;
    expect(findMdxProblems(page)).toEqual([
      {
        line: 7,
        column: 1,
        message: expect.stringMatching(
          /^MDX cannot read the page here: Expected a closing tag for `<RandomTable>` \(a tag is not closed/,
        ),
      },
    ]);
  });
});

describe('readMdxPage', () => {
  const page = (body: string) => `---\ntitle: A\n---\n\n${body}\n`;

  it.each([
    ['<RandomTable />', '<RandomTable> has no id, so the page cannot be built: write'],
    ['<RandomTable id="" />', "<RandomTable>'s id is empty, so the page cannot be built: write"],
    ['<RandomTable id />', "<RandomTable>'s id is empty, so the page cannot be built: write"],
    [
      '<RandomTable id={tableId} />',
      "<RandomTable>'s id is computed by code, so it cannot be checked: write it in quotes, as",
    ],
  ])(
    'names %s at its line, which the build would stop at without naming the page',
    (tag, words) => {
      expect(readMdxPage(page(`Text.\n\n${tag}`))).toEqual({
        problems: [{ line: 7, column: 1, message: expect.stringContaining(words) as string }],
        tables: [],
      });
    },
  );

  it('reads an id written in braces as the same id written in quotes', () => {
    expect(readMdxPage(page('<RandomTable id={"a/b"} />\n\n<RandomTable id={`a/c`} />'))).toEqual({
      problems: [],
      tables: [
        { line: 5, column: 1, id: 'a/b' },
        { line: 7, column: 1, id: 'a/c' },
      ],
    });
  });

  it('names a prop the table does not read, with the one it looks like', () => {
    expect(readMdxPage(page('<RandomTable id="a/b" filtr="omens" />')).problems).toEqual([
      {
        line: 5,
        column: 1,
        message:
          '<RandomTable> has a prop it does not read: filtr (did you mean filter?); it reads id and filter',
      },
    ]);
  });

  it('refuses the same table placed twice on a page, at the second place', () => {
    expect(
      readMdxPage(page('<RandomTable id="a/b" />\n\nText.\n\n<RandomTable id={"a/b"} />')).problems,
    ).toEqual([
      {
        line: 9,
        column: 1,
        message:
          '<RandomTable id="a/b" /> is on this page already, on line 5: a table is placed once on a page (its Roll buttons and result would share one id)',
      },
    ]);
  });

  it('knows the props src/components/RandomTable.astro reads', () => {
    const props = /interface Props \{([\s\S]*?)\n\}/.exec(
      readFileSync('src/components/RandomTable.astro', 'utf8'),
    )?.[1];
    const names = [...(props ?? '').matchAll(/^\s*(\w+)\??:/gm)].map((match) => match[1]);
    expect(names.sort()).toEqual([...RANDOM_TABLE_PROPS].sort());
  });
});
