import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { GlossarySchema, PageSchema, RandomTableSchema, RulesetSchema } from './content/schemas';

/** `locus/tables/omens.json` -> `locus/omens`: tables are named by ruleset and file. */
function tableId({ entry }: { entry: string }): string {
  return entry.replace(/\/tables\//, '/').replace(/\.json$/, '');
}

export const collections = {
  rulesets: defineCollection({
    loader: glob({
      pattern: '*/ruleset.json',
      base: './content',
      generateId: ({ entry }) => entry.split('/')[0]!,
    }),
    schema: RulesetSchema,
  }),
  pages: defineCollection({
    loader: glob({ pattern: '*/*.mdx', base: './content' }),
    schema: PageSchema,
  }),
  tables: defineCollection({
    loader: glob({ pattern: '*/tables/*.json', base: './content', generateId: tableId }),
    schema: RandomTableSchema,
  }),
  glossaries: defineCollection({
    loader: glob({
      pattern: '*/glossary.json',
      base: './content',
      generateId: ({ entry }) => entry.split('/')[0]!,
    }),
    schema: GlossarySchema,
  }),
};
