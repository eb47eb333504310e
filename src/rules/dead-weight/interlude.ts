/**
 * A day in the interlude (A Day in the Interlude; Sleep and Settlement Doom): the actions a
 * character may take by settlement size, the Blacksalt events, Hunger Bites, where to sleep and
 * its 2d6 table, and the settlement doom tracker with its cumulative effects.
 *
 * The interlude affliction rule: "if you were to receive an affliction you already have, you must
 * choose another affliction to receive". Hunger Bites sends a hungry character to the decay table;
 * an affliction it gives that is already held is also chosen again by the player (in the
 * interlude this rule replaces the decay table's "add 1 until valid").
 *
 * Tables are the JSON files under content/dead-weight/tables, one source of truth with the pages.
 */
import { rollDie, type Rng } from '../dice';
import { lookupRow, type RandomTable } from '../tables/model';
import {
  DW_AFFLICTIONS,
  DW_ATTRIBUTE_LABELS,
  DW_ATTRIBUTES,
  type DwAffliction,
  type DwAttribute,
  type DwCharacter,
} from './character';
import {
  describeDwAvailabilityRule,
  DW_AVAILABILITY,
  DW_RARITY_LABELS,
  type DwRarity,
  type DwSettlementSize,
} from './shopping';
// Risk dice for the actions (`2d!` and the like) are rolled with rollDwRisk from ./usage.
import blacksaltEvents from '../../../content/dead-weight/tables/blacksalt-events.json';
import badEvents from '../../../content/dead-weight/tables/bad-events.json';
import opportunities from '../../../content/dead-weight/tables/opportunities.json';
import decay from '../../../content/dead-weight/tables/decay.json';
import streetsSmall from '../../../content/dead-weight/tables/on-the-streets-size-1-3.json';
import streetsLarge from '../../../content/dead-weight/tables/on-the-streets-size-4-5.json';
import camping from '../../../content/dead-weight/tables/camping.json';
import inn from '../../../content/dead-weight/tables/inn.json';
import properAccommodation from '../../../content/dead-weight/tables/proper-accommodation.json';

const asTable = (table: unknown) => table as RandomTable;
export const DW_BLACKSALT_EVENTS_TABLE = asTable(blacksaltEvents);
export const DW_BAD_EVENTS_TABLE = asTable(badEvents);
export const DW_OPPORTUNITIES_TABLE = asTable(opportunities);
export const DW_DECAY_TABLE = asTable(decay);

/* ---------------------------------------------------------------- settlement doom */

/** The default tracker has seven steps; 0 is a settlement that has not noticed the party yet. */
export const DW_SETTLEMENT_DOOM_MAX = 7;

export const DW_SETTLEMENT_DOOM_TRACK: readonly {
  readonly doom: number;
  readonly effect: string;
}[] = [
  {
    doom: 1,
    effect:
      'The people here look at your group suspiciously. Increase all item prices by 1 silver.',
  },
  { doom: 2, effect: 'You are not welcome here. The inn charges 1 extra silver per person.' },
  {
    doom: 3,
    effect:
      'You may only buy common and uncommon items; all item prices are increased by 1 silver.',
  },
  { doom: 4, effect: 'You may not use the inn.' },
  { doom: 5, effect: 'You may only buy common items; all item prices are increased by 1 silver.' },
  {
    doom: 6,
    effect:
      'You may not buy items, go to the surgeon/witch doctor or get entertainment here anymore.',
  },
  { doom: 7, effect: 'The locals will start hunting you down. This is no longer a safe place.' },
];

export interface DwSettlementDoomEffects {
  readonly doom: number;
  /** Every effect in force: they are cumulative. */
  readonly effects: readonly string[];
  /** Silver added to every item price. */
  readonly priceIncrease: number;
  /** Extra silver per person at the inn. */
  readonly innSurcharge: number;
  readonly innAllowed: boolean;
  /** Rarities that may still be bought. */
  readonly buyable: readonly DwRarity[];
  /** Surgeon, witch doctor and entertainment. */
  readonly servicesAllowed: boolean;
  readonly hunted: boolean;
}

export function clampDwSettlementDoom(doom: number): number {
  if (!Number.isFinite(doom)) return 0;
  return Math.min(DW_SETTLEMENT_DOOM_MAX, Math.max(0, Math.trunc(doom)));
}

/** What the settlement doom means now, every step up to it included. */
export function computeDwSettlementDoomEffects(doom: number): DwSettlementDoomEffects {
  const level = clampDwSettlementDoom(doom);
  const effects = DW_SETTLEMENT_DOOM_TRACK.filter((step) => step.doom <= level).map(
    (step) => step.effect,
  );
  const priceIncrease = (level >= 1 ? 1 : 0) + (level >= 3 ? 1 : 0) + (level >= 5 ? 1 : 0);
  const buyable: readonly DwRarity[] =
    level >= 6
      ? []
      : level >= 5
        ? ['common']
        : level >= 3
          ? ['common', 'uncommon']
          : ['common', 'uncommon', 'valuable', 'rare', 'exotic'];
  return {
    doom: level,
    effects,
    priceIncrease,
    innSurcharge: level >= 2 ? 1 : 0,
    innAllowed: level < 4,
    buyable,
    servicesAllowed: level < 6,
    hunted: level >= 7,
  };
}

/* ---------------------------------------------------------------- actions */

