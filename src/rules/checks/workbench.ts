/**
 * The odds workbench on /dice/: several dice expressions side by side, each read against the same
 * question (at least, at most or exactly a target, or bands cut at given values), optionally with
 * a modifier added over a range. Each line is made into a declared check (./declared-check.ts) and
 * answered by it, so the workbench and a page's check give the same numbers by construction.
 *
 * Shared by link as `{ lines, mode, target, cuts, sweep }`: version `w1`. Changing the shape
 * means a new version; an old link is then refused in words, never misread.
 */
import * as z from 'zod/mini';
import { MAX_NUMBER, parseNotation, type Fraction } from '../dice';
import { fail, succeed, type Result } from '../result';
import { createShareCodec, parseShareWithSchema } from '../share-link';
import { readWholeNumber, type WholeNumberError } from '../whole-number';
import {
  chanceOfBands,
  MAX_MODIFIER,
  MAX_MODIFIER_VALUES,
  readCheck,
  type CheckBand,
  type CheckDeclaration,
} from './declared-check';

/** Most expressions compared at once. */
export const MAX_WORKBENCH_LINES = 6;
/** Most cut points, so at most this many bands plus one. */
export const MAX_CUTS = 6;

export const WORKBENCH_MODES = ['at-least', 'at-most', 'exactly', 'bands'] as const;
export type WorkbenchMode = (typeof WORKBENCH_MODES)[number];

export const WORKBENCH_MODE_LABELS: Readonly<Record<WorkbenchMode, string>> = {
  'at-least': 'At least a target',
  'at-most': 'At most a target',
  exactly: 'Exactly a target',
  bands: 'Bands cut at values',
};

/** What the workbench holds as typed: each field's text, so a share link keeps what was typed. */
export const WorkbenchStateSchema = z.object({
  lines: z
    .array(z.string().check(z.maxLength(60)))
    .check(z.minLength(1), z.maxLength(MAX_WORKBENCH_LINES)),
  mode: z.enum(WORKBENCH_MODES),
  target: z.string().check(z.maxLength(20)),
  cuts: z.string().check(z.maxLength(80)),
  sweep: z.boolean(),
  from: z.string().check(z.maxLength(20)),
  to: z.string().check(z.maxLength(20)),
});

export type WorkbenchState = z.infer<typeof WorkbenchStateSchema>;

/** Two ways to roll for 8 or more: plain 2d6, and the best two of 3d6. */
export const WORKBENCH_START: WorkbenchState = {
  lines: ['2d6', '3d6kh2'],
  mode: 'at-least',
  target: '8',
  cuts: '6, 9',
  sweep: false,
  from: '0',
  to: '3',
};

export const workbenchShareCodec = createShareCodec<WorkbenchState>({
  version: 'w1',
  what: 'workbench',
  maxLength: 1200,
  parse: parseShareWithSchema(WorkbenchStateSchema, 'the shared workbench'),
});

/** A field's reading: the value, or the message to show at the field. */
export type Reading<T> = Result<T, { readonly message: string }>;

/** Reads one expression: notation the dice core can roll and count exactly. */
export function readWorkbenchLine(text: string): Reading<string> {
  if (text.trim() === '') return fail({ message: 'Enter dice to compare, such as 2d6+1.' });
  const parsed = parseNotation(text);
  if (!parsed.ok) return fail({ message: `${parsed.error.message}.` });
  const read = readCheck({ title: 'line', dice: text, bands: [{ label: 'all' }] });
  if (!read.ok) return fail({ message: `${read.error[0]?.message ?? 'It cannot be counted'}.` });
  return succeed(text.trim());
}

/** Reads the target of at least, at most and exactly. */
export function readTarget(text: string): Result<number, WholeNumberError> {
  return readWholeNumber(text, -MAX_NUMBER, MAX_NUMBER, 'the target');
}

/** Reads cut points, "6, 9": whole numbers, rising, each starting a band. */
export function readCuts(text: string): Reading<number[]> {
  const parts = text.split(/[,;\s]+/).filter((part) => part !== '');
  if (parts.length === 0)
    return fail({ message: 'Enter the values where bands start, such as 6, 9.' });
  if (parts.length > MAX_CUTS)
    return fail({ message: `Enter at most ${MAX_CUTS} values (${parts.length} are typed).` });
  const cuts: number[] = [];
  for (const part of parts) {
    const read = readWholeNumber(part, -MAX_NUMBER, MAX_NUMBER, 'each value');
    if (!read.ok) return fail({ message: read.error.message });
    if (cuts.length > 0 && read.value <= cuts.at(-1)!)
      return fail({
        message: `The values must rise: ${read.value} comes after ${cuts.at(-1)}.`,
      });
    cuts.push(read.value);
  }
  return succeed(cuts);
}

