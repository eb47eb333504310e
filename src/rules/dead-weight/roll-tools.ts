/**
 * Dead Weight's tools that log a roll, each written to the one tool contract (`RollTool`,
 * src/rules/roll-recipe.ts): its name, its logged input read back with the tool's own rules (the
 * input was stored in the browser and may be old or tampered with, so anything the tool itself
 * would not roll is refused), its roll and its describer (./log-lines.ts). The widget or store
 * and "Roll again" in the log use the same tool, so a roll and its repeat read alike.
 */
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../whole-number-schema';
import { USAGE_DIE_CHAIN, type Rng } from '../dice';
import { defineTool, type LogLine, type RollTool } from '../roll-recipe';
import { parseDwAttack, DW_WEAPON_EFFECTS } from './attack-notation';
import { checkDwTestInput, rollDwTest } from './attribute-test';
import { rollDwAmbush } from './camp';
import { DW_AFFLICTIONS, DW_ATTRIBUTES } from './character';
import { rollDwDecay } from './decay';
import { DW_ARMOUR_MAX, rollDwArmour } from './defence';
import {
  findDwInterludeRisk,
  rollDwBlacksaltEvent,
  rollDwSleep,
  DW_INTERLUDE_ACTIONS,
  DW_SLEEP_LOCATIONS,
} from './interlude';
import {
  describeDwAmbushRoll,
  describeDwArmourRoll,
  describeDwAvailabilityRoll,
  describeDwBlacksaltEvent,
  describeDwDecayRoll,
  describeDwDefenceRoll,
  describeDwOmenRoll,
  describeDwOmensSize,
  describeDwPriceRoll,
  describeDwRiskRoll,
  describeDwTableRoll,
  describeDwTestRoll,
  describeDwUsageRoll,
  type DwTool,
  type DwToolInputs,
} from './log-lines';
import { rollDwOmen, rollDwOmensSize } from './omens';
import { rollDwAvailability, rollDwPrice, DW_RARITIES, DW_SETTLEMENT_SIZES } from './shopping';
import { rollDwRisk, rollDwUsage, DW_RISK_MAX, DW_RISK_MIN } from './usage';

/** The most ambush dice a camp plan can build (every source at its largest). */
export const DW_AMBUSH_MAX_DICE = 30;
/** The most silver the settlement doom adds to a price. */
export const DW_PRICE_SURCHARGE_MAX = 3;
const NOTATION_MAX_LENGTH = 300;

const nothing = z.object({});

/** A tool logged under `name`, whose input is the one `DwToolInputs` names for it. */
function dwTool<Tool extends DwTool, Outcome>(tool: {
  readonly name: Tool;
  readonly schema: z.ZodMiniType;
  readonly roll: (input: DwToolInputs[Tool], rng: Rng) => Outcome;
  readonly describe: (input: DwToolInputs[Tool], outcome: Outcome) => LogLine;
}): RollTool<DwToolInputs[Tool], Outcome> {
  return defineTool({
    ...tool,
    schema: tool.schema as unknown as z.ZodMiniType<DwToolInputs[Tool]>,
  });
}

const TestInputSchema = z
  .object({
    pool: wholeNumberSchema(-99, 99),
    proficiency: z.int(),
    advantage: z.boolean(),
    disadvantage: z.boolean(),
    keepSafe: z.boolean(),
    extraEffort: z.boolean(),
    helpers: z.int(),
    check: z.boolean(),
    tokens: z.optional(z.int()),
  })
  .check(z.refine((test) => checkDwTestInput(test).length === 0, 'the test cannot be rolled'));

/**
 * A test's dice as they stand, and what changed before them ("Proficiency re-roll of die 2 (3): "):
 * on the page a die may be re-rolled after the first roll; rolled again, there is no note.
 */
export interface DwTestDice {
  readonly dice: readonly number[];
  readonly note?: string;
}

export const dwAttributeTestTool = dwTool({
  name: 'attribute-test',
  schema: z.object({ test: TestInputSchema, attribute: z.enum(DW_ATTRIBUTES) }),
  roll: (input, rng): DwTestDice => ({ dice: rollDwTest(input.test, rng) }),
  describe: (input, { dice, note }) => describeDwTestRoll(input, dice, note),
});

/** A defence test against an attack as typed, or the choice not to roll (no dice). */
export const dwDefenceTool = dwTool({
  name: 'defence',
  schema: z
    .object({
      notation: z.string().check(z.maxLength(NOTATION_MAX_LENGTH)),
      test: TestInputSchema,
      noRoll: z.boolean(),
    })
    .check(z.refine((input) => parseDwAttack(input.notation).ok, 'the attack cannot be read')),
  roll: (input, rng): DwTestDice => ({ dice: input.noRoll ? [] : rollDwTest(input.test, rng) }),
  describe: (input, { dice, note }) => describeDwDefenceRoll(input, dice, note),
});

