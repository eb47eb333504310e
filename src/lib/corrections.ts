/**
 * The obvious typos an adapted text's pages correct, as content/<ruleset>/fidelity.json lists them
 * ("corrections": the source's words and the pages' words). The About page lists them and the
 * book counts them, so a reader can see every word that differs from the published text: the
 * licences of the adapted texts ask that changes be indicated. Read at build time.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';

const FidelityCorrections = z.object({
  corrections: z.array(z.object({ from: z.string(), to: z.string() })),
});

export type Correction = z.infer<typeof FidelityCorrections>['corrections'][number];

/** The ruleset's corrections; none for a text without fidelity.json (an author's own game). */
export function readCorrections(ruleset: string, contentDir = 'content'): readonly Correction[] {
  const file = join(contentDir, ruleset, 'fidelity.json');
  if (!existsSync(file)) return [];
  const parsed = FidelityCorrections.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues[0]!.message}`);
  return parsed.data.corrections;
}
