/**
 * A check a designer declares in a page, with no code: the dice (any notation the dice core reads,
 * so keep highest, the middle of 3d6 and counted successes come with it), named modifiers with
 * their ranges, and result bands. The same declaration gives the exact chance of every band, a
 * table over a modifier's range, a roll that names its band, and the roll log's "Roll again"
 * (the declaration travels in the logged input, read back through the schema below).
 *
 * The value a band reads is the dice total plus every added modifier. A modifier named in a
 * band's bound ("atMost: 'STR'", "atLeast: 'Attribute + 1'") is instead the score the roll is
 * compared with, and is not added. A band may also claim raw dice totals whatever the modifiers
 * (`natural: [1]`: a 1 always passes), and one band with no bounds takes every other value.
 * Bands that overlap, or values that fall in no band, are errors: checkDeclarationProblems finds
 * them for the build, `npm run validate` and the tool alike.
 */
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../whole-number-schema';
import {
  computeDistribution,
  MAX_NUMBER,
  parseNotation,
  rollExpression,
  type DiceExpression,
  type Distribution,
  type Fraction,
  type Rng,
} from '../dice';
import { describeRoll } from '../dice/describe-roll';
import { fail, succeed, type Result } from '../result';
import { meantName } from '../spelling';
import { createShareCodec, type ShareCodec } from '../share-link';
import { readWholeNumber, type WholeNumberError } from '../whole-number';

/** Most modifiers one check has: every combination of their values is checked for gaps. */
export const MAX_CHECK_MODIFIERS = 3;
/** Most values one modifier's range holds (a table row each). */
export const MAX_MODIFIER_VALUES = 41;
/** Largest modifier or bound, far above any rule. */
export const MAX_MODIFIER = 1000;
/** Most bands one check has. */
export const MAX_CHECK_BANDS = 8;

