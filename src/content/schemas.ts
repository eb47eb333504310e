/**
 * Schemas for everything under content/: a ruleset's metadata, its pages' frontmatter and its
 * random tables. Astro validates every file against these at build time and names the file and
 * field that is wrong; the unit tests use the same schemas directly.
 */
import { z } from 'astro/zod';
import { checkCoverage } from '../rules/tables/model.ts';
import { howMany } from '../rules/words.ts';

/**
 * A ruleset's metadata (content/<ruleset>/ruleset.json). Every field says in its description what
 * it is for: `npm run validate` quotes it when the field is wrong, and `npm run new-ruleset` writes
 * it beside the field, so the one description here is all a writer reads. Keys that start with
 * `//` are comments and are ignored; any other unknown key is refused, so a misspelt field
 * ("licenseUrl") is caught rather than silently left out.
 */
export const RulesetFieldsSchema = z
  .strictObject(
    {
      title: z
        .string()
        .min(1)
        .describe(
          "the full title, as the game gives it; shown on the About page and in every page's attribution",
        ),
      shortTitle: z
        .string()
        .min(1)
        .describe('a short name for the ruleset switcher, the search filter and the home page'),
      pitch: z
        .string()
        .min(1)
        .describe('one sentence for the home page: what kind of game this is'),
      contents: z
        .string()
        .min(1)
        .describe('one or two sentences for the home page: what the reader finds inside'),
      order: z
        .number()
        .int()
        .describe(
          'a whole number: where the ruleset sits on the home page and in the switcher, 1 comes first',
        ),
      author: z.string().min(1).describe('who wrote the game, as it should be credited'),
      origin: z
        .enum(['original', 'adapted'])
        .describe(
          '"original" when the author publishes their own text here, "adapted" when the text was published elsewhere and is reproduced here (it then needs source.txt and fidelity.json)',
        ),
      source: z
        .url()
        .optional()
        .describe(
          'the web address where the game is published; required for an adapted text, optional for an original one',
        ),
      version: z
        .string()
        .min(1)
        .describe(
          'which version or edition of the text this is, in words ("v1.2", "first edition")',
        ),
      licence: z
        .string()
        .min(1)
        .describe(
          'the licence of the text, in words ("CC BY 4.0", "All rights reserved by the author")',
        ),
      licenceUrl: z
        .url()
        .optional()
        .describe("the web address of the licence's terms, when it has one"),
      openLicence: z
        .boolean()
        .describe(
          'true when the licence lets anyone share and adapt the text (Creative Commons and the like), false when the rights are reserved',
        ),
      credits: z
        .array(z.string().min(1))
        .default([])
        .describe(
          'extra lines of credit for the About page (artists, works it derives from), a list of sentences',
        ),
      dicePlus: z
        .enum(['sum', 'highest'])
        .describe(
          'how the text reads dice joined by a plus such as "d8+d8": "sum" adds them up (most games), "highest" keeps the highest die (Cairn\'s two weapons)',
        ),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `${issue.keys.map((key) => `'${key}'`).join(', ')} is not a field of ruleset.json (a comment's key starts with //)`
          : undefined,
    },
  )
  .superRefine((ruleset, ctx) => {
    const open = licenceIsOpen(ruleset.licence);
    if (open !== undefined && open !== ruleset.openLicence) {
      ctx.addIssue({
        code: 'custom',
        path: ['openLicence'],
        message: open
          ? `false says the rights are reserved, but "${ruleset.licence}" is an open licence that lets anyone share and adapt the text: make it true (or name the text's real licence in 'licence')`
          : `true says anyone may share and adapt the text, but "${ruleset.licence}" reserves the rights: make it false (or name the open licence the text is under in 'licence')`,
      });
    }
    if (ruleset.origin === 'adapted' && ruleset.source === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['source'],
        message: 'an adapted text needs the web address it was published at',
      });
    }
  });

/**
 * Whether a licence written in words is plainly open (true), plainly not (false), or unknown:
 * "All rights reserved" is not; Creative Commons licences that allow adapting (CC BY, CC BY-SA,
 * CC0), the ORC licence and the OGL are. A licence that forbids adapting (ND) or that this does
 * not know is left to the writer's 'openLicence'. Used so the About page never states terms that
 * contradict the licence's name.
 */
export function licenceIsOpen(licence: string): boolean | undefined {
  const text = licence.toLowerCase();
  if (/\ball rights reserved\b/.test(text)) return false;
  if (/\b(nd|no ?deriv\w*)\b/.test(text)) return undefined;
  if (/\bcc[ -]?(by|0|zero)\b|creative commons|\bpublic domain\b/.test(text)) return true;
  if (/\borc\b|open rpg creative|\bogl\b|open game licen[cs]e/.test(text)) return true;
  return undefined;
}

/** Comment keys (`"// title": "..."`) are for the person editing the file; the site never sees them. */
function withoutCommentKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !key.startsWith('//')));
}

export const RulesetSchema = z.preprocess(withoutCommentKeys, RulesetFieldsSchema);
export type Ruleset = z.infer<typeof RulesetSchema>;

