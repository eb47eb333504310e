/**
 * The browser suites' time per spec file, from the last run of each (scripts/spec-times-reporter.ts
 * records them), slowest first, so the specs worth making faster are visible. Reported, not asserted.
 */
import { existsSync, readFileSync } from 'node:fs';
import { specTimesFile, type SpecTimes } from './spec-times-reporter.ts';

export function reportSuiteTimes(
  suites: readonly string[] = ['e2e', 'rules-base', 'publish'],
): void {
  console.log('\n## Browser tests: time per spec file (last run of each suite)');
  for (const suite of suites) {
    const file = specTimesFile(suite);
    if (!existsSync(file)) {
      console.log(`${suite}: no run recorded yet (npm run test:e2e records it)`);
      continue;
    }
    const times = JSON.parse(readFileSync(file, 'utf8')) as SpecTimes;
    const total = times.files.reduce((sum, entry) => sum + entry.seconds, 0);
    console.log(
      `${suite}: ${times.wallSeconds.toFixed(0)} s wall with ${times.workers} workers, ` +
        `${total.toFixed(0)} s of tests, finished ${times.finishedAt}`,
    );
    for (const entry of times.files) {
      const share = total > 0 ? (100 * entry.seconds) / total : 0;
      console.log(
        `  ${entry.seconds.toFixed(1).padStart(7)} s ${share.toFixed(1).padStart(5)} %  ` +
          `${String(entry.tests).padStart(4)} tests  ${entry.file}`,
      );
    }
  }
}
