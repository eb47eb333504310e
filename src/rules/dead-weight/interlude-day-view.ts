/**
 * What the interlude day runner shows, decided here from the interlude, the day's picks and
 * actions taken, the party and where it is to sleep: the day's line, the settlement doom's buttons
 * and effects in force, each adventurer's action (its choices, what it does, why its button is off
 * and the button's words), and why the event, Hunger Bites and sleep cannot be rolled. The picks
 * and actions are kept by src/stores/dead-weight/interlude-today.ts; the tool lays this out.
 */
import {
  computeDwSettlementDoomEffects,
  describeDwDoomPrices,
  DW_INTERLUDE_ACTIONS,
  DW_SETTLEMENT_DOOM_MAX,
  explainDwActionBlocked,
  explainDwEventRolledToday,
  explainDwHungerBlocked,
  explainDwOptionUnavailable,
  explainDwSettlementDoomBlocked,
  explainDwSleepBlocked,
  explainDwSleepUnavailable,
  findDwInterludeAction,
  findDwSleepTable,
  labelDwTakeAction,
  listDwInterludeOptionChoices,
  listDwSleepChoices,
  type DwInterludeAction,
  type DwInterludeActionId,
  type DwInterludeOption,
  type DwSleepLocation,
} from './interlude';
import { DW_SETTLEMENT_NAMES, type DwSettlementSize } from './shopping';
import type { DwAffliction } from './character';
import type { DwInterludeForm } from './interlude-form';

/** The action an adventurer chose for the day, and its additional effect ('' for none). */
export interface DwActionPick {
  readonly action: DwInterludeActionId;
  readonly option: string;
}

/** An adventurer who has chosen nothing yet rests, with no additional effect. */
export const DW_FIRST_PICK: DwActionPick = { action: 'rest', option: '' };

/** The day's choices, by character id. */
export interface DwDayChoices {
  /** The action each adventurer chose today. */
  readonly picks: Readonly<Record<string, DwActionPick>>;
  /**
   * Each adventurer who has taken their action today: what it came to (the risk roll, or that it
   * was taken).
   */
  readonly actions: Readonly<Record<string, string>>;
}

/** The action `characterId` chose on the day: Rest until they choose another. */
export function pickOfDay(today: Pick<DwDayChoices, 'picks'>, characterId: string): DwActionPick {
  return today.picks[characterId] ?? DW_FIRST_PICK;
}

/** One adventurer's Hunger Bites as shown, with the afflictions the player still chooses. */
export interface DwHungerShown {
  readonly name: string;
  readonly lines: readonly string[];
  readonly choices: readonly {
    readonly already: DwAffliction;
    readonly options: readonly DwAffliction[];
  }[];
}

/** The interlude as src/stores/dead-weight/interlude.ts keeps it (its header gives the stored shape). */
export interface DwInterlude {
  readonly version: 1;
  readonly day: number;
  readonly size: DwSettlementSize;
  readonly doom: number;
  /** The day the Blacksalt event was last rolled; null before the first. */
  readonly eventDay: number | null;
  /** The day Hunger Bites was last resolved; null before the first. */
  readonly hungerDay: number | null;
  /** The day the party last slept; null before its first night. */
  readonly sleptDay: number | null;
}

export function createDwInterlude(): DwInterlude {
  return { version: 1, day: 1, size: 3, doom: 0, eventDay: null, hungerDay: null, sleptDay: null };
}

/** One adventurer's interlude action today, as the day lays it out. */
export interface DwActionToday {
  readonly pick: DwActionPick;
  readonly action: DwInterludeAction;
  /** The additional effect picked, if any. */
  readonly option: DwInterludeOption | undefined;
  /** Why the option picked cannot be taken here, shown at its field; null when it can. */
  readonly optionProblem: string | null;
  /**
   * Whether the action is taken: then it stands ("players can't change their actions after
   * they've announced it") and its fields are off.
   */
  readonly taken: boolean;
  /** Why the Take (or Roll) button is off, or null. */
  readonly blockedBy: string | null;
  /** The button's words: "Roll 2d! for Ada" or "Take this action for Ada". */
  readonly label: string;
}

/** What `character` chose for the day of `today`, in `interlude`'s settlement, and what it allows. */
export function planDwActionToday(
  today: DwDayChoices,
  { day, size, doom }: Pick<DwInterlude, 'day' | 'size' | 'doom'>,
  character: { readonly id: string; readonly name: string },
): DwActionToday {
  const pick = pickOfDay(today, character.id);
  const action = findDwInterludeAction(pick.action);
  const option = action.options.find((candidate) => candidate.id === pick.option);
  const taken = character.id in today.actions;
  return {
    pick,
    action,
    option,
    optionProblem: option ? explainDwOptionUnavailable(option, size, doom) : null,
    taken,
    blockedBy: explainDwActionBlocked(character.name, day, taken, pick, size, doom),
    label: labelDwTakeAction(character.name, pick),
  };
}

/** The interlude actions as the Action menu offers them. */
export const DW_INTERLUDE_ACTION_CHOICES = DW_INTERLUDE_ACTIONS.map((candidate) => ({
  value: candidate.id,
  label: candidate.name,
}));

