/**
 * A table of exact chances: one row a case (a modifier's value, a dice expression), one column a
 * band, each cell the percent with the fraction beside it. It scrolls sideways inside its own
 * region on a narrow screen, named by its caption, so a keyboard can reach and scroll it.
 */
import type { ComponentChildren } from 'preact';
import type { Fraction } from '../../rules/dice';
import { describeChance } from '../../rules/dice/format-chance';

/** One row of a ChanceTable: its header cell and one chance a band, in the bands' order. */
export interface ChanceRow {
  readonly key: string | number;
  readonly header: ComponentChildren;
  readonly chances: readonly Fraction[];
  /** The row the tool's fields stand on now, marked `is-current` for its stylesheet. */
  readonly current?: boolean;
}

export default function ChanceTable({
  captionId,
  caption,
  corner,
  bands,
  rows,
  class: tableClass,
  exactClass,
}: {
  /** The caption's id, which names the scrolling region. */
  readonly captionId: string;
  readonly caption: ComponentChildren;
  /** The header over the rows' headers. */
  readonly corner: ComponentChildren;
  readonly bands: readonly string[];
  readonly rows: readonly ChanceRow[];
  /** The table's class and the class of the fraction beside each percent, for the tool's stylesheet. */
  readonly class?: string;
  readonly exactClass: string;
}) {
  return (
    <div class="table-scroll" role="region" tabIndex={0} aria-labelledby={captionId}>
      <table class={tableClass}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{corner}</th>
            {bands.map((band) => (
              <th key={band} scope="col">
                {band}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} class={row.current ? 'is-current' : undefined}>
              <th scope="row">{row.header}</th>
              {row.chances.map((chance, index) => {
                const words = describeChance(chance);
                return (
                  <td key={bands[index] ?? index}>
                    {words.percent}
                    {words.beside ? (
                      <span class={`tool-muted ${exactClass}`}> {words.beside}</span>
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
