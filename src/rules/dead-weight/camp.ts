/**
 * Camping in the dungeon (camp page): action points from the setup choices, the camp actions
 * they buy, the ambush pool with its exact odds and roll, and how far breaking camp advances the
 * doom tracker. Pure: choices come in as plain data, randomness as an `Rng`.
 *
 * Decisions where the text is silent:
 * - Action points never go below 0 (a filthy place with nothing else gives 0, not -1).
 * - The long rest's doom advance is the second advance at break camp ("advances twice"), not a
 *   third one at setup: the text names it in both places for the same rest.
 * - "Use camp items" and "Memorize spells and prayers" cost 1 action per adventurer doing them
 *   (each adventurer uses one camp item), so they can be bought once per adventurer. Keep a
 *   lookout and cook may be bought more than once; rest and sleep once.
 * - The ambush pool never goes below 0 dice; with 0 dice nothing can ambush the camp.
 */
import { howMany } from '../words';
import { rollDie, type Fraction, type Rng } from '../dice';
import { fail, refuse, succeed, type Problem, type Result } from '../result';

export interface DwCampSetup {
  /** Camping in a dry and stable place: +1. */
  readonly dryPlace: boolean;
  /** Camping supply items used: +1 each. */
  readonly suppliesUsed: number;
  /** Adventurers with the survivalist skill: +1 each. */
  readonly survivalists: number;
  /** A fire was made: +1; needs a camping supply or firewood. */
  readonly fire: boolean;
  /** Firewood burnt for the fire (the other way to light one). */
  readonly firewood: boolean;
  /** A long rest: +2, and breaking camp advances the doom tracker twice. */
  readonly longRest: boolean;
  /** A particularly filthy or unhealthy place: -1. */
  readonly filthy: boolean;
}

export const DW_EMPTY_CAMP_SETUP: DwCampSetup = {
  dryPlace: false,
  suppliesUsed: 0,
  survivalists: 0,
  fire: false,
  firewood: false,
  longRest: false,
  filthy: false,
};

/** An upper bound for typed counts, so a slip of the keyboard cannot make a thousand actions. */
export const DW_CAMP_MAX_COUNT = 20;

export type DwCampField = 'suppliesUsed' | 'survivalists' | 'fire' | 'adventurers' | 'extra';

/** Why a field of the camp plan is refused, and which field. */
export interface DwCampFieldError extends Problem<
  'not-whole' | 'too-low' | 'too-high' | 'more-than-adventurers' | 'no-fuel'
> {
  readonly field: DwCampField;
}

export interface DwCampPointLine {
  readonly label: string;
  readonly points: number;
}

/** Lines added up, never below zero: the action points of a setup, the dice of an ambush pool. */
function sumDwCampLines(lines: readonly DwCampPointLine[]): number {
  return Math.max(
    0,
    lines.reduce((total, line) => total + line.points, 0),
  );
}

/** Lines as a list in words, each with its sign: "Dry and stable place +1, Filthy or unhealthy place −1". */
export function describeDwCampLines(lines: readonly DwCampPointLine[]): string {
  return lines
    .map((line) => `${line.label} ${line.points > 0 ? '+' : '−'}${Math.abs(line.points)}`)
    .join(', ');
}

/** The action points and the lines that make them up, or every field that is wrong. */
export type DwCampPoints = Result<
  { readonly points: number; readonly lines: readonly DwCampPointLine[] },
  readonly DwCampFieldError[]
>;

function checkCount(
  value: number,
  field: DwCampField,
  what: string,
  max: number,
): DwCampFieldError | null {
  if (!Number.isFinite(value) || !Number.isInteger(value))
    return { code: 'not-whole', field, message: `${what} must be a whole number.` };
  if (value < 0) return { code: 'too-low', field, message: `${what} cannot be negative.` };
  if (value > max) return { code: 'too-high', field, message: `${what} can be at most ${max}.` };
  return null;
}

/** Checks the ambush dice from elsewhere (doom tracker events): a whole number from 0 to 20. */
export function checkDwAmbushExtra(extra: number): DwCampFieldError | null {
  if (Number.isInteger(extra) && extra >= 0 && extra <= DW_CAMP_MAX_COUNT) return null;
  return {
    code: !Number.isInteger(extra) ? 'not-whole' : extra < 0 ? 'too-low' : 'too-high',
    field: 'extra',
    message: `Extra dice must be a whole number from 0 to ${DW_CAMP_MAX_COUNT}.`,
  };
}

