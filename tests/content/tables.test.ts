import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RandomTableSchema, RULESET_IDS } from '../../src/content/schemas';
import { checkCoverage } from '../../src/rules/tables/model';

const tableFiles = RULESET_IDS.flatMap((ruleset) => {
  const dir = join('content', ruleset, 'tables');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name));
});

describe('random table files', () => {
  it('exist for every ruleset that prints random tables', () => {
    for (const ruleset of ['eldritch-instinct', 'cairn', 'dead-weight'] as const) {
      expect(tableFiles.some((file) => file.includes(`/${ruleset}/`)), ruleset).toBe(true);
    }
  });

  it.each(tableFiles)('%s matches the table schema', (file) => {
    const result = RandomTableSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
  });

  it.each(tableFiles)('%s gives every result of its die exactly one row', (file) => {
    const table = JSON.parse(readFileSync(file, 'utf8'));
    expect(checkCoverage(table).map((problem) => problem.message)).toEqual([]);
  });
});
