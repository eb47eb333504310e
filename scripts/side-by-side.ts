/**
 * `node scripts/side-by-side.ts <script> [<script> ...]`: runs npm scripts that do not depend on
 * each other at the same time, and fails if any fails. `npm test` uses it for the checks that need
 * no build (format and lint, type checks, unit tests), for the two builds (at / and under /rules/),
 * for the checks of the built site, and for the browser tests under /rules/ beside the publishing
 * test: none keeps two cores busy alone, so on a machine with two or more they finish sooner than
 * one after another.
 *
 * Each script's output is kept and printed whole when it ends, under its name, so the log reads as
 * if they had run one after another; the time each took is printed with it.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Name the npm scripts to run side by side.');
  process.exit(2);
}

function run(script: string): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const verdict = code === 0 ? 'passed' : `failed (exit ${code})`;
      process.stdout.write(`\n> ${script}: ${verdict} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, index) => !results[index]);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
