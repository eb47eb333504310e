/**
 * The Dead Weight expedition: exploration turns, the Decay tracker, one doom tracker per location
 * and the omens tracker, kept in localStorage and shared by open tabs. Decay rounds roll for every
 * character of the party store and apply what is mechanical there (afflictions at once; fatigue
 * and wounds once the player picks the attribute); every roll goes to the roll log.
 *
 * Stored shape (key `rules-at-hand:dw-expedition`): `{ version: 1, turns, decay (0..5), safe,
 * current (location name or null), locations: [{ location, step, effects: [{ step, text }] }],
 * omens ({ size, step } or null until first rolled), pending: [{ id, characterId, name, kind:
 * 'fatigue'|'wound' }], lightsDue, left, events: [{ id, text }] (newest first, at most 40) }`. `left`
 * came later: an expedition saved without it is read as not left.
 * Unreadable storage resets to a new expedition with a notice and the text is kept aside; bump
 * `version` and migrate here when the shape changes. Undo keeps only the last step, in memory.
 */
import { howMany } from '../../rules/words';
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../../rules/whole-number-schema';
import { atom } from 'nanostores';
import type { Rng } from '../../rules/dice';
import { DW_ATTRIBUTE_LABELS, type DwAttribute } from '../../rules/dead-weight/character';
import {
  advanceDwDecayTrack,
  countDwActionTurns,
  dwLeaveBlockedBy,
  findDwLocationTrack,
  findDwExplorationAction,
  DW_DECAY_STEPS,
  DW_LEAVE_DOOM_STEPS,
  createDwExpedition,
  type DwExpedition,
} from '../../rules/dead-weight/expedition';
import { rollDwDecay } from '../../rules/dead-weight/decay';
import {
  advanceDwDoomTrack,
  advanceDwOmensTrack,
  createDwDoomTrack,
  removeDwDoomEffect,
  rollDwOmensSize,
  setDwDoomEffect,
  DW_DOOM_STEP_MAX,
  parseDwDoomEffect,
  type DwDoomTrack,
  type DwEffectResult,
  type DwOmensTrack,
} from '../../rules/dead-weight/omens';
import { browserRng } from '../../lib/browser-rng';
import { readName, type NameProblem } from '../../rules/name-text';
import { succeed, type Problem, type Result } from '../../rules/result';
import { createValidatedPersistent, parseJsonWith } from '../validated-persistent';
import {
  DW_RULESET,
  dwLogSource,
  explainDwDecayBump,
  explainDwOmen,
} from '../../rules/dead-weight/log-lines';
import { dwDecayTool, dwOmenTool, dwOmensSizeTool } from '../../rules/dead-weight/roll-tools';
import { logToolOutcome } from '../roll-log';
import { $dwParty, addDwAffliction, addDwFatigue, addDwWound } from './party';

export const DW_EXPEDITION_KEY = 'rules-at-hand:dw-expedition';
export const DW_LOCATION_NAME_MAX = 80;
const EVENTS_KEPT = 40;

const count = wholeNumberSchema(0);
const StoredSchema = z
  .object({
    version: z.literal(1),
    turns: count,
    decay: wholeNumberSchema(0, DW_DECAY_STEPS - 1),
    safe: z.boolean(),
    current: z.nullable(z.string().check(z.maxLength(DW_LOCATION_NAME_MAX))),
    locations: z.array(
      z.object({
        location: z.string().check(z.minLength(1), z.maxLength(DW_LOCATION_NAME_MAX)),
        step: wholeNumberSchema(0, DW_DOOM_STEP_MAX),
        effects: z.array(
          z.object({
            step: wholeNumberSchema(1, DW_DOOM_STEP_MAX),
            text: z.string(),
          }),
        ),
      }),
    ),
    omens: z.nullable(
      z
        .object({ size: wholeNumberSchema(2, 12), step: count })
        .check(z.refine((omens) => omens.step < omens.size, 'the omens step is past its size')),
    ),
    pending: z.array(
      z.object({
        id: z.string(),
        characterId: z.string(),
        name: z.string(),
        kind: z.enum(['fatigue', 'wound']),
      }),
    ),
    lightsDue: z.boolean(),
    // Saved before leaving was kept: read as not left.
    left: z.optional(z.boolean()),
    events: z.array(z.object({ id: count, text: z.string() })),
  })
  .check(
    z.refine(
      (value) =>
        value.current === null || value.locations.some((track) => track.location === value.current),
      'the current location has no tracker',
    ),
  );

