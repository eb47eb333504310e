/**
 * The Average Hand calculator: the Cast's average Hand size decides its Layer. Hand sizes come
 * live from the Cast tracker's Characters, or are typed; the number of Layers and the thresholds
 * are the Director's (saved in this browser; the shipped ones are labelled examples, because the
 * original's are not known). Shows the average, the Layer, the cards to the next Layer and who
 * would become an Echo. The rules module (`layers.ts`) decides; this island renders.
 *
 * Place it with `<AverageHand client:only="preact" />`: it reads the saved Cast and thresholds.
 */
import { useEffect, useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import { checkThresholds, formatCards, isDead, isExampleSettings, parseHandSize, parseThreshold, readLayers, type PlayerHand } from '../../../rules/locus';
import { $cast } from '../../../stores/locus/cast';
import { $layerSettings, $layerSettingsNotice, resetThresholdsToExamples, setLayerCount, setThresholds } from '../../../stores/locus/layers';
import Heading, { type HeadingLevel } from '../../shared/Heading';
import StoreNotice from '../../kit/StoreNotice';
import HandSizes, { type HandSource, type TypedRow } from './HandSizes';
import LayerReadout from './LayerReadout';
import LayerThresholds from './LayerThresholds';
import directorCss from './director.css?inline';
import { injectStyle } from '../../shared/inject-style';

injectStyle('director', directorCss);

interface Props {
  readonly id?: string;
  readonly headingLevel?: HeadingLevel;
  readonly title?: string;
}

/** Each draft's problem: its own parse error first, then the order against the one before. */
function thresholdErrors(drafts: readonly string[]): { errors: (string | null)[]; values: number[] | null } {
  const parsed = drafts.map(parseThreshold);
  const numbers = parsed.map((result) => (result.ok ? result.value : Number.NaN));
  const order = checkThresholds(numbers);
  const errors = parsed.map((result, index) => (result.ok ? (order[index] ?? null) : result.error.message));
  return { errors, values: errors.every((error) => error === null) ? numbers : null };
}

function sameNumbers(left: readonly number[] | null, right: readonly number[]): boolean {
  return left !== null && left.length === right.length && left.every((value, index) => value === right[index]);
}

let nextRowKey = 1;
function newRow(text = '0'): TypedRow {
  return { key: nextRowKey++, text, error: null };
}

export default function AverageHand({ id = 'average-hand', headingLevel = 4, title = 'Average Hand and Layer' }: Props) {
  const cast = useStore($cast);
  const settings = useStore($layerSettings);
  const [source, setSource] = useState<HandSource>('cast');
  const [rows, setRows] = useState<TypedRow[]>(() => [newRow(), newRow(), newRow()]);
  const [drafts, setDrafts] = useState<string[]>(() => settings.thresholds.map(formatCards));

  // Follow the saved thresholds when they change elsewhere (Layer count, reset, another tab),
  // unless the drafts already say the same.
  useEffect(() => {
    setDrafts((current) => (sameNumbers(thresholdErrors(current).values, settings.thresholds) ? current : settings.thresholds.map(formatCards)));
  }, [settings]);

  const players = cast.characters.filter((character) => character.kind === 'character');
  const counted = players.filter((character) => !isDead(character));
  const dead = players.filter((character) => isDead(character));
  const foils = cast.characters.length - players.length;
  const fromCast = source === 'cast' && counted.length > 0;

  const { errors } = thresholdErrors(drafts);
  const draftsValid = errors.every((error) => error === null);

  let hands: PlayerHand[] | null;
  if (fromCast) hands = counted.map((character) => ({ id: character.id, name: character.name.trim() || 'Unnamed', handSize: character.hand.length }));
  else {
    const parsed = rows.map((row) => parseHandSize(row.text));
    hands = parsed.every((result) => result.ok)
      ? parsed.map((result, index) => ({ id: String(rows[index]?.key), name: `Player ${index + 1}`, handSize: result.ok ? result.value : 0 }))
      : null;
  }

  const editDraft = (index: number, text: string) => {
    const next = drafts.map((draft, at) => (at === index ? text : draft));
    setDrafts(next);
    const checked = thresholdErrors(next);
    if (checked.values && !sameNumbers(checked.values, settings.thresholds)) setThresholds(checked.values);
  };

  const editRow = (key: number, text: string) => {
    const parsed = parseHandSize(text);
    const error = parsed.ok ? null : parsed.error.message;
    setRows((current) => current.map((row) => (row.key === key ? { ...row, text, error } : row)));
  };

  const reset = () => {
    resetThresholdsToExamples();
    setDrafts($layerSettings.get().thresholds.map(formatCards));
  };

  const headingId = `${id}-heading`;
  return (
    <section id={id} class="tool ld-tool" aria-labelledby={headingId} data-pagefind-ignore>
      <Heading level={headingLevel} id={headingId} class="ld-heading">
        {title}
      </Heading>
      <p class="ld-intro">The Cast's average Hand size decides the Layer it is in. Your Layers and thresholds are saved in this browser.</p>
      <StoreNotice $notice={$layerSettingsNotice} />
      <HandSizes
        id={id}
        source={fromCast ? 'cast' : 'typed'}
        onSource={setSource}
        counted={counted}
        dead={dead}
        foils={foils}
        rows={rows}
        onRowText={editRow}
        onAddRow={() => setRows((current) => [...current, newRow()])}
        onRemoveRow={(key) => setRows((current) => current.filter((row) => row.key !== key))}
      />
      <LayerThresholds
        id={id}
        layers={settings.layers}
        onLayers={setLayerCount}
        drafts={drafts}
        errors={errors}
        onDraft={editDraft}
        isExample={isExampleSettings(settings)}
        onReset={reset}
      />
      <div class="ld-result" role="status" aria-live="polite" aria-label={`${title}: result`}>
        {hands === null ? (
          <p>Fix the Hand sizes marked above to see the average and the Layer.</p>
        ) : (
          <LayerReadout readout={readLayers(hands, settings)} staleThresholds={draftsValid ? null : settings.thresholds} fromCast={fromCast} />
        )}
      </div>
    </section>
  );
}