/** The interlude actions, by id: what a saved day's chosen actions may name. */
export const DW_INTERLUDE_ACTION_IDS = ['rest', 'tend', 'sell', 'shop', 'back', 'lay-low'] as const;

export type DwInterludeActionId = (typeof DW_INTERLUDE_ACTION_IDS)[number];

export interface DwInterludeOption {
  readonly id: string;
  /** What it is, as a risk roll names it: "get very drunk". */
  readonly name: string;
  /** What the menu says, with the silver it costs first: "Spend 1 silver: get very drunk". */
  readonly label: string;
  readonly effect: string;
  /** Settlement sizes where it is offered. */
  readonly sizes: readonly DwSettlementSize[];
  /** Silver it costs. */
  readonly silver: number;
  /** Risk dice rolled for it, and what a trigger means. */
  readonly risk?: { readonly dice: number; readonly onTrigger: string; readonly onQuiet: string };
  /** Forbidden once the settlement doom reaches 6 (surgeon, witch doctor, entertainment). */
  readonly isService: boolean;
}

export interface DwInterludeAction {
  readonly id: DwInterludeActionId;
  readonly name: string;
  readonly effect: string;
  readonly options: readonly DwInterludeOption[];
  /** Risk dice the action itself rolls. */
  readonly risk?: { readonly dice: number; readonly onTrigger: string; readonly onQuiet: string };
}

const ALL_SIZES: readonly DwSettlementSize[] = [1, 2, 3, 4, 5];

/**
 * An option as the interlude text lists it. Its label says the silver it costs before its name
 * ("Spend 1 silver: get very drunk"), so the price read and the price shown are one number. Unless
 * said, it is offered in every settlement, costs nothing and is not a service.
 */
function dwOption(
  id: string,
  name: string,
  effect: string,
  {
    sizes = ALL_SIZES,
    silver = 0,
    isService = false,
    risk,
  }: Partial<Pick<DwInterludeOption, 'sizes' | 'silver' | 'isService' | 'risk'>>,
): DwInterludeOption {
  const label = silver > 0 ? `Spend ${silver} silver: ${name}` : name;
  return { id, name, label, effect, sizes, silver, isService, ...(risk ? { risk } : {}) };
}

/** A first aid kit and time both roll 3 risk dice, a trigger healing one more wound. */
const HEAL_ONE_WOUND: DwRisk = {
  dice: 3,
  onTrigger: 'Triggered: heal 1 wound.',
  onQuiet: 'No extra wound healed.',
};

export const DW_INTERLUDE_ACTIONS: readonly DwInterludeAction[] = [
  {
    id: 'rest',
    name: 'Rest',
    effect: 'Recover 1 fatigue from each attribute.',
    options: [
      dwOption(
        'entertainment',
        'proper entertainment',
        'Remove angry and hopeless. Recover 1 fatigue from each attribute.',
        { sizes: [4, 5], silver: 2, isService: true },
      ),
      dwOption(
        'drunk',
        'get very drunk',
        'Remove terrified and hopeless, recover all presence wounds.',
        {
          sizes: [3, 4, 5],
          silver: 1,
          risk: {
            dice: 2,
            onTrigger: 'You get nauseated.',
            onQuiet: 'No hangover worth the name.',
          },
        },
      ),
      dwOption('bucolic', 'Get some bucolic rest', 'Recover all intelligence wounds.', {
        sizes: [1, 2, 3],
      }),
    ],
  },
  {
    id: 'tend',
    name: 'Tend Wounds',
    effect: 'Recover one strength or dexterity wound. Remove bleeding.',
    options: [
      dwOption(
        'surgeon',
        'visit a surgeon',
        'Recover 2 strength, intelligence or dexterity wounds.',
        {
          sizes: [4, 5],
          silver: 4,
          isService: true,
          risk: { dice: 1, onTrigger: 'Success: remove plagued.', onQuiet: 'Plagued stays.' },
        },
      ),
      dwOption(
        'witch-doctor',
        'visit the witch doctor',
        'Recover 2 strength, intelligence or dexterity wounds.',
        {
          sizes: [2, 3, 4],
          silver: 2,
          isService: true,
          risk: { dice: 1, onTrigger: 'Success: remove cursed.', onQuiet: 'Cursed stays.' },
        },
      ),
      dwOption('first-aid', 'Use a first aid kit', 'Recover one strength or dexterity wound.', {
        risk: HEAL_ONE_WOUND,
      }),
      dwOption('time', 'Time heals all wounds', '', { risk: HEAL_ONE_WOUND }),
    ],
  },
  {
    id: 'sell',
    name: 'Sell',
    effect:
      'Make a perception test; if you fail, downgrade the rarity of that item for this transaction, then roll its value.',
    options: [],
  },
  {
    id: 'shop',
    name: 'Go shopping',
    effect: 'Buy as many items as you want: roll availability and price below.',
    options: [],
  },
  {
    id: 'back',
    name: 'Go back to expedition',
    effect: 'Immediately finish the interlude and get back to the expedition.',
    options: [],
  },
  {
    id: 'lay-low',
    name: 'Lay low',
    effect: 'Calm the attention the adventurers drew.',
    options: [],
    risk: {
      dice: 2,
      onTrigger: "Triggered: reduce this settlement's doom tracker by one.",
      onQuiet: 'The attention does not die down.',
    },
  },
];

