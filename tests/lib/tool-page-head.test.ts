import { describe, expect, it } from 'vitest';
import { addToolPageHead } from '../../src/lib/tool-page-head';

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
