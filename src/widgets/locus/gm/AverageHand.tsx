/**
 * The Average Hand calculator: the Cast's average Hand size decides its Layer. Hand sizes come
 * live from the Cast tracker's Characters (Foils and the dead left out), or are typed one per
 * player; the number of Layers and the thresholds are the Director's (saved in this browser; the
 * shipped ones are labelled examples, because the original's are not known). Shows the average,
 * the Layer, the cards to the next Layer and who would become an Echo. The rules (`layers.ts`)
 * decide; this island renders.
 *
 * Place it with `<AverageHand client:visible-after-load />`: it reads the saved Cast and thresholds.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  Button,
  LiveNote,
  Radio,
  TextField,
  ToolSection,
  useKeyedRows,
  useSaved,
  type ToolProps,
  toolFrame,
} from '../../kit';
import {
  EXAMPLE_THRESHOLD_STEP,
  followThresholdDrafts,
  thresholdDrafts,
  viewAverageHand,
  type AverageHandEdit,
  type AverageHandResult,
} from '../../../rules/locus';
import { $cast } from '../../../stores/locus/cast';
import {
  $layerSettings,
  $layerSettingsNotice,
  resetThresholdsToExamples,
  saveThresholdDrafts,
  setLayerCount,
} from '../../../stores/locus/layers';
import FieldList from '../characters/FieldList';
import { ECHOES_HREF, TRACKER_HREF } from '../characters/links';
import './gm.css';

export default function AverageHand(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'average-hand', 'Average Hand and Layer', 4);
  const cast = useSaved($cast);
  const settings = useSaved($layerSettings);
  const [useCast, setUseCast] = useState(true);
  const typedRows = useKeyedRows([{ text: '0' }, { text: '0' }, { text: '0' }]);
  const [drafts, setDrafts] = useState(() => thresholdDrafts(settings.thresholds));
  const addButton = useRef<HTMLButtonElement>(null);

  // Follow the saved thresholds when they change elsewhere (Layer count, reset, another tab).
  useEffect(
    () => setDrafts((current) => followThresholdDrafts(current, settings.thresholds)),
    [settings],
  );

  const view = viewAverageHand({
    characters: cast.characters,
    settings,
    useCast,
    typed: typedRows.rows,
    drafts,
  });

  const editLayers = (edit: AverageHandEdit) => {
    if ('layers' in edit) return setLayerCount(edit.layers);
    setDrafts(edit.drafts);
    saveThresholdDrafts(edit.drafts);
  };

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel} notices={[$layerSettingsNotice]}>
      <p class="tool-muted">
        The Cast's average Hand size decides the Layer it is in. Your Layers and thresholds are
        saved in this browser.
      </p>
      <fieldset>
        <legend class="locus-group-legend">Hand sizes</legend>
        <fieldset class="tool-options">
          <legend>Take the Hand sizes from</legend>
          <Radio
            id={`${id}-source-cast`}
            name={`${id}-source`}
            checked={view.fromCast}
            disabled={view.castDisabled}
            onPick={() => setUseCast(true)}
          >
            From the Cast tracker <span class="tool-muted">({view.countedText})</span>
          </Radio>
          <Radio
            id={`${id}-source-typed`}
            name={`${id}-source`}
            checked={!view.fromCast}
            onPick={() => setUseCast(false)}
          >
            Type them here
          </Radio>
        </fieldset>
        {view.fromCast ? (
          <>
            <p class="tool-hint">
              Live from the <a href={TRACKER_HREF}>Cast tracker</a>: each Character's Hand as it
              changes.
              {view.leftOut}
            </p>
            <ul class="tool-list locus-hands" aria-label="Hand sizes from the Cast tracker">
              {view.castHands.map((hand) => (
                <li key={hand.id}>
                  <span>{hand.name}</span> <strong>{hand.cards}</strong>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <p class="tool-hint">{view.typedHint}</p>
            {view.typedRows.length === 0 ? <p class="tool-hint">No players: add one.</p> : null}
            <ul class="tool-list" aria-label="Typed Hand sizes">
              {view.typedRows.map((row, index) => (
                <li key={row.key}>
                  <TextField
                    id={`${id}-hand-${row.key}`}
                    label={row.label}
                    fieldClass="locus-inline-field"
                    inputMode="numeric"
                    class="tool-number"
                    value={row.text}
                    error={row.error}
                    onText={(text) => typedRows.change(row.key, { text })}
                  >
                    <Button
                      onClick={() => {
                        typedRows.remove(row.key);
                        addButton.current?.focus();
                      }}
                    >
                      Remove<span class="visually-hidden"> Player {index + 1}</span>
                    </Button>
                  </TextField>
                </li>
              ))}
            </ul>
            <div class="tool-actions">
              <Button buttonRef={addButton} onClick={() => typedRows.add({ text: '0' })}>
                Add a player
              </Button>
            </div>
          </>
        )}
      </fieldset>

      <fieldset aria-describedby={`${id}-thresholds-note`}>
        <legend class="locus-group-legend">Layers and thresholds</legend>
        <p id={`${id}-thresholds-note`} class="tool-hint">
          {view.examples ? (
            <>
              <span class="locus-badge">Examples</span> Example thresholds: the original's are not
              known; set your own. These are spaced {EXAMPLE_THRESHOLD_STEP} cards apart.
            </>
          ) : (
            <>
              <span class="locus-badge">Yours</span> Your own thresholds, saved in this browser.
            </>
          )}{' '}
          Layers count from the top: Layer 1 is nearest reality (read it as Layer 0 if your Locus
          has one), the last is the bottom Layer, home of the Locus' own Monster. The Cast enters a
          Layer when its average Hand reaches the threshold: exactly at it counts.
        </p>
        <div class="tool-grid">
          <FieldList id={id} fields={view.layerFields} onChange={editLayers} />
        </div>
        <div class="tool-actions">
          <Button onClick={() => setDrafts(thresholdDrafts(resetThresholdsToExamples()))}>
            Reset to examples
          </Button>
        </div>
      </fieldset>

      <LiveNote as="div" class="tool-result locus-result" label={`${title}: result`}>
        <Readout result={view.result} />
      </LiveNote>
    </ToolSection>
  );
}

function Readout({ result }: { result: AverageHandResult }) {
  if (result.problem !== null) return <p>{result.problem}</p>;
  return (
    <>
      {result.staleNote ? <p class="tool-hint">{result.staleNote}</p> : null}
      {result.average === null ? (
        <p class="locus-big">No players yet: the average needs at least one Hand.</p>
      ) : (
        <>
          <p class="locus-big">
            Average Hand: <strong>{result.average.value}</strong>{' '}
            <span class="tool-muted">{result.average.detail}</span>
          </p>
          <p class="locus-big">
            The Cast is in <strong>{result.layer}</strong> of {result.layers}.
          </p>
          <p>{result.next}</p>
          <p class="tool-hint">
            How this counts: the Layer follows the exact average (all cards held ÷ number of{' '}
            {result.who}), not the rounded one shown. The cards to the next Layer are counted in
            total across the Cast: the threshold × the number of {result.who}, rounded up to a whole
            card, minus the cards held now.
          </p>
        </>
      )}
      <p>
        <strong>
          <a href={ECHOES_HREF}>Echoes</a> if they died now:
        </strong>{' '}
        {result.echoes}
      </p>
      <p class="tool-hint">
        A Player Character who dies with a Hand that would place them in the middle Layer (Layer{' '}
        {result.middleLayer} of {result.layers}: a Hand of {result.echoThreshold} or more) may
        become an Echo. {result.evenNote}
      </p>
    </>
  );
}
