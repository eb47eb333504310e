/**
 * LOOT initiative: two sides, players and opponents. The side that started the fight has
 * initiative first, then it alternates; the side with initiative picks any of its characters who
 * has not acted this round. When one side has all acted, the other keeps initiative for the rest
 * of the round. When everyone has acted, a new round starts with the side that did not take the
 * last turn. A surprised side takes no turns in round 1.
 *
 * Interrupting: when a character performs setup, a character of the other side who has not
 * acted may take their turn at once (an action only). On success both turns end and initiative
 * returns to the originator's side; on failure the original character finishes and initiative
 * goes to the interrupter's side. [decision] For "the side that did not take the last turn",
 * the last turn is the interrupter's after a success and the originator's after a failure
 * (whoever acted last). If the side due initiative has nobody left, the other side takes it.
 *
 * The state is plain data so a store can save it as JSON.
 */
import { readName, type NameProblem } from '../name-text';
import { refuse, succeed, type Problem, type Result } from '../result';

export type LootSide = 'players' | 'opponents';
export const LOOT_SIDES: readonly LootSide[] = ['players', 'opponents'];
export const LOOT_SIDE_LABELS: Readonly<Record<LootSide, string>> = {
  players: 'Players',
  opponents: 'Opponents',
};

export interface LootCombatant {
  readonly id: string;
  readonly name: string;
  readonly side: LootSide;
}

export interface LootInitiativeState {
  readonly combatants: readonly LootCombatant[];
  /** 0 before the fight starts. */
  readonly round: number;
  /** The side that started the fight. */
  readonly firstSide: LootSide;
  /** The side that takes no turns in round 1, if any. */
  readonly surprised: LootSide | null;
  /** The side whose character acts next; null when nobody can (no fight, or nobody on either side). */
  readonly initiative: LootSide | null;
  /** Ids of the characters who have taken their turn this round, in order. */
  readonly acted: readonly string[];
  /** The side that took the last turn. */
  readonly lastSide: LootSide | null;
}

export const LOOT_MAX_COMBATANTS = 40;
export const LOOT_COMBATANT_NAME_MAX = 40;

export function emptyLootInitiative(): LootInitiativeState {
  return {
    combatants: [],
    round: 0,
    firstSide: 'players',
    surprised: null,
    initiative: null,
    acted: [],
    lastSide: null,
  };
}

export function otherLootSide(side: LootSide): LootSide {
  return side === 'players' ? 'opponents' : 'players';
}

/** Why a step of the fight was refused. */
export type LootInitiativeProblem =
  | NameProblem
  | 'full'
  | 'id-taken'
  | 'no-combatants'
  | 'nobody-can-act'
  | 'not-in-fight'
  | 'not-started'
  | 'already-acted'
  | 'surprised'
  | 'no-initiative'
  | 'same-side';

/** The fight after a step, and a sentence saying what happened. */
export interface LootInitiativeMove {
  readonly state: LootInitiativeState;
  readonly note: string;
}

export type LootInitiativeStep = Result<LootInitiativeMove, Problem<LootInitiativeProblem>>;

/** Characters of `side` who may still act this round (not acted, not surprised in round 1). */
export function lootReadyCombatants(state: LootInitiativeState, side: LootSide): LootCombatant[] {
  if (state.round === 0) return [];
  if (isLootSideSurprised(state, side)) return [];
  return state.combatants.filter((c) => c.side === side && !state.acted.includes(c.id));
}

/** Whether a side is surprised now: surprise keeps it from acting in round 1 only. */
export function isLootSideSurprised(state: LootInitiativeState, side: LootSide): boolean {
  return state.round === 1 && state.surprised === side;
}

/** Whether a side holds the initiative now (nobody does before the fight starts). */
export function lootSideHasInitiative(state: LootInitiativeState, side: LootSide): boolean {
  return state.round > 0 && state.initiative === side;
}

/** The first character who may take a turn now (on the side with initiative), if anyone may. */
export function lootNextToAct(state: LootInitiativeState): LootCombatant | undefined {
  return state.initiative ? lootReadyCombatants(state, state.initiative)[0] : undefined;
}

/** Whether a combatant may take a turn now: ready this round, on the side with the initiative. */
export function canLootCombatantAct(state: LootInitiativeState, id: string): boolean {
  const ready = findReady(state, id);
  return ready.ok && lootSideHasInitiative(state, ready.value.side);
}

/**
 * Whose initiative it is after a turn: `preferred` if it has anyone ready, else the other side,
 * else the round ends and the next begins with the side that did not take the last turn.
 */