export function findDwInterludeAction(id: DwInterludeActionId): DwInterludeAction {
  const action = DW_INTERLUDE_ACTIONS.find((candidate) => candidate.id === id);
  if (!action) throw new Error(`unknown interlude action ${id}`);
  return action;
}

/** Why an option cannot be taken here, or null when it can. */
export function explainDwOptionUnavailable(
  option: DwInterludeOption,
  size: DwSettlementSize,
  doom: number,
): string | null {
  if (!option.sizes.includes(size)) {
    const first = option.sizes[0];
    const last = option.sizes[option.sizes.length - 1];
    return `Only in settlements of size ${first}-${last}.`;
  }
  if (option.isService && !computeDwSettlementDoomEffects(doom).servicesAllowed)
    return 'Not at settlement doom 6 or more.';
  return null;
}

/** Why an item of this rarity cannot be bought at this settlement doom; null when it can. */
export function explainDwPurchaseUnavailable(rarity: DwRarity, doom: number): string | null {
  const { buyable } = computeDwSettlementDoomEffects(doom);
  if (buyable.includes(rarity)) return null;
  return buyable.length === 0
    ? `At settlement doom ${doom} you may not buy items here.`
    : `At settlement doom ${doom} you may only buy ${buyable.join(' and ')} items.`;
}

/**
 * Why the shop's "Roll availability" is off for an item of this rarity: it may not be bought at
 * this settlement doom, or the settlement's size decides without a roll. Null when it rolls.
 */
export function explainDwAvailabilityBlocked(
  size: DwSettlementSize,
  rarity: DwRarity,
  doom: number,
): string | null {
  const rule = DW_AVAILABILITY[size][rarity];
  return (
    explainDwPurchaseUnavailable(rarity, doom) ??
    (typeof rule === 'number'
      ? null
      : `No roll needed: ${DW_RARITY_LABELS[rarity].toLowerCase()} items are ${describeDwAvailabilityRule(rule)} here.`)
  );
}

/** What the settlement doom adds to every price: "; plus 1 silver from settlement doom 3", or nothing. */
export function describeDwDoomSurcharge(doom: number): string {
  const { priceIncrease } = computeDwSettlementDoomEffects(doom);
  return priceIncrease > 0 ? `; plus ${priceIncrease} silver from settlement doom ${doom}` : '';
}

/* ---------------------------------------------------------------- tables */

export interface DwTableRoll {
  readonly table: string;
  readonly dice: readonly number[];
  readonly total: number;
  readonly text: string;
}

function rollOn(table: RandomTable, count: number, rng: Rng): DwTableRoll {
  const dice = Array.from({ length: count }, () => rollDie(rng, 6));
  const total = dice.reduce((sum, face) => sum + face, 0);
  const row = lookupRow(table, total);
  return { table: table.title, dice, total, text: row ? row.cells.join(' ') : '' };
}

export interface DwBlacksaltEvent {
  /** The 1d6 on the Blacksalt events table. */
  readonly event: DwTableRoll;
  /** The follow-up on the bad events (1-3) or opportunities (6) table. */
  readonly followUp: DwTableRoll | null;
  /** Steps the settlement doom moves: +1 for signs of worse things and prosecution, -1 for a blessing. */
  readonly settlementDoom: number;
  /** The bad event "signs of worse things to come" also advances the omens tracker. */
  readonly omens: boolean;
}

/**
 * The Blacksalt event is the first step of an interlude day ("every day in Blacksalt is
 * unpredictable. As a group, roll 1d6 against the event table"), so it is rolled once a day and
 * the next day lets it be rolled again. `eventDay` is the day it was last rolled (null before the
 * first). Why the event cannot be rolled on `day`, or null when it can.
 */
export function explainDwEventRolledToday(day: number, eventDay: number | null): string | null {
  if (eventDay !== day) return null;
  return `The Blacksalt event for day ${day} has already been rolled: there is one event a day. Start day ${day + 1} to roll the next.`;
}

export function rollDwBlacksaltEvent(rng: Rng): DwBlacksaltEvent {
  const event = rollOn(DW_BLACKSALT_EVENTS_TABLE, 1, rng);
  if (event.total <= 3) {
    const followUp = rollOn(DW_BAD_EVENTS_TABLE, 1, rng);
    const doom = followUp.total === 1 || followUp.total === 6 ? 1 : 0;
    return { event, followUp, settlementDoom: doom, omens: followUp.total === 1 };
  }
  if (event.total === 6) {
    const followUp = rollOn(DW_OPPORTUNITIES_TABLE, 1, rng);
    return { event, followUp, settlementDoom: followUp.total === 1 ? -1 : 0, omens: false };
  }
  return { event, followUp: null, settlementDoom: 0, omens: false };
}

/* ---------------------------------------------------------------- afflictions and hunger */

export type DwAfflictionGain =
  | { readonly kind: 'gain'; readonly affliction: DwAffliction }
  | {
      readonly kind: 'choose';
      readonly already: DwAffliction;
      readonly choices: readonly DwAffliction[];
    };

/** The interlude rule: an affliction already held is replaced by one the player chooses from those not held. */
export function receiveDwInterludeAffliction(
  held: readonly DwAffliction[],
  incoming: DwAffliction,
): DwAfflictionGain {
  if (!held.includes(incoming)) return { kind: 'gain', affliction: incoming };
  return {
    kind: 'choose',
    already: incoming,
    choices: DW_AFFLICTIONS.filter((affliction) => !held.includes(affliction)),
  };
}

