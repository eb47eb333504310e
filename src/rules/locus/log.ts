/**
 * This ruleset's tools that the roll log can roll again, and the words their rolls are logged
 * with (see src/rules/roll-recipe.ts). Each tool's describer is the one its widget logs with.
 */
import type * as z from 'zod/mini';
import type { Rng } from '../dice';
import { loggedTool, type LogLine, type ToolLog } from '../roll-recipe';
import hauntData from '../../../content/locus/generators/haunt.json';
import layerPromptData from '../../../content/locus/generators/layer-prompt.json';
import monsterConceptData from '../../../content/locus/generators/monster-concept.json';
import spotEffectData from '../../../content/locus/generators/spot-effect.json';
import {
  describeGeneratorRoll,
  parseGenerator,
  readGeneratorRollInput,
  rollGeneratorInput,
  type Generator,
} from './generators';
import {
  CardDrawLogInputSchema,
  ContestedLogInputSchema,
  DurabilityLogInputSchema,
  InitiativeLogInputSchema,
  OutcomeLogInputSchema,
  rollCardDrawForLog,
  rollContestedForLog,
  rollDurabilityForLog,
  rollInitiativeForLog,
  rollOutcomeForLog,
  rollStressForLog,
  rollUntrainedForLog,
  StressLogInputSchema,
  UntrainedLogInputSchema,
} from './check-log';

// The Director's tools: the inspiration generators (their Vice parts roll on the logged Vice list).
const GENERATORS: readonly Generator[] = [
  hauntData,
  monsterConceptData,
  layerPromptData,
  spotEffectData,
].flatMap((data) => {
  const parsed = parseGenerator(data);
  return parsed.ok ? [parsed.value] : [];
});

const directorTools: ToolLog = {
  generator: loggedTool({
    readInput: (raw) => readGeneratorRollInput(raw, GENERATORS),
    roll: ({ generator, input }, rng) =>
      describeGeneratorRoll(rollGeneratorInput(generator, input, rng)),
  }),
};

/** A tool whose logged input is read with its schema: anything else (old, tampered) is null. */
function checked<Input>(schema: z.ZodMiniType<Input>, roll: (input: Input, rng: Rng) => LogLine) {
  return loggedTool<Input>({
    readInput: (raw) => {
      const parsed = schema.safeParse(raw);
      return parsed.success ? parsed.data : null;
    },
    roll,
  });
}

export const toolLog: ToolLog = {
  ...directorTools,
  // The checks and card draws of the player's tools (rolls/ and characters/).
  outcome: checked(OutcomeLogInputSchema, rollOutcomeForLog),
  stress: checked(StressLogInputSchema, rollStressForLog),
  durability: checked(DurabilityLogInputSchema, rollDurabilityForLog),
  untrained: checked(UntrainedLogInputSchema, rollUntrainedForLog),
  contested: checked(ContestedLogInputSchema, rollContestedForLog),
  initiative: checked(InitiativeLogInputSchema, rollInitiativeForLog),
  'card-draw': checked(CardDrawLogInputSchema, rollCardDrawForLog),
  // End of the player's tools.
};
