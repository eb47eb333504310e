import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GlossarySchema } from '../../src/content/schemas';
import { readRulesets } from '../../src/content/rulesets-on-disk';
import { checkGlossaryTerms } from '../../scripts/content/glossary';
import { glossaryOf } from '../support/glossary';

describe('GlossarySchema', () => {
  const term = {
    id: 'hand',
    term: 'Hand',
    aliases: [],
    definition: 'Cards held.',
    kind: 'summary',
    source: { page: 'index' },
  };
  const many = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ ...term, id: `t${index}`, term: `T${index}` }));

  it('accepts none (a ruleset being written) up to 40 terms and refuses more', () => {
    expect(GlossarySchema.safeParse({ terms: [] }).success).toBe(true);
    expect(GlossarySchema.safeParse({ terms: many(40) }).success).toBe(true);
    expect(GlossarySchema.safeParse({ terms: many(41) }).error?.issues[0]?.message).toBe(
      'a glossary lists at most 40 terms',
    );
  });

  it('refuses an id used twice and a name that belongs to two terms, naming the problem', () => {
    const twice = GlossarySchema.safeParse({
      terms: [...many(15), { ...term, id: 't0', term: 'Other' }],
    });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.message).toBe('the id "t0" is used twice');
    const shared = GlossarySchema.safeParse({
      terms: [...many(15), { ...term, id: 'other', term: 'Other', aliases: ['t3'] }],
    });
    expect(shared.error?.issues[0]?.message).toBe('"t3" already names the term "t3"');
  });

  it('refuses an id that is not lower case words joined by hyphens', () => {
    expect(
      GlossarySchema.safeParse({ terms: [...many(14), { ...term, id: "Death's Door" }] }).success,
    ).toBe(false);
  });
});

/** A ruleset starts with an empty glossary; its glossary page and term links appear with its first term. */
const withTerms = readRulesets().filter(({ id }) => glossaryOf(id).terms.length > 0);

describe.each(withTerms)('the $id glossary', ({ id: ruleset, data }) => {
  // The same check `npm run validate` runs (scripts/content/glossary.ts), so the two cannot differ.
  const problems = checkGlossaryTerms(
    join('content', ruleset),
    glossaryOf(ruleset),
    readFileSync(join('content', ruleset, 'glossary.json'), 'utf8'),
    data.origin,
  );
  const about = (pattern: RegExp) =>
    problems.filter((problem) => pattern.test(problem.message)).map((problem) => problem.id);

  it('quotes only words that occur in the source text, and marks everything else as a summary', () => {
    expect(about(/is marked "kind": "quote"/)).toEqual([]);
  });

  it('marks as summaries only definitions that are not the source text’s words', () => {
    expect(about(/is marked "kind": "summary"/)).toEqual([]);
  });

  it('names for each term a page of the ruleset and a heading on it', () => {
    expect(about(/'source'/)).toEqual([]);
  });
});
