/**
 * A Playwright reporter: records how long each spec file of a browser test run took, so `npm run bench` can show where
 * the suite's time goes (scripts/bench-suite.ts prints it). Written at the end of every run to
 * bench-results/spec-times-<suite>.json:
 *
 *   { suite, finishedAt, wallSeconds, workers, files: [{ file, tests, seconds }] }
 *
 * `seconds` adds up the tests of a file (retries included), which is the time it costs the
 * workers; the run's wall time is what a developer waits. A run of only some specs writes only
 * those, and says so in `files`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export const SPEC_TIMES_DIR = 'bench-results';

export function specTimesFile(suite: string): string {
  return `${SPEC_TIMES_DIR}/spec-times-${suite}.json`;
}

export interface SpecTimes {
  readonly suite: string;
  readonly finishedAt: string;
  readonly wallSeconds: number;
  readonly workers: number;
  readonly files: readonly { file: string; tests: number; seconds: number }[];
}

export default class SpecTimesReporter implements Reporter {
  private readonly byFile = new Map<string, { tests: number; ms: number }>();
  private started = 0;
  private workers = 1;

  onBegin(config: FullConfig): void {
    this.started = Date.now();
    this.workers = config.workers;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(process.cwd(), test.location.file);
    const entry = this.byFile.get(file) ?? { tests: 0, ms: 0 };
    this.byFile.set(file, {
      tests: entry.tests + (result.retry === 0 ? 1 : 0),
      ms: entry.ms + result.duration,
    });
  }

  onEnd(): void {
    // The build served under a base path is its own suite (npm run test:e2e:rules-base).
    const suite = process.env.SPEC_TIMES_SUITE ?? (process.env.BASE_PATH ? 'rules-base' : 'e2e');
    const times: SpecTimes = {
      suite,
      finishedAt: new Date().toISOString(),
      wallSeconds: (Date.now() - this.started) / 1000,
      workers: this.workers,
      files: [...this.byFile]
        .map(([file, { tests, ms }]) => ({ file, tests, seconds: ms / 1000 }))
        .sort((a, b) => b.seconds - a.seconds),
    };
    mkdirSync(SPEC_TIMES_DIR, { recursive: true });
    writeFileSync(specTimesFile(suite), `${JSON.stringify(times, null, 2)}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