/** The decay row's affliction, when the row is one of the twelve afflictions. */
export function readDwDecayAffliction(text: string): DwAffliction | null {
  return DW_AFFLICTIONS.find((affliction) => affliction === text.trim()) ?? null;
}

export interface DwHungerResult {
  /** Afflictions the character receives or chooses, in order. */
  readonly gains: readonly DwAfflictionGain[];
  /** The decay roll when the character was already hungry. */
  readonly decay: DwTableRoll | null;
  /** The decay roll advanced the doom tracker (the settlement's, in the interlude). */
  readonly settlementDoom: number;
}

/**
 * Hunger Bites for one character: a ration eaten means nothing happens; otherwise a hungry
 * character rolls on the decay table and anyone else gets hungry and parched.
 */
export function resolveDwHunger(
  held: readonly DwAffliction[],
  ateRation: boolean,
  rng: Rng,
): DwHungerResult {
  if (ateRation) return { gains: [], decay: null, settlementDoom: 0 };
  if (held.includes('Hungry')) {
    const decayRoll = rollOn(DW_DECAY_TABLE, 2, rng);
    const affliction = readDwDecayAffliction(decayRoll.text);
    return {
      gains: affliction ? [receiveDwInterludeAffliction(held, affliction)] : [],
      decay: decayRoll,
      settlementDoom: decayRoll.total === 7 ? 1 : 0,
    };
  }
  const first = receiveDwInterludeAffliction(held, 'Hungry');
  const second = receiveDwInterludeAffliction([...held, 'Hungry'], 'Parched');
  return { gains: [first, second], decay: null, settlementDoom: 0 };
}

/**
 * Hunger Bites is the third step of an interlude day ("every day, the adventurers must consume one
 * ration each"), so it is resolved once a day and the next day lets it be resolved again.
 * `hungerDay` is the day it was last resolved (null before the first). Why Hunger Bites cannot be
 * resolved on `day`, or null when it can.
 */
export function explainDwHungerResolvedToday(day: number, hungerDay: number | null): string | null {
  if (hungerDay !== day) return null;
  return `Hunger Bites for day ${day} has already been resolved: it comes once a day. Start day ${day + 1} to resolve it again.`;
}

export interface DwPartyHungerEntry {
  readonly id: string;
  readonly name: string;
  readonly ateRation: boolean;
  readonly result: DwHungerResult;
}

export interface DwPartyHunger {
  /** Each character's Hunger Bites, in party order. */
  readonly characters: readonly DwPartyHungerEntry[];
  /** Steps the settlement doom advances, from every decay roll together. */
  readonly settlementDoom: number;
}

/**
 * Hunger Bites for the whole party: "each player must consume one ration each, or get the hungry
 * and parched affliction"; the already hungry roll on the decay table, whose doom steps add up.
 * `ate` says who ate a ration, by character id (absent means no ration).
 */
export function resolveDwPartyHunger(
  characters: readonly {
    readonly id: string;
    readonly name: string;
    readonly afflictions: readonly DwAffliction[];
  }[],
  ate: Readonly<Record<string, boolean>>,
  rng: Rng,
): DwPartyHunger {
  const entries = characters.map((character) => {
    const ateRation = ate[character.id] ?? false;
    return {
      id: character.id,
      name: character.name,
      ateRation,
      result: resolveDwHunger(character.afflictions, ateRation, rng),
    };
  });
  return {
    characters: entries,
    settlementDoom: entries.reduce((sum, entry) => sum + entry.result.settlementDoom, 0),
  };
}

/* ---------------------------------------------------------------- sleep */

export type DwSleepLocation = 'streets' | 'camp' | 'inn' | 'proper';

export const DW_SLEEP_LOCATIONS: readonly {
  readonly id: DwSleepLocation;
  readonly name: string;
  readonly cost: string;
}[] = [
  { id: 'streets', name: 'On the streets', cost: 'free' },
  { id: 'camp', name: 'Camp', cost: '1 camping supply per character required' },
  { id: 'inn', name: 'Inn', cost: '1 silver' },
  { id: 'proper', name: 'Proper accommodation', cost: 'special' },
];

export function findDwSleepTable(location: DwSleepLocation, size: DwSettlementSize): RandomTable {
  switch (location) {
    case 'streets':
      return asTable(size <= 3 ? streetsSmall : streetsLarge);
    case 'camp':
      return asTable(camping);
    case 'inn':
      return asTable(inn);
    case 'proper':
      return asTable(properAccommodation);
  }
}

/** Why a sleep location cannot be chosen here, or null. */
export function explainDwSleepUnavailable(
  location: DwSleepLocation,
  size: DwSettlementSize,
  doom: number,
): string | null {
  if (location !== 'inn') return null;
  if (size < 3) return 'Inns are found in settlements of size 3 or more.';
  if (!computeDwSettlementDoomEffects(doom).innAllowed)
    return 'At settlement doom 4 or more you may not use the inn.';
  return null;
}

/**
 * Sleep is the last step of an interlude day ("every day has the following steps: Blacksalt
 * events, player actions, Hunger Bites, sleep"), so the party sleeps once a day: its table is
 * rolled once, and the next day lets it be rolled again. `sleptDay` is the day the party last
 * slept (null before its first night). Why sleep cannot be rolled on `day`, or null when it can.
 */