/** Reads the modifier's range: two whole numbers, the second not below the first. */
export function readSweep(
  from: string,
  to: string,
): { from: Result<number, WholeNumberError>; to: Reading<number> } {
  const low = readWholeNumber(from, -MAX_MODIFIER, MAX_MODIFIER, 'the lowest modifier');
  const high = readWholeNumber(to, -MAX_MODIFIER, MAX_MODIFIER, 'the highest modifier');
  if (!high.ok || !low.ok) return { from: low, to: high };
  if (high.value < low.value)
    return {
      from: low,
      to: fail({ message: `The highest modifier must be at least ${low.value}.` }),
    };
  if (high.value - low.value + 1 > MAX_MODIFIER_VALUES)
    return {
      from: low,
      to: fail({
        message: `The range holds ${high.value - low.value + 1} values; at most ${MAX_MODIFIER_VALUES} fit the table.`,
      }),
    };
  return { from: low, to: high };
}

/** The question every line answers, as a check's bands. */
export function workbenchBands(
  mode: WorkbenchMode,
  target: number,
  cuts: readonly number[],
): CheckBand[] {
  switch (mode) {
    case 'at-least':
      return [{ label: `${target} or more`, atLeast: target }, { label: `Under ${target}` }];
    case 'at-most':
      return [{ label: `${target} or less`, atMost: target }, { label: `Over ${target}` }];
    case 'exactly':
      return [
        { label: `Exactly ${target}`, atLeast: target, atMost: target },
        { label: `Not ${target}` },
      ];
    case 'bands': {
      const first = cuts[0] ?? 0;
      const last = cuts.at(-1) ?? 0;
      return [
        { label: `${first - 1} or less`, atMost: first - 1 },
        ...cuts.slice(1).map((cut, index) => {
          const from = cuts[index] ?? 0;
          return from === cut - 1
            ? { label: `${from}`, atLeast: from, atMost: from }
            : { label: `${from} to ${cut - 1}`, atLeast: from, atMost: cut - 1 };
        }),
        { label: `${last} or more`, atLeast: last },
      ];
    }
  }
}

/** One row of the comparison: an expression, with the modifier's value when one is swept. */
export interface WorkbenchRow {
  readonly line: string;
  readonly modifier: number | null;
  readonly chances: readonly Fraction[];
}

export interface WorkbenchResult {
  readonly bands: readonly string[];
  readonly rows: readonly WorkbenchRow[];
}

/**
 * Every line's chance of every band (for each modifier value when swept), through the declared
 * check each line makes. `lines` are readings that passed readWorkbenchLine.
 */
export function compareLines(
  lines: readonly string[],
  bands: readonly CheckBand[],
  sweep: { readonly from: number; readonly to: number } | null,
): WorkbenchResult {
  const rows: WorkbenchRow[] = [];
  for (const line of lines) {
    const declaration: CheckDeclaration = {
      title: line,
      dice: line,
      ...(sweep && { modifiers: [{ name: 'Modifier', min: sweep.from, max: sweep.to }] }),
      bands: [...bands],
    };
    const read = readCheck(declaration);
    // Bands made from a target or rising cuts never overlap or leave a gap: a refusal is a bug.
    if (!read.ok)
      throw new Error(`the workbench made a check it cannot read: ${read.error[0]?.message}`);
    const values = sweep
      ? Array.from({ length: sweep.to - sweep.from + 1 }, (_, step) => sweep.from + step)
      : [null];
    for (const value of values)
      rows.push({
        line,
        modifier: value,
        chances: chanceOfBands(read.value, value === null ? [] : [value]),
      });
  }
  return { bands: bands.map((band) => band.label), rows };
}

/** A row's name as the chart and table show it: the expression, and the modifier after it ("2d6 + 1", "2d6 − 2"). */
export function nameWorkbenchRow(row: WorkbenchRow): string {
  if (row.modifier === null) return row.line;
  return `${row.line} ${row.modifier < 0 ? '−' : '+'} ${Math.abs(row.modifier)}`;
}

/** Every field of the workbench read, and the comparison once all that its question asks for reads. */
export interface WorkbenchReading {
  readonly lines: readonly Reading<string>[];
  readonly target: Result<number, WholeNumberError>;
  readonly cuts: Reading<number[]>;
  readonly from: Result<number, WholeNumberError>;
  readonly to: Reading<number>;
  /** Null until every line, the question's field (target or cuts) and a swept range read. */
  readonly result: WorkbenchResult | null;
}

/**
 * Reads the workbench as it stands. Only the fields its question asks for must read: the target
 * for at least, at most or exactly, the cuts for bands, and the range only while it is swept.
 */
export function readWorkbench(state: WorkbenchState): WorkbenchReading {
  const lines = state.lines.map(readWorkbenchLine);
  const target = readTarget(state.target);
  const cuts = readCuts(state.cuts);
  const { from, to } = readSweep(state.from, state.to);
  const bands =
    state.mode === 'bands'
      ? cuts.ok && workbenchBands('bands', 0, cuts.value)
      : target.ok && workbenchBands(state.mode, target.value, []);
  const sweep = from.ok && to.ok ? { from: from.value, to: to.value } : null;
  const read: string[] = [];
  for (const line of lines) if (line.ok) read.push(line.value);
  const answerable = bands && read.length === lines.length && (!state.sweep || sweep);
  const result = answerable ? compareLines(read, bands, state.sweep ? sweep : null) : null;
  return { lines, target, cuts, from, to, result };
}
