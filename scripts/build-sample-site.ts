/**
 * Makes a copy of the project with one more ruleset, created by the scaffold command as a game
 * designer would, and builds it: the site the publishing test (tests/publish/) checks. The copy
 * uses the project's installed packages and leaves the project itself untouched.
 *
 * `node scripts/build-sample-site.ts` (the copy goes to SAMPLE_SITE_DIR or the system's temporary
 * directory; see tests/publish/sample.ts).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fillInSample, SAMPLE, SAMPLE_SITE_DIR } from '../tests/publish/sample.ts';

const project = resolve(import.meta.dirname, '..');
/** Build output, caches and installed packages: none of it is part of the source a designer edits. */
const LEFT_OUT = new Set([
  'node_modules',
  '.git',
  'dist',
  '.astro',
  'test-results',
  'playwright-report',
  'coverage',
  'bench-results',
  'screenshots',
]);

rmSync(SAMPLE_SITE_DIR, { recursive: true, force: true });
mkdirSync(SAMPLE_SITE_DIR, { recursive: true });
cpSync(project, SAMPLE_SITE_DIR, {
  recursive: true,
  filter: (source) => {
    const name = basename(source);
    return source === project || !(LEFT_OUT.has(name) || name.startsWith('dist-'));
  },
});
// The installed packages are linked one by one rather than as one folder, so the copy keeps its
// own caches in node_modules (Astro's content store, Vite's) and never writes into the project's.
const CACHES = new Set(['.astro', '.vite', '.cache']);
mkdirSync(join(SAMPLE_SITE_DIR, 'node_modules'));
for (const name of readdirSync(join(project, 'node_modules'))) {
  if (!CACHES.has(name))
    symlinkSync(join(project, 'node_modules', name), join(SAMPLE_SITE_DIR, 'node_modules', name));
}

/** Runs an npm script in the copy and returns what it printed (both streams), printing it too. */
function run(args: string[]): string {
  const result = spawnSync('npm', args, {
    cwd: SAMPLE_SITE_DIR,
    encoding: 'utf8',
    env: { ...process.env, SITE_URL: 'http://localhost:4321', BASE_PATH: '/' },
  });
  const output = `${result.stdout}${result.stderr}`;
  process.stdout.write(output);
  if (result.status !== 0) {
    console.error(
      `npm ${args.join(' ')} failed in the copy (exit ${result.status}): see its output above.`,
    );
    process.exit(1);
  }
  return output;
}
run(['run', '--silent', 'new-ruleset', '--', SAMPLE.slug, SAMPLE.title]);
// Validation refuses the scaffold's placeholders ("Your name"), as it would for a designer.
fillInSample(join(SAMPLE_SITE_DIR, 'content'));
run(['run', '--silent', 'validate', '--', SAMPLE.slug]);
// A build that warns teaches people to skim past its output, so the site's build prints none.
const warnings = run(['run', '--silent', 'build'])
  .split('\n')
  .filter((line) => /\[warn\]|warning:/i.test(line)); // Vite's and Astro's "[WARN]", Node's "ExperimentalWarning:", Pagefind's "WARNING:"
if (warnings.length > 0) {
  console.error(
    `The build printed ${warnings.length} warning line(s), and it should print none:\n${warnings.join('\n')}`,
  );
  process.exit(1);
}
if (!existsSync(join(SAMPLE_SITE_DIR, 'dist', SAMPLE.slug, 'index.html'))) {
  console.error(`The copy built without ${SAMPLE.slug}/index.html: see the build's output above.`);
  process.exit(1);
}
// Its book is an EPUB like every other ruleset's, and as valid.
const epubCheck = spawnSync(
  process.execPath,
  ['scripts/check-epubs.ts', join('dist', SAMPLE.slug, `${SAMPLE.slug}.epub`)],
  { cwd: SAMPLE_SITE_DIR, encoding: 'utf8' },
);
process.stdout.write(`${epubCheck.stdout}${epubCheck.stderr}`);
if (epubCheck.status !== 0) {
  console.error(`The sample's EPUB does not pass EPUBCheck: see above.`);
  process.exit(1);
}
console.log(`Sample site built in ${join(SAMPLE_SITE_DIR, 'dist')}`);
