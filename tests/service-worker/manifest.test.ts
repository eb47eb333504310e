import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The web app manifest in public/, as phones read it to put the site on the home screen. */
const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** Width and height from a PNG's header (the IHDR chunk right after the signature). */
function pngSize(path: string): string {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('names the site and opens it standalone', () => {
    expect(manifest.name).toBe('Rules at Hand');
    expect(manifest.short_name.length).toBeLessThanOrEqual(15);
    expect(manifest.display).toBe('standalone');
  });

  it('uses relative addresses, so it works under any base path', () => {
    for (const address of [
      manifest.start_url,
      manifest.scope,
      ...manifest.icons.map((icon) => icon.src),
    ]) {
      expect(address.startsWith('/'), address).toBe(false);
      expect(address).not.toMatch(/^https?:/);
    }
  });

  it('has 192 and 512 pixel PNG icons and a maskable one, each the size it claims', () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngs.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of pngs) expect(pngSize(`public/${icon.src}`), icon.src).toBe(icon.sizes);
  });
});
