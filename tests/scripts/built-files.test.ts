import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findMissingFiles, formatMissing, resolveAddress } from '../../scripts/built-files';

/** Each test writes a small build into a temporary folder and reads what the check finds in it. */
let dist: string;

function write(files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    writeFileSync(join(dist, name), text);
  }
}

const page = (head: string, body = '') =>
  `<!doctype html><html><head><link rel="canonical" href="https://example.org/rules/"><link rel="stylesheet" href="/rules/_astro/site.css">${head}</head><body>${body}</body></html>`;

const missing = () =>
  findMissingFiles(dist)
    .map((item) => `${item.from} -> ${item.file}`)
    .sort();

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'built-files-'));
  write({ '_astro/site.css': 'body{}', 'cairn/index.html': page('') });
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('findMissingFiles', () => {
  it('finds nothing missing in a build that has every file it names', () => {
    write({
      'index.html': page(
        '<link rel="icon" href="/rules/favicon.svg"><meta property="og:image" content="https://example.org/rules/icons/a.png">',
        '<a href="/rules/cairn/">Cairn</a><a href="#top">top</a><a href="https://other.example/x.png">x</a>',
      ),
      'favicon.svg': '<svg/>',
      'icons/a.png': '',
    });
    expect(missing()).toEqual([]);
  });

  it('reports a stylesheet that a script lists to preload and the build does not have', () => {
    write({
      'index.html': page(''),
      '_astro/Screen.js':
        'const deps=["_astro/Tool.js","_astro/Tool.abc.css"];import("./Tool.js");const file="my-screens.json";',
      '_astro/Tool.js': 'export {}',
    });
    expect(missing()).toEqual(['_astro/Screen.js -> _astro/Tool.abc.css']);
    expect(formatMissing(dist, findMissingFiles(dist))).toEqual([
      `${dist}/_astro/Tool.abc.css is not in the build; named by _astro/Screen.js`,
    ]);
  });

  it('reports a missing island component, page link, srcset image and meta image', () => {
    write({
      'index.html': page(
        '<meta property="og:image" content="https://example.org/rules/icons/og.png">',
        '<astro-island component-url="/rules/_astro/Gone.js" renderer-url="/rules/_astro/site.css"></astro-island><a href="/rules/dice/">Dice</a><img srcset="/rules/a.png 1x, /rules/b.png 2x" alt="">',
      ),
      'a.png': '',
    });
    expect(missing()).toEqual([
      'index.html -> _astro/Gone.js',
      'index.html -> b.png',
      'index.html -> dice/index.html',
      'index.html -> icons/og.png',
    ]);
  });

  it("reports what a stylesheet imports or uses and a script imports, and the manifest's icons", () => {
    write({
      'index.html': page(''),
      '_astro/a.css':
        '@import "./b.css"; .x{background:url(../img/x.svg)} .y{background:url(data:image/png;base64,AA)}',
      '_astro/a.js': 'import{x}from"./chunk.js";',
      'manifest.webmanifest': '{"icons":[{"src":"icons/icon-192.png"}],"start_url":"./"}',
    });
    expect(missing()).toEqual([
      '_astro/a.css -> _astro/b.css',
      '_astro/a.css -> img/x.svg',
      '_astro/a.js -> _astro/chunk.js',
      'manifest.webmanifest -> icons/icon-192.png',
    ]);
  });
});

describe('resolveAddress', () => {
  const layout = { base: '/rules/', assets: '_astro' };

  it('reads a page address as its index.html and leaves fragments, queries and other sites out', () => {
    expect(resolveAddress('/rules/screen/?screen=s1.x#top', 'index.html', layout)).toBe(
      'screen/index.html',
    );
    expect(resolveAddress('#top', 'index.html', layout)).toBeUndefined();
    expect(resolveAddress('mailto:a@example.org', 'index.html', layout)).toBeUndefined();
    expect(resolveAddress('https://other.example/a.png', 'index.html', layout)).toBeUndefined();
  });

  it('never finds an address outside the base in the build', () => {
    expect(resolveAddress('/cairn/', 'index.html', layout)).toBe('(outside /rules/)/cairn/');
  });
});
