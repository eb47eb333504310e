/**
 * Sanity, the Fortitude save, notches and Getting Better (Mythos page). Pure reducers over one
 * investigator's mind: each takes the state (and the save outcome or an Rng) and returns the new
 * state with a list of sentences saying what happened, for the tracker to show and log.
 *
 * - Sanity save: roll 1d4; lower than SAN loses 1 SAN. When SAN hits 1: a Fortitude save and SAN
 *   back to 2. [decision] A SAN of 1 set by hand is treated the same: the save is owed, so the
 *   Sanity save makes it and resets SAN to 2. 8 hours of rest reset SAN to 4.
 * - Fortitude save: a WIL save. Success (or critical success) fills a Hardened notch; otherwise a
 *   Broken notch, lose 1d10 WIL (not below 0) and freak out.
 * - Every third Hardened notch: lose a Bond. Every third Broken notch: a condition, which
 *   improves when that third notch is lost again. MK is capped at 10 x Hardened notches.
 * - Getting Better: removing a Broken notch raises WIL by 1d10 (self-help, sanatorium, cover
 *   traces, conversation).
 */
import { rollDie, type Rng } from '../dice';
import { refuse, succeed, type Problem, type Result } from '../result';
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../whole-number-schema';
import { readWholeNumber, type WholeNumberError } from '../whole-number';
import { formatD100, parseScore, rollSave, SAVE_OUTCOME_LABELS, type SaveOutcome } from './saves';
import { defineTool } from '../roll-recipe';

export const SANITY_START = 4;
export const SANITY_AFTER_FORTITUDE = 2;
export const SANITY_MIN = 1;
export const SANITY_MAX = 4;
export const NOTCH_THRESHOLD = 3;
export const MK_PER_HARDENED = 10;

/** The most WIL a mind keeps: play carries it past the score range (a 1d10 gained past 120). */
export const MAX_WIL = 200;
const count = (max: number) => wholeNumberSchema(0, max);
/** One investigator's mind, as the saves read it and the tracker saves, shares and logs it. */
const MindSchema = z.object({
  /** Sanity, 1-4. */
  san: wholeNumberSchema(SANITY_MIN, SANITY_MAX),
  /** Willpower, 0 or more. */
  wil: count(MAX_WIL),
  hardened: count(99),
  broken: count(99),
  /** Mythos Knowledge, 0 to 10 x Hardened. */
  mk: count(999),
});
export type MindState = Readonly<z.infer<typeof MindSchema>>;

export function createMind(wil: number): MindState {
  return { san: SANITY_START, wil: Math.max(0, Math.trunc(wil)), hardened: 0, broken: 0, mk: 0 };
}

/** The most Mythos Knowledge an investigator can have: 10 x Hardened notches. */
export function mythosKnowledgeCap(mind: Pick<MindState, 'hardened'>): number {
  return MK_PER_HARDENED * mind.hardened;
}

/** Undesirable conditions from Broken notches: one per full three. */
export function conditionCount(broken: number): number {
  return Math.floor(broken / NOTCH_THRESHOLD);
}

/** Bonds lost to Hardened notches so far: one per full three. */
export function bondsLost(hardened: number): number {
  return Math.floor(hardened / NOTCH_THRESHOLD);
}

export interface FortitudeResult {
  readonly before: MindState;
  readonly state: MindState;
  readonly roll: number;
  readonly outcome: SaveOutcome;
  readonly passed: boolean;
  /** The 1d10 of WIL lost on a failure. */
  readonly wilLost: number | null;
  /** A third Hardened notch: lose one Bond. */
  readonly loseBond: boolean;
  /** A third Broken notch: develop an undesirable condition. */
  readonly newCondition: boolean;
  /** What happened, led by the WIL save rolled. */
  readonly notes: readonly string[];
}

