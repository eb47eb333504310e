import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { adaptedRulesetIds } from '../../src/content/rulesets-on-disk';
import { buildCorpus, findMissing, type FidelityConfig } from '../../scripts/content/fidelity';
import {
  articleHtml,
  builtPages,
  readPage,
  requireBuild,
  tableCells,
  textOf,
} from '../support/built-pages';

/** Only a text adapted from a published source keeps a copy of it to be checked against; an original game is its own source. */
const ADAPTED = adaptedRulesetIds();

describe('the built pages of each adapted ruleset', () => {
  beforeAll(requireBuild);

  it.each(ADAPTED)(
    '%s keeps every sentence, list item and table cell of its source text',
    (ruleset) => {
      const articles = builtPages(ruleset).map((path) => articleHtml(readPage(path)));
      expect(articles.filter((html) => html !== '').length).toBeGreaterThan(1);
      const corpus = buildCorpus(articles.map(textOf), articles.flatMap(tableCells));
      for (const file of ['source.txt', 'fidelity.json']) {
        expect(
          existsSync(join('content', ruleset, file)),
          `content/${ruleset}/${file} is missing: an adapted text keeps it (npm run validate -- ${ruleset} says what it holds)`,
        ).toBe(true);
      }
      const source = readFileSync(join('content', ruleset, 'source.txt'), 'utf8');
      const config = JSON.parse(
        readFileSync(join('content', ruleset, 'fidelity.json'), 'utf8'),
      ) as FidelityConfig;
      const missing = findMissing(source, config, corpus).map(
        ({ line, text }) => `source.txt:${line}: ${text}`,
      );
      expect(missing).toEqual([]);
    },
  );

  it.each(ADAPTED)(
    '%s says on its About page every typo its pages correct, and its book counts them',
    (ruleset) => {
      const { corrections } = JSON.parse(
        readFileSync(join('content', ruleset, 'fidelity.json'), 'utf8'),
      ) as FidelityConfig;
      const about = readPage(`${ruleset}/about/index.html`);
      const book = textOf(readPage(`${ruleset}/book/index.html`));
      const listed = tableCells(
        /<caption>Typos corrected<\/caption>([\s\S]*?)<\/table>/.exec(about)?.[1] ?? '',
      );
      if (corrections.length === 0) {
        expect(listed).toEqual([]);
        expect(book).toContain('The words of the rules are kept as written.');
        return;
      }
      expect(listed).toEqual([
        'As published',
        'On this site',
        ...corrections.flatMap(({ from, to }) => [from, to]),
      ]);
      expect(book).toContain(
        `kept as written, but for ${corrections.length} obvious typo${corrections.length === 1 ? '' : 's'} corrected. The Credits list them.`,
      );
    },
  );

  it.each(ADAPTED)('%s keeps an unmodified copy of its SRD text', (ruleset) => {
    const kept = readFileSync(join('content', ruleset, 'source.txt'), 'utf8');
    let original: string;
    try {
      original = readFileSync(join('..', 'shared', 'srd', `${ruleset}.txt`), 'utf8');
    } catch {
      return; // the shared SRD folder sits beside the repository only where the texts are maintained
    }
    expect(kept).toBe(original);
  });
});
