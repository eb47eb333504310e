/**
 * The build's reader of declared checks (src/markdown/declared-checks.ts), for `npm run validate`.
 * The rules it calls import each other the way Vite resolves them (no file extensions), which
 * Node alone does not, so it is bundled in memory first, with the MDX parser it uses.
 */
import { build } from 'esbuild';

type Finder = typeof import('../../src/markdown/declared-checks.ts').findDeclaredCheckProblems;

const bundled = await build({
  entryPoints: [new URL('../../src/markdown/declared-checks.ts', import.meta.url).pathname],
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
});

const module = (await import(
  /* @vite-ignore */
  `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0]!.contents).toString('base64')}`
)) as { findDeclaredCheckProblems: Finder };

/** Every problem with the checks an MDX text places, with its line. */
export const findDeclaredCheckProblems: Finder = module.findDeclaredCheckProblems;
