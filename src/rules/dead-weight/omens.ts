/**
 * Dead Weight's doom and omens trackers. A doom tracker belongs to one location and holds the
 * GM's list of effects by step; "every time the doom tracker reaches an effect, also advance the
 * omens tracker". The omens tracker has 2d6 steps: when it fills, roll the Omens table
 * (content/dead-weight/tables/omens.json, with its 2d4 amounts rolled) and start a new tracker of
 * a newly rolled size. Changing location never touches the omens tracker.
 *
 * Our decision where the text is silent: a doom tracker's last step is its highest effect ("the
 * last step usually involves a very hard fight"), so doom stops there; a tracker with no effects
 * typed yet counts up to DW_DOOM_STEP_MAX.
 */
import omensTable from '../../../content/dead-weight/tables/omens.json';
import { rollDie, type Rng } from '../dice';
import { lookupRow } from '../tables/model';
import { fail, succeed, type Problem, type Result } from '../result';
import { readWholeNumber, type WholeNumberProblem } from '../whole-number';

export const DW_DOOM_STEP_MAX = 99;
export const DW_DOOM_EFFECT_MAX_LENGTH = 300;

export interface DwDoomEffect {
  readonly step: number;
  readonly text: string;
}

export interface DwDoomTrack {
  readonly location: string;
  readonly step: number;
  readonly effects: readonly DwDoomEffect[];
}

export function createDwDoomTrack(location: string): DwDoomTrack {
  return { location, step: 0, effects: [] };
}

/** The doom tracker's last step: its highest effect, or DW_DOOM_STEP_MAX while it has none. */
export function findDwDoomEnd(track: DwDoomTrack): number {
  return (
    track.effects.reduce((highest, effect) => Math.max(highest, effect.step), 0) || DW_DOOM_STEP_MAX
  );
}

/** "Doom at Crypt: 1 of 2", or "Doom at Hall: 0" while the location has no effects (so no end). */
export function describeDwDoomTrack(track: DwDoomTrack): string {
  return `Doom at ${track.location}: ${track.step}${track.effects.length > 0 ? ` of ${findDwDoomEnd(track)}` : ''}`;
}

/** Whether doom has reached an effect's step: it has happened (or is happening) at the location. */
export function isDwDoomEffectReached(track: DwDoomTrack, effect: DwDoomEffect): boolean {
  return effect.step <= track.step;
}

export interface DwDoomAdvance {
  readonly track: DwDoomTrack;
  /** The effects reached on the way, in step order: each one also advances the omens tracker. */
  readonly reached: readonly DwDoomEffect[];
  /** Doom is at its last step: "certain death". */
  readonly atEnd: boolean;
}

/** Advances a doom tracker `steps` steps (stopping at its last step) and lists the effects reached. */
export function advanceDwDoomTrack(track: DwDoomTrack, steps: number): DwDoomAdvance {
  const end = findDwDoomEnd(track);
  const step = Math.min(end, track.step + Math.max(0, steps));
  const reached = track.effects
    .filter((effect) => !isDwDoomEffectReached(track, effect) && effect.step <= step)
    .toSorted((a, b) => a.step - b.step);
  return { track: { ...track, step }, reached, atEnd: step >= end && track.effects.length > 0 };
}

/** Why a typed effect was refused, and which of its two fields is at fault. */
export interface DwEffectProblem extends Problem<WholeNumberProblem | 'too-long'> {
  readonly field: 'step' | 'text';
}

export type DwEffectResult = Result<DwDoomEffect, DwEffectProblem>;

/** Reads a doom effect the GM typed: a step from 1 to 99 and a description. */
export function parseDwDoomEffect(stepText: string, text: string): DwEffectResult {
  const read = readWholeNumber(stepText, 1, DW_DOOM_STEP_MAX, 'the step');
  if (!read.ok) return fail({ ...read.error, field: 'step' });
  const step = read.value;
  const effect = text.trim();
  if (effect === '')
    return fail({ code: 'empty', field: 'text', message: 'Describe what happens at this step.' });
  if (effect.length > DW_DOOM_EFFECT_MAX_LENGTH)
    return fail({
      code: 'too-long',
      field: 'text',
      message: `Keep the effect under ${DW_DOOM_EFFECT_MAX_LENGTH} characters.`,
    });
  return succeed({ step, text: effect });
}

