/**
 * Checks each ruleset's EPUB in one or more builds with EPUBCheck (Debian's `epubcheck` package,
 * run with the system's Java) and fails on any error, or on a book page without its EPUB.
 * `npm test` runs it over both builds, and the published sample's check over its one book:
 *
 *   node scripts/check-epubs.ts dist dist-rules
 *   node scripts/check-epubs.ts dist/my-game/my-game.epub
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('Name the build folders to check, e.g. node scripts/check-epubs.ts dist');
  process.exit(2);
}
const jar = process.env.EPUBCHECK_JAR ?? '/usr/share/java/epubcheck.jar';
if (!existsSync(jar)) {
  console.error(
    `EPUBCheck is not at ${jar}: install Debian's epubcheck package (or set EPUBCHECK_JAR).`,
  );
  process.exit(2);
}
const books: string[] = [];
const missing: string[] = [];
for (const dir of dirs) {
  if (dir.endsWith('.epub')) {
    (existsSync(dir) ? books : missing).push(dir);
    continue;
  }
  if (!existsSync(dir)) {
    console.error(`No build at ${dir}: build it first (npm run build, npm run build:rules-base).`);
    process.exit(2);
  }
  for (const ruleset of readdirSync(dir)) {
    if (!existsSync(join(dir, ruleset, 'book', 'index.html'))) continue;
    const epub = join(dir, ruleset, `${ruleset}.epub`);
    if (existsSync(epub)) books.push(epub);
    else missing.push(epub);
  }
}
if (missing.length > 0 || books.length === 0) {
  console.error(
    `No EPUB beside the book page: ${missing.join(', ') || dirs.join(', ')} (the build's last steps write them: scripts/build-epub.ts).`,
  );
  process.exit(1);
}
const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin/java') : 'java';
const run = spawnSync(
  java,
  ['-cp', jar, join(import.meta.dirname, 'epub', 'CheckEpubs.java'), ...books],
  { encoding: 'utf8' },
);
if (run.error) {
  console.error(
    `Could not run Java (${run.error.message}). Install a Java runtime (Debian: apt-get install default-jre-headless).`,
  );
  process.exit(2);
}
// EPUBCheck says which rules it applies for every book; only what it finds is worth reading.
const lines = `${run.stdout}${run.stderr}`
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('Validating using EPUB version'));
console.log(lines.join('\n'));
if (run.status !== 0) {
  console.error(
    `\nEPUBCheck found errors in ${books.length} EPUB${books.length === 1 ? '' : 's'} checked.`,
  );
  process.exit(1);
}
console.log(`EPUBCheck: ${books.length} EPUB${books.length === 1 ? '' : 's'}, no errors.`);
