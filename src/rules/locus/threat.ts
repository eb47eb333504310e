/**
 * The Monster Threat Calculator: how dangerous a Monster is, from its four active Attributes,
 * how likely its behaviour is to chase, its Inflictions and the size of its Death's Door.
 *
 * From the text: each active Attribute below 5 adds 1 per rank below 5 (Attack 2 = +3); a null
 * Attribute (the Monster cannot do that at all) counts -1; a behaviour moderately likely to
 * chase adds 1, one that definitely will chase adds 2; each Infliction adds 1, 2 or 3 for an
 * Easy, Medium or Hard avoidance Check; Death's Door adds 1 per extra set of 3 segments beyond
 * the first 3. Weakness and the kind of behaviour score nothing.
 *
 * [decision] The printed grade bands overlap (5-10, 10-15, 15-20, 20-25, 25-30): each band here
 * includes its lower bound only, so 15 is Balanced, not Weak. Totals below 5 or above 30 are
 * off the scale. Widgets state this next to the grade.
 */
import { howMany } from '../words';
import { refuse, succeed, type Problem, type Result } from '../result';
import { readWholeNumber, type WholeNumberProblem } from '../whole-number';
import { wholeNumberSchema } from '../whole-number-schema';
import * as z from 'zod/mini';
import { DIFFICULTY_LABELS, type Difficulty } from './attributes';

/** The four active Monster Attributes, 1-5 like a Character's (1 = best), or null. */
export const MONSTER_ATTRIBUTES = ['attack', 'chase', 'search', 'resist'] as const;
export const MonsterAttributeSchema = z.enum(MONSTER_ATTRIBUTES);
export type MonsterAttribute = z.infer<typeof MonsterAttributeSchema>;

export const MONSTER_ATTRIBUTE_LABELS: Readonly<Record<MonsterAttribute, string>> = {
  attack: 'Attack',
  chase: 'Chase',
  search: 'Search',
  resist: 'Resist',
};

/** What each Attribute's descriptor names. */
export const MONSTER_DESCRIPTOR_LABELS: Readonly<Record<MonsterAttribute, string>> = {
  attack: 'damage type',
  chase: 'locomotion',
  search: 'sensing method',
  resist: 'defence',
};

/** What the text says each Attribute measures, for hints beside the fields. */
export const MONSTER_ATTRIBUTE_HINTS: Readonly<Record<MonsterAttribute, string>> = {
  attack: 'How it damages Characters. 1 = deadliest attacks.',
  chase: 'Speed of pursuit. 1 = fastest. Null if stationary.',
  search: 'Ability to find hidden Characters. 1 = best.',
  resist: 'Defences against attacks. 1 = near-immune.',
};

export const MIN_MONSTER_RATING = 1;
export const MAX_MONSTER_RATING = 5;

/** A rating 1-5, or null: the Monster cannot perform that action at all. */
export const MonsterRatingSchema = z.nullable(
  wholeNumberSchema(MIN_MONSTER_RATING, MAX_MONSTER_RATING, {
    notANumber: 'expected a number from 1 to 5, or null',
  }),
);
export type MonsterRating = z.infer<typeof MonsterRatingSchema>;

export const CHASE_LIKELIHOODS = ['none', 'moderate', 'definite'] as const;
export const ChaseLikelihoodSchema = z.enum(CHASE_LIKELIHOODS);
export type ChaseLikelihood = z.infer<typeof ChaseLikelihoodSchema>;

export const CHASE_LIKELIHOOD_LABELS: Readonly<Record<ChaseLikelihood, string>> = {
  none: 'Not likely to chase',
  moderate: 'Moderately likely to chase',
  definite: 'Definitely will chase',
};

export const CHASE_LIKELIHOOD_POINTS: Readonly<Record<ChaseLikelihood, number>> = {
  none: 0,
  moderate: 1,
  definite: 2,
};
export const INFLICTION_POINTS: Readonly<Record<Difficulty, number>> = {
  easy: 1,
  medium: 2,
  hard: 3,
};
export const NULL_ATTRIBUTE_POINTS = -1;

/** Death's Door comes in sets of 3 segments; the first set is free. */
export const MONSTER_DEATHS_DOOR_SET = 3;
export const MIN_MONSTER_DEATHS_DOOR = 3;
/** No rule limits it; this only keeps typed and shared values sane. */
export const MAX_MONSTER_DEATHS_DOOR = 99;

