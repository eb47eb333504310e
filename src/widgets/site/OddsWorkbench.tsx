/**
 * The odds workbench: dice expressions side by side against one question (at least, at most,
 * exactly, or bands), with a modifier swept over a range if asked; one chart and one table of the
 * same exact chances, and a share link. Every number comes from src/rules/checks/workbench.ts,
 * which answers each line as a declared check does, so a page's check and the workbench agree.
 * Nothing is rolled: it works offline and at once, and its code loads only when it is on screen.
 */
import { useReducer } from 'preact/hooks';
import {
  WORKBENCH_START,
  workbenchShareCodec,
  type WorkbenchMode,
} from '../../rules/checks/workbench';
import {
  updateWorkbench,
  viewWorkbench,
  workbenchLineAfterRemoving,
  type WorkbenchChange,
  type WorkbenchView,
} from '../../rules/checks/workbench-view';
import {
  Button,
  ChanceTable,
  ChoiceField,
  focusAfterRender,
  type HeadingLevel,
  LiveNote,
  NumberField,
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
  const [state, dispatch] = useReducer(updateWorkbench, WORKBENCH_START);
  const shared = useIncomingShare(WORKBENCH_PARAM, workbenchShareCodec.decode, (value) =>
    dispatch({ kind: 'opened', state: value }),
  );
  const set = (change: WorkbenchChange) => dispatch({ kind: 'set', change });
  const view = viewWorkbench(state);
  const { result } = view;

  function removeLine(index: number) {
    dispatch({ kind: 'remove-line', index });
    // Keep keyboard focus in the list (the Add button when no line is left to take it).
    focusAfterRender(`${id}-line-${workbenchLineAfterRemoving(state, index)}`, `${id}-add`);
  }

  function addLine() {
    dispatch({ kind: 'add-line' });
    // The new line's field takes the focus, to be typed into at once.
    focusAfterRender(`${id}-line-${state.lines.length}`);
  }

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
        {view.lines.map(({ label, error, remove }, index) => (
          <div class="workbench-line" key={index}>
            <TextField
              id={`${id}-line-${index}`}
              label={label}
              value={state.lines[index]!}
              onText={(text) => dispatch({ kind: 'line', index, text })}
              error={error}
            />
            {remove ? (
              <Button look="tool" aria-label={remove} onClick={() => removeLine(index)}>
                Remove
              </Button>
            ) : null}
          </div>
        ))}
        {view.canAdd ? (
          <Button look="tool" id={`${id}-add`} onClick={addLine}>
            Add dice
          </Button>
        ) : null}
      </fieldset>
      <div class="tool-grid">
        <ChoiceField
          id={`${id}-mode`}
          label="Chance of"
          value={state.mode}
          options={view.modes}
          onChange={(mode: WorkbenchMode) => set({ mode })}
        />
        {view.question.kind === 'cuts' ? (
          <TextField
            id={`${id}-cuts`}
            label="Bands start at"
            hint="Values in rising order, such as 6, 9: bands of 5 or less, 6 to 8, and 9 or more."
            value={state.cuts}
            onText={(text) => set({ cuts: text })}
            error={view.question.error}
          />
        ) : (
          <NumberField
            id={`${id}-target`}
            label="Target"
            text={state.target}
            onText={(text) => set({ target: text })}
            error={view.question.error}
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
      {view.sweep ? (
        <div class="tool-grid">
          <NumberField
            id={`${id}-from`}
            label="Lowest modifier"
            text={state.from}
            onText={(text) => set({ from: text })}
            error={view.sweep.from}
            inputMode="decimal"
          />
          <NumberField
            id={`${id}-to`}
            label="Highest modifier"
            text={state.to}
            onText={(text) => set({ to: text })}
            error={view.sweep.to}
            inputMode="decimal"
          />
        </div>
      ) : null}
      <LiveNote label="Workbench summary">{view.summary}</LiveNote>
      {result ? <WorkbenchChart id={id} result={result} /> : null}
      {result ? <WorkbenchTable id={id} result={result} /> : null}
      <ShareLink
        id={`${id}-share`}
        param={WORKBENCH_PARAM}
        value={view.share}
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
        {result.bands.map(({ label, colour }) => (
          <li key={label}>
            <span class={`workbench-swatch ${colour}`} /> {label}
          </li>
        ))}
      </ul>
      <div class="workbench-bars" aria-hidden="true">
        {result.rows.map((row) => (
          <div class="workbench-bar-row" key={row.key}>
            <span class="workbench-bar-name">{row.name}</span>
            <span class="workbench-bar">
              {row.segments.map(({ band, colour, width, title }) => (
                <span key={band} class={colour} style={{ width }} title={title} />
              ))}
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
      bands={result.bands.map((band) => band.label)}
      rows={result.rows.map((row) => ({
        key: row.key,
        header: <code>{row.name}</code>,
        chances: row.chances,
      }))}
      class="workbench-table"
      exactClass="workbench-exact"
    />
  );
}

/** The comparison as the view gives it, once every field reads. */
type WorkbenchResult = NonNullable<WorkbenchView['result']>;
