/**
 * The odds workbench: dice expressions side by side against one question (at least, at most,
 * exactly, or bands), with a modifier swept over a range if asked; one chart and one table of the
 * same exact chances, and a share link. Every number comes from src/rules/checks/workbench.ts,
 * which answers each line as a declared check does, so a page's check and the workbench agree.
 * Nothing is rolled: it works offline and at once, and its code loads only when it is on screen.
 */
import { howMany } from '../../rules/words';
import { useState } from 'preact/hooks';
import {
  MAX_WORKBENCH_LINES,
  nameWorkbenchRow,
  readWorkbench,
  WORKBENCH_MODE_LABELS,
  WORKBENCH_MODES,
  WORKBENCH_START,
  workbenchShareCodec,
  type WorkbenchMode,
  type WorkbenchResult,
  type WorkbenchState,
} from '../../rules/checks/workbench';
import { describeChance } from '../../rules/dice/format-chance';
import { convertFractionToNumber } from '../../rules/dice';
import {
  Button,
  ChanceTable,
  ChoiceField,
  focusAfterRender,
  type HeadingLevel,
  LiveNote,
  NumberField,
  readField,
  RefusedShare,
  ShareLink,
  TextField,
  Toggle,
  ToolSection,
  useIncomingShare,
} from '../kit';
import './odds-workbench.css';

/** The share link's query parameter. */
export const WORKBENCH_PARAM = 'workbench';

export default function OddsWorkbench({
  id = 'workbench',
  headingLevel = 2,
}: {
  id?: string;
  headingLevel?: HeadingLevel;
}) {
  const [state, setState] = useState<WorkbenchState>(WORKBENCH_START);
  const shared = useIncomingShare(WORKBENCH_PARAM, workbenchShareCodec.decode, (value) => {
    setState(value);
  });
  const set = (change: Partial<WorkbenchState>) => setState((old) => ({ ...old, ...change }));
  const removeLine = (index: number) => {
    set({ lines: state.lines.filter((_old, at) => at !== index) });
    // Keep keyboard focus in the list: lines are numbered by place, so once drawn the next line
    // holds this one's field, or the previous line's field when the last one left.
    const neighbour = index < state.lines.length - 1 ? index : index - 1;
    focusAfterRender(`${id}-line-${neighbour}`, `${id}-add`);
  };

  const reading = readWorkbench(state);
  const lines = reading.lines.map(readField);
  const target = readField(reading.target);
  const cuts = readField(reading.cuts);
  const from = readField(reading.from);
  const to = readField(reading.to);
  const { result } = reading;

  return (
    <ToolSection id={id} title="Odds workbench" headingLevel={headingLevel}>
      <p class="tool-hint">
        Compare dice side by side: the exact chance of reaching a target, or of landing in each band
        of results, and with a modifier over a range, the table a designer would otherwise work out
        by hand.
      </p>
      <RefusedShare state={shared} after="The workbench keeps what it held." />
      <fieldset class="workbench-lines">
        <legend>Dice to compare</legend>
        {state.lines.map((line, index) => (
          <div class="workbench-line" key={index}>
            <TextField
              id={`${id}-line-${index}`}
              label={`Dice ${index + 1}`}
              value={line}
              onText={(text) =>
                set({ lines: state.lines.map((old, at) => (at === index ? text : old)) })
              }
              error={lines[index]?.error ?? null}
            />
            {state.lines.length > 1 ? (
              <Button
                look="tool"
                aria-label={`Remove dice ${index + 1}`}
                onClick={() => removeLine(index)}
              >
                Remove
              </Button>
            ) : null}
          </div>
        ))}
        {state.lines.length < MAX_WORKBENCH_LINES ? (
          <Button
            look="tool"
            id={`${id}-add`}
            onClick={() => {
              set({ lines: [...state.lines, ''] });
              // The new line's field takes the focus, to be typed into at once.
              focusAfterRender(`${id}-line-${state.lines.length}`);
            }}
          >
            Add dice
          </Button>
        ) : null}
      </fieldset>
      <div class="tool-grid">
        <ChoiceField
          id={`${id}-mode`}
          label="Chance of"
          value={state.mode}
          options={WORKBENCH_MODES.map((mode) => ({
            value: mode,
            label: WORKBENCH_MODE_LABELS[mode],
          }))}
          onChange={(mode: WorkbenchMode) => set({ mode })}
        />
        {state.mode === 'bands' ? (
          <TextField
            id={`${id}-cuts`}
            label="Bands start at"
            hint="Values in rising order, such as 6, 9: bands of 5 or less, 6 to 8, and 9 or more."
            value={state.cuts}
            onText={(text) => set({ cuts: text })}
            error={cuts.error}
          />
        ) : (
          <NumberField
            id={`${id}-target`}
            label="Target"
            text={state.target}
            onText={(text) => set({ target: text })}
            error={target.error}
            inputMode="decimal"
          />
        )}
      </div>
      <Toggle
        id={`${id}-sweep`}
        label="Add a modifier over a range"
        checked={state.sweep}
        onChange={(checked) => set({ sweep: checked })}
      />
      {state.sweep ? (
        <div class="tool-grid">
          <NumberField
            id={`${id}-from`}
            label="Lowest modifier"
            text={state.from}
            onText={(text) => set({ from: text })}
            error={from.error}
            inputMode="decimal"
          />
          <NumberField
            id={`${id}-to`}
            label="Highest modifier"
            text={state.to}
            onText={(text) => set({ to: text })}
            error={to.error}
            inputMode="decimal"
          />
        </div>
      ) : null}
      <LiveNote label="Workbench summary">
        {result
          ? `${howMany(result.rows.length, 'row')} of exact chances below.`
          : 'The chart and table show once every field can be read.'}
      </LiveNote>
      {result ? <WorkbenchChart id={id} result={result} /> : null}
      {result ? <WorkbenchTable id={id} result={result} /> : null}
      <ShareLink
        id={`${id}-share`}
        param={WORKBENCH_PARAM}
        value={workbenchShareCodec.encode(state)}
        what="this workbench"
        anchor={`${id}-title`}
      />
    </ToolSection>
  );
}

