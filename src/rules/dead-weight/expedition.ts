/**
 * Dead Weight's exploration turns: the actions of content/dead-weight/exploration-actions.mdx with
 * what each costs, and the Decay tracker they drive. "It's a tracker with 6 steps. Every turn, the
 * decay tracker should advance, meaning that every 6 turns of exploration, all player characters
 * roll from the decay table." In a safe place the GM does not advance it.
 */

import { howMany } from '../words';
import { slugOf } from '../slug';
import type { Result } from '../result';
import { readWholeNumber, type WholeNumberError } from '../whole-number';
import type { DwDoomTrack, DwOmensTrack } from './omens';

/** A decay result that lands on an attribute the player picks, waiting for that pick. */
export interface DwPendingDecay {
  readonly id: string;
  readonly characterId: string;
  readonly name: string;
  readonly kind: 'fatigue' | 'wound';
}

export interface DwExpeditionEvent {
  readonly id: number;
  readonly text: string;
}

/**
 * The expedition as its tracker keeps it; src/stores/dead-weight/expedition.ts stores it and says
 * how its stored shape changes.
 */
export interface DwExpedition {
  readonly version: 1;
  readonly turns: number;
  readonly decay: number;
  readonly safe: boolean;
  readonly current: string | null;
  readonly locations: readonly DwDoomTrack[];
  readonly omens: DwOmensTrack | null;
  readonly pending: readonly DwPendingDecay[];
  readonly lightsDue: boolean;
  /** The party has left the dungeon for the interlude and not entered again: it cannot leave twice. */
  readonly left: boolean;
  readonly events: readonly DwExpeditionEvent[];
}

export function createDwExpedition(): DwExpedition {
  return {
    version: 1,
    turns: 0,
    decay: 0,
    safe: false,
    current: null,
    locations: [],
    omens: null,
    pending: [],
    lightsDue: false,
    left: false,
    events: [],
  };
}

export const DW_DECAY_STEPS = 6;
/** The most turns one action may spend in one go, so a typo cannot spend a hundred turns. */
export const DW_TURNS_MAX = 20;

export interface DwExplorationAction {
  readonly id: string;
  readonly name: string;
  /** Turns spent: 0 for free actions; for `multi` actions, the usual cost the field starts at. */
  readonly turns: number;
  /** The GM may ask for more turns (or, for a short move, none): the tool asks how many. */
  readonly multi: boolean;
  /** Heading id on the Exploration Actions page. */
  readonly anchor: string;
}

/**
 * An action as the page heads it: its id, its name and its cost in the heading's words ("Move (1
 * turn)", "Use a quick item (free)"). The turns and the heading's id follow from these.
 */
type ActionHeading = readonly [
  id: string,
  name: string,
  cost: '1 turn' | 'free' | '1 or more turns',
];

const ACTION_HEADINGS: readonly ActionHeading[] = [
  ['move', 'Move', '1 turn'],
  ['loot', 'Loot', '1 turn'],
  ['parley', 'Parley', '1 turn'],
  ['combat', 'Start Combat', '1 turn'],
  ['breath', 'Catch your breath', '1 turn'],
  ['traps', 'Look for traps', '1 turn'],
  ['quick-item', 'Use a quick item', 'free'],
  ['slow-item', 'Use a slow item', '1 turn'],
  ['spell', 'Cast a spell or prayer', '1 turn'],
  ['concentrate', 'Concentrate', '1 turn'],
  ['freeform', 'Freeform', '1 or more turns'],
  ['camp', 'Set up Camp', '1 turn'],
  ['free-action', 'Take a free action', 'free'],
];

/** "The GM may ask for more turns over long distances": a move asks how many, as a freeform action does. */
const MULTI_TURN = new Set(['move', 'freeform']);

