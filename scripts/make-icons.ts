/**
 * `node scripts/make-icons.ts`: draws the home-screen icons in public/icons/ from the same three
 * pips as the favicon. Phones want bitmap icons at fixed sizes, and a "maskable" one whose
 * artwork stays inside the middle 80% so any mask shape (circle, squircle) keeps it whole.
 * The PNGs are committed; run this again only when the mark changes.
 */
import { launchChromium } from './chromium.ts';

const RED = '#8a2c1d';

/** The three pips on a square; `inset` is the share of the side left around the artwork. */
function iconSvg(size: number, { rounded, inset }: { rounded: boolean; inset: number }): string {
  const radius = rounded ? size * 0.19 : 0;
  const pip = (x: number, y: number) =>
    `<circle cx="${x * size}" cy="${y * size}" r="${size * 0.08 * (1 - inset)}" fill="#fff"/>`;
  const at = (t: number) => inset / 2 + t * (1 - inset);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${radius}" fill="${RED}"/>
${pip(at(0.27), at(0.27))}${pip(at(0.5), at(0.5))}${pip(at(0.73), at(0.73))}
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, inset: 0 },
  { file: 'icon-512.png', size: 512, rounded: true, inset: 0 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, inset: 0.2 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, inset: 0.1 },
];

const browser = await launchChromium();
try {
  for (const icon of icons) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style>${iconSvg(icon.size, icon)}`,
    );
    await page
      .locator('svg')
      .screenshot({ path: `public/icons/${icon.file}`, omitBackground: true });
    await page.close();
    console.log(`public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
