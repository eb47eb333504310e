/**
 * The Dead Weight camp plan: the setup choices, the camp actions bought with their points and the
 * ambush pool's own choices, kept in localStorage so a plan survives a reload until camp breaks.
 *
 * Stored shape (key `rules-at-hand:dw-camp`): `{ "version": 1, "adventurers": 1..20, "setup":
 * DwCampSetup, "actions": DwCampActionCounts, "ambush": { "exposed", "campedBefore",
 * "cookingSkill" (booleans), "extra": 0..20 } }`. Unreadable storage resets to an empty plan with a
 * notice and the text is kept aside; bump `version` and migrate here when the shape changes.
 * Typed counts are stored when they are numbers, even out of range, so the field can say what is
 * wrong with them; text that is not a number stays in the field and is never stored.
 */
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../../rules/whole-number-schema';
import {
  DW_EMPTY_CAMP_SETUP,
  DW_NO_CAMP_ACTIONS,
  type DwCampActionCounts,
  type DwCampSetup,
} from '../../rules/dead-weight/camp';
import { createValidatedPersistent, parseJsonWith } from '../validated-persistent';

export const DW_CAMP_KEY = 'rules-at-hand:dw-camp';

export interface DwCampAmbushChoices {
  readonly exposed: boolean;
  readonly campedBefore: boolean;
  readonly cookingSkill: boolean;
  readonly extra: number;
}

export interface DwCampPlan {
  readonly version: 1;
  readonly adventurers: number;
  readonly setup: DwCampSetup;
  readonly actions: DwCampActionCounts;
  readonly ambush: DwCampAmbushChoices;
}

export function createDwCampPlan(adventurers = 4): DwCampPlan {
  return {
    version: 1,
    adventurers,
    setup: DW_EMPTY_CAMP_SETUP,
    actions: DW_NO_CAMP_ACTIONS,
    ambush: { exposed: false, campedBefore: false, cookingSkill: false, extra: 0 },
  };
}

const anyNumber = z.number().check(z.minimum(-1000), z.maximum(1000));
const actionCount = wholeNumberSchema(0, 20);

const StoredCampSchema = z.object({
  version: z.literal(1),
  adventurers: anyNumber,
  setup: z.object({
    dryPlace: z.boolean(),
    suppliesUsed: anyNumber,
    survivalists: anyNumber,
    fire: z.boolean(),
    firewood: z.boolean(),
    longRest: z.boolean(),
    filthy: z.boolean(),
  }),
  actions: z.object({
    lookout: actionCount,
    rest: actionCount,
    campItems: actionCount,
    cook: actionCount,
    memorize: actionCount,
    sleep: actionCount,
  }),
  ambush: z.object({
    exposed: z.boolean(),
    campedBefore: z.boolean(),
    cookingSkill: z.boolean(),
    extra: anyNumber,
  }),
});

const saved = createValidatedPersistent<DwCampPlan>(DW_CAMP_KEY, createDwCampPlan(), {
  label: 'camp plan',
  encode: (value) => JSON.stringify(value),
  parse: parseJsonWith(StoredCampSchema, (data) => data),
});

export const $dwCamp = saved.$store;
export const $dwCampNotice = saved.$notice;

export function updateDwCamp(change: (plan: DwCampPlan) => DwCampPlan): void {
  $dwCamp.set(change($dwCamp.get()));
}

/** Camp breaks: the plan is cleared, but the party still has camped before in this expedition. */
export function clearDwCamp(): void {
  const plan = $dwCamp.get();
  $dwCamp.set({
    ...createDwCampPlan(plan.adventurers),
    ambush: {
      ...createDwCampPlan().ambush,
      campedBefore: true,
      cookingSkill: plan.ambush.cookingSkill,
    },
  });
}