export function explainDwSleptToday(day: number, sleptDay: number | null): string | null {
  if (sleptDay !== day) return null;
  return `The party has already slept on day ${day}: sleep comes once a day. Start day ${day + 1} to roll it again.`;
}

/**
 * "Each day, the characters may do 1 action": an adventurer who has taken their action today (its
 * risk dice rolled, or, for an action without risk dice, marked taken) has done so, and the next
 * day lets them take another. Why `name` cannot take an action on `day` (`acted`: they have
 * already), or null when they can.
 */
export function explainDwActedToday(name: string, day: number, acted: boolean): string | null {
  if (!acted) return null;
  return `${name} has taken an action on day ${day}: each adventurer takes one action a day. Start day ${day + 1} for the next.`;
}

/**
 * Why `name` cannot take the action picked now: they have acted today (explainDwActedToday), or
 * the additional effect picked is not offered here (its field says why). Null when they can.
 */
export function explainDwActionBlocked(
  name: string,
  day: number,
  acted: boolean,
  pick: { readonly action: DwInterludeActionId; readonly option: string },
  size: DwSettlementSize,
  doom: number,
): string | null {
  const taken = explainDwActedToday(name, day, acted);
  if (taken) return taken;
  const option = findDwInterludeAction(pick.action).options.find(
    (candidate) => candidate.id === pick.option,
  );
  if (option && explainDwOptionUnavailable(option, size, doom))
    return `Off until ${name}'s additional effect is one offered here.`;
  return null;
}

/** "Ada takes Rest: get some bucolic rest.": an action without risk dice, taken. */
export function explainDwActionTaken(
  name: string,
  actionId: DwInterludeActionId,
  optionId: string,
): string {
  const action = findDwInterludeAction(actionId);
  const option = action.options.find((candidate) => candidate.id === optionId);
  const label = option ? `: ${option.label.charAt(0).toLowerCase()}${option.label.slice(1)}` : '';
  return `${name} takes ${action.name}${label}.`;
}

/**
 * "Depending on where they sleep, a player will have different bonuses and penalties ... roll from
 * the appropriate table": each adventurer rolls for the night, so with none there is nothing to
 * roll. Why sleep cannot be rolled for `count` adventurers, or null when it can.
 */
export function explainDwNoSleepers(count: number): string | null {
  if (count > 0) return null;
  return 'Sleep is off until the party has adventurers: each one rolls 2d6 for the night. Add them in the Characters tool.';
}

/**
 * Why the day runner's "Roll sleep" is off: the party has slept today, has no one to roll for, or
 * is to sleep where it may not (the location's field says why). Null when it can sleep.
 */
export function explainDwSleepBlocked(
  interlude: {
    readonly day: number;
    readonly sleptDay: number | null;
    readonly size: DwSettlementSize;
    readonly doom: number;
  },
  location: DwSleepLocation,
  sleepers: number,
): string | null {
  return (
    explainDwSleptToday(interlude.day, interlude.sleptDay) ??
    explainDwNoSleepers(sleepers) ??
    (explainDwSleepUnavailable(location, interlude.size, interlude.doom)
      ? 'Roll is off until the party sleeps somewhere it may.'
      : null)
  );
}

/** Why "Resolve Hunger Bites" is off: resolved today already, or no one to feed. Null when it is on. */
export function explainDwHungerBlocked(
  day: number,
  hungerDay: number | null,
  eaters: number,
): string | null {
  return (
    explainDwHungerResolvedToday(day, hungerDay) ??
    (eaters === 0 ? 'Hunger Bites is off until the party has adventurers.' : null)
  );
}

/** The button that takes `name`'s action: "Roll 2d! for Ada" with risk dice, else "Take this action for Ada". */
export function labelDwTakeAction(
  name: string,
  pick: { readonly action: DwInterludeActionId; readonly option: string },
): string {
  const risk = findDwInterludeRisk(pick.action, pick.option)?.risk;
  return risk ? `Roll ${risk.dice}d! for ${name}` : `Take this action for ${name}`;
}

/** Silver per person for the inn: 1, plus 1 from settlement doom 2. */
export function computeDwInnPrice(doom: number): number {
  return 1 + computeDwSettlementDoomEffects(doom).innSurcharge;
}

export function rollDwSleep(
  location: DwSleepLocation,
  size: DwSettlementSize,
  rng: Rng,
): DwTableRoll {
  return rollOn(findDwSleepTable(location, size), 2, rng);
}

/** Sleep rows that advance this settlement's doom tracker. */
export function countDwSleepDoom(roll: DwTableRoll): number {
  return /advance this settlement's doom/i.test(roll.text) ? 1 : 0;
}

export interface DwPartySleep {
  readonly rolls: readonly { readonly name: string; readonly roll: DwTableRoll }[];
  /** Steps the settlement doom advances, one for each roll whose row says so. */
  readonly settlementDoom: number;
}

/** Each sleeper rolls 2d6 on the location's table; with no sleeper nothing is rolled (explainDwNoSleepers). */
export function rollDwPartySleep(
  names: readonly string[],
  location: DwSleepLocation,
  size: DwSettlementSize,
  rng: Rng,
): DwPartySleep {
  const rolls = names.map((name) => ({ name, roll: rollDwSleep(location, size, rng) }));
  return {
    rolls,
    settlementDoom: rolls.reduce((sum, { roll }) => sum + countDwSleepDoom(roll), 0),
  };
}

