/**
 * This ruleset's tools that the roll log can roll again, and the words their rolls are logged
 * with (see src/rules/roll-recipe.ts). Each tool's describer is the one its widget logs with.
 */
import { loggedTool, type ToolLog } from '../roll-recipe';
import hauntData from '../../../content/locus/generators/haunt.json';
import layerPromptData from '../../../content/locus/generators/layer-prompt.json';
import monsterConceptData from '../../../content/locus/generators/monster-concept.json';
import spotEffectData from '../../../content/locus/generators/spot-effect.json';
import { describeGeneratorRoll, parseGenerator, readGeneratorRollInput, rollGeneratorInput, type Generator } from './generators';

// The Director's tools: the inspiration generators (their Vice parts roll on the logged Vice list).
const GENERATORS: readonly Generator[] = [hauntData, monsterConceptData, layerPromptData, spotEffectData].flatMap((data) => {
  const parsed = parseGenerator(data);
  return parsed.ok ? [parsed.value] : [];
});

const directorTools: ToolLog = {
  generator: loggedTool({
    readInput: (raw) => readGeneratorRollInput(raw, GENERATORS),
    roll: ({ generator, input }, rng) => describeGeneratorRoll(rollGeneratorInput(generator, input, rng)),
  }),
};

export const toolLog: ToolLog = { ...directorTools };
