/**
 * The number cells of the character sheet's attribute grid: which of an attribute's numbers the
 * columns show, in order, under which head; what each cell is called ("STR fatigue"); and how
 * what is typed in one is read (a whole number from 0 to the largest an attribute's number takes),
 * with a message that names the cell.
 */
import { readWholeNumber, type WholeNumberError } from '../whole-number';
import type { Result } from '../result';
import {
  DW_ATTRIBUTE_LABELS,
  DW_ATTRIBUTE_VALUE_MAX,
  type DwAttribute,
  type DwAttributeState,
} from './character';

/** The grid's number columns and their heads, in order; the pool they leave follows them. */
export const DW_SHEET_COLUMNS = [
  ['score', 'Score'],
  ['proficiency', 'Proficiency'],
  ['fatigue', 'Fatigue'],
  ['wounds', 'Wounds'],
] as const satisfies readonly (readonly [keyof DwAttributeState, string])[];

export type DwSheetColumn = (typeof DW_SHEET_COLUMNS)[number][0];

/** "STR fatigue": the cell's name, as its label and its messages say it. */
export function labelDwSheetCell(attribute: DwAttribute, column: DwSheetColumn): string {
  const head = DW_SHEET_COLUMNS.find(([name]) => name === column)![1];
  return `${DW_ATTRIBUTE_LABELS[attribute]} ${head.toLowerCase()}`;
}

/** Reads a cell's text: a whole number from 0 to the largest an attribute's number takes. */
export function readDwSheetCell(
  text: string,
  attribute: DwAttribute,
  column: DwSheetColumn,
): Result<number, WholeNumberError> {
  return readWholeNumber(text, 0, DW_ATTRIBUTE_VALUE_MAX, labelDwSheetCell(attribute, column));
}