/** The settlement doom's two buttons: the step, the verb and the way (in the reason's id). */
const DOOM_MOVES = [
  [1, 'Advance', 'up'],
  [-1, 'Reduce', 'down'],
] as const;

/** One adventurer's action card. */
export interface DwActionCard extends DwActionToday {
  readonly id: string;
  readonly name: string;
  /** The additional effects offered, each with why it is off here; null: the action has none. */
  readonly optionChoices: ReturnType<typeof listDwInterludeOptionChoices> | null;
  /** What the action and its additional effect do, and where the shop tool is when shopping. */
  readonly effect: string;
  /** What the action came to, once taken today. */
  readonly said: string | undefined;
}

export interface DwInterludeDayView {
  /** "Day 2". */
  readonly day: string;
  /** "in a Town (size 3), settlement doom 1 of 7." */
  readonly where: string;
  readonly doomMoves: readonly {
    readonly step: 1 | -1;
    readonly verb: string;
    readonly way: string;
    readonly blockedBy: string | null;
  }[];
  /** The settlement doom's effects in force and the prices they make; null before the first. */
  readonly doomEffects: { readonly effects: readonly string[]; readonly prices: string } | null;
  readonly actions: readonly DwActionCard[];
  readonly eventBlockedBy: string | null;
  readonly hunger: {
    /** Each adventurer's ration toggle. */
    readonly eats: readonly { characterId: string; label: string; checked: boolean }[];
    readonly blockedBy: string | null;
    /** What Hunger Bites came to for each, with the afflictions still to choose. */
    readonly results: readonly {
      readonly characterId: string;
      readonly name: string;
      /** What happened, or "nothing happens.". */
      readonly said: string;
      readonly choices: readonly {
        /** `<character id>-<index>`, as the form keeps the pick. */
        readonly key: string;
        readonly index: number;
        readonly label: string;
        /** The affliction picked, else the first offered. */
        readonly value: DwAffliction;
        readonly options: readonly { value: DwAffliction; label: DwAffliction }[];
        readonly give: string;
      }[];
    }[];
  };
  readonly sleep: {
    readonly choices: ReturnType<typeof listDwSleepChoices>;
    /** Why the party may not sleep where chosen, at the field; null when it may. */
    readonly problem: string | null;
    readonly table: string;
    readonly blockedBy: string | null;
  };
  /** "Start day 3". */
  readonly nextDay: string;
}

/** Everything the interlude day runner shows, decided. */
export function viewDwInterludeDay(
  interlude: DwInterlude,
  today: DwDayChoices & { readonly hunger: Readonly<Record<string, DwHungerShown>> },
  characters: readonly { readonly id: string; readonly name: string }[],
  location: DwSleepLocation,
  { ate, chosen }: Pick<DwInterludeForm, 'ate' | 'chosen'>,
): DwInterludeDayView {
  const { day, size, doom } = interlude;
  const { effects } = computeDwSettlementDoomEffects(doom);
  return {
    day: `Day ${day}`,
    where: `in a ${DW_SETTLEMENT_NAMES[size]} (size ${size}), settlement doom ${doom} of ${DW_SETTLEMENT_DOOM_MAX}.`,
    doomMoves: DOOM_MOVES.map(([step, verb, way]) => ({
      step,
      verb,
      way,
      blockedBy: explainDwSettlementDoomBlocked(step, doom),
    })),
    doomEffects: effects.length > 0 ? { effects, prices: describeDwDoomPrices(doom) } : null,
    actions: characters.map(({ id, name }) => {
      const plan = planDwActionToday(today, interlude, { id, name });
      const shop =
        plan.pick.action === 'shop' ? ' The shop tool is under “Go shopping” below.' : '';
      return {
        ...plan,
        id,
        name,
        optionChoices:
          plan.action.options.length > 0
            ? listDwInterludeOptionChoices(plan.action, size, doom)
            : null,
        effect: `${plan.action.effect} ${plan.option?.effect ?? ''}${shop}`,
        said: today.actions[id],
      };
    }),
    eventBlockedBy: explainDwEventRolledToday(day, interlude.eventDay),
    hunger: {
      eats: characters.map(({ id, name }) => ({
        characterId: id,
        label: `${name} eats a ration`,
        checked: ate[id] ?? false,
      })),
      blockedBy: explainDwHungerBlocked(day, interlude.hungerDay, characters.length),
      results: Object.entries(today.hunger).map(([characterId, shown]) => ({
        characterId,
        name: shown.name,
        said: shown.lines.length > 0 ? shown.lines.join(' ') : 'nothing happens.',
        choices: shown.choices.map((choice, index) => {
          const key = `${characterId}-${index}`;
          return {
            key,
            index,
            label: `Affliction ${shown.name} takes instead of ${choice.already.toLowerCase()}`,
            value: chosen[key] ?? choice.options[0] ?? 'Hungry',
            options: choice.options.map((affliction) => ({ value: affliction, label: affliction })),
            give: `Give ${shown.name} this affliction`,
          };
        }),
      })),
    },
    sleep: {
      choices: listDwSleepChoices(doom),
      problem: explainDwSleepUnavailable(location, size, doom),
      table: findDwSleepTable(location, size).title,
      blockedBy: explainDwSleepBlocked(interlude, location, characters.length),
    },
    nextDay: `Start day ${day + 1}`,
  };
}