/** Applies a Fortitude (WIL) save already rolled; a failure rolls 1d10 for the WIL lost. */
export function applyFortitudeSave(
  mind: MindState,
  save: { roll: number; outcome: SaveOutcome },
  rng: Rng,
): FortitudeResult {
  const passed = save.outcome === 'success' || save.outcome === 'critical-success';
  // The save's own roll leads, wherever the save is made (alone, when SAN hits 1, at a sanatorium).
  const notes = [
    `WIL save: rolled ${formatD100(save.roll)} against ${mind.wil}, ${SAVE_OUTCOME_LABELS[save.outcome].toLowerCase()}.`,
  ];
  if (passed) {
    const hardened = mind.hardened + 1;
    const loseBond = hardened % NOTCH_THRESHOLD === 0;
    notes.push(`Fortitude save passed: a Hardened notch is filled (${hardened} in all).`);
    if (loseBond) notes.push(`That is a third Hardened notch: lose one of your Bonds.`);
    notes.push(`Mythos Knowledge can now reach ${mythosKnowledgeCap({ hardened })}.`);
    return {
      before: mind,
      state: { ...mind, hardened },
      roll: save.roll,
      outcome: save.outcome,
      passed,
      wilLost: null,
      loseBond,
      newCondition: false,
      notes,
    };
  }
  const wilLost = rollDie(rng, 10);
  const broken = mind.broken + 1;
  const wil = Math.max(0, mind.wil - wilLost);
  const newCondition = broken % NOTCH_THRESHOLD === 0;
  notes.push(
    `Fortitude save failed: a Broken notch is filled (${broken} in all), WIL drops by ${wilLost} (1d10) to ${wil}, and you freak out: fight until the stimulus is destroyed, flee until you are far away, or freeze (hide from it).`,
  );
  if (newCondition)
    notes.push('That is a third Broken notch: you develop an undesirable condition.');
  return {
    before: mind,
    state: { ...mind, broken, wil },
    roll: save.roll,
    outcome: save.outcome,
    passed,
    wilLost,
    loseBond: false,
    newCondition,
    notes,
  };
}

/** Rolls the Fortitude save (a WIL save against the current WIL) and applies it. */
export function rollFortitudeSave(mind: MindState, rng: Rng): FortitudeResult {
  return applyFortitudeSave(mind, rollSave(mind.wil, rng), rng);
}

export interface SanityResult {
  readonly before: MindState;
  readonly state: MindState;
  /** The 1d4. */
  readonly roll: number;
  readonly unsettled: boolean;
  /** The Fortitude save made because SAN hit 1. */
  readonly fortitude: FortitudeResult | null;
  readonly notes: readonly string[];
}

/** Rolls the Sanity save: 1d4 lower than SAN loses 1; at SAN 1, a Fortitude save and SAN back to 2. */
export function rollSanitySave(mind: MindState, rng: Rng): SanityResult {
  const start = Math.min(Math.max(Math.trunc(mind.san), SANITY_MIN), SANITY_MAX);
  const roll = rollDie(rng, 4);
  const unsettled = roll < start;
  const san = unsettled ? start - 1 : start;
  const notes = [
    unsettled
      ? `Rolled ${roll}, lower than SAN ${start}: unsettled, SAN drops to ${san}.`
      : `Rolled ${roll}, not lower than SAN ${start}: SAN stays at ${san}.`,
  ];
  if (san > SANITY_MIN)
    return { before: mind, state: { ...mind, san }, roll, unsettled, fortitude: null, notes };
  notes.push(
    unsettled
      ? 'SAN hit 1: make a Fortitude save and set SAN back to 2.'
      : 'SAN is at 1: the Fortitude save is made now and SAN set back to 2.',
  );
  const fortitude = rollFortitudeSave({ ...mind, san }, rng);
  const state = { ...fortitude.state, san: SANITY_AFTER_FORTITUDE };
  return {
    before: mind,
    state,
    roll,
    unsettled,
    fortitude: { ...fortitude, state },
    notes: [...notes, ...fortitude.notes],
  };
}

/** 8 hours of uninterrupted rest: SAN back to 4. */
export function restSanity(mind: MindState): { state: MindState; notes: readonly string[] } {
  return {
    state: { ...mind, san: SANITY_START },
    notes: [`After 8 hours of uninterrupted rest, SAN resets to ${SANITY_START}.`],
  };
}

