/**
 * This ruleset's tools that the roll log can roll again, and the words their rolls are logged
 * with (see src/rules/roll-recipe.ts). Each tool's describer is the one its widget logs with.
 */
import type * as z from 'zod/mini';
import type { Rng } from '../dice';
import { loggedTool, type LogLine, type ToolLog } from '../roll-recipe';
import { describeGeneratorRoll, readGeneratorRollInput, rollGeneratorInput } from './generators';
import { INSPIRATION_GENERATORS } from './inspiration-tables';
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
const directorTools: ToolLog = {
  generator: loggedTool({
    readInput: (raw) => readGeneratorRollInput(raw, INSPIRATION_GENERATORS),
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
