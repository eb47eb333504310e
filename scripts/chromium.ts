/**
 * Which Chromium the browser tests, the benchmark and the screenshots use: CHROMIUM_PATH if
 * set, else the system's headless shell (Debian's `chromium-headless-shell`: the same engine
 * without the browser's windowing, and a third faster to drive), else the system's Chromium,
 * else none (Playwright then uses a browser it downloaded).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumExecutable(): string | undefined {
  return (
    process.env.CHROMIUM_PATH ??
    ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
      (path) => existsSync(path),
    )
  );
}

export function launchChromium(): Promise<Browser> {
  const executablePath = chromiumExecutable();
  return chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
}