const saved = createValidatedPersistent<DwExpedition>(DW_EXPEDITION_KEY, createDwExpedition(), {
  label: 'expedition',
  encode: (value) => JSON.stringify(value),
  parse: parseJsonWith(StoredSchema, (data) => ({ ...data, left: data.left ?? false })),
});

export const $dwExpedition = saved.$store;
export const $dwExpeditionNotice = saved.$notice;

interface Snapshot {
  readonly label: string;
  readonly expedition: DwExpedition;
  readonly party: ReturnType<typeof $dwParty.get>;
}

/** The state before the last step, so one step can be taken back (party changes included). */
export const $dwExpeditionUndo = atom<Snapshot | null>(null);

let depth = 0;
/** Runs a public action; only the outermost one records the undo snapshot. */
function step<T>(label: string, run: () => T): T {
  if (depth === 0)
    $dwExpeditionUndo.set({ label, expedition: $dwExpedition.get(), party: $dwParty.get() });
  depth += 1;
  try {
    return run();
  } finally {
    depth -= 1;
  }
}

function update(change: (expedition: DwExpedition) => DwExpedition): void {
  $dwExpedition.set(change($dwExpedition.get()));
}

function note(text: string): void {
  update((expedition) => {
    const id = (expedition.events[0]?.id ?? 0) + 1;
    return { ...expedition, events: [{ id, text }, ...expedition.events].slice(0, EVENTS_KEPT) };
  });
}

function ensureOmens(rng: Rng): DwOmensTrack {
  const existing = $dwExpedition.get().omens;
  if (existing) return existing;
  const size = rollDwOmensSize(rng);
  logToolOutcome(DW_RULESET, dwOmensSizeTool, {}, size, {
    source: dwLogSource('omens tracker size'),
  });
  const omens = { size: size.total, step: 0 };
  update((expedition) => ({ ...expedition, omens }));
  note(`A new omens tracker of ${size.total} steps.`);
  return omens;
}

/** Rolls the size of the omens tracker if it has none yet. */
export function startDwOmens(rng: Rng = browserRng): void {
  if ($dwExpedition.get().omens) return;
  step('roll the omens tracker size', () => ensureOmens(rng));
}

function advanceOmens(steps: number, rng: Rng): void {
  const advanced = advanceDwOmensTrack(ensureOmens(rng), steps, rng);
  update((expedition) => ({ ...expedition, omens: advanced.track }));
  if (advanced.fills.length === 0)
    note(`The omens tracker advances to ${advanced.track.step} of ${advanced.track.size}.`);
  for (const fill of advanced.fills) {
    const { omen, newSize } = fill;
    logToolOutcome(DW_RULESET, dwOmenTool, {}, omen, { source: dwLogSource('Omens') });
    logToolOutcome(DW_RULESET, dwOmensSizeTool, {}, newSize, {
      source: dwLogSource('omens tracker size'),
    });
    note(
      `Omen (${omen.roll}): ${explainDwOmen(omen)} If the party can't fulfil it completely, discard or break as many items as possible. A new omens tracker of ${newSize.total} steps.`,
    );
    if (omen.decayTwice) {
      rollDecayRound(rng, 'omen, first roll');
      rollDecayRound(rng, 'omen, second roll');
    }
  }
}

/** Advances the omens tracker on its own, as the interlude's "signs of worse things to come" asks. */
export function advanceDwOmens(steps: number, rng: Rng = browserRng): void {
  step(`advance omens ${steps}`, () => advanceOmens(steps, rng));
}

function currentTrack(): DwDoomTrack | undefined {
  const expedition = $dwExpedition.get();
  return expedition.current === null
    ? undefined
    : expedition.locations.find((track) => track.location === expedition.current);
}

/** Where doom lands when no location was named yet. */
export const DW_DEFAULT_LOCATION = 'Unnamed location';

