/**
 * What a build asks for and does not have. Every file of the build is read for the addresses it
 * names: in HTML the attributes that load or link something (`href`, `src`, `srcset`, an island's
 * `component-url` and `renderer-url`, a meta tag's address on this site) and inline styles and
 * module scripts; in CSS `url()` and `@import`; in JavaScript import specifiers and strings naming
 * a file of the assets folder or a path under the base; in the web app manifest its icons. Each
 * address on this site must name a file of the build (a page's address, its `index.html`).
 *
 * Why a check of its own: a build can name a file it never wrote (a stylesheet a script preloads
 * that the bundler folded into the pages), and nothing else notices until a reader's browser asks
 * for it. Pure reading: no server, no browser.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

export interface MissingFile {
  /** The build's file that names it, relative to the build folder (`screen/index.html`). */
  readonly from: string;
  /** The address as written there. */
  readonly address: string;
  /** The file it resolves to, relative to the build folder. */
  readonly file: string;
}

export interface BuildLayout {
  /** The path the site is served under, with slashes at both ends (`/`, `/rules/`). */
  readonly base: string;
  /** The folder Astro writes its assets to, under the base (`_astro`). */
  readonly assets: string;
}

const LOADING_ATTRIBUTES = [
  'href',
  'src',
  'poster',
  'component-url',
  'renderer-url',
  'before-hydration-url',
];
const ATTRIBUTE = new RegExp(`\\s(${LOADING_ATTRIBUTES.join('|')}|srcset|content)="([^"]*)"`, 'gi');
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/gi;
const CSS_URL = /url\(\s*(['"]?)([^'")]+)\1\s*\)/gi;
const CSS_IMPORT = /@import\s+(['"])([^'"]+)\1/gi;
const JS_IMPORT = /(?:\bimport\s*\(\s*|\bfrom\s*|\bimport\s*)(['"`])([^'"`\s]+)\1/g;
const JS_STRING = /(['"`])([^'"`\s<>()]+\.[a-z0-9]{2,12})\1/gi;

/** The page a canonical link names, as the site's origin, or undefined when the page has none. */
function originOf(html: string): string | undefined {
  const canonical = /<link\b[^>]*\brel="canonical"[^>]*\bhref="([^"]+)"/i.exec(html)?.[1];
  return canonical ? new URL(canonical).origin : undefined;
}

/** The addresses an HTML page loads or links to. */
export function addressesInHtml(html: string): string[] {
  const origin = originOf(html);
  const found: string[] = [];
  for (const [, name, value] of html.matchAll(ATTRIBUTE)) {
    const text = decodeEntities(value ?? '');
    const attribute = name!.toLowerCase();
    if (attribute === 'srcset')
      found.push(...text.split(',').map((part) => part.trim().split(/\s+/)[0] ?? ''));
    // A meta tag's content is an address only when it is one on this site (og:url, og:image).
    else if (attribute === 'content') {
      if (origin && text.startsWith(`${origin}/`)) found.push(text);
    } else found.push(text);
  }
  for (const [, css] of html.matchAll(STYLE_ELEMENT)) found.push(...addressesInCss(css ?? ''));
  for (const [, script] of html.matchAll(MODULE_SCRIPT)) found.push(...importsInJs(script ?? ''));
  return found.filter((address) => address !== '');
}

export function addressesInCss(css: string): string[] {
  return [...css.matchAll(CSS_URL), ...css.matchAll(CSS_IMPORT)].map((match) => match[2]!);
}

function importsInJs(js: string): string[] {
  return [...js.matchAll(JS_IMPORT)]
    .map((match) => match[2]!)
    .filter((specifier) => /^(\.{1,2}\/|\/)/.test(specifier));
}

/**
 * The files a script imports or names: relative and root imports, and strings that name a file in
 * the assets folder or under the base (the preload lists Vite writes, addresses built from the
 * base). Other strings with a dot (a download's file name, a message) are not addresses.
 */
export function addressesInJs(js: string, layout: BuildLayout): string[] {
  const strings = [...js.matchAll(JS_STRING)]
    .map((match) => match[2]!)
    .filter(
      (text) =>
        text.startsWith(`${layout.assets}/`) ||
        (layout.base !== '/' && text.startsWith(layout.base)) ||
        text.startsWith(`/${layout.assets}/`),
    );
  return [...new Set([...importsInJs(js), ...strings])];
}

/** The icons and pages a web app manifest names. */
export function addressesInManifest(text: string): string[] {
  const manifest = JSON.parse(text) as { icons?: { src?: string }[]; start_url?: string };
  return [
    ...(manifest.icons ?? []).flatMap((icon) => (icon.src ? [icon.src] : [])),
    ...(manifest.start_url ? [manifest.start_url] : []),
  ];
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/**
 * The build's file an address names, relative to the build folder, or undefined when it is not
 * an address of this build (another site, a fragment, a data or mail address).
 */
export function resolveAddress(
  address: string,
  from: string,
  layout: BuildLayout,
  origin?: string,
): string | undefined {
  let text = address.trim();
  if (text === '' || text.startsWith('#') || /^(data|mailto|tel|javascript|blob):/i.test(text))
    return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//')) {
    if (!origin) return undefined;
    const url = new URL(text, origin);
    if (url.origin !== origin) return undefined;
    text = url.pathname;
  }
  const path = decodeURIComponent(text.replace(/[?#].*$/, ''));
  let inBuild: string;
  if (path.startsWith('/')) {
    // Outside the base the site is served under: no file of this build answers it.
    if (!path.startsWith(layout.base)) return `(outside ${layout.base})${path}`;
    inBuild = path.slice(layout.base.length);
  } else if (path.startsWith(`${layout.assets}/`)) {
    // Vite's preload lists name assets from the base, whatever file names them.
    inBuild = path;
  } else {
    inBuild = posix.join(posix.dirname(from), path);
  }
  inBuild = posix.normalize(inBuild).replace(/^\.\/?/, '');
  return inBuild === '' || inBuild.endsWith('/') ? `${inBuild}index.html` : inBuild;
}

function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

function exists(dir: string, file: string): boolean {
  const path = join(dir, file);
  if (existsSync(path)) return statSync(path).isFile() || existsSync(join(path, 'index.html'));
  return false;
}

/** The build's layout, read from its pages: the base from the home page's own links. */
export function layoutOf(dir: string): BuildLayout {
  const home = readFileSync(join(dir, 'index.html'), 'utf8');
  const stylesheet = /<link\b[^>]*\bhref="([^"]*\/)_astro\/[^"]+\.css"/i.exec(home)?.[1];
  return { base: stylesheet ?? '/', assets: '_astro' };
}

/** Every address a build's files name that the build does not have. */
export function findMissingFiles(dir: string, layout: BuildLayout = layoutOf(dir)): MissingFile[] {
  const missing: MissingFile[] = [];
  let origin: string | undefined;
  const home = join(dir, 'index.html');
  if (existsSync(home)) origin = originOf(readFileSync(home, 'utf8'));
  for (const from of filesIn(dir)) {
    const text = (): string => readFileSync(join(dir, from), 'utf8');
    let addresses: string[];
    if (from.endsWith('.html')) addresses = addressesInHtml(text());
    else if (from.endsWith('.css')) addresses = addressesInCss(text());
    else if (from.endsWith('.js') || from.endsWith('.mjs'))
      addresses = from.startsWith('pagefind/') ? [] : addressesInJs(text(), layout);
    else if (from.endsWith('.webmanifest')) addresses = addressesInManifest(text());
    else continue;
    for (const address of new Set(addresses)) {
      const file = resolveAddress(address, from, layout, origin);
      if (file !== undefined && !exists(dir, file)) missing.push({ from, address, file });
    }
  }
  return missing;
}

/** The report's lines, one per missing file with the files that name it. */
export function formatMissing(dir: string, missing: readonly MissingFile[]): string[] {
  const byFile = new Map<string, MissingFile[]>();
  for (const item of missing) byFile.set(item.file, [...(byFile.get(item.file) ?? []), item]);
  return [...byFile].map(([file, items]) => {
    const names = [...new Set(items.map((item) => item.from))];
    const shown = names.slice(0, 3).join(', ');
    const more = names.length > 3 ? ` and ${names.length - 3} more` : '';
    return `${posix.join(dir.split(sep).join('/'), file)} is not in the build; named by ${shown}${more}`;
  });
}