export const dwArmourTool = dwTool({
  name: 'armour',
  schema: z.object({
    armour: wholeNumberSchema(0, DW_ARMOUR_MAX),
    wounds: wholeNumberSchema(0, 99),
    resistance: wholeNumberSchema(0, 99),
    effects: z.array(z.enum(DW_WEAPON_EFFECTS)).check(z.maxLength(DW_WEAPON_EFFECTS.length)),
  }),
  roll: (input, rng) => rollDwArmour(input, rng),
  describe: (_input, roll) => describeDwArmourRoll(roll),
});

export const dwRiskTool = dwTool({
  name: 'risk',
  schema: z.object({ count: wholeNumberSchema(DW_RISK_MIN, DW_RISK_MAX) }),
  roll: (input, rng) => rollDwRisk(input.count, rng),
  describe: (_input, roll) => describeDwRiskRoll(roll),
});

/** An interlude action's risk dice, with what a trigger means for that action. */
export const dwInterludeRiskTool = dwTool({
  name: 'interlude-risk',
  schema: z
    .object({
      action: z.enum(
        DW_INTERLUDE_ACTIONS.map((action) => action.id) as [
          DwToolInputs['interlude-risk']['action'],
        ],
      ),
      option: z.string(),
    })
    .check(
      z.refine(
        (input) => findDwInterludeRisk(input.action, input.option) !== null,
        'this action rolls no risk dice',
      ),
    ),
  roll: (input, rng) => {
    const found = findDwInterludeRisk(input.action, input.option);
    if (!found) throw new RangeError('this action rolls no risk dice');
    return rollDwRisk(found.risk.dice, rng);
  },
  describe: (input, roll) =>
    describeDwRiskRoll(roll, findDwInterludeRisk(input.action, input.option)?.risk),
});

/** The Decay table; the interlude's hunger logs its own decay roll with no afflictions. */
export const dwDecayTool = dwTool({
  name: 'decay',
  schema: z.object({
    afflictions: z.array(z.enum(DW_AFFLICTIONS)).check(z.maxLength(DW_AFFLICTIONS.length)),
  }),
  roll: (input, rng): Parameters<typeof describeDwDecayRoll>[0] =>
    rollDwDecay(input.afflictions, rng),
  describe: (_input, roll) => describeDwDecayRoll(roll),
});

export const dwOmensSizeTool = dwTool({
  name: 'omens-size',
  schema: nothing,
  roll: (_input, rng) => rollDwOmensSize(rng),
  describe: (_input, size) => describeDwOmensSize(size),
});

export const dwOmenTool = dwTool({
  name: 'omen',
  schema: nothing,
  roll: (_input, rng) => rollDwOmen(rng),
  describe: (_input, omen) => describeDwOmenRoll(omen),
});

export const dwAmbushTool = dwTool({
  name: 'ambush',
  schema: z.object({ dice: wholeNumberSchema(0, DW_AMBUSH_MAX_DICE) }),
  roll: (input, rng) => rollDwAmbush(input.dice, rng),
  describe: (_input, roll) => describeDwAmbushRoll(roll),
});

export const dwBlacksaltEventTool = dwTool({
  name: 'blacksalt-event',
  schema: nothing,
  roll: (_input, rng) => rollDwBlacksaltEvent(rng),
  describe: (_input, roll) => describeDwBlacksaltEvent(roll),
});

export const dwSleepTool = dwTool({
  name: 'sleep',
  schema: z.object({
    location: z.enum(
      DW_SLEEP_LOCATIONS.map((location) => location.id) as [DwToolInputs['sleep']['location']],
    ),
    size: z.literal([...DW_SETTLEMENT_SIZES]),
  }),
  roll: (input, rng) => rollDwSleep(input.location, input.size, rng),
  describe: (_input, roll) => describeDwTableRoll(roll),
});

export const dwAvailabilityTool = dwTool({
  name: 'availability',
  schema: z.object({
    size: z.literal([...DW_SETTLEMENT_SIZES]),
    rarity: z.enum(DW_RARITIES),
  }),
  roll: (input, rng) => rollDwAvailability(input.size, input.rarity, rng),
  describe: (_input, roll) => describeDwAvailabilityRoll(roll),
});

export const dwPriceTool = dwTool({
  name: 'price',
  schema: z.object({
    rarity: z.enum(DW_RARITIES),
    surcharge: wholeNumberSchema(0, DW_PRICE_SURCHARGE_MAX),
  }),
  roll: (input, rng) => rollDwPrice(input.rarity, input.surcharge, rng),
  describe: (_input, roll) => describeDwPriceRoll(roll),
});

export const dwUsageTool = dwTool({
  name: 'usage',
  schema: z.object({ sides: z.literal([...USAGE_DIE_CHAIN]) }),
  roll: (input, rng) => rollDwUsage(input.sides, rng),
  describe: (_input, roll) => describeDwUsageRoll(roll),
});
