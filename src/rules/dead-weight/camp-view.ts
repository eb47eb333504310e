/**
 * What the camp planner shows, decided here from the plan as counted, the party's size and the
 * ambush roll shown: each field's message, the action points and what is left of them, why each
 * Add is off, the cooking line, the ambush pool with its exact odds and why it cannot be rolled,
 * whether the roll shown belongs to another pool, and what breaking camp does to doom. The tool
 * lays it out.
 */
import {
  computeDwAmbushOdds,
  computeDwCampBudget,
  computeDwCampPoints,
  computeDwPlanAmbushPool,
  describeDwBreakCampDoom,
  describeDwCampLines,
  describeDwCooking,
  DW_AMBUSH_OUTCOME_TEXT,
  DW_CAMP_ACTIONS,
  explainDwAmbushBlocked,
  explainDwCampAddBlocked,
  findDwCampFieldError,
  isDwAmbushSix,
  type DwAmbushOdds,
  type DwAmbushRoll,
  type DwCampActionId,
  type DwCampField,
  type DwCampPlanParts,
} from './camp';
import {
  describeDwCampAdventurers,
  offerDwCampPartyCount,
  type DwCampAdventurersFrom,
} from './camp-adventurers';

/** The plan as the planner counts it (src/stores/dead-weight/camp.ts keeps it). */
export interface DwCountedCampParts extends DwCampPlanParts {
  readonly adventurersFrom: DwCampAdventurersFrom;
  readonly ambush: DwCampPlanParts['ambush'] & { readonly cookingSkill: boolean };
}

export interface DwCampView {
  /** What the adventurers' field says of its count; undefined without a party. */
  readonly adventurersHint: string | undefined;
  /** The button that counts the party again ("Count the party (3)"); null when not offered. */
  readonly partyCount: string | null;
  /** Each field's message, undefined while it is fine. */
  readonly errors: Readonly<Record<DwCampField, string | undefined>>;
  /** The action points, what they come from and what is left; null while the setup is wrong. */
  readonly points: {
    readonly total: number;
    /** " (Dry and stable place +1)", or " (no setup choices yet)". */
    readonly from: string;
    readonly spent: number;
    readonly left: number;
    readonly overspent: boolean;
  } | null;
  /** Why each camp action's Add is off; null while it is on. */
  readonly addBlocked: Readonly<Record<DwCampActionId, string | null>>;
  /** What the cooking feeds, while someone cooks; else null. */
  readonly cooking: string | null;
  /** The ambush pool's dice and what they come from (" (Exposed +1)", or empty). */
  readonly pool: { readonly dice: number; readonly from: string };
  /** The exact odds of the pool; null while the other ambush dice cannot be read. */
  readonly odds: DwAmbushOdds | null;
  readonly ambushBlocked: string | null;
  /** The roll shown was made with another pool than the plan makes now. */
  readonly ambushStale: boolean;
  /** The roll shown: each die (a 6 marked) and what it means; null before a roll. */
  readonly ambush: {
    readonly faces: readonly { readonly face: number; readonly six: boolean }[];
    readonly outcome: string;
  } | null;
  /** How often breaking camp advances doom: "once", "twice (long rest)"; `brief` for the button. */
  readonly breakDoom: { readonly said: string; readonly brief: string };
}

/** Everything the camp planner shows, decided. */
export function viewDwCampPlan(
  plan: DwCountedCampParts,
  partySize: number,
  rolled: DwAmbushRoll | null,
): DwCampView {
  const { setup, actions, adventurers } = plan;
  const { extra } = plan.ambush;
  const points = computeDwCampPoints(setup, adventurers);
  const errorFor = (field: DwCampField) => findDwCampFieldError(points, extra, field);
  const errors = {
    suppliesUsed: errorFor('suppliesUsed'),
    survivalists: errorFor('survivalists'),
    fire: errorFor('fire'),
    adventurers: errorFor('adventurers'),
    extra: errorFor('extra'),
  };
  const budget = computeDwCampBudget(points, actions);
  const pool = computeDwPlanAmbushPool(plan);
  const lines = points.ok ? points.value.lines : [];
  return {
    adventurersHint: describeDwCampAdventurers(plan.adventurersFrom, partySize),
    partyCount: offerDwCampPartyCount(plan.adventurersFrom, partySize),
    errors,
    points: points.ok
      ? {
          total: points.value.points,
          from: lines.length > 0 ? ` (${describeDwCampLines(lines)})` : ' (no setup choices yet)',
          ...budget,
        }
      : null,
    addBlocked: Object.fromEntries(
      DW_CAMP_ACTIONS.map((action) => [
        action.id,
        explainDwCampAddBlocked(points, actions, action.id, { adventurers, setup }),
      ]),
    ) as Record<DwCampActionId, string | null>,
    cooking: actions.cook > 0 ? describeDwCooking(actions.cook, plan.ambush.cookingSkill) : null,
    pool: {
      dice: pool.dice,
      from: pool.lines.length > 0 ? ` (${describeDwCampLines(pool.lines)})` : '',
    },
    odds: errors.extra === undefined ? computeDwAmbushOdds(pool.dice) : null,
    ambushBlocked: explainDwAmbushBlocked(points, actions, extra),
    ambushStale:
      rolled !== null && (errors.extra !== undefined || rolled.dice.length !== pool.dice),
    ambush: rolled && {
      faces: rolled.dice.map((face) => ({ face, six: isDwAmbushSix(face) })),
      outcome: DW_AMBUSH_OUTCOME_TEXT[rolled.outcome],
    },
    breakDoom: {
      said: describeDwBreakCampDoom(setup.longRest),
      brief: describeDwBreakCampDoom(setup.longRest, true),
    },
  };
}
