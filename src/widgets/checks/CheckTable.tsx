/**
 * The bands of a check over one modifier's range, one row a value: the table a designer would
 * otherwise work out by hand. The cells give the percent and, on the screen reader's and the
 * printer's request, nothing less exact: the fraction stays beside it.
 */
import type { ReadCheck } from '../../rules/checks/declared-check';
import { tabulateCheck } from '../../rules/checks/declared-check';
import { describeChance } from '../../rules/dice/format-chance';

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
  const rows = tabulateCheck(check, values, swept);
  const held = check.modifiers
    .flatMap((other, index) => (index === swept ? [] : [`${other.name} ${values[index]}`]))
    .join(' and ');
  const captionId = `${id}-caption`;
  return (
    <div class="table-scroll check-table" role="region" tabIndex={0} aria-labelledby={captionId}>
      <table>
        <caption id={captionId}>
          Chance of each band by {modifier.name}
          {held ? `, with ${held}` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">{modifier.name}</th>
            {check.bands.map((band) => (
              <th key={band.label} scope="col">
                {band.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.value} class={row.value === values[swept] ? 'is-current' : undefined}>
              <th scope="row">{row.value}</th>
              {row.chances.map((chance, index) => {
                const words = describeChance(chance);
                return (
                  <td key={check.bands[index]?.label}>
                    {words.percent}
                    {words.beside ? (
                      <span class="tool-muted check-exact"> {words.beside}</span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
