import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './scripts/chromium.ts';

/**
 * Browser tests run against the built site, served as a static host would (scripts/serve.ts).
 * Chromium comes from CHROMIUM_PATH, else the system's /usr/bin/chromium, else Playwright's own
 * download.
 */
const executablePath = chromiumExecutable();
const PORT = Number(process.env.PREVIEW_PORT ?? 4329);
const basePath = process.env.BASE_PATH ?? '/';
/** Serve a build other than ./dist (e.g. `DIST_DIR=/tmp/site/dist`), so two builds can be tested side by side. */
const dist = process.env.DIST_DIR ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // A browser test waits on the page as much as it computes, so one worker per core keeps the
  // cores busy; Playwright's default (half the cores) leaves a 2-core machine half idle.
  workers: availableParallelism(),
  retries: process.env.CI ? 1 : 0,
  // The time each spec file takes is kept for `npm run bench` (scripts/spec-times-reporter.ts).
  // An absolute path, so configs in other folders that extend this one find it too.
  reporter: [['list'], [join(import.meta.dirname, 'scripts/spec-times-reporter.ts')]],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}${basePath}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    // The offline copy is tested on its own (offline.spec.ts); elsewhere a worker installing in
    // the background would only add requests and timing noise.
    serviceWorkers: 'block',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node scripts/serve.ts ${dist} ${PORT}`,
    url: `http://127.0.0.1:${PORT}${basePath}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