export const MonsterDeathsDoorSchema = wholeNumberSchema(
  MIN_MONSTER_DEATHS_DOOR,
  MAX_MONSTER_DEATHS_DOOR,
  { notANumber: 'expected a number of segments' },
).check(
  z.refine((segments) => segments % MONSTER_DEATHS_DOOR_SET === 0, {
    message: `is not a multiple of ${MONSTER_DEATHS_DOOR_SET} (Death's Door comes in sets of ${MONSTER_DEATHS_DOOR_SET} segments)`,
  }),
);

/** What the calculator scores. A missing (undefined) Attribute is one not chosen yet. */
export interface ThreatInput {
  readonly attributes: Readonly<Partial<Record<MonsterAttribute, MonsterRating | undefined>>>;
  readonly chaseLikelihood: ChaseLikelihood;
  /** One difficulty per Infliction. */
  readonly inflictions: readonly Difficulty[];
  readonly deathsDoorSegments: number;
}

export type ThreatLineKind = 'attribute' | 'behaviour' | 'infliction' | 'deaths-door' | 'unscored';

/** One contribution to the total, with the reason in words. */
export interface ThreatLine {
  readonly kind: ThreatLineKind;
  /** "Attack", "Infliction 2 (Hard)", "Death's Door". */
  readonly label: string;
  /** "2: 3 ranks below 5". */
  readonly reason: string;
  readonly points: number;
}

export const THREAT_GRADE_IDS = [
  'below-scale',
  'very-weak',
  'weak',
  'balanced',
  'strong',
  'very-strong',
  'above-scale',
] as const;
export type ThreatGradeId = (typeof THREAT_GRADE_IDS)[number];

export interface ThreatGrade {
  readonly id: ThreatGradeId;
  readonly label: string;
  /** Inclusive bounds; `min` is absent below the scale, `max` above it. */
  readonly min?: number;
  readonly max?: number;
}

/** The five bands, lower bound inclusive [decision]. */
export const THREAT_GRADES: readonly ThreatGrade[] = [
  { id: 'very-weak', label: 'Very Weak', min: 5, max: 9 },
  { id: 'weak', label: 'Weak', min: 10, max: 14 },
  { id: 'balanced', label: 'Balanced', min: 15, max: 19 },
  { id: 'strong', label: 'Strong', min: 20, max: 24 },
  { id: 'very-strong', label: 'Very Strong', min: 25, max: 30 },
];

export const MIN_GRADED_THREAT = 5;
export const MAX_GRADED_THREAT = 30;

/** The sentence that goes next to a grade, so nobody wonders where 15 belongs. */
export const THREAT_BANDS_DECISION =
  "The text's bands overlap at 10, 15, 20 and 25; here each band starts at its lower number (5–9 Very Weak, 10–14 Weak, 15–19 Balanced, 20–24 Strong, 25–30 Very Strong). Below 5 or above 30 is off the scale.";

/** The grade the Locus' own Monster should have. */
export const LOCUS_MONSTER_GRADE: ThreatGradeId = 'very-strong';

/** +1 per rank below 5; a null Attribute is -1. Throws a RangeError for anything but 1-5 or null. */
export function attributeThreat(rating: MonsterRating): number {
  if (rating === null) return NULL_ATTRIBUTE_POINTS;
  if (!Number.isInteger(rating) || rating < MIN_MONSTER_RATING || rating > MAX_MONSTER_RATING) {
    throw new RangeError(
      `a Monster Attribute must be a whole number from 1 to 5 or null, got ${rating}`,
    );
  }
  return MAX_MONSTER_RATING - rating;
}

/** +1 per set of 3 segments beyond the first 3. Throws a RangeError for a size the schema refuses. */
export function deathsDoorThreat(segments: number): number {
  if (!MonsterDeathsDoorSchema.safeParse(segments).success) {
    throw new RangeError(
      `a Monster's Death's Door must be a multiple of 3 from ${MIN_MONSTER_DEATHS_DOOR} to ${MAX_MONSTER_DEATHS_DOOR} segments, got ${segments}`,
    );
  }
  return (segments - MIN_MONSTER_DEATHS_DOOR) / MONSTER_DEATHS_DOOR_SET;
}