/** A page's front matter, between the `---` lines at the top of its .mdx file. */
export const PageSchema = z.strictObject(
  {
    title: z
      .string()
      .min(1)
      .describe("the page's title, shown as its heading, in the sidebar and in search results"),
    description: z
      .string()
      .min(1)
      .describe('one sentence saying what the page covers, for search engines and link previews'),
    order: z
      .number()
      .describe(
        "a number, 1 comes first: the page's place in the ruleset's sidebar (index.mdx, the ruleset's home, is usually 1)",
      ),
    screen: z
      .boolean()
      .optional()
      .describe(
        'true for a screen page: every tool of the ruleset for play, laid out in columns on wide displays',
      ),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${issue.keys.map((key) => `'${key}'`).join(', ')} is not a front matter field (the fields are title, description, order and screen)`
        : undefined,
  },
);
export type Page = z.infer<typeof PageSchema>;

const RollKeySchema = z.union([z.number().int(), z.tuple([z.number().int(), z.number().int()])]);

/** A random table (content/<ruleset>/tables/<name>.json), placed on a page with `<RandomTable id="<ruleset>/<name>" />`. */
export const RandomTableSchema = z
  .strictObject({
    title: z.string().min(1).describe("the table's name, shown above it and in the roll log"),
    die: z
      .string()
      .regex(/^\d*d\d+$/, 'a plain die such as "d20", "2d6" or "d100", or the digit dice "d66"')
      .describe(
        'the dice rolled to pick a row: a plain die such as "d20", "2d6" or "d100", or the digit dice "d66" or "d666" (tens and units, each a d6)',
      ),
    zeroBased: z
      .boolean()
      .optional()
      .describe(
        'true to read the die from zero (a d100 as 00-99, a d10 as 0-9), as some games print it',
      ),
    rollHeading: z
      .string()
      .min(1)
      .optional()
      .describe(
        'the heading of the roll column when the game prints one ("Roll (2d6)"); the die by default',
      ),
    columns: z
      .array(z.string())
      .min(1)
      .describe('the headings of the result columns, at least one'),
    rollEachColumn: z
      .boolean()
      .optional()
      .describe('true to roll each column on its own (a first name and a surname from one table)'),
    rows: z
      .array(
        z.strictObject({
          roll: RollKeySchema.describe(
            'the roll that picks the row: a number (7) or a range of two numbers ([2, 3])',
          ),
          label: z
            .string()
            .optional()
            .describe('shown instead of the roll when the game prints it otherwise ("00")'),
          cells: z.array(z.string()).describe("the row's text, one per column"),
        }),
      )
      .min(1)
      .describe('the rows; together they give every result of the die exactly one row'),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, index) => {
      if (row.cells.length !== table.columns.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index, 'cells'],
          message: `holds ${howMany(row.cells.length, 'cell')}, but the table has ${howMany(table.columns.length, 'column')}: one cell for each column`,
        });
      }
    });
    for (const problem of checkCoverage(table)) {
      ctx.addIssue({ code: 'custom', path: ['rows'], message: problem.message });
    }
  });
export type RandomTableData = z.infer<typeof RandomTableSchema>;

/**
 * A ruleset's glossary (content/<ruleset>/glossary.json): the one source for the glossary page,
 * the term links in the rules text and the previews. `definition` is either the text's own words
 * (`kind: "quote"`, checked against source.txt by tests/content/glossary.test.ts) or a short
 * summary in our words where the text only uses the term. `source` names the section holding the
 * full rule: the page's file name without .mdx and a heading id on that page (none: the page's top).
 */
export const GlossaryTermSchema = z
  .object({
    /** The entry's id on the glossary page: lower case words joined by hyphens. */
    id: z
      .string()
      .regex(
        /^[a-z0-9]+(-[a-z0-9]+)*$/,
        'lower case words joined by hyphens, such as "deaths-door"',
      ),
    term: z.string().min(1),
    /** Other ways the text writes the term: plurals, spellings, abbreviations (STR, WP). */
    aliases: z.array(z.string().min(1)).default([]),
    definition: z.string().min(1),
    kind: z.enum(['quote', 'summary']),
    source: z.object({
      page: z
        .string()
        .regex(/^[a-z0-9-]+$/)
        .describe(
          'the page holding the full rule: its file name without .mdx, such as "combat" for combat.mdx',
        ),
      section: z.string().min(1).optional(),
    }),
    /**
     * Only the exact spellings (case included) are links: for terms that are also ordinary words
     * ("Hand" the cards, not "hands"; "Check" the roll, not "check the map").
     */
    matchCase: z.boolean().default(false),
    /** Phrases in which a mention is the ordinary word, not the term: never linked. */
    except: z.array(z.string().min(1)).default([]),
  })
  .strict();
export type GlossaryTerm = z.infer<typeof GlossaryTermSchema>;

export const GlossarySchema = z
  .object({
    /** Empty while a ruleset is being written: the glossary page appears once there is a term. */
    terms: z.array(GlossaryTermSchema).max(40, 'a glossary lists at most 40 terms'),
  })
  .strict()
  .superRefine((glossary, ctx) => {
    const seenIds = new Set<string>();
    const seenNames = new Map<string, string>();
    glossary.terms.forEach((term, index) => {
      if (seenIds.has(term.id))
        ctx.addIssue({
          code: 'custom',
          path: ['terms', index, 'id'],
          message: `the id "${term.id}" is used twice`,
        });
      seenIds.add(term.id);
      for (const name of [term.term, ...term.aliases]) {
        const key = name.toLowerCase().replace(/’/g, "'");
        const owner = seenNames.get(key);
        if (owner && owner !== term.id)
          ctx.addIssue({
            code: 'custom',
            path: ['terms', index, 'aliases'],
            message: `"${name}" already names the term "${owner}"`,
          });
        seenNames.set(key, term.id);
      }
    });
  });
export type Glossary = z.infer<typeof GlossarySchema>;
