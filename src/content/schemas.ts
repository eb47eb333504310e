/**
 * Schemas for everything under content/: a ruleset's metadata, its pages' frontmatter and its
 * random tables. Astro validates every file against these at build time and names the file and
 * field that is wrong; the unit tests use the same schemas directly.
 */
import { z } from 'astro/zod';
import { checkCoverage } from '../rules/tables/model.ts';

export const RULESET_IDS = ['locus', 'eldritch-instinct', 'cairn', 'dead-weight', 'loot'] as const;
export const RulesetIdSchema = z.enum(RULESET_IDS);
export type RulesetId = z.infer<typeof RulesetIdSchema>;

export const RulesetSchema = z.object({
  /** Full title as the original gives it. */
  title: z.string().min(1),
  /** Short name for the header switcher and breadcrumbs. */
  shortTitle: z.string().min(1),
  /** One line for the home page: what kind of game this is. */
  pitch: z.string().min(1),
  /** What the reader finds inside, for the home page. */
  contents: z.string().min(1),
  /** Order on the home page and in the switcher. */
  order: z.number().int(),
  author: z.string().min(1),
  source: z.url(),
  version: z.string().min(1),
  licence: z.string().min(1),
  licenceUrl: z.url().optional(),
  /** Extra credit lines for the About page (artists, derived works), in our own words. */
  credits: z.array(z.string().min(1)).default([]),
});
export type Ruleset = z.infer<typeof RulesetSchema>;

export const PageSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  /** Position in the ruleset's sidebar; the page with the lowest order is the ruleset's home. */
  order: z.number(),
  /** A screen page: every tool of the ruleset for play, laid out in columns on wide displays. */
  screen: z.boolean().optional(),
});
export type Page = z.infer<typeof PageSchema>;

const RollKeySchema = z.union([
  z.number().int(),
  z.tuple([z.number().int(), z.number().int()]),
]);

export const RandomTableSchema = z
  .object({
    title: z.string().min(1),
    die: z.string().regex(/^\d*d\d+$/, 'a plain die such as "d20", "2d6" or "d100"'),
    zeroBased: z.boolean().optional(),
    rollHeading: z.string().min(1).optional(),
    columns: z.array(z.string()).min(1),
    rollEachColumn: z.boolean().optional(),
    rows: z
      .array(
        z.object({
          roll: RollKeySchema,
          label: z.string().optional(),
          cells: z.array(z.string()),
        }),
      )
      .min(1),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, index) => {
      if (row.cells.length !== table.columns.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index, 'cells'],
          message: `row ${index + 1} has ${row.cells.length} cells but the table has ${table.columns.length} columns`,
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
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower case words joined by hyphens, such as "deaths-door"'),
    term: z.string().min(1),
    /** Other ways the text writes the term: plurals, spellings, abbreviations (STR, WP). */
    aliases: z.array(z.string().min(1)).default([]),
    definition: z.string().min(1),
    kind: z.enum(['quote', 'summary']),
    source: z.object({ page: z.string().regex(/^[a-z0-9-]+$/), section: z.string().min(1).optional() }),
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
    terms: z.array(GlossaryTermSchema).min(15, 'a glossary lists 15 to 40 terms').max(40, 'a glossary lists 15 to 40 terms'),
  })
  .strict()
  .superRefine((glossary, ctx) => {
    const seenIds = new Set<string>();
    const seenNames = new Map<string, string>();
    glossary.terms.forEach((term, index) => {
      if (seenIds.has(term.id)) ctx.addIssue({ code: 'custom', path: ['terms', index, 'id'], message: `the id "${term.id}" is used twice` });
      seenIds.add(term.id);
      for (const name of [term.term, ...term.aliases]) {
        const key = name.toLowerCase().replace(/’/g, "'");
        const owner = seenNames.get(key);
        if (owner && owner !== term.id) ctx.addIssue({ code: 'custom', path: ['terms', index, 'aliases'], message: `"${name}" already names the term "${owner}"` });
        seenNames.set(key, term.id);
      }
    });
  });
export type Glossary = z.infer<typeof GlossarySchema>;
