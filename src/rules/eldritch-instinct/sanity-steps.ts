/**
 * What each press on the Sanity and Fortitude tracker does to an investigator's mind, and what
 * the tracker says about it. A step is the mind after the press (null when nothing changed: a
 * refusal), a title ("Fortitude save") and the notes under it. Pure: the tracker rolls and logs
 * through the tools, keeps a step's mind in its store and shows the rest.
 */
import { howMany } from '../words';
import type { Fraction } from '../dice';
import type { Result } from '../result';
import type { WholeNumberError } from '../whole-number';
import { choicesOf } from './choices';
import { chanceOfPassingSave, scoreLabel } from './saves';
import {
  bondsLost,
  conditionCount,
  mindOf,
  mythosKnowledgeCap,
  parseWil,
  readMythosKnowledge,
  RECOVERY_LABELS,
  restSanity,
  SANITY_MAX,
  SANITY_START,
  type FortitudeResult,
  type MindState,
  type Recovery,
  type RecoveryError,
  type RecoveryResult,
  type SanityResult,
} from './sanity';

export interface MindStep {
  /** The mind after the press, or null when it was refused and nothing changed. */
  readonly state: MindState | null;
  readonly what: string;
  readonly notes: readonly string[];
}

/** A Sanity save, and the Fortitude save it called for when SAN hit 1. */
export function sanitySaveStep(result: SanityResult): MindStep {
  const what = result.fortitude ? 'Sanity save, then Fortitude save' : 'Sanity save';
  return { state: result.state, what, notes: result.notes };
}

export function fortitudeStep(result: FortitudeResult): MindStep {
  return { state: result.state, what: 'Fortitude save', notes: result.notes };
}

/** 8 hours of rest: SAN back to 4. */
export function restStep(mind: MindState): MindStep {
  return { ...restSanity(mind), what: 'Rest' };
}

/** A way of Getting Better tried: its notes, or why it could not be tried. */
export function recoveryStep(
  how: Recovery,
  result: Result<RecoveryResult, RecoveryError>,
): MindStep {
  return result.ok
    ? { state: result.value.state, what: RECOVERY_LABELS[how], notes: result.value.notes }
    : { state: null, what: RECOVERY_LABELS[how], notes: [result.error.message] };
}

/** WIL typed by hand; the refusal is the field's message. */
export function setWilStep(mind: MindState, text: string): Result<MindStep, WholeNumberError> {
  const wil = parseWil(text);
  if (!wil.ok) return wil;
  const state = { ...mind, wil: wil.value };
  return { ok: true, value: { state, what: 'WIL', notes: [`WIL set to ${wil.value}.`] } };
}

/** Mythos Knowledge typed by hand, held to its cap; the refusal is the field's message. */
export function setMythosKnowledgeStep(
  mind: MindState,
  text: string,
): Result<MindStep, { readonly message: string }> {
  const read = readMythosKnowledge(mind, text);
  if (!read.ok) return read;
  const note = `MK set to ${read.value.mk} (cap ${mythosKnowledgeCap(read.value)}).`;
  return { ok: true, value: { state: read.value, what: 'Mythos Knowledge', notes: [note] } };
}

/** What the tracker says about one investigator after a press: whose, what, and the notes. */
export interface MindReport {
  readonly who: string;
  readonly what: string;
  readonly notes: readonly string[];
  /** Nothing changed: the press was refused, and the notes say why. */
  readonly refused: boolean;
}

/** The report of a press on an investigator's mind. */
export function stepReport(name: string, step: MindStep): MindReport {
  return { who: name, what: step.what, notes: step.notes, refused: step.state === null };
}

/** What the tracker says when it starts tracking an investigator. */
export function trackedReport({ name, wil }: { name: string; wil: number }): MindReport {
  const note = `${name} starts at SAN ${SANITY_START} with WIL ${wil}, no notches and MK 0.`;
  return { who: name, what: 'Added', notes: [note], refused: false };
}

/** What the tracker says when the Undo puts an investigator back. */
export function retrackedReport({ name }: { name: string }): MindReport {
  const note = `${name} is tracked again, with every notch as it was.`;
  return { who: name, what: 'Restored', notes: [note], refused: false };
}

/** One line of an investigator's card: the term, its number (shown strong) and what follows it. */
export interface MindStat {
  readonly term: string;
  readonly value: number;
  readonly detail: string;
}

/** The card's lines: SAN of its maximum, WIL, the notches with what they cost, MK with its cap. */
export function mindStats(mind: MindState): MindStat[] {
  const bonds = bondsLost(mind.hardened);
  const conditions = conditionCount(mind.broken);
  return [
    { term: 'SAN', value: mind.san, detail: ` of ${SANITY_MAX}` },
    { term: 'WIL', value: mind.wil, detail: '' },
    {
      term: 'Hardened',
      value: mind.hardened,
      detail: bonds > 0 ? ` (${howMany(bonds, 'Bond')} lost)` : '',
    },
    {
      term: 'Broken',
      value: mind.broken,
      detail: conditions > 0 ? ` (${howMany(conditions, 'condition')})` : '',
    },
    { term: 'MK', value: mind.mk, detail: ` (cap ${mythosKnowledgeCap(mind)} = 10 × Hardened)` },
  ];
}

/** A number set by hand on a card with its own button; the field says what is wrong after the press. */
export interface MindSetting {
  /** The field's part of its id. */
  readonly key: 'wil' | 'mk';
  readonly label: string;
  readonly value: number;
  /** "Set WIL": the button, before the investigator's name (said to screen readers alone). */
  readonly button: string;
  readonly read: (text: string) => Result<MindStep, { readonly message: string }>;
}

/** What an investigator's card on the tracker shows, decided here. */
export interface SanityCardView {
  /** The mind alone, as the saves read and log it. */
  readonly mind: MindState;
  readonly stats: readonly MindStat[];
  /** "Fortitude save (WIL 62) passes:", before its exact chance. */
  readonly fortitudeLine: string;
  readonly fortitudeChance: Fraction;
  readonly recoveries: readonly { readonly value: Recovery; readonly label: string }[];
  /** WIL, then Mythos Knowledge (its label names the cap). */
  readonly settings: readonly MindSetting[];
}

export function viewSanityCard(entry: MindState): SanityCardView {
  return {
    mind: mindOf(entry),
    stats: mindStats(entry),
    fortitudeLine: `Fortitude save (WIL ${entry.wil}) passes:`,
    fortitudeChance: chanceOfPassingSave(entry.wil),
    recoveries: choicesOf(RECOVERY_LABELS),
    settings: [
      {
        key: 'wil',
        label: scoreLabel('WIL'),
        value: entry.wil,
        button: 'Set WIL',
        read: (text) => setWilStep(entry, text),
      },
      {
        key: 'mk',
        label: `Mythos Knowledge (max ${mythosKnowledgeCap(entry)})`,
        value: entry.mk,
        button: 'Set MK',
        read: (text) => setMythosKnowledgeStep(entry, text),
      },
    ],
  };
}