export const DW_EXPLORATION_ACTIONS: readonly DwExplorationAction[] = ACTION_HEADINGS.map(
  ([id, name, cost]) => ({
    id,
    name,
    turns: cost === 'free' ? 0 : 1,
    multi: MULTI_TURN.has(id),
    anchor: slugOf(`${name} (${cost})`, id),
  }),
);

export function findDwExplorationAction(id: string): DwExplorationAction | undefined {
  return DW_EXPLORATION_ACTIONS.find((action) => action.id === id);
}

/** How an action's cost reads, short enough for a menu at phone width: "1 turn", "free", "1+ turns". */
export function describeDwActionCost(action: DwExplorationAction): string {
  if (action.multi) return '1+ turns';
  return action.turns === 0 ? 'free' : howMany(action.turns, 'turn');
}

/**
 * Reads the turns typed for a multi-turn action. A move may cost 0 (the GM may make a short move
 * to an explored place free); every other action costs at least 1.
 */
export function parseDwTurns(
  text: string,
  action: DwExplorationAction,
): Result<number, WholeNumberError> {
  return readWholeNumber(text, action.id === 'move' ? 0 : 1, DW_TURNS_MAX, 'the number of turns');
}

/** The turns an action spends: its fixed cost, or the turns asked for when it takes several. */
export function countDwActionTurns(action: DwExplorationAction, asked?: number): number {
  return action.multi && asked !== undefined ? asked : action.turns;
}

export interface DwDecayAdvance {
  /** Steps filled on the Decay tracker after the turns, 0..5. */
  readonly step: number;
  /** How many times the tracker reached its 6th step: each is a round of Decay rolls. */
  readonly decays: number;
}

/** Spends `turns` turns on a Decay tracker at `step`; in a safe place it does not advance. */
export function advanceDwDecayTrack(step: number, turns: number, safe: boolean): DwDecayAdvance {
  if (safe || turns <= 0) return { step, decays: 0 };
  const filled = step + turns;
  return { step: filled % DW_DECAY_STEPS, decays: Math.floor(filled / DW_DECAY_STEPS) };
}

/** Doom steps for leaving the dungeon: "Leaving the dungeon to the interlude will always advance the doom tracker 2 steps." */
export const DW_LEAVE_DOOM_STEPS = 2;

/** "6 turns spent · at Crypt": the turns so far and where the party is, when it is somewhere. */
export function describeDwExpeditionProgress(turns: number, location: string | null): string {
  return `${howMany(turns, 'turn')} spent${location ? ` · at ${location}` : ''}`;
}

/**
 * A location's name as it is compared: "If they re-visit a location, use that location's old
 * tracker", so "crypt", "Crypt" and " The  Crypt" name the places "Crypt" and "The Crypt" already
 * typed. Case, surrounding and doubled spaces do not make a new place.
 */
function dwLocationKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/** The tracker of the location named, however its case and spaces were typed; the first spelling is kept. */
export function findDwLocationTrack<T extends { readonly location: string }>(
  tracks: readonly T[],
  name: string,
): T | undefined {
  const key = dwLocationKey(name);
  return tracks.find((track) => dwLocationKey(track.location) === key);
}

/**
 * Why Undo is off: nothing done yet on this expedition, or its one step back already taken (only
 * the last step can be undone); null while there is a step to undo.
 */
export function dwUndoBlockedBy(canUndo: boolean, eventsLogged: number): string | null {
  if (canUndo) return null;
  return eventsLogged === 0
    ? 'Nothing to undo yet: each step can be undone once taken.'
    : 'Only the last step can be undone, and it has been: the next step taken can be undone.';
}

/**
 * Why "Leave the dungeon" is off, or null when the party may leave: once it has left (doom has
 * advanced its 2 steps), it must enter again (go to a location) or start a new expedition first.
 */
export function dwLeaveBlockedBy(left: boolean): string | null {
  return left
    ? 'The party has already left the dungeon: go to a location to enter again, or start a new expedition.'
    : null;
}