/** The band a total falls in, or off the scale below 5 or above 30. */
export function threatGrade(total: number): ThreatGrade {
  if (total < MIN_GRADED_THREAT)
    return {
      id: 'below-scale',
      label: 'Below Very Weak',
      max: MIN_GRADED_THREAT - 1,
    };
  if (total > MAX_GRADED_THREAT)
    return {
      id: 'above-scale',
      label: 'Beyond Very Strong',
      min: MAX_GRADED_THREAT + 1,
    };
  return THREAT_GRADES.find(
    (grade) => total >= (grade.min ?? -Infinity) && total <= (grade.max ?? Infinity),
  ) as ThreatGrade;
}

/** "15–19", "below 5", "above 30". */
export function formatGradeRange(grade: ThreatGrade): string {
  if (grade.min === undefined) return `below ${MIN_GRADED_THREAT}`;
  if (grade.max === undefined) return `above ${MAX_GRADED_THREAT}`;
  return `${grade.min}–${grade.max}`;
}

export interface ThreatScore {
  readonly lines: readonly ThreatLine[];
  readonly total: number;
  /** Attributes not chosen yet; the total so far leaves them out. */
  readonly missing: readonly MonsterAttribute[];
  /** The grade, or null while an Attribute is still missing. */
  readonly grade: ThreatGrade | null;
}

/** Every contribution line by line, the total and the grade. */
export function scoreThreat(input: ThreatInput): ThreatScore {
  const lines: ThreatLine[] = [];
  const missing: MonsterAttribute[] = [];
  for (const attribute of MONSTER_ATTRIBUTES) {
    const rating = input.attributes[attribute];
    const label = MONSTER_ATTRIBUTE_LABELS[attribute];
    if (rating === undefined) {
      missing.push(attribute);
      lines.push({ kind: 'attribute', label, reason: 'not set yet', points: 0 });
    } else if (rating === null) {
      lines.push({
        kind: 'attribute',
        label,
        reason: 'null: cannot do this at all',
        points: NULL_ATTRIBUTE_POINTS,
      });
    } else {
      const points = attributeThreat(rating);
      lines.push({
        kind: 'attribute',
        label,
        reason:
          points === 0
            ? `${rating}: not below 5`
            : `${rating}: ${howMany(points, 'rank', 'ranks')} below 5`,
        points,
      });
    }
  }
  lines.push({
    kind: 'behaviour',
    label: 'Chase likelihood',
    reason: CHASE_LIKELIHOOD_LABELS[input.chaseLikelihood],
    points: CHASE_LIKELIHOOD_POINTS[input.chaseLikelihood],
  });
  input.inflictions.forEach((difficulty, index) => {
    lines.push({
      kind: 'infliction',
      label: `Infliction ${index + 1}`,
      reason: `${DIFFICULTY_LABELS[difficulty]} to avoid`,
      points: INFLICTION_POINTS[difficulty],
    });
  });
  if (input.inflictions.length === 0)
    lines.push({ kind: 'infliction', label: 'Inflictions', reason: 'none', points: 0 });
  const door = deathsDoorThreat(input.deathsDoorSegments);
  lines.push({
    kind: 'deaths-door',
    label: "Death's Door",
    reason: `${input.deathsDoorSegments} segments: ${door === 0 ? 'no extra set' : howMany(door, 'extra set', 'extra sets')} of 3 beyond the first 3`,
    points: door,
  });
  lines.push({
    kind: 'unscored',
    label: 'Weakness and behaviour type',
    reason: 'score nothing',
    points: 0,
  });
  const total = lines.reduce((sum, line) => sum + line.points, 0);
  return { lines, total, missing, grade: missing.length === 0 ? threatGrade(total) : null };
}

export interface LocusMonsterVerdict {
  readonly veryStrong: boolean;
  /** "The Locus' own Monster should be Very Strong (25–30): this one is Strong (22), 3 short." */
  readonly message: string;
}

