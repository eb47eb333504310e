// Lint rules for the whole project: JavaScript's and TypeScript's recommended sets, and Astro's
// for .astro files. Formatting is Prettier's job (npm run format), so no rule here is about layout.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      '.astro/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'screenshots/',
      'public/',
      'content/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // A name that starts with an underscore is unused on purpose (a parameter kept for its position).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
);
