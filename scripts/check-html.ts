/**
 * Checks every HTML page of one or more builds with the Nu HTML checker (the `vnu-jar` package,
 * run with the system's Java) and fails on any error. `npm test` runs it over both builds.
 *
 *   node scripts/check-html.ts dist dist-rules
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('Name the build folders to check, e.g. node scripts/check-html.ts dist');
  process.exit(2);
}
const missing = dirs.filter((dir) => !existsSync(dir));
if (missing.length > 0) {
  console.error(
    `No build at ${missing.join(', ')}: build it first (npm run build writes dist, npm run build:rules-base writes dist-rules).`,
  );
  process.exit(2);
}

// The package's own launcher would try to download a Java runtime; the system's is used instead.
const jar = join(
  dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);
const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin/java') : 'java';
const run = spawnSync(
  java,
  ['-jar', jar, '--skip-non-html', '--errors-only', '--format', 'gnu', ...dirs],
  { encoding: 'utf8' },
);
if (run.error) {
  console.error(
    `Could not run Java (${run.error.message}). Install a Java runtime (Debian: apt-get install default-jre-headless).`,
  );
  process.exit(2);
}
/**
 * The checker's CSS parser predates container queries (CSS Containment Level 3, in every current
 * browser), so it refuses them in a page's inlined styles: those two messages, and only those, are
 * its own gap, not an error of the page.
 */
const UNKNOWN_TO_THE_CHECKER = [
  /CSS: “container-type”: Property “container-type” doesn't exist\.$/,
  /CSS: Unrecognized at-rule “@container”$/,
];
const errors = `${run.stdout}${run.stderr}`
  .split('\n')
  .filter((line) => line.trim() !== '')
  .filter((line) => !UNKNOWN_TO_THE_CHECKER.some((known) => known.test(line)));
if (errors.length > 0 || (run.status !== 0 && run.stdout === '' && run.stderr === '')) {
  console.error(errors.join('\n'));
  console.error(
    `\nThe HTML checker found ${errors.length} error${errors.length === 1 ? '' : 's'} in ${dirs.join(', ')}.`,
  );
  process.exit(1);
}
console.log(`HTML checker: no errors in ${dirs.join(', ')}.`);