/**
 * Advances the current location's doom tracker; every effect reached is shown and advances the
 * omens tracker by one ("every time the doom tracker reaches an effect, also advance the omens
 * tracker"). Starts a tracker for an unnamed location when none was chosen.
 */
export function advanceDwDoom(steps: number, rng: Rng = browserRng): void {
  step(`advance doom ${steps}`, () => {
    if (!currentTrack()) goToLocation(DW_DEFAULT_LOCATION);
    const track = currentTrack();
    if (!track) return;
    const advanced = advanceDwDoomTrack(track, steps);
    update((expedition) => ({
      ...expedition,
      locations: expedition.locations.map((existing) =>
        existing.location === track.location ? advanced.track : existing,
      ),
    }));
    note(`Doom at ${track.location} advances to ${advanced.track.step}.`);
    for (const effect of advanced.reached)
      note(`Doom effect at ${track.location}, step ${effect.step}: ${effect.text}`);
    if (advanced.atEnd)
      note(`The doom tracker of ${track.location} is at its last step: certain death.`);
    if (advanced.reached.length > 0) advanceOmens(advanced.reached.length, rng);
  });
}

function rollDecayRound(rng: Rng, reason: string): void {
  const characters = $dwParty.get().characters;
  update((expedition) => ({ ...expedition, lightsDue: true }));
  if (characters.length === 0) {
    note(
      `Decay (${reason}): the party has no characters; add them in the party tool to roll for them.`,
    );
    return;
  }
  for (const character of characters) {
    const latest =
      $dwParty.get().characters.find((candidate) => candidate.id === character.id) ?? character;
    const roll = rollDwDecay(latest.afflictions, rng);
    logToolOutcome(DW_RULESET, dwDecayTool, { afflictions: latest.afflictions }, roll, {
      source: dwLogSource('Decay', latest.name),
    });
    const effect = roll.effect;
    note(
      `Decay for ${latest.name} (${reason}): ${roll.total}${explainDwDecayBump(roll)}, ${roll.text}.`,
    );
    if (effect.kind === 'affliction') addDwAffliction(latest.id, effect.affliction);
    else if (effect.kind === 'doom') advanceDwDoom(1, rng);
    else if (effect.kind === 'fatigue' || effect.kind === 'wound') {
      const kind = effect.kind;
      update((expedition) => ({
        ...expedition,
        pending: [
          ...expedition.pending,
          {
            id: `${expedition.turns}-${expedition.events[0]?.id ?? 0}-${latest.id}`,
            characterId: latest.id,
            name: latest.name,
            kind,
          },
        ],
      }));
    }
  }
}

/** A Decay round outside the tracker (the GM's call): every character rolls the Decay table. */
export function rollDwDecayRound(rng: Rng = browserRng): void {
  step('roll decay', () => rollDecayRound(rng, 'rolled by hand'));
}

/** Takes an exploration action: spends its turns and rolls Decay each time the tracker fills. */
export function takeDwAction(actionId: string, asked?: number, rng: Rng = browserRng): void {
  const action = findDwExplorationAction(actionId);
  if (!action) return;
  const turns = countDwActionTurns(action, asked);
  step(action.name, () => {
    const before = $dwExpedition.get();
    const advanced = advanceDwDecayTrack(before.decay, turns, before.safe);
    update((expedition) => ({
      ...expedition,
      turns: expedition.turns + turns,
      decay: advanced.step,
    }));
    const paused = before.safe && turns > 0 ? ' (safe place: decay paused)' : '';
    note(
      `${action.name}: ${turns === 0 ? 'free, no turn spent' : howMany(turns, 'turn')}${paused}.`,
    );
    for (let round = 1; round <= advanced.decays; round += 1)
      rollDecayRound(rng, 'the decay tracker filled');
  });
}

export function setDwSafePlace(safe: boolean): void {
  step(safe ? 'safe place' : 'leave the safe place', () => {
    update((expedition) => ({ ...expedition, safe }));
    note(
      safe
        ? 'In a safe place: the decay tracker does not advance.'
        : 'Out of the safe place: the decay tracker advances again.',
    );
  });
}