/** Checks the number of adventurers in camp (1 to 20). */
export function checkDwCampAdventurers(adventurers: number): DwCampFieldError | null {
  if (!Number.isFinite(adventurers) || !Number.isInteger(adventurers))
    return {
      code: 'not-whole',
      field: 'adventurers',
      message: 'The number of adventurers must be a whole number.',
    };
  if (adventurers < 1)
    return {
      code: 'too-low',
      field: 'adventurers',
      message: 'At least one adventurer must be in camp.',
    };
  if (adventurers > DW_CAMP_MAX_COUNT)
    return {
      code: 'too-high',
      field: 'adventurers',
      message: `At most ${DW_CAMP_MAX_COUNT} adventurers can be in camp.`,
    };
  return null;
}

/** The action points the setup gives, line by line as the text lists them, or what is wrong with it. */
export function computeDwCampPoints(setup: DwCampSetup, adventurers: number): DwCampPoints {
  const errors: DwCampFieldError[] = [];
  const adventurerError = checkDwCampAdventurers(adventurers);
  if (adventurerError) errors.push(adventurerError);
  const [supplies, survivalists] = (
    [
      ['suppliesUsed', 'Camping supplies used'],
      ['survivalists', 'Survivalists'],
    ] as const
  ).map(([field, what]) => checkCount(setup[field], field, what, DW_CAMP_MAX_COUNT));
  if (supplies) errors.push(supplies);
  if (survivalists) errors.push(survivalists);
  else if (!adventurerError && setup.survivalists > adventurers) {
    errors.push({
      code: 'more-than-adventurers',
      field: 'survivalists',
      message: `Only ${adventurers} adventurer${adventurers === 1 ? ' is' : 's are'} in camp, so at most ${adventurers} can be survivalists.`,
    });
  }
  if (setup.fire && !supplies && setup.suppliesUsed < 1 && !setup.firewood) {
    errors.push({
      code: 'no-fuel',
      field: 'fire',
      message: 'A fire needs a camping supply or firewood: use a supply or mark firewood.',
    });
  }
  if (errors.length > 0) return fail(errors);

  const lines: DwCampPointLine[] = [];
  if (setup.dryPlace) lines.push({ label: 'Dry and stable place', points: 1 });
  if (setup.suppliesUsed > 0)
    lines.push({
      label: `Camping supplies used (${setup.suppliesUsed})`,
      points: setup.suppliesUsed,
    });
  if (setup.survivalists > 0)
    lines.push({ label: `Survivalists (${setup.survivalists})`, points: setup.survivalists });
  if (setup.fire) lines.push({ label: 'A fire', points: 1 });
  if (setup.longRest) lines.push({ label: 'Long rest', points: 2 });
  if (setup.filthy) lines.push({ label: 'Filthy or unhealthy place', points: -1 });
  return succeed({ points: sumDwCampLines(lines), lines });
}

export type DwCampActionId = 'lookout' | 'rest' | 'campItems' | 'cook' | 'memorize' | 'sleep';

export interface DwCampAction {
  readonly id: DwCampActionId;
  readonly name: string;
  readonly cost: number;
  /** How many times it can be bought: 'once', once per adventurer, or as often as points allow. */
  readonly limit: 'once' | 'per-adventurer' | 'many';
  /** What it does, in the text's words. */
  readonly effect: string;
}

export const DW_CAMP_ACTIONS: readonly DwCampAction[] = [
  { id: 'lookout', name: 'Keep a lookout', cost: 1, limit: 'many', effect: 'Remove 1 ambush die.' },
  {
    id: 'rest',
    name: 'A well deserved rest',
    cost: 1,
    limit: 'once',
    effect:
      'Recover all fatigue points from the whole party. Removes the Shaken affliction. Un-exhaust all prayers.',
  },
  {
    id: 'campItems',
    name: 'Use camp items',
    cost: 1,
    limit: 'per-adventurer',
    effect: 'Each adventurer can use one item tagged with Camp for its effects.',
  },
  {
    id: 'cook',
    name: 'Cook some food',
    cost: 1,
    limit: 'many',
    effect:
      'Cook one ration: it feeds 2 adventurers, or 3 if someone has the cooking skill. Needs a fire and at least one camping supply.',
  },
  {
    id: 'memorize',
    name: 'Memorize spells and prayers',
    cost: 1,
    limit: 'per-adventurer',
    effect: 'Wizards and Clerics may memorize and forget spells and prayers.',
  },
  {
    id: 'sleep',
    name: 'Sleep',
    cost: 2,
    limit: 'once',
    effect:
      'Recover all fatigue points from the whole party. Removes the Sleepy and Shaken afflictions. Everyone heals 1 wound. Un-exhaust all prayers. Add 1 ambush die.',
  },
];

