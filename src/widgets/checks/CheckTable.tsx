/**
 * The bands of a check over one modifier's range, one row a value: the table a designer would
 * otherwise work out by hand. The cells give the percent and, on the screen reader's and the
 * printer's request, nothing less exact: the fraction stays beside it.
 */
import type { ReadCheck } from '../../rules/checks/declared-check';
import { tabulateCheck } from '../../rules/checks/declared-check';
import { ChanceTable } from '../kit';

export default function CheckTable({
  id,
  check,
  values,
  swept,
}: {
  id: string;
  check: ReadCheck;
  values: readonly number[];
  swept: number;
}) {
  const modifier = check.modifiers[swept];
  if (!modifier) return null;
  const held = check.modifiers
    .flatMap((other, index) => (index === swept ? [] : [`${other.name} ${values[index]}`]))
    .join(' and ');
  return (
    <ChanceTable
      captionId={`${id}-caption`}
      caption={`Chance of each band by ${modifier.name}${held ? `, with ${held}` : ''}`}
      corner={modifier.name}
      bands={check.bands.map((band) => band.label)}
      rows={tabulateCheck(check, values, swept).map((row) => ({
        key: row.value,
        header: row.value,
        chances: row.chances,
        current: row.value === values[swept],
      }))}
      class="check-table"
      exactClass="check-exact"
    />
  );
}
