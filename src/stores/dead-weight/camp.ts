/**
 * The Dead Weight camp plan: the setup choices, the camp actions bought with their points and the
 * ambush pool's own choices, kept in localStorage so a plan survives a reload until camp breaks.
 *
 * Stored shape (key `rules-at-hand:dw-camp`): `{ "version": 1, "adventurers": 1..20 or null,
 * "setup": DwCampSetup, "actions": DwCampActionCounts, "ambush": { "exposed", "campedBefore",
 * "cookingSkill" (booleans), "extra": 0..20 } }`. `adventurers` is null until the reader types a
 * number: the plan then counts the party's size (camp-adventurers.ts); a number saved before null
 * was allowed may have been typed, so it is kept as typed. Unreadable storage resets to an empty
 * plan with a notice and the text is kept aside; bump `version` and migrate here when the shape
 * changes.
 * Typed counts are stored when they are numbers, even out of range, so the field can say what is
 * wrong with them; text that is not a number stays in the field and is never stored.
 */
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../../rules/whole-number-schema';
import {
  buyDwCampAction,
  computeDwCampPoints,
  countDwBreakCampDoom,
  describeDwCampBroken,
  dropDwCampAction,
  explainDwCampRemoveBlocked,
  explainDwCampAddBlocked,
  DW_EMPTY_CAMP_SETUP,
  DW_NO_CAMP_ACTIONS,
  type DwCampActionCounts,
  type DwCampActionId,
  type DwCampBuyProblem,
  type DwCampSetup,
} from '../../rules/dead-weight/camp';
import { refuse, succeed, type Problem, type Result } from '../../rules/result';
import {
  countDwCampAdventurers,
  type DwCampAdventurersFrom,
} from '../../rules/dead-weight/camp-adventurers';
import {
  createValidatedPersistent,
  derivedFromSaved,
  parseJsonWith,
} from '../validated-persistent';
import type { DwCampCount } from '../../rules/dead-weight/camp-view';
import { advanceDwDoom } from './expedition';
import { $dwParty } from './party';

export const DW_CAMP_KEY = 'rules-at-hand:dw-camp';

export interface DwCampAmbushChoices {
  readonly exposed: boolean;
  readonly campedBefore: boolean;
  readonly cookingSkill: boolean;
  readonly extra: number;
}

export interface DwCampPlan {
  readonly version: 1;
  /** The number the reader typed; null for none typed (the party's size is counted). */
  readonly adventurers: number | null;
  readonly setup: DwCampSetup;
  readonly actions: DwCampActionCounts;
  readonly ambush: DwCampAmbushChoices;
}

export function createDwCampPlan(adventurers: number | null = null): DwCampPlan {
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
  adventurers: z.nullable(anyNumber),
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

/** The plan as the tools count it: the adventurers as a number, and where it comes from. */
export interface DwCountedCampPlan extends Omit<DwCampPlan, 'adventurers'> {
  readonly adventurers: number;
  readonly adventurersFrom: DwCampAdventurersFrom;
}

/** The saved plan with its adventurers counted: typed, else the party's size, else the start. */
export const $dwCountedCamp = derivedFromSaved($dwCamp, $dwParty, (plan, party) => {
  const { count, from } = countDwCampAdventurers(plan.adventurers, party.characters.length);
  return { ...plan, adventurers: count, adventurersFrom: from };
});

/** Sets one of the plan's counts, kept as typed once it is a number (the field says what is wrong). */
export function setDwCampCount(count: DwCampCount, value: number): void {
  if (count === 'adventurers') updateDwCamp((plan) => ({ ...plan, adventurers: value }));
  else if (count === 'extra') setDwCampAmbush({ extra: value });
  else setDwCampSetup({ [count]: value });
}

/** Lets the typed number of adventurers go: the plan counts the party's size again. */
export function countDwCampParty(): void {
  updateDwCamp((plan) => ({ ...plan, adventurers: null }));
}

/** Changes setup choices (the rest of the setup stays). */
export function setDwCampSetup(change: Partial<DwCampSetup>): void {
  updateDwCamp((plan) => ({ ...plan, setup: { ...plan.setup, ...change } }));
}

/** Changes the ambush pool's own choices (the rest stay). */
export function setDwCampAmbush(change: Partial<DwCampAmbushChoices>): void {
  updateDwCamp((plan) => ({ ...plan, ambush: { ...plan.ambush, ...change } }));
}

/**
 * Plans one more of a camp action, read against the plan as saved now; refused, changing nothing,
 * with explainDwCampAddBlocked's reason: the setup cannot be counted, or buyDwCampAction's.
 */
export function addDwCampAction(
  id: DwCampActionId,
): Result<DwCampActionCounts, Problem<DwCampBuyProblem | 'setup-unread'>> {
  const { setup, actions, adventurers } = $dwCountedCamp.get();
  const points = computeDwCampPoints(setup, adventurers);
  if (!points.ok)
    return refuse(
      'setup-unread',
      explainDwCampAddBlocked(points, actions, id, { adventurers, setup }) ?? '',
    );
  const bought = buyDwCampAction(actions, id, { points: points.value.points, adventurers, setup });
  if (bought.ok) updateDwCamp((plan) => ({ ...plan, actions: bought.value }));
  return bought;
}

/**
 * Takes one of a planned camp action back, read against the plan as saved now; refused, changing
 * nothing, when none is planned (explainDwCampRemoveBlocked).
 */
export function removeDwCampAction(
  id: DwCampActionId,
): Result<DwCampActionCounts, Problem<'none-planned'>> {
  const none = explainDwCampRemoveBlocked($dwCamp.get().actions, id);
  if (none) return refuse('none-planned', none);
  updateDwCamp((plan) => ({ ...plan, actions: dropDwCampAction(plan.actions, id) }));
  return succeed($dwCamp.get().actions);
}

/**
 * Breaks camp: the expedition's current doom tracker advances (twice after a long rest) and the
 * plan is cleared (clearDwCamp). Returns what was done, in words.
 */
export function breakDwCamp(): string {
  const { longRest } = $dwCamp.get().setup;
  advanceDwDoom(countDwBreakCampDoom(longRest));
  clearDwCamp();
  return describeDwCampBroken(longRest);
}

/**
 * Camp breaks: the plan is cleared, but the party still has camped before in this expedition, and
 * a number of adventurers typed stays (none typed, the party's size is still counted).
 */
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