export type DwCampActionCounts = Readonly<Record<DwCampActionId, number>>;

export const DW_NO_CAMP_ACTIONS: DwCampActionCounts = {
  lookout: 0,
  rest: 0,
  campItems: 0,
  cook: 0,
  memorize: 0,
  sleep: 0,
};

export function findDwCampAction(id: DwCampActionId): DwCampAction {
  const action = DW_CAMP_ACTIONS.find((candidate) => candidate.id === id);
  if (!action) throw new Error(`unknown camp action ${id}`);
  return action;
}

/** Action points the chosen actions cost. */
export function computeDwCampSpent(counts: DwCampActionCounts): number {
  return DW_CAMP_ACTIONS.reduce((total, action) => total + action.cost * counts[action.id], 0);
}

/**
 * The points the plan spends and those left: while the setup cannot be counted it gives none, and
 * the plan is overspent only when a counted setup gives fewer than it spends.
 */
export function computeDwCampBudget(
  points: DwCampPoints,
  counts: DwCampActionCounts,
): { readonly spent: number; readonly left: number; readonly overspent: boolean } {
  const spent = computeDwCampSpent(counts);
  const left = (points.ok ? points.value.points : 0) - spent;
  return { spent, left, overspent: points.ok && left < 0 };
}

/** Why one more of an action cannot be planned. */
export type DwCampBuyProblem =
  'once-per-camp' | 'all-adventurers' | 'needs-fire' | 'too-few-points';

/** The actions planned after buying one more, or why not. */
export type DwCampBuy = Result<DwCampActionCounts, Problem<DwCampBuyProblem>>;

/**
 * Buys one more of an action, or says why not: not enough points left, already bought, one per
 * adventurer, or cooking without a fire and a camping supply.
 */
export function buyDwCampAction(
  counts: DwCampActionCounts,
  id: DwCampActionId,
  context: { readonly points: number; readonly adventurers: number; readonly setup: DwCampSetup },
): DwCampBuy {
  const action = findDwCampAction(id);
  const left = context.points - computeDwCampSpent(counts);
  if (action.limit === 'once' && counts[id] >= 1)
    return refuse(
      'once-per-camp',
      `${action.name} is already planned; it can be done once per camp.`,
    );
  if (action.limit === 'per-adventurer' && counts[id] >= context.adventurers) {
    return refuse(
      'all-adventurers',
      `${action.name} is already planned for all ${howMany(context.adventurers, 'adventurer')}.`,
    );
  }
  if (id === 'cook' && (!context.setup.fire || context.setup.suppliesUsed < 1)) {
    return refuse(
      'needs-fire',
      'Cooking needs a fire and at least one camping supply used during this camp.',
    );
  }
  if (action.cost > left) {
    return refuse(
      'too-few-points',
      `${action.name} costs ${howMany(action.cost, 'action')}, but only ${left} ${left === 1 ? 'is' : 'are'} left.`,
    );
  }
  return succeed({ ...counts, [id]: counts[id] + 1 });
}

/**
 * Why one more of an action cannot be added now, shown beside its Add button while it is off:
 * the setup cannot be counted yet, or buyDwCampAction's refusal. Null when it can be added.
 */
export function explainDwCampAddBlocked(
  points: DwCampPoints,
  counts: DwCampActionCounts,
  id: DwCampActionId,
  context: { readonly adventurers: number; readonly setup: DwCampSetup },
): string | null {
  if (!points.ok) return 'Add is off until the setup fields above can be counted.';
  const bought = buyDwCampAction(counts, id, { ...context, points: points.value.points });
  return bought.ok ? null : bought.error.message;
}