const NAME = /^[A-Za-z][A-Za-z0-9 '’-]*$/;
/** A bound naming a modifier: `STR`, `Attribute + 1`, `Skill - 2`. */
const NAMED_BOUND = /^\s*([A-Za-z][A-Za-z0-9 '’-]*?)\s*(?:([+-−])\s*(\d{1,4}))?\s*$/;

const modifierNumber = wholeNumberSchema(-MAX_MODIFIER, MAX_MODIFIER);
const Bound = z.union([modifierNumber, z.string().check(z.minLength(1), z.maxLength(40))]);

export const CheckModifierSchema = z.strictObject({
  /** As the reader calls it: `Grit`, `STR`. */
  name: z.string().check(z.minLength(1), z.maxLength(30), z.regex(NAME)),
  min: modifierNumber,
  max: modifierNumber,
  /** The value the field starts at (the lowest when left out). */
  default: z.optional(modifierNumber),
});

export const CheckBandSchema = z.strictObject({
  /** What the band means: `Success at a cost`. */
  label: z.string().check(z.minLength(1), z.maxLength(60)),
  /** The lowest value in the band: a number, or a modifier's name with `+ n` or `- n`. */
  atLeast: z.optional(Bound),
  /** The highest value in the band, written as atLeast. */
  atMost: z.optional(Bound),
  /** Raw dice totals that land in this band whatever the modifiers (a 1 always passes). */
  natural: z.optional(
    z.array(wholeNumberSchema(-MAX_NUMBER, MAX_NUMBER)).check(z.minLength(1), z.maxLength(20)),
  ),
});

/** What a page declares, as the MDX component's props (less its place: id and heading level). */
export const CheckDeclarationSchema = z.strictObject({
  /** The tool's heading: `Grit check`. */
  title: z.string().check(z.minLength(1), z.maxLength(80)),
  /** Dice notation: `2d6`, `d20`, `3d6kth2`, `4d6>=5`, `2d20kh1`. */
  dice: z.string().check(z.minLength(1), z.maxLength(60)),
  modifiers: z.optional(z.array(CheckModifierSchema).check(z.maxLength(MAX_CHECK_MODIFIERS))),
  bands: z.array(CheckBandSchema).check(z.minLength(1), z.maxLength(MAX_CHECK_BANDS)),
});

export type CheckModifier = z.infer<typeof CheckModifierSchema>;
export type CheckBand = z.infer<typeof CheckBandSchema>;
export type CheckDeclaration = z.infer<typeof CheckDeclarationSchema>;

/** One problem with a declaration: the field as code writes it, and a sentence for the designer. */
export interface CheckProblem {
  /** `bands[1].atLeast`, `dice`, `modifiers[0].max`. */
  readonly field: string;
  readonly message: string;
}

type Bound = number | { readonly modifier: number; readonly offset: number };

/** A declaration read into what the odds and the roll use. */
export interface ReadCheck {
  readonly declaration: CheckDeclaration;
  readonly expression: DiceExpression;
  readonly distribution: Distribution;
  readonly modifiers: readonly CheckModifier[];
  /** Per modifier: true when it is a score a band is compared with, false when it is added. */
  readonly scores: readonly boolean[];
  readonly bands: readonly {
    readonly label: string;
    readonly atLeast: Bound | null;
    readonly atMost: Bound | null;
    readonly natural: readonly number[];
    readonly otherwise: boolean;
  }[];
}

function readBound(
  bound: number | string | undefined,
  modifiers: readonly CheckModifier[],
  field: string,
  problems: CheckProblem[],
): Bound | null {
  if (bound === undefined) return null;
  if (typeof bound === 'number') return bound;
  const match = NAMED_BOUND.exec(bound);
  const index = match ? modifiers.findIndex((modifier) => modifier.name === match[1]) : -1;
  if (!match || index < 0) {
    const names = modifiers.map((modifier) => `“${modifier.name}”`).join(', ');
    problems.push({
      field,
      message: `“${bound}” is neither a number nor a modifier's name with an optional “+ n” or “- n”${names ? ` (the modifiers are ${names})` : ' (this check has no modifiers)'}`,
    });
    return null;
  }
  const offset = Number(match[3] ?? 0);
  return { modifier: index, offset: match[2] && match[2] !== '+' ? -offset : offset };
}

function resolve(bound: Bound, values: readonly number[]): number {
  return typeof bound === 'number' ? bound : (values[bound.modifier] ?? 0) + bound.offset;
}

/** Every combination of the modifiers' values, first modifier slowest. */
function combinations(modifiers: readonly CheckModifier[]): number[][] {
  return modifiers.reduce<number[][]>(
    (sofar, modifier) =>
      sofar.flatMap((values) =>
        Array.from({ length: modifier.max - modifier.min + 1 }, (_, step) => [
          ...values,
          modifier.min + step,
        ]),
      ),
    [[]],
  );
}

/** "with Grit 2 and STR 12", or '' without modifiers. */
function withValues(modifiers: readonly CheckModifier[], values: readonly number[]): string {
  if (modifiers.length === 0) return '';
  return ` with ${modifiers.map((modifier, index) => `${modifier.name} ${values[index]}`).join(' and ')}`;
}

/** The gap's values and what to do about them, said of one value or of several. */
function fallsInNoBand(from: number, to: number, values: string): string {
  const them = from === to ? 'it' : 'them';
  return `${from === to ? `the value ${from} falls in no band` : `the values ${from} to ${to} fall in no band`}${values}: add a band for ${them}, or a band with neither atLeast nor atMost for every other value`;
}

/** "11" or "Grit + 2": a bound as a writer wrote it. */
function boundText(bound: Bound, modifiers: readonly CheckModifier[]): string {
  if (typeof bound === 'number') return String(bound);
  const name = modifiers[bound.modifier]?.name ?? '';
  return bound.offset === 0
    ? name
    : `${name} ${bound.offset < 0 ? '-' : '+'} ${Math.abs(bound.offset)}`;
}

/** Whether a band's atLeast is above its atMost for every value of the modifiers. */
function runsBackwards(atLeast: Bound | null, atMost: Bound | null): boolean {
  if (atLeast === null || atMost === null) return false;
  if (typeof atLeast === 'number' && typeof atMost === 'number') return atLeast > atMost;
  if (typeof atLeast !== 'number' && typeof atMost !== 'number')
    return atLeast.modifier === atMost.modifier && atLeast.offset > atMost.offset;
  return false;
}

function span(from: number, to: number): string {
  return from === to ? `${from}` : `${from} to ${to}`;
}

/** What the bands cover for one combination, as problems: overlaps first, then gaps. */
function coverageProblems(check: Omit<ReadCheck, 'declaration'>, values: readonly number[]) {
  const added = check.modifiers.reduce(
    (sum, _modifier, index) => sum + (check.scores[index] ? 0 : (values[index] ?? 0)),
    0,
  );
  const low = check.distribution.min + added;
  const high = check.distribution.max + added;
  const intervals = check.bands
    .map((band, index) => ({
      index,
      bounded: band.atLeast !== null || band.atMost !== null,
      from: Math.max(low, band.atLeast === null ? low : resolve(band.atLeast, values)),
      to: Math.min(high, band.atMost === null ? high : resolve(band.atMost, values)),
    }))
    .filter((interval) => interval.bounded && interval.from <= interval.to)
    .sort((a, b) => a.from - b.from);
  const found: CheckProblem[] = [];
  let covered = low - 1;
  let lastIndex = -1;
  for (const interval of intervals) {
    if (interval.from <= covered) {
      const first = check.bands[lastIndex]?.label ?? '';
      const second = check.bands[interval.index]?.label ?? '';
      found.push({
        field: `bands[${interval.index}]`,
        message: `bands “${first}” and “${second}” overlap: both hold ${span(interval.from, Math.min(covered, interval.to))}${withValues(check.modifiers, values)}`,
      });
    } else if (interval.from > covered + 1 && !check.bands.some((band) => band.otherwise)) {
      found.push({
        field: 'bands',
        message: fallsInNoBand(covered + 1, interval.from - 1, withValues(check.modifiers, values)),
      });
    }
    if (interval.to > covered) {
      covered = interval.to;
      lastIndex = interval.index;
    }
  }
  if (covered < high && !check.bands.some((band) => band.otherwise)) {
    found.push({
      field: 'bands',
      message: fallsInNoBand(covered + 1, high, withValues(check.modifiers, values)),
    });
  }
  return found;
}

/**
 * Reads a declaration (already of the schema's shape) into a check, or every problem with it in
 * words naming the field. Pure and quick: the build, `npm run validate` and the tool call it.
 */
export function readCheck(declaration: CheckDeclaration): Result<ReadCheck, CheckProblem[]> {
  const problems: CheckProblem[] = [];
  const modifiers = declaration.modifiers ?? [];
  const parsed = parseNotation(declaration.dice);
  let distribution: Distribution | null = null;
  if (!parsed.ok) {
    problems.push({
      field: 'dice',
      message: `cannot be rolled: ${parsed.error.message}`,
    });
  } else {
    const computed = computeDistribution(parsed.value);
    if (computed.ok) distribution = computed.value;
    else
      problems.push({
        field: 'dice',
        message: `“${declaration.dice}”: ${computed.error.message}`,
      });
  }
  const seen = new Set<string>();
  modifiers.forEach((modifier, index) => {
    const field = `modifiers[${index}]`;
    if (seen.has(modifier.name))
      problems.push({
        field: `${field}.name`,
        message: `two modifiers are named “${modifier.name}”: give each its own name`,
      });
    seen.add(modifier.name);
    const values = modifier.max - modifier.min + 1;
    if (values < 1)
      problems.push({
        field: `${field}.max`,
        message: `${modifier.name}'s max (${modifier.max}) is below its min (${modifier.min})`,
      });
    else if (values > MAX_MODIFIER_VALUES)
      problems.push({
        field: `${field}.max`,
        message: `${modifier.name} runs over ${values} values; a check's table holds at most ${MAX_MODIFIER_VALUES}`,
      });
    if (
      modifier.default !== undefined &&
      (modifier.default < modifier.min || modifier.default > modifier.max)
    )
      problems.push({
        field: `${field}.default`,
        message: `${modifier.name}'s default (${modifier.default}) is outside its range ${modifier.min} to ${modifier.max}`,
      });
  });
  const scores = modifiers.map(() => false);
  const labels = new Set<string>();
  const naturals = new Map<number, number>();
  let otherwise = -1;
  const bands = declaration.bands.map((band, index) => {
    const field = `bands[${index}]`;
    if (labels.has(band.label))
      problems.push({
        field: `${field}.label`,
        message: `two bands are labelled “${band.label}”: give each its own label`,
      });
    labels.add(band.label);
    const atLeast = readBound(band.atLeast, modifiers, `${field}.atLeast`, problems);
    const atMost = readBound(band.atMost, modifiers, `${field}.atMost`, problems);
    for (const bound of [atLeast, atMost])
      if (bound !== null && typeof bound !== 'number') scores[bound.modifier] = true;
    if (runsBackwards(atLeast, atMost))
      problems.push({
        field,
        message: `“${band.label}” runs backwards: atLeast ${boundText(atLeast!, modifiers)} is above atMost ${boundText(atMost!, modifiers)}, so no value falls in it; the lower one is atLeast (atLeast: ${boundText(atMost!, modifiers)}, atMost: ${boundText(atLeast!, modifiers)})`,
      });
    for (const value of band.natural ?? []) {
      const other = naturals.get(value);
      if (other !== undefined && other !== index)
        problems.push({
          field: `${field}.natural`,
          message: `the natural ${value} is claimed by “${declaration.bands[other]?.label}” and by “${band.label}”`,
        });
      else if (distribution && (value < distribution.min || value > distribution.max))
        problems.push({
          field: `${field}.natural`,
          message: `the natural ${value} cannot be rolled on ${declaration.dice} (${distribution.min} to ${distribution.max})`,
        });
      naturals.set(value, index);
    }
    const isOtherwise =
      band.atLeast === undefined && band.atMost === undefined && band.natural === undefined;
    if (isOtherwise) {
      if (otherwise >= 0)
        problems.push({
          field,
          message: `“${declaration.bands[otherwise]?.label}” and “${band.label}” both have no bounds: only one band can take every other value`,
        });
      otherwise = index;
    }
    return {
      label: band.label,
      atLeast,
      atMost,
      natural: band.natural ?? [],
      otherwise: isOtherwise,
    };
  });
  if (problems.length > 0 || !parsed.ok || !distribution) return fail(problems);
  const check = { expression: parsed.value, distribution, modifiers, scores, bands };
  // Coverage is checked for every combination of values; the first that has problems says enough.
  for (const values of combinations(modifiers)) {
    problems.push(...coverageProblems(check, values));
    if (problems.length > 0) break;
  }
  if (problems.length > 0) return fail(problems);
  return succeed({ declaration, ...check });
}

/** Every problem with a declaration (nothing when it is sound), for the build and `npm run validate`. */
export function checkDeclarationProblems(props: unknown): CheckProblem[] {
  const parsed = CheckDeclarationSchema.safeParse(props);
  if (!parsed.success)
    return parsed.error.issues.map((issue) => ({
      field: issue.path
        .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
        .join('')
        .replace(/^\./, ''),
      message: describeSchemaIssue(issue, valueAt(props, issue.path)),
    }));
  const read = readCheck(parsed.data);
  return read.ok ? [] : read.error;
}

/** The value at a path in what was checked: an issue leaves it out unless asked. */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null && Object.hasOwn(value, key)
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined,
    data,
  );
}

function describeSchemaIssue(issue: z.core.$ZodIssue, input: unknown): string {
  const last = issue.path.at(-1);
  switch (issue.code) {
    case 'invalid_type':
      return input === undefined
        ? `“${String(last)}” is missing`
        : `must be ${issue.expected === 'int' ? 'a whole number' : issue.expected === 'string' ? 'text in quotes' : `a ${issue.expected}`}`;
    case 'too_small':
      return issue.origin === 'array'
        ? `needs at least ${issue.minimum}`
        : issue.origin === 'string'
          ? 'is empty'
          : `must be at least ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'array'
        ? `holds at most ${issue.maximum}`
        : issue.origin === 'string'
          ? `is longer than ${issue.maximum} characters`
          : `must be at most ${issue.maximum}`;
    case 'invalid_format':
      return 'must start with a letter and hold only letters, digits, spaces, hyphens and apostrophes';
    case 'invalid_union':
      return 'must be a whole number or a modifier’s name';
    case 'unrecognized_keys':
      // A misspelt field would otherwise drop its rule without a word ("natrual: [20]").
      return `has fields a check does not read: ${issue.keys
        .map((key) => {
          const meant = fieldMeant(key, issue.path.at(-2));
          return meant ? `${key} (did you mean ${meant}?)` : key;
        })
        .join(', ')}`;
    default:
      return 'is not what a check reads';
  }
}

/** The field a misspelt one was meant to be, among those of the object it sits in (by its list). */
function fieldMeant(key: string, list: PropertyKey | undefined): string | undefined {
  const schema =
    list === 'bands'
      ? CheckBandSchema
      : list === 'modifiers'
        ? CheckModifierSchema
        : CheckDeclarationSchema;
  return meantName(key, Object.keys(schema.def.shape));
}

/** The value's band for a raw dice total, with the modifiers' values. */
export function findBand(check: ReadCheck, total: number, values: readonly number[]): number {
  const natural = check.bands.findIndex((band) => band.natural.includes(total));
  if (natural >= 0) return natural;
  const value = total + addedModifiers(check, values);
  const bounded = check.bands.findIndex(
    (band) =>
      !band.otherwise &&
      (band.atLeast !== null || band.atMost !== null) &&
      (band.atLeast === null || value >= resolve(band.atLeast, values)) &&
      (band.atMost === null || value <= resolve(band.atMost, values)),
  );
  if (bounded >= 0) return bounded;
  // Validation leaves no value without a band, so a check with no "otherwise" band never gets here.
  return check.bands.findIndex((band) => band.otherwise);
}

/** The sum of the modifiers that are added to the dice (not the scores). */
export function addedModifiers(check: ReadCheck, values: readonly number[]): number {
  return check.modifiers.reduce(
    (sum, _modifier, index) => sum + (check.scores[index] ? 0 : (values[index] ?? 0)),
    0,
  );
}

/** The exact chance of every band, in the bands' order, over the dice's outcomes. */
export function chanceOfBands(check: ReadCheck, values: readonly number[]): Fraction[] {
  const counts = check.bands.map(() => 0n);
  check.distribution.counts.forEach((count, index) => {
    const band = findBand(check, check.distribution.min + index, values);
    counts[band] = (counts[band] ?? 0n) + count;
  });
  return counts.map((numerator) => ({ numerator, denominator: check.distribution.denominator }));
}

/** One row of the table over a modifier's range. */
export interface CheckTableRow {
  readonly value: number;
  readonly chances: readonly Fraction[];
}

/** The chance of every band for each value of modifier `swept`, the others held at `values`. */
export function tabulateCheck(
  check: ReadCheck,
  values: readonly number[],
  swept: number,
): CheckTableRow[] {
  const modifier = check.modifiers[swept];
  if (!modifier) return [];
  return Array.from({ length: modifier.max - modifier.min + 1 }, (_, step) => {
    const value = modifier.min + step;
    const row = values.map((held, index) => (index === swept ? value : held));
    return { value, chances: chanceOfBands(check, row) };
  });
}

/** The values each modifier starts at: its default, else the lowest. */
export function startingValues(declaration: CheckDeclaration): number[] {
  return (declaration.modifiers ?? []).map((modifier) => modifier.default ?? modifier.min);
}

/** "9 or more: Success", "6 to 8: Success at a cost", "a natural 1: Pass", "anything else: Failure". */
function describeBand(band: CheckDeclaration['bands'][number]): string {
  const parts: string[] = [];
  if (band.atLeast !== undefined && band.atMost !== undefined)
    parts.push(`${band.atLeast} to ${band.atMost}`);
  else if (band.atLeast !== undefined) parts.push(`${band.atLeast} or more`);
  else if (band.atMost !== undefined) parts.push(`${band.atMost} or less`);
  if (band.natural) parts.push(`a natural ${band.natural.join(' or ')}`);
  return `${parts.length ? parts.join(', or ') : 'anything else'}: ${band.label}`;
}

/** The check in a sentence, as its tool opens: "Roll 2d6 with Grit. Bands: 9 or more: Success; ...". */
export function describeDeclaration(declaration: CheckDeclaration): string {
  const modifiers = declaration.modifiers ?? [];
  const rule = `${declaration.dice}${modifiers.length ? ` with ${modifiers.map((modifier) => modifier.name).join(' and ')}` : ''}`;
  return `Roll ${rule}. Bands: ${declaration.bands.map(describeBand).join('; ')}.`;
}

/** How the check is written: `2d6 + Grit`, `d20 against STR`. */
export function describeCheckDice(check: ReadCheck): string {
  const added = check.modifiers.filter((_modifier, index) => !check.scores[index]);
  const scores = check.modifiers.filter((_modifier, index) => check.scores[index]);
  return `${check.declaration.dice}${added.map((modifier) => ` + ${modifier.name}`).join('')}${scores.length ? ` against ${scores.map((modifier) => modifier.name).join(' and ')}` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// The roll, and its logged input

export interface CheckRoll {
  readonly detail: string;
  /** The dice total. */
  readonly dice: number;
  /** The dice total with the added modifiers. */
  readonly value: number;
  readonly band: string;
  readonly natural: boolean;
}

/** A roll of the check with these modifier values. */
export function rollCheck(check: ReadCheck, values: readonly number[], rng: Rng): CheckRoll {
  const roll = rollExpression(check.expression, rng);
  const band = findBand(check, roll.total, values);
  const natural = check.bands[band]?.natural.includes(roll.total) ?? false;
  const added = check.modifiers.flatMap((modifier, index) =>
    check.scores[index] ? [] : [`${modifier.name} ${values[index]}`],
  );
  const against = check.modifiers.flatMap((modifier, index) =>
    check.scores[index] ? [`${modifier.name} ${values[index]}`] : [],
  );
  const value = roll.total + addedModifiers(check, values);
  const detail = `${describeRoll(roll)}${added.map((words) => ` + ${words}`).join('')}${added.length ? ` = ${value}` : ''}${against.length ? ` against ${against.join(' and ')}` : ''}${natural ? ` (a natural ${roll.total})` : ''}`;
  return { detail, dice: roll.total, value, band: check.bands[band]?.label ?? '', natural };
}

/**
 * A check's logged input: its whole declaration and the modifiers' values, so the roll log rolls
 * it again though the check lives in a page, not in code. Read back only when the declaration is
 * sound and every value is in its modifier's range.
 */
export const CheckInputSchema = z
  .object({
    check: CheckDeclarationSchema,
    values: z.array(modifierNumber).check(z.maxLength(MAX_CHECK_MODIFIERS)),
  })
  .check(
    z.refine((input) => {
      const modifiers = input.check.modifiers ?? [];
      return (
        input.values.length === modifiers.length &&
        modifiers.every((modifier, index) => {
          const value = input.values[index] ?? Number.NaN;
          return value >= modifier.min && value <= modifier.max;
        }) &&
        readCheck(input.check).ok
      );
    }),
  );

export type CheckInput = z.infer<typeof CheckInputSchema>;

/** The check read from a logged or shared input that the schema accepted. */
export function readInputCheck(input: CheckInput): ReadCheck {
  const read = readCheck(input.check);
  if (!read.ok)
    throw new Error(
      `a declared check that passed its schema cannot be read: ${read.error[0]?.message}`,
    );
  return read.value;
}

// ---------------------------------------------------------------------------------------------
// Fields and share links

/** Reads a modifier typed into the tool: a whole number in its range, or the message to show. */
export function readModifier(
  modifier: CheckModifier,
  text: string,
): Result<number, WholeNumberError> {
  return readWholeNumber(text, modifier.min, modifier.max, modifier.name);
}

/**
 * The share link of a check's modifiers. The declaration is on the page the link opens, so the
 * link holds only the values, read back against that page's ranges (a page changed since the link
 * was made refuses a value now out of range, in words).
 */
export function createCheckShareCodec(check: ReadCheck): ShareCodec<number[]> {
  return createShareCodec({
    version: 'c1',
    what: 'check',
    maxLength: 200,
    parse: (data) => {
      // The link holds the values as a list, one a modifier in the declaration's order.
      const values = data;
      if (!Array.isArray(values) || values.length !== check.modifiers.length)
        return fail({
          message: `it does not hold one value for each of ${check.modifiers.map((modifier) => modifier.name).join(', ') || 'no modifier'}`,
          path: '',
        });
      for (const [index, modifier] of check.modifiers.entries()) {
        const value: unknown = values[index];
        if (
          typeof value !== 'number' ||
          !Number.isInteger(value) ||
          value < modifier.min ||
          value > modifier.max
        )
          return fail({
            message: `${modifier.name} must be a whole number from ${modifier.min} to ${modifier.max}`,
            path: `[${index}]`,
          });
      }
      return succeed(values as number[]);
    },
  });
}