/** Goes to the location, the one already known under that name (its first spelling kept) or a new one. */
function goToLocation(name: string): void {
  update((expedition) => {
    const known = findDwLocationTrack(expedition.locations, name);
    return {
      ...expedition,
      current: known ? known.location : name,
      locations: known ? expedition.locations : [...expedition.locations, createDwDoomTrack(name)],
    };
  });
}

/** The location's name as kept, or why it was refused. */
export type DwLocationResult = Result<string, Problem<NameProblem>>;

/** Moves to a location: starts its doom tracker, or resumes the one it had. */
export function goToDwLocation(name: string): DwLocationResult {
  const read = readName(name, DW_LOCATION_NAME_MAX, 'Name the location.');
  if (!read.ok) return read;
  const known = findDwLocationTrack($dwExpedition.get().locations, read.value);
  const kept = known ? known.location : read.value;
  step(`go to ${kept}`, () => {
    goToLocation(kept);
    update((expedition) => ({ ...expedition, left: false }));
    note(
      known
        ? `Back at ${kept}: its doom tracker resumes at ${known.step}.`
        : `New location ${kept}: a new doom tracker starts.`,
    );
  });
  return succeed(kept);
}

/**
 * Leaves the dungeon for the interlude: doom advances 2 steps and the party is out of danger (decay
 * paused). Refused (false) once the party has left, until it goes to a location again.
 */
export function leaveDwDungeon(rng: Rng = browserRng): boolean {
  if (dwLeaveBlockedBy($dwExpedition.get().left) !== null) return false;
  step('leave the dungeon', () => {
    note('The party leaves the dungeon for the interlude.');
    advanceDwDoom(DW_LEAVE_DOOM_STEPS, rng);
    update((expedition) => ({ ...expedition, safe: true, left: true }));
  });
  return true;
}

/** Changes the current location's doom tracker as one step that can be undone; none: nothing. */
function changeCurrentTrack(label: string, change: (track: DwDoomTrack) => DwDoomTrack): void {
  const track = currentTrack();
  if (!track) return;
  step(label, () =>
    update((expedition) => ({
      ...expedition,
      locations: expedition.locations.map((existing) =>
        existing === track ? change(existing) : existing,
      ),
    })),
  );
}

/**
 * Saves the effect typed for a step of the current location's doom tracker (in place of that
 * step's), or says what is wrong with the step or the text, saving nothing.
 */
export function saveDwDoomEffect(stepText: string, text: string): DwEffectResult {
  const parsed = parseDwDoomEffect(stepText, text);
  if (parsed.ok)
    changeCurrentTrack('save a doom effect', (track) => setDwDoomEffect(track, parsed.value));
  return parsed;
}

export function deleteDwDoomEffect(stepNumber: number): void {
  changeCurrentTrack('remove a doom effect', (track) => removeDwDoomEffect(track, stepNumber));
}

/** Applies a pending fatigue or wound from Decay to the attribute the player chose. */
export function resolveDwPendingDecay(id: string, attribute: DwAttribute): void {
  const pending = $dwExpedition.get().pending.find((item) => item.id === id);
  if (!pending) return;
  step(`${pending.kind} for ${pending.name}`, () => {
    if (pending.kind === 'fatigue') addDwFatigue(pending.characterId, attribute);
    else addDwWound(pending.characterId, attribute);
    update((expedition) => ({
      ...expedition,
      pending: expedition.pending.filter((item) => item.id !== id),
    }));
    note(`${pending.name} takes a ${pending.kind} on ${DW_ATTRIBUTE_LABELS[attribute]}.`);
  });
}

export function dismissDwLightsReminder(): void {
  update((expedition) => ({ ...expedition, lightsDue: false }));
}

/** Takes back the last step, party changes included. */
export function undoDwExpedition(): string | null {
  const snapshot = $dwExpeditionUndo.get();
  if (!snapshot) return null;
  $dwExpedition.set(snapshot.expedition);
  $dwParty.set(snapshot.party);
  $dwExpeditionUndo.set(null);
  return snapshot.label;
}

/** Starts a new expedition (the party is kept). */
export function resetDwExpedition(): void {
  step('new expedition', () => $dwExpedition.set(createDwExpedition()));
}
