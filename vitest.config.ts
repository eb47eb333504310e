import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
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
