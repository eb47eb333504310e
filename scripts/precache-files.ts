/**
 * Lists the files of a build that the service worker keeps for offline use, with a hash of each,
 * for scripts/build-service-worker.ts and the benchmark.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  urlForFile,
  versionOf,
  type PrecacheEntry,
  type PrecacheManifest,
} from '../src/service-worker/precache.ts';

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.push(relative(dir, path).replace(/\\/g, '/'));
    }
  };
  walk(dir);
  return found.sort();
}

export function buildPrecacheManifest(dir: string): PrecacheManifest {
  const entries: PrecacheEntry[] = [];
  for (const file of filesUnder(dir)) {
    const url = urlForFile(file);
    if (url === null) continue;
    const bytes = readFileSync(join(dir, file));
    entries.push({ url, revision: sha256(bytes).slice(0, 16), bytes: bytes.length });
  }
  return { version: versionOf(entries, sha256), entries };
}
