/**
 * The Director's Layers: how many (2-6) and the average Hand size that enters each Layer below
 * the top one. The text's own thresholds are not known, so the shipped values are examples and
 * say so. Each threshold is checked at its field; the saved settings change only when all are valid.
 */
import { EXAMPLE_THRESHOLD_STEP, MAX_LAYERS, MIN_LAYERS } from '../../../rules/locus';

interface Props {
  readonly id: string;
  readonly layers: number;
  readonly onLayers: (layers: number) => void;
  readonly drafts: readonly string[];
  readonly errors: readonly (string | null)[];
  readonly onDraft: (index: number, text: string) => void;
  readonly isExample: boolean;
  readonly onReset: () => void;
}

const LAYER_COUNTS = Array.from({ length: MAX_LAYERS - MIN_LAYERS + 1 }, (_, index) => MIN_LAYERS + index);

export default function LayerThresholds({ id, layers, onLayers, drafts, errors, onDraft, isExample, onReset }: Props) {
  const noteId = `${id}-thresholds-note`;
  return (
    <fieldset class="ld-fieldset" aria-describedby={noteId}>
      <legend class="ld-group-legend">Layers and thresholds</legend>
      <p id={noteId} class="ld-hint">
        {isExample ? (
          <>
            <span class="ld-badge">Examples</span> Example thresholds: the original's are not known; set your own. These are spaced{' '}
            {EXAMPLE_THRESHOLD_STEP} cards apart.
          </>
        ) : (
          <>
            <span class="ld-badge">Yours</span> Your own thresholds, saved in this browser.
          </>
        )}{' '}
        Layers count from the top: Layer 1 is nearest reality (read it as Layer 0 if your Locus has one), the last is the bottom Layer, home of the
        Locus' own Monster. The Cast enters a Layer when its average Hand reaches the threshold: exactly at it counts.
      </p>
      <div class="ld-grid">
        <div class="field">
          <label for={`${id}-layers`}>Number of Layers</label>
          <select id={`${id}-layers`} value={String(layers)} onChange={(event) => onLayers(Number(event.currentTarget.value))}>
            {LAYER_COUNTS.map((count) => (
              <option key={count} value={String(count)}>
                {count} Layers
              </option>
            ))}
          </select>
        </div>
        {drafts.map((text, index) => {
          const fieldId = `${id}-threshold-${index + 2}`;
          const errorId = `${fieldId}-error`;
          const error = errors[index] ?? null;
          return (
            <div class="field" key={index}>
              <label for={fieldId}>
                Average Hand to enter Layer {index + 2}
                {index + 2 === layers ? ' (bottom)' : ''}
              </label>
              <input
                id={fieldId}
                class="ld-number"
                type="text"
                inputMode="decimal"
                autocomplete="off"
                value={text}
                aria-invalid={error ? 'true' : 'false'}
                aria-describedby={error ? errorId : undefined}
                onInput={(event) => onDraft(index, event.currentTarget.value)}
              />
              {error ? (
                <p id={errorId} class="field-error">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div class="ld-actions">
        <button type="button" class="text-button" onClick={onReset}>
          Reset to examples
        </button>
      </div>
    </fieldset>
  );
}
