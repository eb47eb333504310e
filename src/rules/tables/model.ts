/**
 * Random tables as plain data: a die, result columns and rows keyed by the roll that picks them.
 * The same data renders the table on its page and feeds the generators, so nothing here knows
 * about HTML or where the data came from.
 */
// Files named in full: `npm run validate` runs this module in Node without a bundler.
import { listDigitDieResults, readDigitDieSides } from '../dice/digit-dice.ts';
import { MAX_DICE, MAX_SIDES } from '../dice/limits.ts';
import { listInWords } from '../words.ts';

/** A roll or an inclusive range of rolls, as written in the table file: `7` or `[2, 3]`. */
export type RollKey = number | readonly [number, number];

export interface RandomTableRow {
  readonly roll: RollKey;
  /** Shown instead of the number(s) when the printed table labels the row differently ("00" for 0-9). */
  readonly label?: string;
  readonly cells: readonly string[];
}

export interface RandomTable {
  readonly title: string;
  /** The dice rolled to pick a row, e.g. `d20`, `2d6`, `d100`, or the digit dice `d66`, `d666`. */
  readonly die: string;
  /** Read the die from zero (`d100` as 00-99, `d10` as 0-9), as some rulesets do. */
  readonly zeroBased?: boolean;
  /** Heading of the roll column when the printed table names it otherwise ("HP Lost", "Roll(2d6)"); the die by default. */
  readonly rollHeading?: string;
  readonly columns: readonly string[];
  /** Each result column is rolled on its own (a first name and a surname from one table). */
  readonly rollEachColumn?: boolean;
  readonly rows: readonly RandomTableRow[];
}

export interface RollRange {
  readonly min: number;
  readonly max: number;
}

const DIE_PATTERN = /^(\d*)d(\d+)$/i;

/** The digit dice a table's die names (`d66` -> 2 digits), or null for any other die. */
function digitDieOf(die: string): 2 | 3 | null {
  const match = DIE_PATTERN.exec(die.trim());
  return match && (match[1] === '' || match[1] === '1') ? readDigitDieSides(match[2]!) : null;
}

/**
 * The lowest and highest total of the table's die, or null when the die is not a plain `NdX` or
 * a digit die. A digit die's range has gaps (a d66 never rolls 17): `dieResults` lists them.
 */
export function dieRange(die: string, zeroBased = false): RollRange | null {
  const results = dieResults(die, zeroBased);
  return results ? { min: results[0]!, max: results.at(-1)! } : null;
}

/**
 * Every result of the table's die, lowest first: 2..12 for `2d6`, 0..99 for a zero-based `d100`,
 * the 36 numbers 11..16, 21..26 ... 66 for `d66`. Null when the die is not one a table can use.
 */
