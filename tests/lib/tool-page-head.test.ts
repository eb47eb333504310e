import { describe, expect, it } from 'vitest';
import { addToolPageHead, linkRollStyles } from '../../src/lib/tool-page-head';

describe('addToolPageHead', () => {
  const head = {
    baseStylesheet: '/tool-base.css',
    stylesheet: '/tools.css',
    inlineScript: 'hold()',
  };

  it('links the base stylesheet right after the site stylesheet, and the tools stylesheet and the inline script at the end of the head', () => {
    const page =
      '<html><head><link rel="stylesheet" href="/site.css"><link rel="stylesheet" href="/ruleset.css"></head><body><astro-island ssr></astro-island></body></html>';
    expect(addToolPageHead(page, head)).toBe(
      '<html><head><link rel="stylesheet" href="/site.css"><link rel="stylesheet" href="/tool-base.css"><link rel="stylesheet" href="/ruleset.css"><link rel="stylesheet" href="/tools.css"><script>hold()</script></head><body><astro-island ssr></astro-island></body></html>',
    );
  });

  it('puts the base stylesheet at the end of the head when the page links none before it', () => {
    const page =
      '<html><head><title>t</title></head><body><astro-island ssr></astro-island></body></html>';
    expect(addToolPageHead(page, head)).toBe(
      '<html><head><title>t</title><link rel="stylesheet" href="/tool-base.css"><link rel="stylesheet" href="/tools.css"><script>hold()</script></head><body><astro-island ssr></astro-island></body></html>',
    );
  });

  it('leaves a text page, which has no island, as it is', () => {
    const page =
      '<html><head><link rel="stylesheet" href="/site.css"></head><body><p>rules</p></body></html>';
    expect(addToolPageHead(page, head)).toBe(page);
  });
});

describe('linkRollStyles', () => {
  it('links the rolls stylesheet on a page with dice buttons, a random table or a tool', () => {
    for (const body of [
      '<button class="dice-roll">2d6</button>',
      '<table data-random-table>',
      '<astro-island ssr></astro-island>',
    ]) {
      expect(linkRollStyles(`<head></head><body>${body}</body>`, '/rolls.css')).toBe(
        `<head><link rel="stylesheet" href="/rolls.css"></head><body>${body}</body>`,
      );
    }
  });

  it('leaves a page without any as it is', () => {
    expect(linkRollStyles('<head></head><body><p>rules</p></body>', '/rolls.css')).toBe(
      '<head></head><body><p>rules</p></body>',
    );
  });
});
