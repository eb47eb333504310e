import { defineConfig } from 'vitest/config';

/**
 * Unit tests: everything under tests/ that needs no build, so `npx vitest run` passes on a fresh
 * clone. Tests that read the built site live in tests/built/ and run after the build with
 * vitest.built.config.ts (`npm run test:built`); browser tests are Playwright's (tests/e2e/).
 */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'tests/built/**', 'node_modules/**'],
    // Node 25+ has a localStorage of its own that warns on first use without a file; the stores
    // under test get theirs from tests/stores/storage.ts, so Node's is turned off.
    execArgv: ['--no-experimental-webstorage'],
    // Exhaustive checks against brute force (216 x 216 pairs, thousands of property runs) take
    // a few seconds each on a 2-core machine, more while it builds: 5 s would make them flaky.
    testTimeout: 20_000,
    // Each worker evaluates the shared modules (Zod, the dice core, the rulesets) once rather
    // than once per file: the unit run takes a third of the time. Tests that touch storage get a
    // fake one, emptied after each test (tests/stores/storage.ts), so nothing carries from file
    // to file; the suite passes with its files in shuffled order (`--sequence.shuffle.files`).
    isolate: false,
    // `npm run test:unit` measures coverage of the pure rules and the stores, and fails below
    // these floors: the rules decide everything a tool shows, the stores keep what people save.
    coverage: {
      provider: 'v8',
      include: ['src/rules/**', 'src/stores/**'],
      reporter: ['text-summary'],
      reportOnFailure: true,
      thresholds: {
        'src/rules/**': { lines: 95, statements: 93, functions: 93, branches: 85 },
        'src/stores/**': { lines: 85, statements: 85, functions: 85, branches: 70 },
      },
    },
  },
});