export type DwRisk = NonNullable<DwInterludeAction['risk']>;

/** The risk dice a character's interlude action rolls (the option's, else the action's), and its name for the log; null when it rolls none. */
export function findDwInterludeRisk(
  actionId: DwInterludeActionId,
  optionId: string,
): { readonly risk: DwRisk; readonly name: string } | null {
  const action = DW_INTERLUDE_ACTIONS.find((candidate) => candidate.id === actionId);
  if (!action) return null;
  const option = action.options.find((candidate) => candidate.id === optionId);
  const risk = option?.risk ?? action.risk;
  if (!risk) return null;
  return { risk, name: option ? option.name : action.name };
}

/** Laying low takes the settlement doom down a step when its risk dice trigger. */
export function countDwRiskDoom(actionId: DwInterludeActionId, triggered: boolean): number {
  return actionId === 'lay-low' && triggered ? -1 : 0;
}

/** "2d! rolled 4, 1: Triggered: ... Settlement doom is now 1.": the dice, what they did and the doom they left. */
export function explainDwRiskRoll(
  risk: DwRisk,
  roll: { readonly dice: readonly number[]; readonly triggered: boolean },
  doom: number | null,
): string {
  const moved = doom === null ? '' : ` Settlement doom is now ${doom}.`;
  return `${risk.dice}d! rolled ${roll.dice.join(', ')}: ${roll.triggered ? risk.onTrigger : risk.onQuiet}${moved}`;
}

/** An option as a choice: its label, and why it cannot be taken here, when it cannot. */
export function labelDwInterludeOption(
  option: DwInterludeOption,
  size: DwSettlementSize,
  doom: number,
): string {
  const problem = explainDwOptionUnavailable(option, size, doom);
  return problem ? `${option.label} (${problem.replace(/\.$/, '').toLowerCase()})` : option.label;
}

/**
 * The additional effects an action offers, after "None": each labelled with why it is not
 * available here, and then disabled.
 */
export function listDwInterludeOptionChoices(
  action: DwInterludeAction,
  size: DwSettlementSize,
  doom: number,
): readonly { value: string; label: string; disabled?: boolean }[] {
  return [
    { value: '', label: 'None' },
    ...action.options.map((option) => ({
      value: option.id,
      label: labelDwInterludeOption(option, size, doom),
      disabled: explainDwOptionUnavailable(option, size, doom) !== null,
    })),
  ];
}

/** Where the party may sleep, each with its cost; the inn's is its price at this doom, per person. */
export function listDwSleepChoices(
  doom: number,
): readonly { value: DwSleepLocation; label: string }[] {
  return DW_SLEEP_LOCATIONS.map(({ id, name, cost }) => ({
    value: id,
    label: `${name} (${id === 'inn' ? `${computeDwInnPrice(doom)} silver per person` : cost})`,
  }));
}

/** "Prices +2 silver; inn 2 silver per person." or "...; inn closed." at this settlement doom. */
export function describeDwDoomPrices(doom: number): string {
  const effects = computeDwSettlementDoomEffects(doom);
  const inn = effects.innAllowed ? `${computeDwInnPrice(doom)} silver per person` : 'closed';
  return `Prices +${effects.priceIncrease} silver; inn ${inn}.`;
}

/** "Ada chose angry instead of sleepy." */
export function explainDwAfflictionChoice(
  name: string,
  chosen: DwAffliction,
  already: DwAffliction,
): string {
  return `${name} chose ${chosen.toLowerCase()} instead of ${already.toLowerCase()}.`;
}

/**
 * Why the GM's button that moves the settlement doom one step (`steps` 1 or -1) is off: the
 * tracker is at its end that way. Null while it can move.
 */
export function explainDwSettlementDoomBlocked(steps: 1 | -1, doom: number): string | null {
  if (steps > 0 && doom >= DW_SETTLEMENT_DOOM_MAX)
    return `Advance settlement doom is off: the doom is at ${DW_SETTLEMENT_DOOM_MAX}, the last step of its tracker.`;
  if (steps < 0 && doom <= 0)
    return 'Reduce settlement doom is off: the doom is at 0, where its tracker starts.';
  return null;
}

/** " Settlement doom advances to 3." or " Settlement doom goes down to 1."; nothing when it did not move. */
export function explainDwSettlementDoomMove(steps: number, doom: number): string {
  if (steps === 0) return '';
  return steps > 0
    ? ` Settlement doom advances to ${doom}.`
    : ` Settlement doom goes down to ${doom}.`;
}

/**
 * What a Blacksalt event did to the trackers: the settlement doom's move, and the expedition's
 * omens tracker when the event advances it too ("advance this settlement's doom and omens").
 */
export function explainDwBlacksaltEvent(event: DwBlacksaltEvent, doom: number): string {
  const omens = event.omens ? " The expedition's omens tracker advances one step too." : '';
  return `${explainDwSettlementDoomMove(event.settlementDoom, doom)}${omens}`.trim();
}

/** What Hunger Bites did to one character, a sentence each: the ration, the decay roll, the afflictions. */
export function explainDwHunger(
  name: string,
  ateRation: boolean,
  result: DwHungerResult,
): string[] {
  const lines: string[] = [];
  if (ateRation) lines.push('Ate a ration.');
  if (result.decay)
    lines.push(`Already hungry: decay table ${result.decay.total}, ${result.decay.text}.`);
  for (const gain of result.gains) {
    lines.push(
      gain.kind === 'gain'
        ? `${name} becomes ${gain.affliction.toLowerCase()}.`
        : `${name} already ${gain.already.toLowerCase()}: choose another affliction.`,
    );
  }
  return lines;
}

