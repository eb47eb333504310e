/**
 * `npm run validate [-- <slug> ...]` (or the ruleset's folder, `content/<slug>`): checks content/ (or the rulesets named) without building,
 * in a second or two, and prints each problem with its file and field. Exits 1 when there is an
 * error (warnings alone pass), so it can run before a build or in CI.
 */
import { formatReport, rulesetOfArgument, validateContent } from './content/validate.ts';

const only = process.argv
  .slice(2)
  .filter((argument) => !argument.startsWith('-'))
  .map(rulesetOfArgument);
const report = validateContent({ only });
console.log(formatReport(report));
process.exit(report.problems.some((problem) => problem.level === 'error') ? 1 : 0);
