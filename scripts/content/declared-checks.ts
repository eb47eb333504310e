/**
 * The build's reader of declared checks (src/markdown/declared-checks.ts), for `npm run validate`,
 * bundled with the MDX parser it uses (scripts/import-bundled.ts says why).
 */
import { importBundled } from '../import-bundled.ts';

type Module = typeof import('../../src/markdown/declared-checks.ts');

/** Every problem with the checks an MDX text places, with its line. */
export const { findDeclaredCheckProblems } = await importBundled<Module>(
  'src/markdown/declared-checks.ts',
);