export type RecoveryError = Problem<'no-broken-notch'>;

export interface RecoveryResult {
  readonly before: MindState;
  readonly state: MindState;
  readonly removed: boolean;
  /** The 1d10 WIL gained for removing a Broken notch. */
  readonly wilGained: number | null;
  /** The third Broken notch was removed: the condition improves. */
  readonly conditionImproves: boolean;
  readonly loseBond: boolean;
  readonly gainedBroken: boolean;
  readonly newCondition: boolean;
  /** The Fortitude save a sanatorium's critical failure calls for. */
  readonly fortitude: FortitudeResult | null;
  /** The WIL save rolled, for self-help and the sanatorium. */
  readonly save: { roll: number; outcome: SaveOutcome } | null;
  readonly notes: readonly string[];
}

function noBroken() {
  return refuse('no-broken-notch', 'There is no Broken notch to remove.');
}

/** A Broken notch removed after a WIL save that allows it, the save's sentence first. */
function removeAfterSave(
  mind: MindState,
  save: RecoveryResult['save'],
  sentence: string,
  rng: Rng,
): Result<RecoveryResult, RecoveryError> {
  const removed = removeBrokenNotch(mind, rng);
  if (!removed.ok) return removed;
  return succeed({ ...removed.value, save, notes: [sentence, ...removed.value.notes] });
}

function base(mind: MindState): RecoveryResult {
  return {
    before: mind,
    state: mind,
    removed: false,
    wilGained: null,
    conditionImproves: false,
    loseBond: false,
    gainedBroken: false,
    newCondition: false,
    fortitude: null,
    save: null,
    notes: [],
  };
}

/** Removes one Broken notch (cover traces, conversation, or a successful recovery) and raises WIL by 1d10. */
export function removeBrokenNotch(
  mind: MindState,
  rng: Rng,
): Result<RecoveryResult, RecoveryError> {
  if (mind.broken <= 0) return noBroken();
  const wilGained = rollDie(rng, 10);
  const broken = mind.broken - 1;
  const conditionImproves = mind.broken % NOTCH_THRESHOLD === 0;
  const state = { ...mind, broken, wil: mind.wil + wilGained };
  const notes = [
    `A Broken notch is removed (${broken} left) and WIL rises by ${wilGained} (1d10) to ${state.wil}.`,
  ];
  if (conditionImproves)
    notes.push(
      'That was a third Broken notch: the condition improves (it kicks back in at the third notch again).',
    );
  return succeed({ ...base(mind), state, removed: true, wilGained, conditionImproves, notes });
}

/**
 * Self-help: time with a Bond and a WIL save. Success removes a Broken notch; otherwise the Bond
 * is lost; with the Key Connection a critical failure also gains a Broken notch.
 */
export function selfHelp(
  mind: MindState,
  keyConnection: boolean,
  rng: Rng,
): Result<RecoveryResult, RecoveryError> {
  if (mind.broken <= 0) return noBroken();
  const save = rollSave(mind.wil, rng);
  const passed = save.outcome === 'success' || save.outcome === 'critical-success';
  if (passed)
    return removeAfterSave(mind, save, `WIL save passed with ${formatD100(save.roll)}.`, rng);
  const notes = [`WIL save failed with ${formatD100(save.roll)}: the Bond is lost.`];
  if (keyConnection && save.outcome === 'critical-failure') {
    const broken = mind.broken + 1;
    const newCondition = broken % NOTCH_THRESHOLD === 0;
    notes.push(
      `A critical failure with the Key Connection: also gain a Broken notch (${broken} in all).`,
    );
    if (newCondition)
      notes.push('That is a third Broken notch: you develop an undesirable condition.');
    return succeed({
      ...base(mind),
      state: { ...mind, broken },
      loseBond: true,
      gainedBroken: true,
      newCondition,
      save,
      notes,
    });
  }
  return succeed({ ...base(mind), loseBond: true, save, notes });
}

