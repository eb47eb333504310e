/**
 * The texts a section listed by "Your table" holds, each with the label it is shown under, in the
 * order the list shows them: the active table's house rule, the reader's note, a player's shared
 * note. Each is a short preview (the whole text is at the section).
 *
 * Pure.
 */
import { previewOf, type ListedSection } from './listing';

export interface ListedText {
  /** "House rule of “Tuesday group”:", "Your note (shared):", "Table note:". */
  readonly label: string;
  readonly preview: string;
}

export function listedTexts(entry: ListedSection, tableName: string | undefined): ListedText[] {
  const texts: ListedText[] = [];
  if (entry.houseRule !== undefined)
    texts.push({
      label: `House rule${tableName ? ` of “${tableName}”` : ''}:`,
      preview: previewOf(entry.houseRule),
    });
  if (entry.note !== undefined)
    texts.push({
      label: `Your note${entry.shared ? ' (shared)' : ''}:`,
      preview: previewOf(entry.note),
    });
  if (entry.tableNote !== undefined)
    texts.push({ label: 'Table note:', preview: previewOf(entry.tableNote) });
  return texts;
}