/** Whether a Monster marked as the Locus' own is Very Strong, as it should be. */
export function judgeLocusMonster(score: ThreatScore): LocusMonsterVerdict {
  const target = THREAT_GRADES.find((grade) => grade.id === LOCUS_MONSTER_GRADE) as ThreatGrade;
  const opening = `The Locus' own Monster should be ${target.label} (${formatGradeRange(target)})`;
  if (score.grade === null)
    return { veryStrong: false, message: `${opening}: set every Attribute to see whether it is.` };
  if (score.grade.id === LOCUS_MONSTER_GRADE)
    return { veryStrong: true, message: `${opening}, and this one is (${score.total}).` };
  const short = (target.min ?? 0) - score.total;
  const gap =
    short > 0
      ? `${howMany(short, 'point', 'points')} short`
      : `${howMany(score.total - (target.max ?? 0), 'point', 'points')} over`;
  return {
    veryStrong: false,
    message: `${opening}: this one is not (${score.grade.label}, ${score.total}: ${gap}).`,
  };
}

/** Why a typed Death's Door size cannot be used: a number's problems, or not a whole set. */
export type DeathsDoorProblem = WholeNumberProblem | 'not-a-set';
export type DeathsDoorParse = Result<number, Problem<DeathsDoorProblem>>;

/** A typed Death's Door size: a whole multiple of 3 from 3 to 99, or a sentence saying what is wrong. */
export function parseDeathsDoorSegments(text: string): DeathsDoorParse {
  // Below 3 is not a smaller Death's Door: the text gives every Monster the first set.
  const read = readWholeNumber(
    text,
    MIN_MONSTER_DEATHS_DOOR,
    MAX_MONSTER_DEATHS_DOOR,
    "the Death's Door size",
    { tooLow: "the first set of 3 is every Monster's" },
  );
  if (!read.ok) return read;
  const value = read.value;
  if (value % MONSTER_DEATHS_DOOR_SET !== 0) {
    const lower = value - (value % MONSTER_DEATHS_DOOR_SET);
    return refuse(
      'not-a-set',
      `Death's Door comes in sets of 3 segments: try ${lower} or ${lower + MONSTER_DEATHS_DOOR_SET}.`,
    );
  }
  return succeed(value);
}

/**
 * A Death's Door size typed for a saved Monster, which keeps its `kept` segments while the text
 * cannot be read: the refusal says so, so nobody takes the card, the threat or a shared link to
 * hold the size typed.
 */
export function readMonsterDeathsDoor(kept: number): (text: string) => DeathsDoorParse {
  return (text) => {
    const read = parseDeathsDoorSegments(text);
    return read.ok
      ? read
      : refuse(
          read.error.code,
          `${read.error.message} Until then the Monster keeps its ${howMany(kept, 'segment')}.`,
        );
  };
}

function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** "Total 15: Balanced (15–19)", or what is missing before it can be graded. */
export function summarizeScore(score: ThreatScore): string {
  if (score.grade === null) {
    const missing = score.missing.map((attribute) => MONSTER_ATTRIBUTE_LABELS[attribute]);
    return `Total so far ${score.total}; not graded until ${listWords(missing)} ${missing.length === 1 ? 'is' : 'are'} set`;
  }
  return `Total ${score.total}: ${score.grade.label} (${formatGradeRange(score.grade)})`;
}

/** A rating as a card shows it: "2", "– (cannot)", or "not set". */
export function formatRating(rating: MonsterRating | undefined): string {
  if (rating === undefined) return 'not set';
  if (rating === null) return '– (cannot)';
  return String(rating);
}

/** The rating choices of a select: 1 (best) to 5 (worst), and null. */
export const MONSTER_RATING_CHOICES: readonly { readonly value: string; readonly label: string }[] =
  [
    { value: '1', label: '1 (best)' },
    { value: '2', label: '2' },
    { value: '3', label: '3' },
    { value: '4', label: '4' },
    { value: '5', label: '5 (worst)' },
    { value: 'null', label: 'Null (–): cannot do this' },
  ];

/** A rating as a select's value ('' for not set yet), and back. */
export function ratingChoice(rating: MonsterRating | undefined): string {
  return rating === undefined ? '' : rating === null ? 'null' : String(rating);
}

export function readRatingChoice(value: string): MonsterRating | undefined {
  if (value === 'null') return null;
  const rating = Number(value);
  return value !== '' && MonsterRatingSchema.safeParse(rating).success ? rating : undefined;
}
