/**
 * `node scripts/build-service-worker.ts [dist]`: the last build step (after Pagefind has written
 * the search index). Lists every file of the build with its hash and compiles
 * src/service-worker/sw.ts with that list into <dist>/sw.js. Any changed file changes the
 * worker's bytes, which is how browsers learn that a new version is deployed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { totalBytes } from '../src/service-worker/precache.ts';
import { buildPrecacheManifest } from './precache-files.ts';

const dist = process.argv[2] ?? 'dist';
const manifest = buildPrecacheManifest(dist);
const result = await build({
  entryPoints: ['src/service-worker/sw.ts'],
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2022',
  write: false,
  define: { __PRECACHE_MANIFEST__: JSON.stringify(manifest) },
});
const code = result.outputFiles[0]?.text;
if (!code) throw new Error('esbuild produced no service worker');
writeFileSync(join(dist, 'sw.js'), code);
console.log(
  `service worker: ${manifest.entries.length} files, ${(totalBytes(manifest) / 1024).toFixed(1)} KB precached, version ${manifest.version}`,
);
