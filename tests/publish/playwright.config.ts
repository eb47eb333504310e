import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config.ts';
import { SAMPLE_PORT, SAMPLE_SITE_DIR } from './sample.ts';

/**
 * The publishing test: the same browser settings as the main suite, against the copy of the
 * project that `scripts/build-sample-site.ts` built with one more ruleset.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  use: { ...base.use, baseURL: `http://127.0.0.1:${SAMPLE_PORT}/` },
  webServer: {
    cwd: join(import.meta.dirname, '../..'),
    command: `node scripts/serve.ts ${SAMPLE_SITE_DIR}/dist ${SAMPLE_PORT}`,
    url: `http://127.0.0.1:${SAMPLE_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