/**
 * Each row's bands as one bar split in proportion: a picture of the table below it, which says
 * the same numbers to screen readers, so the picture is hidden from them.
 */
function WorkbenchChart({ id, result }: { id: string; result: WorkbenchResult }) {
  return (
    <figure class="workbench-chart" aria-labelledby={`${id}-chart-caption`}>
      <figcaption id={`${id}-chart-caption`}>
        Chance of each band, as the table below lists it
      </figcaption>
      <ul class="workbench-legend" aria-hidden="true">
        {result.bands.map((band, index) => (
          <li key={band}>
            <span class={`workbench-swatch workbench-band-${index % 7}`} /> {band}
          </li>
        ))}
      </ul>
      <div class="workbench-bars" aria-hidden="true">
        {result.rows.map((row) => (
          <div class="workbench-bar-row" key={`${row.line}|${row.modifier}`}>
            <span class="workbench-bar-name">{nameWorkbenchRow(row)}</span>
            <span class="workbench-bar">
              {row.chances.map((chance, index) => {
                const share = convertFractionToNumber(chance) * 100;
                return share > 0 ? (
                  <span
                    key={index}
                    class={`workbench-band-${index % 7}`}
                    style={{ width: `${share}%` }}
                    title={`${result.bands[index]}: ${describeChance(chance).percent}`}
                  />
                ) : null;
              })}
            </span>
          </div>
        ))}
      </div>
    </figure>
  );
}

function WorkbenchTable({ id, result }: { id: string; result: WorkbenchResult }) {
  return (
    <ChanceTable
      captionId={`${id}-table-caption`}
      caption="Exact chance of each band"
      corner="Dice"
      bands={result.bands}
      rows={result.rows.map((row) => ({
        key: `${row.line}|${row.modifier}`,
        header: <code>{nameWorkbenchRow(row)}</code>,
        chances: row.chances,
      }))}
      class="workbench-table"
      exactClass="workbench-exact"
    />
  );
}
