/**
 * The threat calculator's inputs as one value: the four Attribute ratings, the chase likelihood,
 * Death's Door size as typed and as read (null while it cannot be) and whether it is the Locus' own
 * Monster. Its Inflictions are rows of difficulties kept beside it, each under a key of the
 * tool's. Nothing is saved: the calculator starts from these every time.
 */
import type { Difficulty } from './attributes';
import {
  parseDeathsDoorSegments,
  scoreThreat,
  type ChaseLikelihood,
  type MonsterAttribute,
  type MonsterRating,
  type ThreatScore,
} from './threat';

export interface ThreatCalculatorForm {
  readonly attributes: Readonly<Record<MonsterAttribute, MonsterRating>>;
  readonly chaseLikelihood: ChaseLikelihood;
  readonly deathsDoorSegments: number | null;
  /** Death's Door size as typed, kept so a half-written number is not replaced under the cursor. */
  readonly deathsDoorText: string;
  readonly locusMonster: boolean;
}

/** The smallest Death's Door, where the calculator's size field starts. */
export const FIRST_DEATHS_DOOR_SIZE = 3;

/** A middling Monster: every rating 3, not likely to chase, the smallest Death's Door. */
export const THREAT_CALCULATOR_START: ThreatCalculatorForm = {
  attributes: { attack: 3, chase: 3, search: 3, resist: 3 },
  chaseLikelihood: 'none',
  deathsDoorSegments: FIRST_DEATHS_DOOR_SIZE,
  deathsDoorText: String(FIRST_DEATHS_DOOR_SIZE),
  locusMonster: false,
};

/** One change to the form: an input, or an Attribute's rating. */
export type ThreatCalculatorEdit =
  | Partial<Omit<ThreatCalculatorForm, 'attributes'>>
  | { readonly attribute: MonsterAttribute; readonly rating: MonsterRating | undefined };

/**
 * The form with one input changed; a rating is set on the Attribute given (the calculator offers
 * no "not set yet", so a rating left unset counts as null, as the text's "Null" rating), and a
 * Death's Door size typed counts once it reads (null until then).
 */
export function editThreatCalculator(
  form: ThreatCalculatorForm,
  change: ThreatCalculatorEdit,
): ThreatCalculatorForm {
  if ('attribute' in change)
    return {
      ...form,
      attributes: { ...form.attributes, [change.attribute]: change.rating ?? null },
    };
  if (change.deathsDoorText !== undefined) {
    const size = parseDeathsDoorSegments(change.deathsDoorText);
    return { ...form, ...change, deathsDoorSegments: size.ok ? size.value : null };
  }
  return { ...form, ...change };
}

/** The threat of the form with these Inflictions, or null while Death's Door cannot be read. */
export function scoreThreatCalculator(
  form: ThreatCalculatorForm,
  inflictions: readonly Difficulty[],
): ThreatScore | null {
  if (form.deathsDoorSegments === null) return null;
  return scoreThreat({
    attributes: form.attributes,
    chaseLikelihood: form.chaseLikelihood,
    inflictions,
    deathsDoorSegments: form.deathsDoorSegments,
  });
}
