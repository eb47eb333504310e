/**
 * The sample ruleset the publishing test adds to a copy of the project, exactly as a game designer
 * would: `npm run new-ruleset -- sample-game "Sample Game"`, then a build. Shared by the script that
 * makes the copy (scripts/build-sample-site.ts) and the browser test that reads it.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SAMPLE = { slug: 'sample-game', title: 'Sample Game' } as const;

/** Where the copy lives: SAMPLE_SITE_DIR, or a fixed folder under the system's temporary directory. */
export const SAMPLE_SITE_DIR =
  process.env.SAMPLE_SITE_DIR ?? join(tmpdir(), 'rules-at-hand-sample-site');

/** The port the copy's build is served on, apart from the main build's. */
export const SAMPLE_PORT = Number(process.env.SAMPLE_PORT ?? 4331);
