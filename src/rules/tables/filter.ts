/**
 * Filtering a long random table by words typed (`<RandomTable filter="spells" />`): which rows
 * hold every word, and the line that says how many remain. The page script that hides the rows is
 * src/lib/table-filter.ts.
 */

/** Lower case, accents and punctuation folded away, so "Feather Fall" finds "feather-fall". */
export function foldTableText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Whether a row's text holds every word of the query (an empty query matches every row). */
export function rowMatchesTableFilter(rowText: string, query: string): boolean {
  const words = foldTableText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const folded = ` ${foldTableText(rowText)}`;
  return words.every((word) => folded.includes(word));
}

/** How many rows the filter leaves, in the table's own word for them ("12 of 100 spells"). */
export function describeTableFilter(
  shown: number,
  total: number,
  noun: string,
  query: string,
): string {
  const typed = query.trim();
  return shown === 0 && typed !== ''
    ? `No ${noun} match “${typed}” (0 of ${total}).`
    : `${shown} of ${total} ${noun}`;
}
