/**
 * Stress: three levels, Uneasy -> Tense -> Stressed. A failed Stress Check raises it one level;
 * calming down lowers it. [decision] A failed Stress Check while already Stressed keeps the
 * character Stressed: the sheet has three levels and the text names nothing beyond them, so the
 * level is capped and `capped: true` lets the widget say so.
 */
import * as z from 'zod/mini';
import type { Difficulty, LocusAttribute } from './attributes';
import { INJURY_STRESS_DIFFICULTY, type InjurySeverity } from './injury';

export const STRESS_LEVELS = ['uneasy', 'tense', 'stressed'] as const;
export const StressLevelSchema = z.enum(STRESS_LEVELS);
export type StressLevel = z.infer<typeof StressLevelSchema>;

export const STRESS_LABELS: Readonly<Record<StressLevel, string>> = {
  uneasy: 'Uneasy',
  tense: 'Tense',
  stressed: 'Stressed',
};

export interface StressChange {
  readonly level: StressLevel;
  /** The level did not move because it was already at the end of the track. */
  readonly capped: boolean;
}

/** One level up (a failed Stress Check): Uneasy -> Tense -> Stressed; Stressed stays Stressed with `capped: true`. */
export function raiseStress(level: StressLevel): StressChange {
  const index = STRESS_LEVELS.indexOf(level);
  const next = STRESS_LEVELS[index + 1];
  return next === undefined ? { level, capped: true } : { level: next, capped: false };
}

/** WP gained when Stress drops to Uneasy. */
export const CALM_WILLPOWER_GAIN = 3;

export interface StressCalming extends StressChange {
  /** +3 when this change brought the character down to Uneasy, otherwise 0. */
  readonly willpowerGained: number;
}

/**
 * One level down (hiding, fleeing or defeating a Monster; solving a mystery; major progress):
 * Stressed -> Tense -> Uneasy. Reaching Uneasy gives +3 WP. Uneasy stays Uneasy (`capped`).
 */
export function calmStress(level: StressLevel): StressCalming {
  const index = STRESS_LEVELS.indexOf(level);
  const next = STRESS_LEVELS[index - 1];
  if (next === undefined) return { level, capped: true, willpowerGained: 0 };
  return {
    level: next,
    capped: false,
    willpowerGained: next === 'uneasy' ? CALM_WILLPOWER_GAIN : 0,
  };
}

/** An Extended Rest: straight to Uneasy, +3 WP if the level dropped. */
export function restStress(level: StressLevel): StressCalming {
  if (level === 'uneasy') return { level, capped: true, willpowerGained: 0 };
  return { level: 'uneasy', capped: false, willpowerGained: CALM_WILLPOWER_GAIN };
}

/** A Stress Check is Medium unless otherwise noted. */
export const DEFAULT_STRESS_CHECK_DIFFICULTY: Difficulty = 'medium';

/**
 * The base difficulty of a Stress Check: by the injury's severity when it follows an injury,
 * otherwise Medium. The character's injury floor still applies on top (`effectiveDifficulty`).
 */
export function stressCheckDifficulty(severity?: InjurySeverity): Difficulty {
  return severity === undefined
    ? DEFAULT_STRESS_CHECK_DIFFICULTY
    : INJURY_STRESS_DIFFICULTY[severity];
}

/**
 * The Attribute a Stress Check starts with: after an injury, Temper (the text's choice for
 * "Taking damage"); otherwise Cowardice (for "Frightening", the commonest cause).
 */
export function stressCheckAttribute(severity?: InjurySeverity): LocusAttribute {
  return severity === undefined ? 'cowardice' : 'temper';
}

/** The text's "Common Attribute choices" for Stress Checks. */
export const STRESS_CHECK_ATTRIBUTES: readonly {
  readonly situation: string;
  readonly attribute: LocusAttribute;
}[] = [
  { situation: 'Frightening (e.g. seeing a Monster)', attribute: 'cowardice' },
  { situation: 'Conversation failure', attribute: 'repulsion' },
  { situation: 'Taking damage', attribute: 'temper' },
  { situation: 'Intellectual failure', attribute: 'ignorance' },
  { situation: 'Time pressure failure', attribute: 'impatience' },
];

/** When the text calls for a Stress Check. */
export const STRESS_CHECK_TRIGGERS: readonly string[] = [
  'Failing any Check',
  'Seeing a Monster',
  'Taking an Injury (difficulty scales with severity)',
  "Other situations at Director's discretion",
];

/** What lowers Stress, from the text. */
export const STRESS_CALMING_TRIGGERS: readonly {
  readonly label: string;
  readonly toUneasy: boolean;
}[] = [
  { label: 'Successfully hide, flee, or defeat a Monster', toUneasy: false },
  { label: 'Solve a significant mystery or make major story progress', toUneasy: false },
  { label: 'Extended Rest (drops directly to Uneasy)', toUneasy: true },
];