/** A month in a sanatorium, then a WIL save: a critical failure calls for a Fortitude save, anything else removes a Broken notch. */
export function sanatorium(mind: MindState, rng: Rng): Result<RecoveryResult, RecoveryError> {
  if (mind.broken <= 0) return noBroken();
  const save = rollSave(mind.wil, rng);
  if (save.outcome === 'critical-failure') {
    const fortitude = rollFortitudeSave(mind, rng);
    return succeed({
      ...base(mind),
      state: fortitude.state,
      fortitude,
      loseBond: fortitude.loseBond,
      gainedBroken: !fortitude.passed,
      newCondition: fortitude.newCondition,
      save,
      notes: [
        `WIL save: critical failure (${formatD100(save.roll)}): make a Fortitude save.`,
        ...fortitude.notes,
      ],
    });
  }
  return removeAfterSave(
    mind,
    save,
    `WIL save after a month: ${formatD100(save.roll)}, not a critical failure.`,
    rng,
  );
}

/** Sets Mythos Knowledge, refusing more than 10 x Hardened notches. */
export function setMythosKnowledge(
  mind: MindState,
  mk: number,
): Result<MindState, Problem<'over-cap' | 'invalid'>> {
  if (!Number.isInteger(mk) || mk < 0)
    return refuse('invalid', 'Mythos Knowledge is a whole number, 0 or more.');
  const cap = mythosKnowledgeCap(mind);
  if (mk > cap)
    return refuse(
      'over-cap',
      `MK cannot exceed 10 x Hardened notches: ${cap} with ${mind.hardened} Hardened.`,
    );
  return succeed({ ...mind, mk });
}

/**
 * Mythos Knowledge as typed into the tracker: read as every whole number on the site is, then
 * held to the cap of 10 x Hardened notches.
 */
export function readMythosKnowledge(
  mind: MindState,
  text: string,
): Result<MindState, Problem<'over-cap' | 'invalid'> | WholeNumberError> {
  const read = readWholeNumber(text, 0, Number.MAX_SAFE_INTEGER, 'Mythos Knowledge');
  return read.ok ? setMythosKnowledge(mind, read.value) : read;
}

// ---------------------------------------------------------------- the tracker's rolls, logged

export type Recovery = 'remove' | 'self-help' | 'self-help-key' | 'sanatorium';
export const RECOVERY_LABELS: Readonly<Record<Recovery, string>> = {
  remove: 'Cover traces or conversation: remove a Broken notch',
  'self-help': 'Self-help with a Bond (WIL save)',
  'self-help-key': 'Self-help with the Key Connection (WIL save)',
  sanatorium: 'A month in a sanatorium (WIL save)',
};
export const RECOVERIES = Object.keys(RECOVERY_LABELS) as Recovery[];

/** One of the Getting Better ways; refused when there is no Broken notch. */
export function recover(
  mind: MindState,
  how: Recovery,
  rng: Rng,
): Result<RecoveryResult, RecoveryError> {
  if (how === 'remove') return removeBrokenNotch(mind, rng);
  return how === 'sanatorium'
    ? sanatorium(mind, rng)
    : selfHelp(mind, how === 'self-help-key', rng);
}

function fortitudeDetail(fortitude: FortitudeResult): string {
  return `${formatD100(fortitude.roll)} vs WIL ${fortitude.before.wil}${fortitude.wilLost !== null ? `; 1d10 WIL lost: ${fortitude.wilLost}` : ''}`;
}

function fortitudeResult(fortitude: FortitudeResult): string {
  return `${SAVE_OUTCOME_LABELS[fortitude.outcome]}: ${fortitude.passed ? 'Hardened notch' : 'Broken notch'}`;
}

export const fortitudeTool = defineTool({
  name: 'fortitude-save',
  schema: z.object({ mind: MindSchema }),
  roll: (input, rng) => rollFortitudeSave(input.mind, rng),
  describe: (_input, fortitude: FortitudeResult) => ({
    expression: 'd100z',
    detail: fortitudeDetail(fortitude),
    total: fortitude.roll,
    result: fortitudeResult(fortitude),
  }),
});