/** An effect quoted on a button at most this long, so the button stays a line or two on a phone. */
const QUOTED_EFFECT_MAX = 40;

/**
 * The words of the button that saves the effect typed for `stepText`: "Add effect", or, when that
 * step has an effect already, that it replaces it, naming it ("Replace step 2: “Ghouls wake”"),
 * so the GM knows before the press that the old effect goes.
 */
export function labelDwSaveEffect(track: DwDoomTrack, stepText: string): string {
  const step = readWholeNumber(stepText, 1, DW_DOOM_STEP_MAX, 'the step');
  const existing = step.ok && track.effects.find((effect) => effect.step === step.value);
  if (!existing) return 'Add effect';
  const text = [...existing.text];
  const quoted =
    text.length > QUOTED_EFFECT_MAX
      ? `${text
          .slice(0, QUOTED_EFFECT_MAX - 1)
          .join('')
          .trimEnd()}…`
      : existing.text;
  return `Replace step ${existing.step}: “${quoted}”`;
}

/** Adds or replaces the effect at a step, keeping the list in step order. */
export function setDwDoomEffect(track: DwDoomTrack, effect: DwDoomEffect): DwDoomTrack {
  const effects = [
    ...track.effects.filter((existing) => existing.step !== effect.step),
    effect,
  ].toSorted((a, b) => a.step - b.step);
  return { ...track, effects };
}

export function removeDwDoomEffect(track: DwDoomTrack, step: number): DwDoomTrack {
  return { ...track, effects: track.effects.filter((effect) => effect.step !== step) };
}

export interface DwOmensTrack {
  /** 2 to 12 steps, rolled on 2d6. */
  readonly size: number;
  /** Steps filled, below `size`: a full tracker is rolled and replaced at once. */
  readonly step: number;
}

export interface DwTwoDiceRoll {
  readonly dice: readonly [number, number];
  readonly total: number;
}

function rollTwo(rng: Rng, sides: number): DwTwoDiceRoll {
  const dice = [rollDie(rng, sides), rollDie(rng, sides)] as const;
  return { dice, total: dice[0] + dice[1] };
}

/** Rolls the size of a new omens tracker (2d6 steps). */
export function rollDwOmensSize(rng: Rng): DwTwoDiceRoll {
  return rollTwo(rng, 6);
}

export interface DwOmenRoll {
  readonly roll: number;
  readonly text: string;
  /** The 2d4 the row asks for, rolled. */
  readonly amount: DwTwoDiceRoll | null;
  /** The row asks the party to roll the Decay table twice. */
  readonly decayTwice: boolean;
}

/** Rolls the Omens table (1d6) and the 2d4 its row names. */
export function rollDwOmen(rng: Rng): DwOmenRoll {
  const roll = rollDie(rng, 6);
  const row = lookupRow(omensTable, roll);
  const text = row?.cells[0] ?? '';
  const amount = /2d4/.test(text) ? rollTwo(rng, 4) : null;
  return { roll, text, amount, decayTwice: /decay table twice/i.test(text) };
}

export interface DwOmensFill {
  readonly omen: DwOmenRoll;
  /** The size rolled for the tracker that replaced the full one. */
  readonly newSize: DwTwoDiceRoll;
}

export interface DwOmensAdvance {
  readonly track: DwOmensTrack;
  /** Each time the tracker filled: the omen and the new tracker's size, in order. */
  readonly fills: readonly DwOmensFill[];
}

/** Advances the omens tracker `steps` steps; each time it fills, rolls the omen and a new size. */
export function advanceDwOmensTrack(track: DwOmensTrack, steps: number, rng: Rng): DwOmensAdvance {
  let current = track;
  const fills: DwOmensFill[] = [];
  for (let index = 0; index < steps; index += 1) {
    const step = current.step + 1;
    if (step < current.size) {
      current = { ...current, step };
      continue;
    }
    const omen = rollDwOmen(rng);
    const newSize = rollDwOmensSize(rng);
    fills.push({ omen, newSize });
    current = { size: newSize.total, step: 0 };
  }
  return { track: current, fills };
}