export function dieResults(die: string, zeroBased = false): number[] | null {
  const digits = digitDieOf(die);
  // A digit die has no zero-based reading: each digit is a d6 showing 1-6.
  if (digits !== null) return zeroBased ? null : listDigitDieResults(digits);
  const match = DIE_PATTERN.exec(die.trim());
  if (!match) return null;
  const count = match[1] === '' ? 1 : Number(match[1]);
  const sides = Number(match[2]);
  // Beyond the notation's limits the table could not be rolled (and the list would be huge).
  if (count < 1 || sides < 1 || count > MAX_DICE || sides > MAX_SIDES) return null;
  // Only a single die can be read from zero: "d100 read 00-99" is one roll of 0..sides-1.
  if (zeroBased && count !== 1) return null;
  const min = zeroBased ? 0 : count;
  const max = zeroBased ? sides - 1 : count * sides;
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

export function rowRange(roll: RollKey): RollRange {
  return typeof roll === 'number' ? { min: roll, max: roll } : { min: roll[0], max: roll[1] };
}

/** The label printed in the die column: "7", "2-3", or "00-09" for a zero-based d100. */
export function rowLabel(
  table: Pick<RandomTable, 'die' | 'zeroBased'>,
  row: RandomTableRow,
): string {
  if (row.label !== undefined) return row.label;
  const range = rowRange(row.roll);
  const width = table.zeroBased ? String(dieRange(table.die, true)?.max ?? 0).length : 0;
  const show = (n: number) => String(n).padStart(width, '0');
  return range.min === range.max ? show(range.min) : `${show(range.min)}-${show(range.max)}`;
}

export interface CoverageProblem {
  readonly kind: 'bad-die' | 'bad-range' | 'missing' | 'overlap' | 'outside';
  readonly message: string;
}

/**
 * Checks that every result of the table's die picks exactly one row. Returns the problems found,
 * in roll order, so a table file with a gap or an overlap can be fixed from the message alone.
 */
export function checkCoverage(
  table: Pick<RandomTable, 'die' | 'zeroBased' | 'rows'>,
): CoverageProblem[] {
  const results = dieResults(table.die, table.zeroBased);
  if (!results) {
    return [
      {
        kind: 'bad-die',
        message: `the die "${table.die}" is not a plain NdX die or d66${table.zeroBased ? ' that can be read from zero (a digit die cannot)' : ''}`,
      },
    ];
  }
  const valid = new Set(results);
  const range = { min: results[0]!, max: results.at(-1)! };
  const digits = digitDieOf(table.die);
  const problems: CoverageProblem[] = [];
  // The rows each result picks, so an overlap can name them.
  const pickers = new Map<number, RandomTableRow[]>();
  // Rolls off the die, and row ends a digit die never rolls: each said in one line, so a d66 table
  // numbered 1 to 36 reads as the one mistake it is, not as nineteen.
  const outside: number[] = [];
  const notResults: number[] = [];
  for (const row of table.rows) {
    const { min, max } = rowRange(row.roll);
    if (!Number.isInteger(min) || !Number.isInteger(max) || min > max) {
      problems.push({
        kind: 'bad-range',
        message: `the row "${row.cells[0] ?? ''}" has the range ${min}-${max}${min > max ? `, which runs backwards: write the lower number first (${max}-${min})` : ''}`,
      });
      continue;
    }
    for (let n = min; n <= max; n++) {
      if (n < range.min || n > range.max) {
        outside.push(n);
      } else if (!valid.has(n)) {
        // Inside a digit die's range but not a result (17 on a d66): a range such as 11-26 may
        // span it, but a range cannot start or end there.
        if (n === min || n === max) notResults.push(n);
      } else {
        pickers.set(n, [...(pickers.get(n) ?? []), row]);
      }
    }
  }
  if (outside.length > 0)
    problems.push({
      kind: 'outside',
      message: `${rollsNamed(outside, 'is', 'are')} outside ${table.die} (${range.min}-${range.max})`,
    });
  if (notResults.length > 0)
    problems.push({
      kind: 'outside',
      message: `${rollsNamed(notResults, 'is not a result', 'are not results')} of ${table.die}: each of its ${digits} digits is a d6, 1 to 6 (${table.die} rolls ${describeDigitRows(digits ?? 2)})`,
    });
  // Neighbouring results with the same problem are named together ("rolls 21-26 pick no row"), so
  // a table read with the wrong die says so in a line, not in thirty.
  interface Run {
    readonly kind: 'missing' | 'overlap';
    readonly count: number;
    readonly first: number;
    last: number;
  }
  const runs: Run[] = [];
  results.forEach((n, index) => {
    const count = pickers.get(n)?.length ?? 0;
    const kind = count === 0 ? 'missing' : count > 1 ? 'overlap' : null;
    const run = runs.at(-1);
    // Only a run of results next to each other: the result before this one ended the last run.
    if (kind && run && run.kind === kind && run.count === count && run.last === results[index - 1])
      run.last = n;
    else if (kind) runs.push({ kind, count, first: n, last: n });
  });
  for (const { kind, count, first, last } of runs) {
    const rolls = first === last ? `roll ${first}` : `rolls ${first}-${last}`;
    const verb = first === last ? 'picks' : kind === 'missing' ? 'pick' : 'each pick';
    const rows = (pickers.get(first) ?? []).map((row) => rowLabel(table, row));
    problems.push({
      kind,
      message: `${rolls} ${verb} ${kind === 'missing' ? 'no row' : `${count} rows: ${listInWords(rows)}`}`,
    });
  }
  return problems;
}

/** "roll 7 is", "rolls 1-10 are", "rolls 17-20 and 27-30 are": rolls in runs of neighbours. */
function rollsNamed(rolls: readonly number[], one: string, many: string): string {
  const runs: [number, number][] = [];
  for (const n of [...new Set(rolls)].sort((a, b) => a - b)) {
    const run = runs.at(-1);
    if (run && run[1] === n - 1) run[1] = n;
    else runs.push([n, n]);
  }
  const named = listInWords(
    runs.map(([first, last]) => (first === last ? `${first}` : `${first}-${last}`)),
  );
  return rolls.length === 1 ? `roll ${named} ${one}` : `rolls ${named} ${many}`;
}

/** How a digit die's results run, for messages: "11-16, 21-26 ... 61-66". */
function describeDigitRows(digits: 2 | 3): string {
  return digits === 2 ? '11-16, 21-26 ... 61-66' : '111-116, 121-126 ... 661-666';
}

/** The row a total picks, or undefined when the total is off the table. */
export function lookupRow<Row extends Pick<RandomTableRow, 'roll'>>(
  table: { readonly rows: readonly Row[] },
  total: number,
): Row | undefined {
  return table.rows.find((row) => {
    const { min, max } = rowRange(row.roll);
    return total >= min && total <= max;
  });
}