/* ---------------------------------------------------------------- effects on the adventurers */

/**
 * What an interlude action or a night's sleep does to one adventurer, in the rule's own terms:
 * fatigue recovered (points from each attribute, all of it, or one point from an attribute the
 * player chooses), afflictions removed (all of `remove`; one of `removeOneOf`, the player's choice
 * when both are held), an affliction gained, and what is left to the game master (wounds to pick,
 * silver to pay), in the text's words.
 */
export interface DwRecovery {
  readonly fatigueEach?: number | 'all';
  readonly oneFatigue?: boolean;
  readonly remove?: readonly DwAffliction[];
  readonly removeOneOf?: readonly DwAffliction[];
  readonly gain?: DwAffliction;
  readonly byHand?: readonly string[];
}

/** A recovery as it falls on one adventurer: what to write to their sheet, and what is left. */
export interface DwCharacterEffect {
  /** Fatigue points recovered, by attribute (only those that recover any). */
  readonly fatigue: Readonly<Partial<Record<DwAttribute, number>>>;
  /** How the rule said it: "fatigue restored", "1 fatigue recovered from each attribute"... */
  readonly fatigueRule: 'all' | 'each' | 'one' | null;
  readonly fatigueEach: number;
  readonly gain: readonly DwAffliction[];
  readonly remove: readonly DwAffliction[];
  /** Left to the game master: a choice or judgement the tool does not make. */
  readonly byHand: readonly string[];
}

const REMOVE_SLEEPY_OR_SHAKEN: DwRecovery = { removeOneOf: ['Sleepy', 'Shaken'] };
const REMOVE_SLEEPY_AND_SHAKEN: readonly DwAffliction[] = ['Sleepy', 'Shaken'];
const REMOVE_THREE: readonly DwAffliction[] = ['Sleepy', 'Shaken', 'Angry'];

/** Every row of the sleep tables, by its text: what it does to the sleeper. */
export const DW_SLEEP_ROW_EFFECTS: Readonly<Record<string, DwRecovery>> = {
  'You slept in manure and now smell terrible; become angry.': { gain: 'Angry' },
  'You woke up in the rain; you are now shaken.': { gain: 'Shaken' },
  // The doom step is counted by countDwSleepDoom.
  "The locals don't like you here. Advance this settlement's doom tracker.": {},
  'You have a restless night and are sleepy.': { gain: 'Sleepy' },
  'Someone stole 3d6 silver while you slept!': { byHand: ['lose 3d6 silver'] },
  'Restore one fatigue and remove sleepy or shaken.': {
    oneFatigue: true,
    ...REMOVE_SLEEPY_OR_SHAKEN,
  },
  'Restore all fatigue and remove sleepy and shaken.': {
    fatigueEach: 'all',
    remove: REMOVE_SLEEPY_AND_SHAKEN,
  },
  'You get beaten by some nobles; take 2 wounds, become hopeless or angry.': {
    byHand: ['take 2 wounds, become hopeless or angry'],
  },
  'You get mugged; pay 2d6 silver or take 2 wounds.': {
    byHand: ['pay 2d6 silver or take 2 wounds'],
  },
  'You get mugged; pay 2d6 silver or take 1 wound.': {
    byHand: ['pay 2d6 silver or take 1 wound'],
  },
  'Your camp was attacked by a wild animal! Receive 1 wound.': { byHand: ['receive 1 wound'] },
  'Your tent finally broke down. Spend a camping supply.': { byHand: ['spend a camping supply'] },
  'Remove sleepy.': { remove: ['Sleepy'] },
  'Restore all fatigue and remove sleepy or shaken.': {
    fatigueEach: 'all',
    ...REMOVE_SLEEPY_OR_SHAKEN,
  },
  'Restore all fatigue and remove sleepy, shaken and angry.': {
    fatigueEach: 'all',
    remove: REMOVE_THREE,
  },
  'Restore all fatigue, heal 1 wound and remove sleepy, shaken and angry.': {
    fatigueEach: 'all',
    remove: REMOVE_THREE,
    byHand: ['heal 1 wound'],
  },
};

/** What a sleep row does; a row this build does not know is left whole to the game master. */
export function readDwSleepRecovery(text: string): DwRecovery {
  return DW_SLEEP_ROW_EFFECTS[text] ?? { byHand: [text.replace(/\.$/, '')] };
}

/**
 * What an interlude action does to the adventurer taking it: the action's effect, its additional
 * effect's, and, when risk dice were rolled, what their trigger does (`triggered` null when none
 * were). Null for the actions that change no sheet (sell, shop, back, lay low).
 */