/**
 * Why taking one of an action back is refused: none of it is planned. The Remove buttons stay on,
 * so this is said after the press rather than leaving six buttons off without a word.
 */
export function explainDwCampRemoveBlocked(
  counts: DwCampActionCounts,
  id: DwCampActionId,
): string | null {
  if (counts[id] > 0) return null;
  return `Nothing to remove: ${findDwCampAction(id).name} is not planned.`;
}

/** One fewer of an action (never below zero). */
export function dropDwCampAction(
  counts: DwCampActionCounts,
  id: DwCampActionId,
): DwCampActionCounts {
  return { ...counts, [id]: Math.max(0, counts[id] - 1) };
}

/** Adventurers fed by the cooked rations: 2 per ration, 3 with the cooking skill. */
export function countDwFedByCooking(rations: number, cookingSkill: boolean): number {
  return rations * (cookingSkill ? 3 : 2);
}

/** A camp action with its cost and limit: "Cook (1 action per adventurer)". */
export function labelDwCampAction(action: DwCampAction): string {
  const limit =
    action.limit === 'per-adventurer' ? ' per adventurer' : action.limit === 'once' ? ', once' : '';
  return `${action.name} (${howMany(action.cost, 'action')}${limit})`;
}

/** "2 cooked rations feed 4 adventurers (each removes hungry and parched)." */
export function describeDwCooking(rations: number, cookingSkill: boolean): string {
  const fed = countDwFedByCooking(rations, cookingSkill);
  return `${rations} cooked ration${rations === 1 ? ' feeds' : 's feed'} ${fed} adventurers (each removes hungry and parched).`;
}

export interface DwAmbushInput {
  /** The place is particularly exposed: +1 die. */
  readonly exposed: boolean;
  /** A fire was lit: +1 die. */
  readonly fire: boolean;
  /** The party has camped before in this expedition: +1 die. */
  readonly campedBefore: boolean;
  /** Sleep actions taken: +1 die each. */
  readonly sleep: number;
  /** Dice from elsewhere (events in the doom tracker). */
  readonly extra: number;
  /** Keep a lookout actions: -1 die each. */
  readonly lookouts: number;
}

export interface DwAmbushPool {
  readonly dice: number;
  readonly lines: readonly DwCampPointLine[];
}

/** The ambush dice pool, line by line, never below zero. */
export function computeDwAmbushPool(input: DwAmbushInput): DwAmbushPool {
  const lines: DwCampPointLine[] = [];
  if (input.exposed) lines.push({ label: 'Particularly exposed place', points: 1 });
  if (input.fire) lines.push({ label: 'A fire was lit', points: 1 });
  if (input.campedBefore) lines.push({ label: 'Camped before in this expedition', points: 1 });
  if (input.sleep > 0) lines.push({ label: 'Sleep', points: input.sleep });
  if (input.extra > 0)
    lines.push({ label: 'Other dice (doom tracker events)', points: input.extra });
  if (input.lookouts > 0) lines.push({ label: 'Keep a lookout', points: -input.lookouts });
  return { dice: sumDwCampLines(lines), lines };
}

/** What a camp plan holds, as the rules read it (src/stores/dead-weight/camp.ts keeps it). */
export interface DwCampPlanParts {
  readonly adventurers: number;
  readonly setup: DwCampSetup;
  readonly actions: DwCampActionCounts;
  readonly ambush: {
    readonly exposed: boolean;
    readonly campedBefore: boolean;
    readonly extra: number;
  };
}

/**
 * The ambush pool a plan makes: its own choices, a fire truly lit, the sleep and lookouts planned,
 * and the other dice once they are a number the field takes (none before).
 */
export function computeDwPlanAmbushPool(plan: DwCampPlanParts): DwAmbushPool {
  return computeDwAmbushPool({
    exposed: plan.ambush.exposed,
    fire: isDwCampFireLit(plan.setup),
    campedBefore: plan.ambush.campedBefore,
    sleep: plan.actions.sleep,
    extra: checkDwAmbushExtra(plan.ambush.extra) ? 0 : plan.ambush.extra,
    lookouts: plan.actions.lookout,
  });
}

/** The message a field of the plan shows: what the setup's count found wrong, or the other dice's. */
export function findDwCampFieldError(
  points: DwCampPoints,
  extra: number,
  field: DwCampField,
): string | undefined {
  if (field === 'extra') return checkDwAmbushExtra(extra)?.message;
  return points.ok ? undefined : points.error.find((error) => error.field === field)?.message;
}

