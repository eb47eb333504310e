/**
 * This ruleset's tools that the roll log can roll again, and the words their rolls are logged
 * with (see src/rules/roll-recipe.ts). Each tool's describer is the one its widget logs with
 * (./log-lines.ts). A logged input is read back with the tool's own rules: it was stored in the
 * browser and may be old or tampered with, so anything the tool itself would not roll is refused.
 */
import * as z from 'zod/mini';
import { USAGE_DIE_CHAIN, type Rng } from '../dice';
import { loggedTool, type LogLine, type ToolLog } from '../roll-recipe';
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

const whole = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
const nothing = z.object({});

const TestInputSchema = z
  .object({
    pool: whole(-99, 99),
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

const SCHEMAS: { readonly [Tool in DwTool]: z.ZodMiniType<DwToolInputs[Tool]> } = {
  'attribute-test': z.object({ test: TestInputSchema, attribute: z.enum(DW_ATTRIBUTES) }),
  defence: z
    .object({
      notation: z.string().check(z.maxLength(NOTATION_MAX_LENGTH)),
      test: TestInputSchema,
      noRoll: z.boolean(),
    })
    .check(z.refine((input) => parseDwAttack(input.notation).ok, 'the attack cannot be read')),
  armour: z.object({
    armour: whole(0, DW_ARMOUR_MAX),
    wounds: whole(0, 99),
    resistance: whole(0, 99),
    effects: z.array(z.enum(DW_WEAPON_EFFECTS)).check(z.maxLength(DW_WEAPON_EFFECTS.length)),
  }),
  risk: z.object({ count: whole(DW_RISK_MIN, DW_RISK_MAX) }),
  'interlude-risk': z
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
  decay: z.object({
    afflictions: z.array(z.enum(DW_AFFLICTIONS)).check(z.maxLength(DW_AFFLICTIONS.length)),
  }),
  'omens-size': nothing,
  omen: nothing,
  ambush: z.object({ dice: whole(0, DW_AMBUSH_MAX_DICE) }),
  'blacksalt-event': nothing,
  sleep: z.object({
    location: z.enum(
      DW_SLEEP_LOCATIONS.map((location) => location.id) as [DwToolInputs['sleep']['location']],
    ),
    size: z.literal([...DW_SETTLEMENT_SIZES]),
  }),
  availability: z.object({
    size: z.literal([...DW_SETTLEMENT_SIZES]),
    rarity: z.enum(DW_RARITIES),
  }),
  price: z.object({ rarity: z.enum(DW_RARITIES), surcharge: whole(0, DW_PRICE_SURCHARGE_MAX) }),
  usage: z.object({ sides: z.literal([...USAGE_DIE_CHAIN]) }),
} as never;

/** How each tool rolls its input and describes the roll: the widget's own roll and describer. */
const ROLLS: { readonly [Tool in DwTool]: (input: DwToolInputs[Tool], rng: Rng) => LogLine } = {
  'attribute-test': (input, rng) => describeDwTestRoll(input, rollDwTest(input.test, rng)),
  defence: (input, rng) =>
    describeDwDefenceRoll(input, input.noRoll ? [] : rollDwTest(input.test, rng)),
  armour: (input, rng) => describeDwArmourRoll(rollDwArmour(input, rng)),
  risk: (input, rng) => describeDwRiskRoll(rollDwRisk(input.count, rng)),
  'interlude-risk': (input, rng) => {
    const found = findDwInterludeRisk(input.action, input.option);
    if (!found) throw new RangeError('this action rolls no risk dice');
    return describeDwRiskRoll(rollDwRisk(found.risk.dice, rng), found.risk);
  },
  decay: (input, rng) => describeDwDecayRoll(rollDwDecay(input.afflictions, rng)),
  'omens-size': (_input, rng) => describeDwOmensSize(rollDwOmensSize(rng)),
  omen: (_input, rng) => describeDwOmenRoll(rollDwOmen(rng)),
  ambush: (input, rng) => describeDwAmbushRoll(rollDwAmbush(input.dice, rng)),
  'blacksalt-event': (_input, rng) => describeDwBlacksaltEvent(rollDwBlacksaltEvent(rng)),
  sleep: (input, rng) => describeDwTableRoll(rollDwSleep(input.location, input.size, rng)),
  availability: (input, rng) =>
    describeDwAvailabilityRoll(rollDwAvailability(input.size, input.rarity, rng)),
  price: (input, rng) => describeDwPriceRoll(rollDwPrice(input.rarity, input.surcharge, rng)),
  usage: (input, rng) => describeDwUsageRoll(rollDwUsage(input.sides, rng)),
};

function entry<Tool extends DwTool>(tool: Tool) {
  const schema = SCHEMAS[tool];
  return loggedTool<DwToolInputs[Tool]>({
    readInput: (raw) => {
      const parsed = schema.safeParse(raw);
      return parsed.success ? parsed.data : null;
    },
    roll: ROLLS[tool],
  });
}

export const toolLog: ToolLog = Object.fromEntries(
  (Object.keys(ROLLS) as DwTool[]).map((tool) => [tool, entry(tool)]),
);
