import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scaffoldRuleset } from '../../scripts/content/scaffold';
import {
  GlossarySchema,
  PageSchema,
  RandomTableSchema,
  RulesetFieldsSchema,
  RulesetSchema,
} from '../../src/content/schemas';
import { parseFrontmatter } from '@astrojs/markdown-remark';

let content: string;

beforeEach(() => {
  content = join(mkdtempSync(join(tmpdir(), 'scaffold-')), 'content');
  mkdirSync(content);
});
afterEach(() => rmSync(join(content, '..'), { recursive: true, force: true }));

const read = (...parts: string[]) => readFileSync(join(content, ...parts), 'utf8');

describe('scaffoldRuleset', () => {
  it('writes a ruleset.json, a home page, an example table and an empty glossary that the schemas accept', () => {
    const result = scaffoldRuleset(content, 'my-game', 'My Game: Second Edition');
    expect(result).toEqual({
      ok: true,
      files: ['ruleset.json', 'index.mdx', 'tables/example-table.json', 'glossary.json'].map(
        (name) => join(content, 'my-game', name),
      ),
    });
    const ruleset = RulesetSchema.parse(JSON.parse(read('my-game', 'ruleset.json')));
    expect(ruleset).toMatchObject({
      title: 'My Game: Second Edition',
      shortTitle: 'My Game: Second Edition',
      origin: 'original',
      openLicence: false,
      dicePlus: 'sum',
      order: 1,
    });
    expect(
      PageSchema.parse(parseFrontmatter(read('my-game', 'index.mdx')).frontmatter),
    ).toMatchObject({ title: 'My Game: Second Edition', order: 1 });
    expect(read('my-game', 'index.mdx')).toContain('<RandomTable id="my-game/example-table" />');
    expect(
      RandomTableSchema.safeParse(JSON.parse(read('my-game', 'tables', 'example-table.json')))
        .success,
    ).toBe(true);
    expect(GlossarySchema.parse(JSON.parse(read('my-game', 'glossary.json'))).terms).toEqual([]);
  });

  it('explains every field of ruleset.json in a // comment, in the words of the schema', () => {
    scaffoldRuleset(content, 'my-game', 'My Game');
    const data = JSON.parse(read('my-game', 'ruleset.json')) as Record<string, unknown>;
    for (const [field, schema] of Object.entries(RulesetFieldsSchema.shape)) {
      expect(String(data[`// ${field}`]), field).toContain(schema.description!);
    }
  });

  it('puts a new ruleset after the ones there are', () => {
    mkdirSync(join(content, 'other'));
    writeFileSync(join(content, 'other', 'ruleset.json'), JSON.stringify({ order: 5 }));
    scaffoldRuleset(content, 'my-game', 'My Game');
    expect(JSON.parse(read('my-game', 'ruleset.json')).order).toBe(6);
  });

  it('refuses a slug that would not make a clean address, and writes nothing', () => {
    const result = scaffoldRuleset(content, 'My Game', 'My Game');
    expect(result).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^"My Game" cannot be a ruleset's slug: use lower case letters and digits, with hyphens between words/,
      ),
    });
    expect(existsSync(join(content, 'My Game'))).toBe(false);
  });

  it("refuses a slug that is the address of one of the site's own pages or files", () => {
    const root = join(content, '..');
    mkdirSync(join(root, 'src', 'pages'), { recursive: true });
    writeFileSync(join(root, 'src', 'pages', 'dice.astro'), '');
    mkdirSync(join(root, 'public', 'icons'), { recursive: true });
    for (const [slug, owner] of [
      ['dice', 'src/pages/dice.astro'],
      ['icons', 'public/icons'],
      ['pagefind', 'the search index the build writes'],
    ]) {
      expect(scaffoldRuleset(content, slug!, 'A game')).toEqual({
        ok: false,
        message: `"${slug}" cannot be a ruleset's slug: /${slug}/ is the site's own (${owner}), so the ruleset's pages would never be reached; pick another, such as "${slug}-game"`,
      });
      expect(existsSync(join(content, slug!))).toBe(false);
    }
    expect(scaffoldRuleset(content, 'dice-game', 'Dice game').ok).toBe(true);
  });

  it('refuses to overwrite a ruleset that exists, and an empty title', () => {
    scaffoldRuleset(content, 'my-game', 'My Game');
    expect(scaffoldRuleset(content, 'my-game', 'Again')).toEqual({
      ok: false,
      message: expect.stringContaining('already exists'),
    });
    expect(read('my-game', 'ruleset.json')).toContain('"title": "My Game"');
    expect(scaffoldRuleset(content, 'other-game', '  ')).toEqual({
      ok: false,
      message: expect.stringContaining('needs a title'),
    });
  });
});