export const sanitySaveTool = defineTool({
  name: 'sanity-save',
  schema: z.object({ mind: MindSchema }),
  roll: (input, rng) => rollSanitySave(input.mind, rng),
  describe: (_input, save: SanityResult) => {
    const sanity = save.unsettled
      ? `unsettled: SAN ${save.before.san} -> ${save.before.san - 1}`
      : 'SAN kept';
    return {
      expression: save.fortitude ? '1d4, d100z' : '1d4',
      detail: `${save.roll} vs SAN ${save.before.san}${save.fortitude ? `; Fortitude ${fortitudeDetail(save.fortitude)}` : ''}`,
      total: save.roll,
      result: `${sanity}${save.fortitude ? `; Fortitude save ${fortitudeResult(save.fortitude)}, SAN back to ${SANITY_AFTER_FORTITUDE}` : ''}`,
    };
  },
});

export const recoveryTool = defineTool({
  name: 'getting-better',
  schema: z.object({
    mind: z.object({ ...MindSchema.shape, broken: wholeNumberSchema(1, 99) }),
    how: z.enum(['remove', 'self-help', 'self-help-key', 'sanatorium']),
  }),
  roll: (input, rng) => recover(input.mind, input.how, rng),
  describe: (input, recovered) => {
    if (!recovered.ok)
      return {
        expression: '—',
        detail: recovered.error.message,
        total: 0,
        result: 'Nothing rolled',
      };
    const { save, wilGained, fortitude, removed, gainedBroken } = recovered.value;
    const dice = [save && 'd100z', wilGained !== null && '1d10', fortitude && 'd100z'].filter(
      Boolean,
    );
    const detail = [
      save && `WIL save ${formatD100(save.roll)} vs ${input.mind.wil}`,
      wilGained !== null && `1d10 WIL gained: ${wilGained}`,
      fortitude && `Fortitude ${fortitudeDetail(fortitude)}`,
    ];
    const result = removed
      ? `Broken notch removed, WIL +${wilGained}`
      : fortitude
        ? `Fortitude save ${fortitudeResult(fortitude)}`
        : `Bond lost${gainedBroken ? ', Broken notch gained' : ''}`;
    return {
      expression: dice.join(', '),
      detail: detail.filter(Boolean).join('; '),
      total: save ? save.roll : (wilGained ?? 0),
      result: `${RECOVERY_LABELS[input.how]}: ${save ? `${SAVE_OUTCOME_LABELS[save.outcome]}, ` : ''}${result}`,
    };
  },
});

/**
 * WIL typed by hand, when an investigator starts being tracked or is set later: the rules' score
 * range (1-120), one range for both, or the message for the field. Play itself can carry WIL
 * outside it (a lost 1d10 down to 0, a gained 1d10 past 120), which the saved mind allows.
 */
export function parseWil(text: string): Result<number, WholeNumberError> {
  return parseScore(text, 'WIL');
}

/** What is wrong with WIL as it is being typed for a new investigator; nothing while it is empty. */
export function typedWilError(text: string): string | null {
  const wil = text.trim() === '' ? null : parseWil(text);
  return wil && !wil.ok ? wil.error.message : null;
}

/** The mind alone of something that carries it (a tracked investigator): what the saves read and log. */
export function mindOf(entry: MindState): MindState {
  const { san, wil, hardened, broken, mk } = entry;
  return { san, wil, hardened, broken, mk };
}

/**
 * The refusals of a new tracked investigator at their fields, or none: a name is needed and must
 * not be tracked already (in any case), and WIL must read as a score.
 */
export function checkNewTracked(
  name: string,
  wilText: string,
  trackedNames: readonly string[],
): { name?: string; wil?: string } {
  const trimmed = name.trim();
  const wil = parseWil(wilText);
  const errors: { name?: string; wil?: string } = {};
  if (trimmed === '') errors.name = 'Enter the investigator’s name.';
  else if (trackedNames.some((tracked) => tracked.toLowerCase() === trimmed.toLowerCase()))
    errors.name = `${trimmed} is already tracked.`;
  if (!wil.ok) errors.wil = wil.error.message;
  return errors;
}
