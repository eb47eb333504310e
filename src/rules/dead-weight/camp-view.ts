/**
 * What the camp planner shows, decided here from the plan as counted, the party's size and the
 * tool's own state: each count's field and each toggle with its message, the action points and
 * what is left of them, why each Add is off, the cooking line, the ambush pool with its exact odds
 * and why it cannot be rolled, whether the roll shown belongs to another pool, and what breaking
 * camp does to doom. The tool's own state (the roll shown, what breaking camp said, and when the
 * action cards' refusals went stale) changes only through `stepDwCampTool`. The tool lays it out.
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

/** The plan's counts typed as numbers: the adventurers, the setup's two, the other ambush dice. */
export type DwCampCount = 'adventurers' | 'suppliesUsed' | 'survivalists' | 'extra';

/** A count of the plan as typed. */
export function readDwCampCount(plan: DwCountedCampParts, count: DwCampCount): number {
  if (count === 'adventurers') return plan.adventurers;
  return count === 'extra' ? plan.ambush.extra : plan.setup[count];
}

/** What the planner holds between presses; they change together, so they are one state. */
export interface DwCampToolState {
  /** The ambush roll shown, under the serial that makes it announce itself anew. */
  readonly ambush: { readonly serial: number; readonly value: DwAmbushRoll } | null;
  /** What breaking camp did, said until the next break. */
  readonly broken: string | null;
  /**
   * Bumped by a change to the setup or a camp broken: a card's last refusal is stale then, and the
   * cards are drawn anew without it.
   */
  readonly refusalsFrom: number;
}

export const DW_CAMP_TOOL_START: DwCampToolState = { ambush: null, broken: null, refusalsFrom: 0 };

export type DwCampToolEvent =
  | { readonly type: 'setup-changed' }
  | { readonly type: 'ambush-rolled'; readonly roll: DwAmbushRoll }
  /** Camp broken, with what it did: the roll shown belongs to the camp before. */
  | { readonly type: 'camp-broken'; readonly said: string };

/** The planner's own state after `event`. */
export function stepDwCampTool(state: DwCampToolState, event: DwCampToolEvent): DwCampToolState {
  switch (event.type) {
    case 'setup-changed':
      return { ...state, refusalsFrom: state.refusalsFrom + 1 };
    case 'ambush-rolled':
      return { ...state, ambush: { serial: (state.ambush?.serial ?? 0) + 1, value: event.roll } };
    case 'camp-broken':
      return { ambush: null, broken: event.said, refusalsFrom: state.refusalsFrom + 1 };
  }
}

/** A count's field: which count, the end of its id, its label, value, hint and message. */
export interface DwCampCountField {
  readonly count: DwCampCount;
  readonly fieldId: string;
  readonly label: string;
  readonly value: number;
  readonly hint: string | undefined;
  readonly error: string | undefined;
}

/** A toggle of the plan: which choice, its label, whether it is on, and a message under it. */
export interface DwCampToggle<Key extends string> {
  readonly key: Key;
  readonly label: string;
  readonly checked: boolean;
  readonly error: string | undefined;
}

type SetupToggle = 'dryPlace' | 'fire' | 'firewood' | 'longRest' | 'filthy';
const SETUP_TOGGLES: readonly (readonly [SetupToggle, string])[] = [
  ['dryPlace', 'Dry and stable place (+1)'],
  ['fire', 'Make a fire (+1; needs a camping supply or firewood)'],
  ['firewood', 'Firewood for the fire'],
  ['longRest', 'Long rest (+2; breaking camp advances the doom tracker twice)'],
  ['filthy', 'Particularly filthy or unhealthy place (−1)'],
];
type AmbushToggle = 'exposed' | 'campedBefore' | 'cookingSkill';
const AMBUSH_TOGGLES: Readonly<Record<AmbushToggle, string>> = {
  exposed: 'The place is particularly exposed (+1 die)',
  campedBefore: 'The party has camped before in this expedition (+1 die)',
  cookingSkill: 'Someone has the cooking skill',
};
/** Each count's field: the end of its id and its label. */
const COUNTS: Readonly<Record<DwCampCount, readonly [fieldId: string, label: string]>> = {
  adventurers: ['adventurers', 'Adventurers in camp'],
  suppliesUsed: ['supplies', 'Camping supplies used (+1 each)'],
  survivalists: ['survivalists', 'Adventurers with the survivalist skill (+1 each)'],
  extra: ['extra', 'Other ambush dice (doom tracker events)'],
};

/** The plan as the planner counts it (src/stores/dead-weight/camp.ts keeps it). */
export interface DwCountedCampParts extends DwCampPlanParts {
  readonly adventurersFrom: DwCampAdventurersFrom;
  readonly ambush: DwCampPlanParts['ambush'] & { readonly cookingSkill: boolean };
}

export interface DwCampView {
  /** The count fields: the adventurers (hinted from the party), the setup's two, the other dice. */
  readonly counts: {
    readonly adventurers: DwCampCountField;
    readonly setup: readonly DwCampCountField[];
    readonly extra: DwCampCountField;
  };
  /** The button that counts the party again ("Count the party (3)"); null when not offered. */
  readonly partyCount: string | null;
  /** The setup's toggles; the fire's message shows under the firewood's, the other way to light it. */
  readonly setupToggles: readonly DwCampToggle<SetupToggle>[];
  /** The ambush pool's own toggles. */
  readonly ambushToggles: readonly DwCampToggle<AmbushToggle>[];
  /** The cooking skill's toggle with what the cooking feeds, while someone cooks; else null. */
  readonly cooking: { readonly toggle: DwCampToggle<AmbushToggle>; readonly said: string } | null;
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
  const countField = (count: DwCampCount): DwCampCountField => ({
    count,
    fieldId: COUNTS[count][0],
    label: COUNTS[count][1],
    value: readDwCampCount(plan, count),
    hint:
      count === 'adventurers'
        ? describeDwCampAdventurers(plan.adventurersFrom, partySize)
        : undefined,
    error: errors[count],
  });
  const ambushToggle = (key: AmbushToggle): DwCampToggle<AmbushToggle> => ({
    key,
    label: AMBUSH_TOGGLES[key],
    checked: plan.ambush[key],
    error: undefined,
  });
  const budget = computeDwCampBudget(points, actions);
  const pool = computeDwPlanAmbushPool(plan);
  const lines = points.ok ? points.value.lines : [];
  return {
    counts: {
      adventurers: countField('adventurers'),
      setup: [countField('suppliesUsed'), countField('survivalists')],
      extra: countField('extra'),
    },
    partyCount: offerDwCampPartyCount(plan.adventurersFrom, partySize),
    setupToggles: SETUP_TOGGLES.map(([key, label]) => ({
      key,
      label,
      checked: setup[key],
      error: key === 'firewood' ? errors.fire : undefined,
    })),
    ambushToggles: [ambushToggle('exposed'), ambushToggle('campedBefore')],
    cooking:
      actions.cook > 0
        ? {
            toggle: ambushToggle('cookingSkill'),
            said: describeDwCooking(actions.cook, plan.ambush.cookingSkill),
          }
        : null,
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
