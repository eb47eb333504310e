/**
 * Fails when a build names a file it does not have: a page, stylesheet, script, icon or any other
 * address of the site that one of its pages, stylesheets, scripts or its manifest asks for
 * (scripts/built-files.ts says what is read). `npm test` runs it over both builds.
 *
 *   node scripts/check-built-files.ts dist dist-rules
 */
import { existsSync } from 'node:fs';
import { findMissingFiles, formatMissing } from './built-files.ts';

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('Name the build folders to check, e.g. node scripts/check-built-files.ts dist');
  process.exit(2);
}
const absent = dirs.filter((dir) => !existsSync(dir));
if (absent.length > 0) {
  console.error(
    `No build at ${absent.join(', ')}: build it first (npm run build writes dist, npm run build:rules-base writes dist-rules).`,
  );
  process.exit(2);
}

const lines = dirs.flatMap((dir) => formatMissing(dir, findMissingFiles(dir)));
if (lines.length > 0) {
  console.error(lines.join('\n'));
  console.error(
    `\n${lines.length} file${lines.length === 1 ? ' is' : 's are'} asked for and not in ${dirs.join(', ')}.`,
  );
  process.exit(1);
}
console.log(`Every file the pages, stylesheets and scripts ask for is in ${dirs.join(', ')}.`);
