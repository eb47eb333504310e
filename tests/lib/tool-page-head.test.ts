import { describe, expect, it } from 'vitest';
import { addToolPageHead, linkRollStyles } from '../../src/lib/tool-page-head';

describe('addToolPageHead', () => {
  it('adds the stylesheet and the inline script at the end of the head of a page with an island', () => {
    const page = '<html><head><title>t</title></head><body><astro-island ssr></astro-island></body></html>';
    expect(addToolPageHead(page, '/tools.css', 'hold()')).toBe(
      '<html><head><title>t</title><link rel="stylesheet" href="/tools.css"><script>hold()</script></head><body><astro-island ssr></astro-island></body></html>',
    );
  });

  it('leaves a text page, which has no island, as it is', () => {
    const page = '<html><head><title>t</title></head><body><p>rules</p></body></html>';
    expect(addToolPageHead(page, '/tools.css', 'hold()')).toBe(page);
  });
});

describe('linkRollStyles', () => {
  it('links the rolls stylesheet on a page with dice buttons, a random table or a tool', () => {
    for (const body of ['<button class="dice-roll">2d6</button>', '<table data-random-table>', '<astro-island ssr></astro-island>']) {
      expect(linkRollStyles(`<head></head><body>${body}</body>`, '/rolls.css')).toBe(`<head><link rel="stylesheet" href="/rolls.css"></head><body>${body}</body>`);
    }
  });

  it('leaves a page without any as it is', () => {
    expect(linkRollStyles('<head></head><body><p>rules</p></body>', '/rolls.css')).toBe('<head></head><body><p>rules</p></body>');
  });
});
