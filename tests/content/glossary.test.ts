import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GlossarySchema } from '../../src/content/schemas';
import { readRulesets } from '../../src/content/rulesets-on-disk';
import { glossaryOf } from '../support/glossary';

/** Formatting may change between the SRD text and a quotation, words may not: only spaces and quote marks are evened out. */
const words = (text: string) =>
  text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();

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

/**
 * The words a quotation must come from: the published source an adapted text keeps in source.txt,
 * or for an author's own game the pages themselves.
 */
function sourceWords(ruleset: string, origin: 'original' | 'adapted'): string {
  if (origin === 'adapted')
    return words(readFileSync(join('content', ruleset, 'source.txt'), 'utf8'));
  const pages = readdirSync(join('content', ruleset)).filter((name) => name.endsWith('.mdx'));
  return words(
    pages
      .map((name) =>
        readFileSync(join('content', ruleset, name), 'utf8')
          .replace(/^---[\s\S]*?---/, '')
          .replace(/<[^>]+>/g, ' ')
          .replace(/[*_`#>|]/g, ' '),
      )
      .join(' '),
  );
}

/** A ruleset starts with an empty glossary; its glossary page and term links appear with its first term. */
const withTerms = readRulesets().filter(({ id }) => glossaryOf(id).terms.length > 0);

describe.each(withTerms)('the $id glossary', ({ id: ruleset, data }) => {
  const glossary = glossaryOf(ruleset);
  const source = sourceWords(ruleset, data.origin);

  it('quotes only words that occur in the source text, and marks everything else as a summary', () => {
    const misquoted = glossary.terms
      .filter((term) => term.kind === 'quote' && !source.includes(words(term.definition)))
      .map((term) => term.id);
    expect(misquoted).toEqual([]);
  });

  it('marks as summaries only definitions that are not the source text’s words', () => {
    const quotedAsSummary = glossary.terms
      .filter((term) => term.kind === 'summary' && source.includes(words(term.definition)))
      .map((term) => term.id);
    expect(quotedAsSummary).toEqual([]);
  });
});