function settle(
  state: LootInitiativeState,
  preferred: LootSide,
  lastSide: LootSide,
): LootInitiativeMove {
  const after = { ...state, lastSide };
  if (lootReadyCombatants(after, preferred).length > 0)
    return { state: { ...after, initiative: preferred }, note: '' };
  const other = otherLootSide(preferred);
  if (lootReadyCombatants(after, other).length > 0) {
    return {
      state: { ...after, initiative: other },
      note: ` ${LOOT_SIDE_LABELS[preferred]} have all acted: ${LOOT_SIDE_LABELS[other]} keep initiative for the rest of the round.`,
    };
  }
  const next = { ...after, round: state.round + 1, acted: [] };
  const starter = otherLootSide(lastSide);
  const initiative =
    lootReadyCombatants(next, starter).length > 0
      ? starter
      : lootReadyCombatants(next, lastSide).length > 0
        ? lastSide
        : null;
  return {
    state: { ...next, initiative },
    note: ` Round ${state.round} ends; round ${next.round} starts with ${LOOT_SIDE_LABELS[initiative ?? starter]}.`,
  };
}

/** Adds a named character to a side. */
export function addLootCombatant(
  state: LootInitiativeState,
  id: string,
  name: string,
  side: LootSide,
): LootInitiativeStep {
  const read = readName(name, LOOT_COMBATANT_NAME_MAX, 'Enter a name.');
  if (!read.ok) return read;
  const trimmed = read.value;
  if (state.combatants.length >= LOOT_MAX_COMBATANTS)
    return refuse('full', `At most ${LOOT_MAX_COMBATANTS} characters.`);
  if (state.combatants.some((c) => c.id === id)) return refuse('id-taken', `Id ${id} is taken.`);
  const added = { ...state, combatants: [...state.combatants, { id, name: trimmed, side }] };
  // A character joining mid-fight acts this round; if nobody could act, initiative goes to their side.
  const state2 =
    added.round > 0 && added.initiative === null
      ? { ...added, initiative: lootReadyCombatants(added, side).length > 0 ? side : null }
      : added;
  return succeed({
    state: state2,
    note: `${trimmed} joins the ${LOOT_SIDE_LABELS[side].toLowerCase()}.`,
  });
}

/** Removes a character; if they were the last one ready on the side with initiative, initiative moves on. */
export function removeLootCombatant(state: LootInitiativeState, id: string): LootInitiativeState {
  const removed = {
    ...state,
    combatants: state.combatants.filter((c) => c.id !== id),
    acted: state.acted.filter((a) => a !== id),
  };
  if (removed.round === 0 || removed.initiative === null) return removed;
  if (lootReadyCombatants(removed, removed.initiative).length > 0) return removed;
  return settle(removed, otherLootSide(removed.initiative), removed.lastSide ?? removed.initiative)
    .state;
}

/** Starts round 1: the side that started the fight has initiative, unless it is surprised or empty. */
export function startLootCombat(
  state: LootInitiativeState,
  firstSide: LootSide,
  surprised: LootSide | null,
): LootInitiativeStep {
  if (state.combatants.length === 0)
    return refuse('no-combatants', 'Add characters to the sides first.');
  const begun: LootInitiativeState = {
    ...state,
    round: 1,
    firstSide,
    surprised,
    acted: [],
    lastSide: null,
    initiative: null,
  };
  const initiative =
    lootReadyCombatants(begun, firstSide).length > 0
      ? firstSide
      : lootReadyCombatants(begun, otherLootSide(firstSide)).length > 0
        ? otherLootSide(firstSide)
        : null;
  if (initiative === null) return refuse('nobody-can-act', 'Nobody can act in round 1.');
  const surpriseNote = surprised
    ? ` ${LOOT_SIDE_LABELS[surprised]} are surprised and take no turns in round 1.`
    : '';
  return succeed({
    state: { ...begun, initiative },
    // Who has initiative is the tool's headline (describeLootInitiative): the note does not repeat it.
    note: `The fight starts.${surpriseNote}`,
  });
}

/** The character `id`, when they may take a turn now. */
function findReady(
  state: LootInitiativeState,
  id: string,
): Result<LootCombatant, Problem<LootInitiativeProblem>> {
  const who = state.combatants.find((c) => c.id === id);
  if (!who) return refuse('not-in-fight', 'That character is not in the fight.');
  if (state.round === 0) return refuse('not-started', 'Start the fight first.');
  if (state.acted.includes(id))
    return refuse('already-acted', `${who.name} has already taken a turn this round.`);
  if (isLootSideSurprised(state, who.side))
    return refuse('surprised', `${who.name} is surprised and cannot act in round 1.`);
  return succeed(who);
}

