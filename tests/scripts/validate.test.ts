import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatReport, validateContent, type Problem } from '../../scripts/content/validate';
import { scaffoldRuleset } from '../../scripts/content/scaffold';

/**
 * Each test starts from a ruleset made by the scaffold in a temporary content/ folder, makes one
 * mistake a writer could make, and reads what `npm run validate` would print about it.
 */
let root: string;
let content: string;

const file = (...parts: string[]) => join(content, 'harm', ...parts);
const edit = (path: string, change: (text: string) => string) =>
  writeFileSync(path, change(readFileSync(path, 'utf8')));
const editJson = (path: string, change: (data: Record<string, unknown>) => void) =>
  edit(path, (text) => {
    const data = JSON.parse(text) as Record<string, unknown>;
    change(data);
    return JSON.stringify(data, null, 2);
  });

function problems(only?: string[]): Problem[] {
  return [
    ...validateContent({ contentDir: content, srcDir: join(root, 'src'), ...(only && { only }) })
      .problems,
  ];
}
const lines = (only?: string[]) =>
  problems(only).map(
    (problem) =>
      `${problem.level === 'warning' ? 'warning: ' : ''}${problem.file}: ${problem.message}`,
  );

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'validate-'));
  content = join(root, 'content');
  mkdirSync(join(root, 'src'), { recursive: true });
  mkdirSync(content);
  const made = scaffoldRuleset(content, 'harm', 'Harm');
  if (!made.ok) throw new Error(made.message);
  writeFileSync(
    file('harm.mdx'),
    '---\ntitle: Harm\ndescription: Taking harm.\norder: 2\n---\n\nRoll 1d6 for harm.\n',
  );
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('validateContent', () => {
  it('finds nothing wrong with a ruleset fresh from the scaffold', () => {
    expect(lines()).toEqual([]);
  });

  it("names the page, the line, the check and the field of a declared check's bands that leave a gap", () => {
    edit(file('index.mdx'), (text) => text.replace("{ label: 'Failure', atMost: 5 },", ''));
    expect(lines()).toEqual([
      expect.stringMatching(
        /^content\/harm\/index\.mdx:\d+: <Check id="grit-check">, 'bands': the values 2 to 5 fall in no band with Grit 0: /,
      ),
    ]);
  });

  it("names the page and the field when a page's front matter has no order", () => {
    edit(file('harm.mdx'), (text) => text.replace('order: 2\n', ''));
    expect(lines()).toEqual([
      expect.stringMatching(
        /^content\/harm\/harm\.mdx: 'order' is missing: a number, 1 comes first/,
      ),
    ]);
  });

  it('says a front matter line cannot be read, with its line, rather than showing the parser', () => {
    edit(file('harm.mdx'), (text) => text.replace('title: Harm', 'title: Harm: the rules: again'));
    expect(lines()).toEqual([
      'content/harm/harm.mdx: front matter line 2 cannot be read: each line is "name: value", and a value holding a colon or starting with a quote mark goes in double quotes',
    ]);
  });

  it('refuses a front matter field that the site does not read', () => {
    edit(file('harm.mdx'), (text) => text.replace('order: 2', 'order: 2\nsubtitle: Ouch'));
    expect(lines()).toEqual([
      "content/harm/harm.mdx: 'subtitle' is not a front matter field (the fields are title, description, order and screen)",
    ]);
  });

  it('reports a ruleset without index.mdx, whose home card would link to a missing page', () => {
    rmSync(file('index.mdx'));
    writeFileSync(
      file('harm.mdx'),
      '---\ntitle: Harm\ndescription: Taking harm.\norder: 2\n---\n\n<RandomTable id="harm/example-table" />\n',
    );
    expect(lines()).toEqual([
      "content/harm/index.mdx: is missing: it is the ruleset's home page (/harm/), which the home page's card links to",
    ]);
  });

  it('names a misspelt ruleset.json field instead of leaving it out silently', () => {
    editJson(file('ruleset.json'), (data) => {
      data.licenseUrl = 'https://creativecommons.org/licenses/by/4.0/';
    });
    expect(lines()).toEqual([
      "content/harm/ruleset.json: 'licenseUrl' is not a field of ruleset.json (a comment's key starts with //)",
    ]);
  });

  it('explains a missing or wrong ruleset.json field with what the field is for', () => {
    editJson(file('ruleset.json'), (data) => {
      delete data.origin;
      data.order = 'two';
      data.source = 'cairnrpg.com';
    });
    expect(lines()).toEqual([
      'content/harm/ruleset.json: \'order\' is "two", which is not a number: a whole number: where the ruleset sits on the home page and in the switcher, 1 comes first',
      expect.stringMatching(
        /^content\/harm\/ruleset\.json: 'origin' is missing: "original" when the author publishes their own text here/,
      ),
      expect.stringMatching(
        /^content\/harm\/ruleset\.json: 'source' is "cairnrpg\.com", which is not a web address \(https:\/\/\.\.\.\)/,
      ),
    ]);
  });

  it('says where a ruleset.json stops being JSON', () => {
    edit(file('ruleset.json'), (text) => text.replace('"order": 1,', '"order": 1'));
    expect(lines()).toEqual([
      expect.stringMatching(
        /^content\/harm\/ruleset\.json: is not valid JSON near line \d+, column \d+: look for a missing comma or quote mark/,
      ),
    ]);
  });

  it('reports a folder of content/ without its ruleset.json', () => {
    rmSync(file('ruleset.json'));
    expect(lines()).toEqual([
      expect.stringMatching(
        /^content\/harm\/ruleset\.json: is missing: every folder of content\/ is a ruleset/,
      ),
    ]);
  });

  it('reports a <RandomTable id> with no table file, and a table file no page uses', () => {
    edit(file('index.mdx'), (text) => text.replace('harm/example-table', 'harm/example-tabel'));
    expect(lines()).toEqual([
      'content/harm/index.mdx: <RandomTable id="harm/example-tabel" /> has no table file: it reads content/harm/tables/example-tabel.json (the id is the ruleset\'s slug, a slash and the file\'s name)',
      'content/harm/tables/example-table.json: is not used: place it on a page with <RandomTable id="harm/example-table" />, or delete it',
    ]);
  });

  it('counts a table file as used when the code imports it', () => {
    edit(file('index.mdx'), (text) => text.replace('<RandomTable id="harm/example-table" />', ''));
    writeFileSync(
      join(root, 'src', 'generator.ts'),
      "import table from '../content/harm/tables/example-table.json';\n",
    );
    expect(lines()).toEqual([]);
  });

  it('names the row and field of a table row that is written wrongly', () => {
    editJson(file('tables', 'example-table.json'), (table) => {
      (table.rows as { cells: unknown }[])[0]!.cells = 'A quiet moment';
    });
    expect(lines()).toEqual([
      "content/harm/tables/example-table.json: row 1's 'cells' is \"A quiet moment\", which is not a list: the row's text, one per column",
    ]);
  });

  it('reports a table whose rows miss a result of its die', () => {
    editJson(file('tables', 'example-table.json'), (table) => {
      (table.rows as unknown[]).pop();
    });
    expect(lines()).toEqual([
      expect.stringMatching(/^content\/harm\/tables\/example-table\.json: 'rows': .*\b6\b/),
    ]);
  });

  it('warns when two pages share an order, and when two rulesets do', () => {
    edit(file('harm.mdx'), (text) => text.replace('order: 2', 'order: 1'));
    cpSync(join(content, 'harm'), join(content, 'wounds'), { recursive: true });
    edit(join(content, 'wounds', 'index.mdx'), (text) =>
      text.replaceAll('harm/example-table', 'wounds/example-table'),
    );
    expect(lines(['harm'])).toEqual([
      "warning: content/harm: harm.mdx, index.mdx all have 'order' 1: the sidebar then sorts them by title; give each page its own number",
      "warning: content: harm, wounds all have 'order' 1 in ruleset.json: the home page and the switcher then sort them by slug; give each ruleset its own number",
    ]);
  });

  it('reports a glossary term whose full rule names a page that does not exist', () => {
    const term = {
      id: 'harm',
      term: 'Harm',
      definition: 'Damage taken.',
      kind: 'summary',
      source: { page: 'hurt' },
    };
    writeFileSync(file('glossary.json'), JSON.stringify({ terms: [term] }));
    expect(lines()).toEqual([
      "content/harm/glossary.json: term 1's 'source' 'page' is \"hurt\", which is not a page of this ruleset (a page is named by its file without .mdx)",
    ]);
  });

  it('asks an adapted text for its source and fidelity files, in words rather than a stack trace', () => {
    editJson(file('ruleset.json'), (data) => {
      data.origin = 'adapted';
      data.source = 'https://example.org/harm/';
    });
    expect(lines()).toEqual([
      expect.stringMatching(
        /^content\/harm\/source\.txt: is missing: an adapted text keeps a copy of the text as published/,
      ),
      expect.stringMatching(
        /^content\/harm\/fidelity\.json: is missing: an adapted text keeps the lines it leaves out/,
      ),
    ]);
  });

  it('needs the web address of an adapted text', () => {
    editJson(file('ruleset.json'), (data) => {
      data.origin = 'adapted';
    });
    writeFileSync(file('source.txt'), 'Roll 1d6 for harm.\n');
    writeFileSync(file('fidelity.json'), '{ "omitted": [], "corrections": [] }');
    expect(lines()).toEqual([
      "content/harm/ruleset.json: 'source': an adapted text needs the web address it was published at",
    ]);
  });

  it('shows the first words that differ when an adapted page drops part of its source', () => {
    editJson(file('ruleset.json'), (data) => {
      data.origin = 'adapted';
      data.source = 'https://example.org/harm/';
    });
    writeFileSync(file('source.txt'), 'Roll 1d6 for harm and add your armour.\n');
    writeFileSync(file('fidelity.json'), '{ "omitted": [], "corrections": [] }');
    expect(lines()).toEqual([
      'content/harm/source.txt: line 1 is not in the pages ("Roll 1d6 for harm and add your armour."): the pages have "roll 1d6 for harm" but then not "and add your armour"',
    ]);
  });

  it('lists the rulesets there are when asked for one that does not exist', () => {
    expect(lines(['harn'])).toEqual([
      'content/harn: no such ruleset in content/: the rulesets are harm',
    ]);
  });

  it('checks only the rulesets asked for', () => {
    cpSync(join(content, 'harm'), join(content, 'wounds'), { recursive: true });
    editJson(join(content, 'wounds', 'ruleset.json'), (data) => {
      data.order = 2;
      data.title = '';
    });
    edit(join(content, 'wounds', 'index.mdx'), (text) =>
      text.replaceAll('harm/example-table', 'wounds/example-table'),
    );
    expect(lines(['harm'])).toEqual([]);
    expect(lines(['wounds'])).toEqual([
      expect.stringMatching(/^content\/wounds\/ruleset\.json: 'title' is empty: the full title/),
    ]);
  });
});

describe('formatReport', () => {
  it('prints one line a problem, warnings marked, then how many there are', () => {
    const report = {
      checked: ['harm'],
      problems: [
        { file: 'content/harm/index.mdx', level: 'error' as const, message: 'is missing' },
        { file: 'content/harm', level: 'warning' as const, message: 'two pages share an order' },
      ],
    };
    expect(formatReport(report)).toBe(
      'content/harm/index.mdx: is missing\nwarning: content/harm: two pages share an order\nharm: 1 problem, 1 warning',
    );
  });

  it('says so when there is nothing to fix', () => {
    expect(formatReport({ checked: ['a', 'b'], problems: [] })).toBe('2 rulesets: no problems');
  });
});
