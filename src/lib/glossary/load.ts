/**
 * Reads and validates content/<ruleset>/glossary.json outside Astro's content layer, for the
 * build-time plugin, which runs before collections are available. A file that does not match the
 * schema stops the build with the file and field named.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GlossarySchema, type Glossary } from '../../content/schemas.ts';

export function readGlossary(contentDir: string, ruleset: string): Glossary | undefined {
  const file = join(contentDir, ruleset, 'glossary.json');
  if (!existsSync(file)) return undefined;
  const parsed = GlossarySchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data;
}
