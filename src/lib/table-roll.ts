/**
 * Rolls a random table as the page shows it: the notation, the rows and their ranges are read
 * from the table's element, so a table rolls the same from its own button and from the roll
 * log's "Roll again" (which finds the table again by its id on the page it was rolled on).
 * Reads the element; changes nothing on the page.
 */
import { parseNotation, rollExpression, type ExpressionRoll, type Rng } from '../rules/dice';
import { describeRoll } from '../rules/dice/describe-roll';
import { lookupRow } from '../rules/tables/model';

export interface TableRoll {
  readonly notation: string;
  readonly roll: ExpressionRoll;
  /** The table's title, with the column's name when one column was rolled. */
  readonly title: string;
  /** The row rolled; undefined when no row matches (a table with gaps). */
  readonly row: HTMLTableRowElement | undefined;
  /** The cells that make the result: the chosen column, or the whole row. */
  readonly cells: readonly HTMLTableCellElement[];
  /** The row's own label for the roll, e.g. "11-12". */
  readonly label: string;
  /** The result in words: the cells' text, or why there is none. */
  readonly text: string;
  /** The words the roll log keeps. */
  readonly detail: string;
}

export function rollTableIn(
  figure: Element,
  column: number | undefined,
  rng: Rng,
): TableRoll | null {
  const notation = figure.getAttribute('data-notation') ?? '';
  const parsed = parseNotation(notation);
  if (!parsed.ok) return null;
  const roll = rollExpression(parsed.value, rng);
  const rows = [...figure.querySelectorAll<HTMLTableRowElement>('tbody tr')];
  const tableRows = rows.map((row) => ({
    roll: [Number(row.dataset.min), Number(row.dataset.max)] as const,
    element: row,
  }));
  const picked = lookupRow({ rows: tableRows }, roll.total);
  const tableTitle = figure.getAttribute('data-title') ?? 'table';
  const columnName =
    column === undefined
      ? ''
      : ` (${figure.querySelectorAll('thead th')[column + 1]?.textContent?.trim() ?? ''})`;
  const title = `${tableTitle}${columnName}`;
  const label = picked?.element.querySelector('th')?.textContent?.trim() ?? String(roll.total);
  const allCells = picked ? [...picked.element.querySelectorAll('td')] : [];
  const cells = column === undefined ? allCells : allCells.slice(column, column + 1);
  const text = picked
    ? cells.map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim()).join(' · ')
    : `no row of ${tableTitle} matches`;
  return {
    notation,
    roll,
    title,
    row: picked?.element,
    cells,
    label,
    text,
    detail: describeRoll(roll),
  };
}