/**
 * Whether the setup's fire was truly lit: "Make a fire (needs a camping supply or firewood)". A
 * fire ticked with neither is refused at the field and neither gives an action point nor adds an
 * ambush die.
 */
export function isDwCampFireLit(setup: DwCampSetup): boolean {
  const supplies = Number.isInteger(setup.suppliesUsed) && setup.suppliesUsed >= 1;
  return setup.fire && (supplies || setup.firewood);
}

/**
 * Why the ambush cannot be rolled yet, or null when it can: the pool is only known once the
 * setup can be counted, the other dice are in range and the plan spends no more than it has.
 */
export function explainDwAmbushBlocked(
  points: DwCampPoints,
  counts: DwCampActionCounts,
  extra: number,
): string | null {
  if (!points.ok) return 'Roll the ambush is off until the setup fields above can be counted.';
  if (checkDwAmbushExtra(extra))
    return `Roll the ambush is off until the other ambush dice are a whole number from 0 to ${DW_CAMP_MAX_COUNT}.`;
  if (computeDwCampBudget(points, counts).overspent)
    return 'Roll the ambush is off while more is planned than the setup gives: take actions back.';
  return null;
}

export interface DwAmbushOdds {
  /** At least one 6: a combat happens (surprised or not). */
  readonly combat: Fraction;
  /** Two or more 6s: the adventurers are surprised. */
  readonly surprised: Fraction;
}

/**
 * Exact odds of an ambush pool of `dice` d6, over 6^dice outcomes: no 6 has 5^n outcomes, exactly
 * one 6 has n * 5^(n-1).
 */
export function computeDwAmbushOdds(dice: number): DwAmbushOdds {
  const n = BigInt(Math.max(0, Math.trunc(dice)));
  const all = 6n ** n;
  const none = 5n ** n;
  const one = n === 0n ? 0n : n * 5n ** (n - 1n);
  return {
    combat: { numerator: all - none, denominator: all },
    surprised: { numerator: all - none - one, denominator: all },
  };
}

export type DwAmbushOutcome = 'quiet' | 'combat' | 'surprised';

export interface DwAmbushRoll {
  readonly dice: readonly number[];
  readonly sixes: number;
  readonly outcome: DwAmbushOutcome;
}

/** What an ambush roll means, for the reader. */
export const DW_AMBUSH_OUTCOME_TEXT: Readonly<Record<DwAmbushOutcome, string>> = {
  quiet: 'No 6: the night passes without an ambush.',
  combat: 'One 6: a combat happens. Use the wandering monsters from the dungeon.',
  surprised:
    'More than one 6: a combat happens and the adventurers are surprised. Use the wandering monsters from the dungeon.',
};

/** An ambush die that counts: a 6. */
export function isDwAmbushSix(face: number): boolean {
  return face === 6;
}

/** Reads rolled ambush dice: no 6 is a quiet night, one 6 a combat, more than one a surprise. */
export function readDwAmbush(dice: readonly number[]): DwAmbushRoll {
  const sixes = dice.filter(isDwAmbushSix).length;
  return { dice, sixes, outcome: sixes === 0 ? 'quiet' : sixes === 1 ? 'combat' : 'surprised' };
}

export function rollDwAmbush(dice: number, rng: Rng): DwAmbushRoll {
  const count = Math.max(0, Math.trunc(dice));
  return readDwAmbush(Array.from({ length: count }, () => rollDie(rng, 6)));
}

/** Doom tracker steps when breaking camp: once, twice after a long rest. */
export function countDwBreakCampDoom(longRest: boolean): number {
  return longRest ? 2 : 1;
}

/** The same in words: "once", or "twice (long rest)"; `brief` leaves out why, for a button. */
export function describeDwBreakCampDoom(longRest: boolean, brief = false): string {
  if (!longRest) return 'once';
  return brief ? 'twice' : 'twice (long rest)';
}

/** What breaking camp did, said once it is done. */
export function describeDwCampBroken(longRest: boolean): string {
  return `Camp broken: the doom tracker advanced ${describeDwBreakCampDoom(longRest)}. The plan is cleared for the next camp, marked as camped before.`;
}
