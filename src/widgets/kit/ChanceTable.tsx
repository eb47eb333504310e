/**
 * A table of exact chances: one row a case (a modifier's value, a dice expression, a choice), one
 * column a band. It scrolls sideways inside its own region on a narrow screen, named by its
 * caption, so a keyboard can reach and scroll it.
 *
 * A cell is a chance; a chance with a smaller part of it after it ("· critical 4.4%"); or words
 * where no chance stands ("never" for what the rules rule out, a dash while an input cannot be
 * read). What a cell says is decided by the rules that give the rows; the table draws it.
 */
import type { ComponentChildren } from 'preact';
import type { Fraction } from '../../rules/dice';
import { describeChance } from '../../rules/dice/format-chance';
import { ChanceText } from './Chance';

/** A chance with a smaller, named part of it: a hit and, within it, the critical hits. */
export interface ChanceWithPart {
  readonly chance: Fraction;
  /** Drawn after the chance as a hint (`tool-hint`), which the tool's stylesheet may set apart. */
  readonly part: { readonly label: string; readonly chance: Fraction };
}

/** Words in place of a chance: "never" for an outcome that cannot happen, a dash for one unknown. */
export interface ChanceCellWords {
  readonly words: string;
}

/** One cell of a ChanceTable. */
export type ChanceCell = Fraction | ChanceWithPart | ChanceCellWords;

/** One row of a ChanceTable: its header cell and one cell a band, in the bands' order. */
export interface ChanceRow {
  readonly key: string | number;
  readonly header: ComponentChildren;
  readonly chances: readonly ChanceCell[];
  /** The row the tool's fields stand on now, marked `is-current` for its stylesheet. */
  readonly current?: boolean;
}

/**
 * How each chance reads. `exactClass`: as a column of figures, the percent and then its fraction
 * in a muted span of that class, for the tool's stylesheet to place. `asText`: as ChanceText reads
 * a chance in a sentence (the percent strong, its fraction in brackets, the exact value on
 * request), for a table of a few chances each read on its own.
 */
type ChanceLook =
  | { readonly exactClass: string; readonly asText?: never }
  | { readonly asText: true; readonly exactClass?: never };

export type ChanceTableProps = ChanceLook & {
  /** The caption's id, which names the scrolling region. */
  readonly captionId: string;
  readonly caption: ComponentChildren;
  /**
   * The caption as a paragraph before the scrolling region rather than inside the table, so a long
   * caption wraps to the screen's width instead of scrolling sideways with the columns; it still
   * names the table.
   */
  readonly captionAbove?: boolean;
  /** The header over the rows' headers. */
  readonly corner: ComponentChildren;
  readonly bands: readonly string[];
  readonly rows: readonly ChanceRow[];
  /** The table's class, for the tool's stylesheet. */
  readonly class?: string;
};

export default function ChanceTable({
  captionId,
  caption,
  captionAbove = false,
  corner,
  bands,
  rows,
  class: tableClass,
  exactClass,
}: ChanceTableProps) {
  const table = (
    <div class="table-scroll" role="region" tabIndex={0} aria-labelledby={captionId}>
      <table class={tableClass} aria-labelledby={captionAbove ? captionId : undefined}>
        {captionAbove ? null : <caption id={captionId}>{caption}</caption>}
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
              {row.chances.map((cell, index) => (
                <td key={bands[index] ?? index}>
                  <Cell cell={cell} exactClass={exactClass} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  if (!captionAbove) return table;
  return (
    <>
      <p id={captionId} class="tool-muted">
        {caption}
      </p>
      {table}
    </>
  );
}

/** A cell's contents; `exactClass` undefined reads its chances as text. */
function Cell({ cell, exactClass }: { cell: ChanceCell; exactClass: string | undefined }) {
  if ('words' in cell) return <>{cell.words}</>;
  if (!('part' in cell)) return <CellChance chance={cell} exactClass={exactClass} />;
  return (
    <>
      <CellChance chance={cell.chance} exactClass={exactClass} />
      <span class="tool-hint">
        {' '}
        · {cell.part.label} <CellChance chance={cell.part.chance} exactClass={exactClass} />
      </span>
    </>
  );
}

/** One chance in the table's look: as text without `exactClass`, else as a column's figure. */
function CellChance({ chance, exactClass }: { chance: Fraction; exactClass: string | undefined }) {
  if (exactClass === undefined) return <ChanceText fraction={chance} />;
  const words = describeChance(chance);
  return (
    <>
      {words.percent}
      {words.beside ? <span class={`tool-muted ${exactClass}`}> {words.beside}</span> : null}
    </>
  );
}