export function readDwActionRecovery(
  actionId: DwInterludeActionId,
  optionId: string,
  triggered: boolean | null,
): DwRecovery | null {
  const hit = triggered === true;
  if (actionId === 'rest') {
    switch (optionId) {
      case 'entertainment':
        return { fatigueEach: 2, remove: ['Angry', 'Hopeless'] };
      case 'drunk':
        return {
          fatigueEach: 1,
          remove: ['Terrified', 'Hopeless'],
          ...(hit ? { gain: 'Nauseated' as const } : {}),
          byHand: ['recover all presence wounds'],
        };
      case 'bucolic':
        return { fatigueEach: 1, byHand: ['recover all intelligence wounds'] };
      default:
        return { fatigueEach: 1 };
    }
  }
  if (actionId === 'tend') {
    const wound = 'recover one strength or dexterity wound';
    switch (optionId) {
      case 'surgeon':
      case 'witch-doctor':
        return {
          remove: [
            'Bleeding',
            ...(hit ? [optionId === 'surgeon' ? 'Plagued' : 'Cursed'] : []),
          ] as DwAffliction[],
          byHand: [wound, 'recover 2 strength, intelligence or dexterity wounds'],
        };
      case 'first-aid':
        return { remove: ['Bleeding'], byHand: [wound, wound, ...(hit ? ['heal 1 wound'] : [])] };
      case 'time':
        return { remove: ['Bleeding'], byHand: [wound, ...(hit ? ['heal 1 wound'] : [])] };
      default:
        return { remove: ['Bleeding'], byHand: [wound] };
    }
  }
  return null;
}

/**
 * A recovery as it falls on `character`: fatigue recovered no lower than 0; afflictions removed
 * only when held; "sleepy or shaken" removes the one held, and is the player's choice (by hand)
 * when both are; "restore one fatigue" takes it from the only fatigued attribute, and is the
 * player's choice when several are; an affliction already held is replaced by one the player
 * chooses (the interlude rule), by hand.
 */
export function resolveDwRecovery(
  character: Pick<DwCharacter, 'attributes' | 'afflictions'>,
  recovery: DwRecovery,
): DwCharacterEffect {
  const held = character.afflictions;
  const byHand = [...(recovery.byHand ?? [])];
  const fatigue: Partial<Record<DwAttribute, number>> = {};
  const fatigued = DW_ATTRIBUTES.filter((attribute) => character.attributes[attribute].fatigue > 0);
  let fatigueRule: DwCharacterEffect['fatigueRule'] = null;
  let fatigueEach = 0;
  if (recovery.fatigueEach !== undefined) {
    fatigueRule = recovery.fatigueEach === 'all' ? 'all' : 'each';
    fatigueEach = recovery.fatigueEach === 'all' ? 0 : recovery.fatigueEach;
    for (const attribute of fatigued) {
      const current = character.attributes[attribute].fatigue;
      fatigue[attribute] =
        recovery.fatigueEach === 'all' ? current : Math.min(current, fatigueEach);
    }
  } else if (recovery.oneFatigue) {
    fatigueRule = 'one';
    const [only] = fatigued;
    if (fatigued.length === 1 && only) fatigue[only] = 1;
    else if (fatigued.length > 1)
      byHand.unshift('restore one fatigue from an attribute you choose');
  }
  const remove = (recovery.remove ?? []).filter((affliction) => held.includes(affliction));
  const oneOf = (recovery.removeOneOf ?? []).filter((affliction) => held.includes(affliction));
  const [single] = oneOf;
  if (oneOf.length === 1 && single) remove.push(single);
  else if (oneOf.length > 1)
    byHand.push(`remove ${oneOf.map((affliction) => affliction.toLowerCase()).join(' or ')}`);
  const gain: DwAffliction[] = [];
  if (recovery.gain) {
    if (held.includes(recovery.gain))
      byHand.push(`already ${recovery.gain.toLowerCase()}: choose another affliction to receive`);
    else gain.push(recovery.gain);
  }
  return { fatigue, fatigueRule, fatigueEach, gain, remove, byHand };
}

function listDwAfflictions(afflictions: readonly DwAffliction[]): string {
  if (afflictions.length <= 1) return afflictions.join('');
  return `${afflictions.slice(0, -1).join(', ')} and ${afflictions[afflictions.length - 1]}`;
}

/**
 * "Ada: fatigue restored; Sleepy removed; apply by hand: heal 1 wound.": what was written to the
 * sheet and what is left; null when the recovery does nothing to this adventurer's sheet.
 */
export function explainDwCharacterEffect(name: string, effect: DwCharacterEffect): string | null {
  const parts: string[] = [];
  const recovered = DW_ATTRIBUTES.filter((attribute) => (effect.fatigue[attribute] ?? 0) > 0);
  if (effect.fatigueRule === 'all')
    parts.push(recovered.length > 0 ? 'fatigue restored' : 'no fatigue to restore');
  else if (effect.fatigueRule === 'each')
    parts.push(
      recovered.length > 0
        ? `${effect.fatigueEach} fatigue recovered from each attribute`
        : 'no fatigue to recover',
    );
  else if (effect.fatigueRule === 'one') {
    const [only] = recovered;
    if (only) parts.push(`1 fatigue recovered from ${DW_ATTRIBUTE_LABELS[only]}`);
    else if (!effect.byHand.some((line) => line.startsWith('restore one fatigue')))
      parts.push('no fatigue to restore');
  }
  if (effect.gain.length > 0) parts.push(`${listDwAfflictions(effect.gain)} gained`);
  if (effect.remove.length > 0) parts.push(`${listDwAfflictions(effect.remove)} removed`);
  if (effect.byHand.length > 0) parts.push(`apply by hand: ${effect.byHand.join(', ')}`);
  return parts.length > 0 ? `${name}: ${parts.join('; ')}.` : null;
}
