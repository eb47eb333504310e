import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RandomTableSchema } from '../../src/content/schemas';
import { rulesetIds } from '../../src/content/rulesets-on-disk';
import { checkCoverage } from '../../src/rules/tables/model';

const tableFiles = rulesetIds().flatMap((ruleset) => {
  const dir = join('content', ruleset, 'tables');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name));
});

describe('random table files', () => {
  it('exist for every table a page places with <RandomTable id>', () => {
    const placed = rulesetIds().flatMap((ruleset) =>
      readdirSync(join('content', ruleset))
        .filter((name) => name.endsWith('.mdx'))
        .flatMap((name) =>
          [
            ...readFileSync(join('content', ruleset, name), 'utf8').matchAll(
              /<RandomTable\s[^>]*id="([^"]+)"/g,
            ),
          ].map((match) => match[1]!),
        ),
    );
    expect(placed.length).toBeGreaterThan(0);
    const files = new Set(
      tableFiles.map((file) =>
        file.replace(/\\/g, '/').replace(/^content\/([^/]+)\/tables\/(.+)\.json$/, '$1/$2'),
      ),
    );
    expect(placed.filter((id) => !files.has(id))).toEqual([]);
  });

  it.each(tableFiles)('%s matches the table schema', (file) => {
    const result = RandomTableSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    expect(
      result.success
        ? []
        : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ).toEqual([]);
  });

  it.each(tableFiles)('%s gives every result of its die exactly one row', (file) => {
    const table = JSON.parse(readFileSync(file, 'utf8'));
    expect(checkCoverage(table).map((problem) => problem.message)).toEqual([]);
  });
});
