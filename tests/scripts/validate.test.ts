import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  formatReport,
  rulesetOfArgument,
  validateContent,
  type Problem,
} from '../../scripts/content/validate';
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

/** What a writer does first with a fresh scaffold: replace each of its placeholders. */
function fillInPlaceholders(slug: string): void {
  const dir = join(content, slug);
  editJson(join(dir, 'ruleset.json'), (data) => {
    data.author = 'Sam Example';
    data.pitch = 'A short game of harm.';
    data.contents = 'The rules for taking harm.';
  });
  edit(join(dir, 'index.mdx'), (text) =>
    text.replace(/This is the home page[\s\S]*?sidebar\.\n/, 'You are hurt.\n'),
  );
  editJson(join(dir, 'tables', 'example-table.json'), (table) => {
    table.title = 'Harm';
  });
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'validate-'));
  content = join(root, 'content');
  mkdirSync(join(root, 'src'), { recursive: true });
  mkdirSync(content);
  const made = scaffoldRuleset(content, 'harm', 'Harm');
  if (!made.ok) throw new Error(made.message);
  fillInPlaceholders('harm');
  writeFileSync(
    file('harm.mdx'),
    '---\ntitle: Harm\ndescription: Taking harm.\norder: 2\n---\n\n## Wounds\n\nRoll 1d6 for harm.\n',
  );
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('validateContent', () => {
  it('finds nothing wrong once the placeholders of the scaffold are replaced', () => {
    expect(lines()).toEqual([]);
  });

  it('names every placeholder a fresh scaffold leaves, so "Your name" is never published', () => {
    const made = scaffoldRuleset(content, 'fresh', 'Fresh');
    if (!made.ok) throw new Error(made.message);
    expect(lines(['fresh'])).toEqual([
      expect.stringMatching(
        /^content\/fresh\/ruleset\.json: 'author' is still "Your name", as npm run new-ruleset wrote it: who wrote/,
      ),
      expect.stringMatching(/^content\/fresh\/ruleset\.json: 'pitch' still holds the example/),
      expect.stringMatching(/^content\/fresh\/ruleset\.json: 'contents' still holds the example/),
      expect.stringMatching(
        /^content\/fresh\/index\.mdx: line 7: the example home page npm run new-ruleset wrote is still here/,
      ),
      expect.stringMatching(
        /^content\/fresh\/tables\/example-table\.json: 'title' is still "Example table"/,
      ),
    ]);
  });

  it.each([
    ['1d', '`1d`: the number of sides is missing after d (as in 2d6)'],
    ['1D4', '`1D4`: did you mean `1d4`? Only a lower-case d rolls'],
    ['d0', '`d0`: a die needs at least one side'],
    ['101d6', '`101d6`: 101 dice is more than the limit of 100'],
    ['3d6kh4', '`3d6kh4`: cannot keep 4 of 3 dice'],
    ['1d-4', '`1d-4`: the number of sides is missing after d (as in 2d6); did you mean `1d4`?'],
    [
      '2 d6',
      '`2 d6`: did you mean `2d6`? With a space before the d, only `d6` rolls and the 2 is left as text',
    ],
    [
      '2d6+',
      '`2d6+`: a dangling `+` with nothing after it: write what is added (`2d6+1`), or remove the `+`',
    ],
    [
      '2d66',
      '`2d66`: d66 is one roll read digit by digit (each digit a d6), so no number of dice comes before it: write d66',
    ],
    [
      'd66+1',
      '`d66+1`: d66 is read digit by digit to pick a table row, so it stands alone: nothing can be added to it or taken from it',
    ],
  ])('names the page and line of dice text %j that would not roll as written', (typo, message) => {
    edit(file('harm.mdx'), (text) => text.replace('Roll 1d6 for harm.', `Roll ${typo}.`));
    expect(lines()).toEqual([
      `content/harm/harm.mdx: line 9: ${message} (text meant as written goes in backticks)`,
    ]);
  });

  it('leaves dice-like text in backticks, code blocks, tags and link addresses alone', () => {
    edit(file('harm.mdx'), (text) =>
      text.replace(
        'Roll 1d6 for harm.',
        'The `1D4` misprint stays.\n\n```\n2 d6\n```\n\n[Harm](../#3d6kh4) <span id="d0">x</span>',
      ),
    );
    expect(lines()).toEqual([]);
  });

  it("names a table's row and cell whose dice would not roll", () => {
    editJson(file('tables', 'example-table.json'), (table) => {
      (table.rows as { cells: string[] }[])[2]!.cells = ['Trouble: roll 1D4 to see how many.'];
    });
    expect(lines()).toEqual([
      "content/harm/tables/example-table.json: row 3's cell 1: `1D4`: did you mean `1d4`? Only a lower-case d rolls",
    ]);
  });

  it('accepts a d66 table with rows 11-16 to 61-66, and names the d66 result no row picks', () => {
    const d66Rows = [11, 21, 31, 41, 51, 61].map((tens) => ({
      roll: [tens, tens + 5],
      cells: [`Result ${tens}`],
    }));
    editJson(file('tables', 'example-table.json'), (table) => {
      table.die = 'd66';
      table.rows = d66Rows;
    });
    expect(lines()).toEqual([]);
    editJson(file('tables', 'example-table.json'), (table) => {
      table.rows = [{ roll: [11, 17], cells: ['Low'] }, ...d66Rows.slice(2)];
    });
    expect(lines()).toEqual([
      "content/harm/tables/example-table.json: 'rows': roll 17 is not a result of d66: each of its 2 digits is a d6, 1 to 6 (d66 rolls 11-16, 21-26 ... 61-66)",
      "content/harm/tables/example-table.json: 'rows': rolls 21-26 pick no row",
    ]);
  });

  it('names a glossary quotation that is not word for word in the pages, case included, by its id and line', () => {
    const terms = [
      {
        id: 'wounds',
        term: 'Wounds',
        definition: 'roll 1d6 for harm.',
        kind: 'quote',
        source: { page: 'harm' },
      },
    ];
    writeFileSync(file('glossary.json'), JSON.stringify({ terms }, null, 2));
    expect(lines()).toEqual([
      'content/harm/glossary.json: line 4, term "wounds": \'definition\' is marked "kind": "quote" but is not word for word in the pages (case included): the text has "roll" but then not "1d6 for harm." (it differs only in capital letters, which a quotation keeps); quote the text exactly, or mark it "summary"',
    ]);
    terms[0]!.definition = 'Roll 1d6 for harm.';
    writeFileSync(file('glossary.json'), JSON.stringify({ terms }, null, 2));
    expect(lines()).toEqual([]);
  });

  it('finds a quotation in the words a page shows: across a link, with &lt; read, after a bare <', () => {
    edit(
      file('harm.mdx'),
      (text) =>
        `${text}\nA miner with < 3 Oil is lost. See [Harm](../) for what the dark does.\n\nA roll &lt; 4 hurts.\n`,
    );
    const terms = [
      { id: 'lost', term: 'Lost', definition: 'A miner with < 3 Oil is lost.' },
      { id: 'dark', term: 'Dark', definition: 'See Harm for what the dark does.' },
      { id: 'hurt', term: 'Hurt', definition: 'A roll < 4 hurts.' },
    ].map((term) => ({ ...term, kind: 'quote', source: { page: 'harm' } }));
    writeFileSync(file('glossary.json'), JSON.stringify({ terms }, null, 2));
    expect(lines()).toEqual([]);
  });

  it('says which values a field may hold, and which field a misspelt one was meant to be', () => {
    const terms = [
      { id: 'cuts', term: 'Cuts', definition: 'Harm.', kind: 'quoted', source: { page: 'harm' } },
    ];
    writeFileSync(file('glossary.json'), JSON.stringify({ terms }, null, 2));
    editJson(file('tables', 'example-table.json'), (table) => {
      (table.rows as Record<string, unknown>[])[0]!.rol = 1;
    });
    expect(lines()).toEqual([
      'content/harm/tables/example-table.json: row 1 has a field the site does not read: "rol" (did you mean "roll"?); the fields are "roll", "label", "cells"',
      'content/harm/glossary.json: line 4, term "cuts": \'kind\' is "quoted"; it is one of "quote", "summary"',
    ]);
  });

  it("says a glossary source's page is its file name without .mdx", () => {
    const terms = [
      {
        id: 'cuts',
        term: 'Cuts',
        definition: 'Harm.',
        kind: 'summary',
        source: { page: 'harm.mdx' },
      },
    ];
    writeFileSync(file('glossary.json'), JSON.stringify({ terms }, null, 2));
    expect(lines()).toEqual([
      'content/harm/glossary.json: line 4, term "cuts": \'source\'s \'page\' is "harm.mdx": the page holding the full rule: its file name without .mdx, such as "combat" for combat.mdx',
    ]);
  });

  it("names a glossary section that is no heading of its page, by the term's id and line", () => {
    const term = {
      id: 'wounds',
      term: 'Wounds',
      definition: 'What harm leaves.',
      kind: 'summary',
      source: { page: 'harm', section: 'wound' },
    };
    writeFileSync(file('glossary.json'), JSON.stringify({ terms: [term] }, null, 2));
    expect(lines()).toEqual([
      'content/harm/glossary.json: line 4, term "wounds": \'source\' \'section\' is "wound", which names no heading on harm.mdx (a section is a heading\'s address: "## Rolling for danger" is "rolling-for-danger"; the page has wounds)',
    ]);
  });

  it('names a glossary term the schema refuses by its id and line, not its place in the list', () => {
    const term = (id: string) => ({
      id,
      term: id,
      definition: 'Harm.',
      kind: 'summary',
      source: { page: 'harm' },
    });
    writeFileSync(
      file('glossary.json'),
      JSON.stringify({ terms: [term('cuts'), { ...term('bruises'), kind: 'quoted' }] }, null, 2),
    );
    expect(lines()).toEqual([
      expect.stringMatching(
        /^content\/harm\/glossary\.json: line 13, term "bruises": 'kind' is "quoted"/,
      ),
    ]);
  });

  it("names the page, the line, the check and the field of a declared check's bands that leave a gap", () => {
    edit(file('index.mdx'), (text) => text.replace("{ label: 'Failure', atMost: 5 },", ''));
    expect(lines()).toEqual([
      expect.stringMatching(
        /^content\/harm\/index\.mdx: line \d+: <Check id="grit-check">, 'bands': the values 2 to 5 fall in no band with Grit 0: /,
      ),
    ]);
  });

  it("names a ruleset folder whose address is one of the site's own pages", () => {
    mkdirSync(join(root, 'src', 'pages'));
    writeFileSync(join(root, 'src', 'pages', 'search.astro'), '');
    cpSync(join(content, 'harm'), join(content, 'search'), { recursive: true });
    edit(join(content, 'search', 'ruleset.json'), (text) =>
      text.replace('"order": 1', '"order": 2'),
    );
    expect(lines(['search'])).toContain(
      `content/search: the folder's name: "search" cannot be a ruleset's slug: /search/ is the site's own (src/pages/search.astro), so the ruleset's pages would never be reached; pick another, such as "search-game"`,
    );
  });

  it('names a link that leads to no page, one written from the root, and one to a file name', () => {
    mkdirSync(join(root, 'src', 'pages'));
    writeFileSync(join(root, 'src', 'pages', 'dice.astro'), '');
    edit(
      file('harm.mdx'),
      (text) =>
        `${text}\nSee [the home page](../), [rolling](../#rolling-dice), [the about page](../about/) and [the dice](../../dice/).\n` +
        'See [wounds](../wounds/), [harm](/harm/harm/) and [harm again](../harm.mdx).\n' +
        'Written as code, `[not a link](../nowhere/)` is left alone.\n',
    );
    expect(lines()).toEqual([
      'content/harm/harm.mdx: line 12: the link “../wounds/” leads to /harm/wounds/, which is no page of the site',
      'content/harm/harm.mdx: line 12: the link “/harm/harm/” is written from the site’s root, which breaks when the site is served under a folder: write it from this page, as “./”',
      "content/harm/harm.mdx: line 12: the link “../harm.mdx” leads to /harm/harm.mdx, which is no page: a page's address ends in a slash, without .mdx (/harm/harm/)",
    ]);
  });

  it("suggests a root link's address as written from the page, the ruleset's home page included", () => {
    edit(
      file('index.mdx'),
      (text) => `${text}\nSee [harm](/harm/harm/#wounds), [the dice](/dice/) and [home](/harm/).\n`,
    );
    edit(file('harm.mdx'), (text) => `${text}\nSee [the home page](/harm/) and [dice](/dice/).\n`);
    const suggested = lines().map((line) => /as “([^”]*)”$/.exec(line)?.[1]);
    // harm.mdx (/harm/harm/) is read first, then index.mdx (/harm/).
    expect(suggested).toEqual(['../', '../../dice/', 'harm/#wounds', '../dice/', './']);
  });

  it('names the page, line and likely cause of a brace MDX cannot read, instead of stopping', () => {
    edit(file('harm.mdx'), (text) => text.replace('Roll 1d6 for harm.', 'Roll 1d6 {for harm.'));
    // The home page places a check, which is read with the same parser: it still gets its line.
    edit(file('index.mdx'), (text) => `${text}\nA vertical {tunnel\n`);
    expect(lines()).toEqual([
      expect.stringMatching(
        /^content\/harm\/harm\.mdx: line 9, column \d+: MDX cannot read the page here: .*closing brace .*write a brace meant as text as \\\{/,
      ),
      expect.stringMatching(/^content\/harm\/index\.mdx: line \d+, column \d+: MDX cannot read/),
    ]);
  });

  it('names a component the page neither imports nor is given, with the one it looks like', () => {
    edit(
      file('harm.mdx'),
      (text) =>
        `---\ntitle: Harm\ndescription: Taking harm.\norder: 2\n---\nimport Tracker from '../../src/widgets/harm/Tracker';\n\n<Tracker />\n\n<Chek id="grip" />\n\n<Wounds />\n${text.slice(text.indexOf('## Wounds'))}`,
    );
    expect(lines()).toEqual([
      expect.stringMatching(
        /^content\/harm\/harm\.mdx: line 10, column 1: <Chek> is no component this page has \(did you mean <Check>\?\): every page has <Check> and <RandomTable>, and a tool is imported/,
      ),
      expect.stringMatching(
        /^content\/harm\/harm\.mdx: line 12, column 1: <Wounds> is no component this page has:/,
      ),
    ]);
  });

  it('names a tag left open', () => {
    edit(file('harm.mdx'), (text) => `${text}\n<RandomTable id="harm/example-table"\n`);
    expect(lines()).toEqual([
      expect.stringMatching(
        /^content\/harm\/harm\.mdx: line \d+, column \d+: MDX cannot read the page here: .*end a tag with > or \/>/,
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

  it('says a front matter that is not closed is not closed, rather than naming its fields missing', () => {
    edit(file('harm.mdx'), (text) => text.replace('order: 2\n---\n', 'order: 2\n\n'));
    expect(lines()).toEqual([
      'content/harm/harm.mdx: front matter is not closed: after its title, description and order, end it with a line "---"',
    ]);
  });

  it('names a "#" heading in a page, a second title beside the front matter\'s', () => {
    edit(file('harm.mdx'), (text) => text.replace('## Wounds', '# Wounds'));
    expect(lines()).toEqual([
      `content/harm/harm.mdx: line 7: a "#" heading is a second title (the page's title is its front matter's 'title'): start its sections at "##"`,
    ]);
  });

  it.each([
    [
      '',
      'has no text after its front matter: the page would be published blank; write its rules below the closing "---", or delete the file',
    ],
    [
      '\n## Wounds\n\n{/* to do */}\n',
      'has only a heading and no text: the page would be published with nothing to read; write its rules under the heading, or delete the file',
    ],
  ])(
    'names a page with nothing to read (body %j), which would be published blank',
    (body, message) => {
      writeFileSync(
        file('harm.mdx'),
        `---\ntitle: Harm\ndescription: Taking harm.\norder: 2\n---\n${body}`,
      );
      expect(lines()).toEqual([`content/harm/harm.mdx: ${message}`]);
    },
  );

  it('counts a page that only places a table or a tool as a page', () => {
    writeFileSync(
      file('harm.mdx'),
      '---\ntitle: Harm\ndescription: Taking harm.\norder: 2\n---\n\n## Harm\n\n<RandomTable id="harm/example-table" />\n',
    );
    expect(lines()).toEqual([]);
  });

  it('warns of a page saved as .md, and of a .mdx file in a sub-folder that no page imports', () => {
    const page = '---\ntitle: Scars\ndescription: Scars.\norder: 3\n---\n\nA scar.\n';
    writeFileSync(file('scars.md'), page);
    mkdirSync(file('more'));
    writeFileSync(file('more', 'wounds.mdx'), page);
    writeFileSync(file('more', 'part.mdx'), 'A part.\n');
    edit(file('harm.mdx'), (text) =>
      text.replace('---\n\n', "---\nimport Part from './more/part.mdx';\n\n<Part />\n\n"),
    );
    expect(lines()).toEqual([
      "warning: content/harm/more/wounds.mdx: is not published: a page is a .mdx file directly in content/harm/ (move it there as wounds.mdx); a file in a sub-folder is a part that a page imports (import Part from './more/wounds.mdx'; then <Part /> where it goes), and no page imports this one",
      "warning: content/harm/scars.md: is not published: a page's file ends in .mdx, so rename it scars.mdx",
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

  it.each([
    [
      'original',
      'All rights reserved by the author',
      true,
      `'openLicence': true says anyone may share and adapt the text, but "All rights reserved by the author" reserves the rights: make it false (or name the open licence the text is under in 'licence')`,
    ],
    [
      'adapted',
      'CC BY 4.0',
      false,
      `'openLicence': false says the rights are reserved, but "CC BY 4.0" is an open licence that lets anyone share and adapt the text: make it true (or name the text's real licence in 'licence')`,
    ],
    [
      'original',
      'ORC License',
      false,
      `'openLicence': false says the rights are reserved, but "ORC License" is an open licence that lets anyone share and adapt the text: make it true (or name the text's real licence in 'licence')`,
    ],
  ])(
    "refuses an 'origin' %j text whose 'licence' %j contradicts 'openLicence' %j, so the About page states no false terms",
    (origin, licence, openLicence, message) => {
      editJson(file('ruleset.json'), (data) => {
        Object.assign(data, { origin, licence, openLicence });
        if (origin === 'adapted') data.source = 'https://example.org/harm/';
      });
      writeFileSync(file('source.txt'), 'Roll 1d6 for harm.\n');
      writeFileSync(file('fidelity.json'), '{ "omitted": [], "corrections": [] }');
      expect(lines()).toEqual([`content/harm/ruleset.json: ${message}`]);
    },
  );

  it.each([
    ['CC BY-ND 4.0', true],
    ['CC BY-ND 4.0', false],
    ['A licence of my own', true],
    ['CC BY-SA 4.0', true],
    ['CC0', true],
    ['All rights reserved', false],
  ])("leaves 'licence' %j with 'openLicence' %j alone", (licence, openLicence) => {
    editJson(file('ruleset.json'), (data) => Object.assign(data, { licence, openLicence }));
    expect(lines()).toEqual([]);
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

  it('names a <RandomTable> without an id at its page and line, and reads an id in braces as one in quotes', () => {
    edit(file('harm.mdx'), (text) => `${text}\n<RandomTable />\n`);
    edit(file('index.mdx'), (text) =>
      text.replace('id="harm/example-table"', 'id={"harm/example-table"}'),
    );
    expect(lines()).toEqual([
      expect.stringMatching(
        /^content\/harm\/harm\.mdx: line 11, column 1: <RandomTable> has no id, so the page cannot be built: write <RandomTable id="<ruleset>\/<table>" \/>/,
      ),
    ]);
  });

  it('names a prop of <RandomTable> it does not read, and the same table placed twice on a page', () => {
    edit(
      file('harm.mdx'),
      (text) =>
        `${text}\n<RandomTable id="harm/example-table" filtr="omens" />\n\n<RandomTable id="harm/example-table" />\n`,
    );
    expect(lines()).toEqual([
      'content/harm/harm.mdx: line 11, column 1: <RandomTable> has a prop it does not read: filtr (did you mean filter?); it reads id and filter',
      'content/harm/harm.mdx: line 13, column 1: <RandomTable id="harm/example-table" /> is on this page already, on line 11: a table is placed once on a page (its Roll buttons and result would share one id)',
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
      "warning: content/harm: harm.mdx and index.mdx both have 'order' 1: the sidebar then sorts them by title; give each page its own number",
      "warning: content: harm and wounds both have 'order' 1 in ruleset.json: the home page and the switcher then sort them by slug; give each ruleset its own number",
    ]);
  });

  it('says "all" of three pages sharing an order', () => {
    edit(file('harm.mdx'), (text) => text.replace('order: 2', 'order: 1'));
    writeFileSync(
      file('scars.mdx'),
      '---\ntitle: Scars\ndescription: Scars.\norder: 1\n---\n\nA scar.\n',
    );
    expect(lines()).toEqual([
      "warning: content/harm: harm.mdx, index.mdx and scars.mdx all have 'order' 1: the sidebar then sorts them by title; give each page its own number",
    ]);
  });

  it('says a field left empty in the front matter is empty, and counts cells and columns in words', () => {
    editJson(file('tables', 'example-table.json'), (table) => {
      (table.rows as { cells: string[] }[])[1]!.cells.push('Two');
    });
    expect(lines()).toEqual([
      "content/harm/tables/example-table.json: row 2's 'cells': holds 2 cells, but the table has 1 column: one cell for each column",
    ]);
    edit(file('harm.mdx'), (text) => text.replace('title: Harm', 'title:'));
    editJson(file('tables', 'example-table.json'), (table) => {
      (table.rows as unknown[])[1] = 'A quiet moment';
    });
    expect(lines()).toEqual([
      "content/harm/harm.mdx: 'title' is empty: the page's title, shown as its heading, in the sidebar and in search results",
      'content/harm/tables/example-table.json: row 2 is "A quiet moment", which is not an object',
    ]);
  });

  it('reports a glossary term whose full rule names a page that does not exist, by its id', () => {
    const term = {
      id: 'harm',
      term: 'Harm',
      definition: 'Damage taken.',
      kind: 'summary',
      source: { page: 'hurt' },
    };
    writeFileSync(file('glossary.json'), JSON.stringify({ terms: [term] }));
    expect(lines()).toEqual([
      'content/harm/glossary.json: line 1, term "harm": \'source\' \'page\' is "hurt", which is not a page of this ruleset (a page is named by its file without .mdx)',
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

  it('holds a quotation from an adapted text to the words the pages give, typos corrected', () => {
    editJson(file('ruleset.json'), (data) => {
      data.origin = 'adapted';
      data.source = 'https://example.org/harm/';
    });
    writeFileSync(file('source.txt'), 'Roll 1d6 for harrm.\n');
    writeFileSync(
      file('fidelity.json'),
      JSON.stringify({ omitted: [], corrections: [{ from: 'harrm', to: 'harm' }] }),
    );
    const terms = [
      {
        id: 'harm',
        term: 'Harm',
        definition: 'Roll 1d6 for harrm.',
        kind: 'quote',
        source: { page: 'harm' },
      },
    ];
    writeFileSync(file('glossary.json'), JSON.stringify({ terms }, null, 2));
    expect(lines()).toEqual([
      'content/harm/glossary.json: line 4, term "harm": \'definition\' is marked "kind": "quote" but is not word for word in source.txt (with the corrections of fidelity.json) (case included): the text has "Roll 1d6 for" but then not "harrm."; quote the text exactly, or mark it "summary"',
    ]);
    terms[0]!.definition = 'Roll 1d6 for harm.';
    writeFileSync(file('glossary.json'), JSON.stringify({ terms }, null, 2));
    expect(lines()).toEqual([]);
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

describe('rulesetOfArgument', () => {
  it.each([
    ['ember-vale', 'ember-vale'],
    ['ember-vale/', 'ember-vale'],
    ['content/ember-vale', 'ember-vale'],
    ['content/ember-vale/', 'ember-vale'],
    ['./content/ember-vale/index.mdx', 'ember-vale'],
    ['/home/sam/site/content/ember-vale', 'ember-vale'],
  ])('reads %j, as typed or tab-completed, as the ruleset %j', (argument, slug) => {
    expect(rulesetOfArgument(argument)).toBe(slug);
  });
});
