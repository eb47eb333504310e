import { defineConfig } from 'vitest/config';

/**
 * Tests of the built site (dist/, or DIST_DIR): the rules text against its source, glossary
 * links and pages, sharing tags. `npm run test:built` runs them after `npm run build`.
 */
export default defineConfig({
  test: {
    include: ['tests/built/**/*.test.ts'],
    execArgv: ['--no-experimental-webstorage'],
  },
});
