/**
 * The inspiration generators' tables (content/locus/generators/*.json), read and validated once:
 * the tool renders its full form and first result from them on the server, so nothing grows when
 * it hydrates, and the roll log rolls a logged result again from the same tables. A tool finds
 * its generator here by the id its page gives (`findInspirationGenerator`).
 */
import haunt from '../../../content/locus/generators/haunt.json';
import layerPrompt from '../../../content/locus/generators/layer-prompt.json';
import monsterConcept from '../../../content/locus/generators/monster-concept.json';
import spotEffect from '../../../content/locus/generators/spot-effect.json';
import type { Problem, Result } from '../result';
import type { SavedValueCode } from './errors';
import type { InspirationGeneratorId } from './generator-link';
import { generatorTool, parseGenerator, type Generator } from './generators';

/** Each generator's tables, or why its file could not be read (the content tests keep them readable). */
export const INSPIRATION_TABLES: Readonly<
  Record<InspirationGeneratorId, Result<Generator, Problem<SavedValueCode>>>
> = {
  haunt: parseGenerator(haunt),
  'monster-concept': parseGenerator(monsterConcept),
  'layer-prompt': parseGenerator(layerPrompt),
  'spot-effect': parseGenerator(spotEffect),
};

/** The generators whose tables read. */
export const INSPIRATION_GENERATORS: readonly Generator[] = Object.values(
  INSPIRATION_TABLES,
).flatMap((tables) => (tables.ok ? [tables.value] : []));

/** The inspiration generators as one logged tool (their Vice parts roll on the logged Vice list). */
export const inspirationGeneratorTool = generatorTool(INSPIRATION_GENERATORS);

/** A generator found by its id: its tables and heading, or why it cannot be shown. */
export type FoundInspirationGenerator =
  | { readonly generator: Generator; readonly heading: string; readonly problem: null }
  | { readonly generator: null; readonly heading: string; readonly problem: string };

/** The generator `generatorId` names (a page's prop, so checked), or why there is none. */
export function findInspirationGenerator(generatorId: string): FoundInspirationGenerator {
  const tables = Object.hasOwn(INSPIRATION_TABLES, generatorId)
    ? INSPIRATION_TABLES[generatorId as keyof typeof INSPIRATION_TABLES]
    : undefined;
  if (tables?.ok) return { generator: tables.value, heading: tables.value.heading, problem: null };
  return {
    generator: null,
    heading: 'Inspiration tables',
    problem: tables
      ? `The tables could not be read: ${tables.error.message}`
      : `There is no generator called "${generatorId}".`,
  };
}
