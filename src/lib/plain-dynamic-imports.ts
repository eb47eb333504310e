/**
 * Vite wraps every dynamic `import()` in a helper that first preloads the imported chunk's own
 * imports (`__vitePreload(() => import("./x.js"), __VITE_PRELOAD__)`, the marker becoming the
 * list of files). The page script every page loads (src/scripts/site.ts) only loads code on
 * intent or after the page has loaded, and the helper with its lists weighed 1.5 KB gzip, more
 * than half of that script and the difference between a text page within its 10 KB budget and
 * one over it: so in that script the imports are left plain, and a chunk loaded later brings its
 * imports as the browser reads it (the rolling code, wanted soonest, is fetched once the page is
 * idle: src/scripts/dice-buttons.ts). Search's code (src/scripts/search.ts), which /search/ loads
 * with the page, is treated the same: its helper and lists (the reader's notes, a tool's opening)
 * weighed 1 KB gzip there. Vite offers no switch for this (its
 * `modulePreload: false` keeps the helper), hence this text work over the chunk Vite renders,
 * before it fills in the markers.
 *
 * Returns the code with plain imports, or undefined when the code holds a form of the helper
 * this does not know (a newer Vite), so the caller keeps Vite's code and says so.
 */
const HELPER_IMPORT = /import\s*\{\s*\w+\s+as\s+__vitePreload\s*\}\s*from\s*"[^"]+";?\n?/g;
const CALL_START = /__vitePreload\(/g;
const CALL_END = /,\s*__VITE_PRELOAD__\)/g;

export function plainDynamicImports(code: string): string | undefined {
  const starts = code.match(CALL_START)?.length ?? 0;
  if (starts === 0) return code;
  if (
    starts !== (code.match(CALL_END)?.length ?? 0) ||
    (code.match(HELPER_IMPORT)?.length ?? 0) !== 1
  )
    return undefined;
  // `__vitePreload(load, marker)` calls `load` once its preloads are in: here, at once.
  const plain = code.replace(HELPER_IMPORT, '').replace(CALL_START, '(').replace(CALL_END, ')()');
  return plain.includes('__vitePreload') || plain.includes('__VITE_PRELOAD__') ? undefined : plain;
}
