/**
 * What the odds workbench (src/widgets/site/OddsWorkbench.tsx) shows, decided here: its state
 * changes by one reducer (`updateWorkbench`), and `viewWorkbench` reads it into the lines with
 * their problems and Remove buttons, the question's field, the swept range's fields, the summary
 * line, and the chart's bars and the table's rows of the same exact chances. The widget only lays
 * these out.
 */
import { convertFractionToNumber, type Fraction } from '../dice';
import { describeChance } from '../dice/format-chance';
import { howMany } from '../words';
import {
  MAX_WORKBENCH_LINES,
  nameWorkbenchRow,
  readWorkbench,
  WORKBENCH_MODE_LABELS,
  WORKBENCH_MODES,
  workbenchShareCodec,
  type WorkbenchMode,
  type WorkbenchState,
} from './workbench';

/** The bands' colours cycle through this many classes (`workbench-band-0` to `-6`). */
const BAND_COLOURS = 7;

/** Fields other than the lines, as typed or chosen. */
export type WorkbenchChange = Partial<Omit<WorkbenchState, 'lines'>>;

export type WorkbenchAction =
  | { readonly kind: 'set'; readonly change: WorkbenchChange }
  | { readonly kind: 'line'; readonly index: number; readonly text: string }
  | { readonly kind: 'add-line' }
  | { readonly kind: 'remove-line'; readonly index: number }
  /** A workbench opened from a share link replaces this one. */
  | { readonly kind: 'opened'; readonly state: WorkbenchState };

/** The workbench after `action`. */
export function updateWorkbench(state: WorkbenchState, action: WorkbenchAction): WorkbenchState {
  switch (action.kind) {
    case 'set':
      return { ...state, ...action.change };
    case 'line':
      return {
        ...state,
        lines: state.lines.map((old, at) => (at === action.index ? action.text : old)),
      };
    case 'add-line':
      return { ...state, lines: [...state.lines, ''] };
    case 'remove-line':
      return { ...state, lines: state.lines.filter((_old, at) => at !== action.index) };
    case 'opened':
      return action.state;
  }
}

/** The index of the line whose field takes the focus once line `index` is removed, or -1. */
export function workbenchLineAfterRemoving(state: WorkbenchState, index: number): number {
  // Lines are numbered by place, so once drawn the next line holds this one's field, or the
  // previous line's field when the last one left.
  return index < state.lines.length - 1 ? index : index - 1;
}

/** One bar of a row in the chart: its band's colour class, its width and its tooltip. */
export interface WorkbenchSegment {
  readonly band: number;
  readonly colour: string;
  readonly width: string;
  readonly title: string;
}

/** One row of the comparison, as the chart and the table name it. */
export interface WorkbenchRowView {
  readonly key: string;
  readonly name: string;
  readonly chances: readonly Fraction[];
  /** The chart's segments, the empty bands left out. */
  readonly segments: readonly WorkbenchSegment[];
}

export interface WorkbenchView {
  readonly lines: readonly {
    readonly label: string;
    readonly error: string | null;
    /** The Remove button's name, null while this is the only line. */
    readonly remove: string | null;
  }[];
  readonly canAdd: boolean;
  readonly modes: readonly { readonly value: WorkbenchMode; readonly label: string }[];
  /** The question's field: the bands' cuts, or a target; with its problem. */
  readonly question: { readonly kind: 'cuts' | 'target'; readonly error: string | null };
  /** The swept range's fields' problems, null while no modifier is swept. */
  readonly sweep: { readonly from: string | null; readonly to: string | null } | null;
  readonly summary: string;
  /** The bands and rows, null until every field the question asks for reads. */
  readonly result: {
    readonly bands: readonly { readonly label: string; readonly colour: string }[];
    readonly rows: readonly WorkbenchRowView[];
  } | null;
  /** The share link's value. */
  readonly share: string;
}

const colourOf = (band: number) => `workbench-band-${band % BAND_COLOURS}`;
const errorOf = (read: { readonly ok: boolean; readonly error?: { readonly message: string } }) =>
  read.ok ? null : (read.error?.message ?? null);

/** The workbench as it stands, read into what it shows. */
export function viewWorkbench(state: WorkbenchState): WorkbenchView {
  const reading = readWorkbench(state);
  const { result } = reading;
  const several = state.lines.length > 1;
  return {
    lines: reading.lines.map((line, index) => ({
      label: `Dice ${index + 1}`,
      error: errorOf(line),
      remove: several ? `Remove dice ${index + 1}` : null,
    })),
    canAdd: state.lines.length < MAX_WORKBENCH_LINES,
    modes: WORKBENCH_MODES.map((mode) => ({ value: mode, label: WORKBENCH_MODE_LABELS[mode] })),
    question:
      state.mode === 'bands'
        ? { kind: 'cuts', error: errorOf(reading.cuts) }
        : { kind: 'target', error: errorOf(reading.target) },
    sweep: state.sweep ? { from: errorOf(reading.from), to: errorOf(reading.to) } : null,
    summary: result
      ? `${howMany(result.rows.length, 'row')} of exact chances below.`
      : 'The chart and table show once every field can be read.',
    result: result && {
      bands: result.bands.map((label, band) => ({ label, colour: colourOf(band) })),
      rows: result.rows.map((row) => ({
        key: `${row.line}|${row.modifier}`,
        name: nameWorkbenchRow(row),
        chances: row.chances,
        segments: row.chances.flatMap((chance, band) => {
          const share = convertFractionToNumber(chance) * 100;
          return share > 0
            ? [
                {
                  band,
                  colour: colourOf(band),
                  width: `${share}%`,
                  title: `${result.bands[band]}: ${describeChance(chance).percent}`,
                },
              ]
            : [];
        }),
      })),
    },
    share: workbenchShareCodec.encode(state),
  };
}