function withoutInitiative(side: LootSide) {
  return refuse('no-initiative', `${LOOT_SIDE_LABELS[side]} do not have initiative.`);
}

/** A character of the side with initiative takes their turn; initiative passes to the other side. */
export function takeLootTurn(state: LootInitiativeState, id: string): LootInitiativeStep {
  const ready = findReady(state, id);
  if (!ready.ok) return ready;
  const who = ready.value;
  if (state.initiative !== who.side) return withoutInitiative(who.side);
  const settled = settle(
    { ...state, acted: [...state.acted, id] },
    otherLootSide(who.side),
    who.side,
  );
  return succeed({ state: settled.state, note: `${who.name} takes a turn.${settled.note}` });
}

/**
 * A character of the other side interrupts `actorId`'s setup. Both have their turn (the
 * interrupter an action only); `succeeded` says whether the interrupter damaged the actor or
 * stopped the setup or action.
 */
export function interruptLootTurn(
  state: LootInitiativeState,
  actorId: string,
  interrupterId: string,
  succeeded: boolean,
): LootInitiativeStep {
  const readyActor = findReady(state, actorId);
  if (!readyActor.ok) return readyActor;
  const actor = readyActor.value;
  if (state.initiative !== actor.side) return withoutInitiative(actor.side);
  const readyInterrupter = findReady(state, interrupterId);
  if (!readyInterrupter.ok) return readyInterrupter;
  const interrupter = readyInterrupter.value;
  if (interrupter.side === actor.side)
    return refuse('same-side', 'Only a character of the other side can interrupt.');
  const acted = { ...state, acted: [...state.acted, actorId, interrupterId] };
  const settled = succeeded
    ? settle(acted, actor.side, interrupter.side)
    : settle(acted, interrupter.side, actor.side);
  const what = succeeded
    ? `${interrupter.name} interrupts ${actor.name}: both turns end and initiative returns to the ${LOOT_SIDE_LABELS[actor.side].toLowerCase()}.`
    : `${interrupter.name} fails to interrupt ${actor.name}: ${actor.name} finishes the turn and initiative goes to the ${LOOT_SIDE_LABELS[interrupter.side].toLowerCase()}.`;
  return succeed({ state: settled.state, note: `${what}${settled.note}` });
}

/** Ends the fight and clears the round, keeping the characters. */
export function endLootCombat(state: LootInitiativeState): LootInitiativeState {
  return { ...state, round: 0, initiative: null, acted: [], lastSide: null, surprised: null };
}

/** The fight's state in a line: not started, who has initiative in which round, or nobody. */
export function describeLootInitiative(state: LootInitiativeState): string {
  if (state.round === 0) return 'The fight has not started.';
  return state.initiative
    ? `Round ${state.round}: ${LOOT_SIDE_LABELS[state.initiative]} have initiative.`
    : `Round ${state.round}: nobody can act.`;
}

/** A combatant's standing this round, in brackets: acted, cannot act or ready; nothing before the fight. */
export function describeLootCombatantTurn(state: LootInitiativeState, id: string): string {
  if (state.acted.includes(id)) return '(acted)';
  if (state.round === 0) return '';
  const side = state.combatants.find((c) => c.id === id)?.side;
  return side && lootReadyCombatants(state, side).some((c) => c.id === id)
    ? '(ready)'
    : '(cannot act)';
}

/** What can be done with a fighter now: take a turn, be interrupted during setup, be removed. */
export type LootFighterAction = 'turn' | 'interrupt' | 'remove';

/**
 * The buttons a fighter's line offers, with their words: a turn while their side has the
 * initiative, an interrupted setup while someone on the other side is ready to interrupt, and
 * removal before the fight starts.
 */
export function lootFighterActions(
  state: LootInitiativeState,
  fighter: LootCombatant,
): { readonly action: LootFighterAction; readonly label: string }[] {
  const canAct = canLootCombatantAct(state, fighter.id);
  const interrupters = lootReadyCombatants(state, otherLootSide(fighter.side));
  return [
    ...(canAct ? [{ action: 'turn' as const, label: `Turn: ${fighter.name}` }] : []),
    ...(canAct && interrupters.length > 0
      ? [{ action: 'interrupt' as const, label: `Setup, interrupted: ${fighter.name}` }]
      : []),
    ...(state.round === 0 ? [{ action: 'remove' as const, label: `Remove ${fighter.name}` }] : []),
  ];
}

/** "Add player" or "Add opponent": the button that adds a fighter to a side. */
export function describeLootAddFighter(side: LootSide): string {
  return `Add ${side === 'players' ? 'player' : 'opponent'}`;
}
