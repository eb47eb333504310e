import { describe, expect, it } from 'vitest';
import { validateContent } from '../../scripts/content/validate';

describe('the content of this site', () => {
  it('passes `npm run validate` with no problem and no warning', () => {
    const report = validateContent();
    expect(report.checked.length).toBeGreaterThan(0);
    expect(report.problems.map((problem) => `${problem.file}: ${problem.message}`)).toEqual([]);
  });
});
