/**
 * Where the Average Hand calculator gets its Hand sizes: live from the Cast tracker (its
 * Characters' Hands; Foils and the dead left out), or typed here, one row per player.
 */
import { useRef } from 'preact/hooks';
import { MAX_HAND_SIZE, type LocusCharacter } from '../../../rules/locus';
import { TRACKER_HREF } from '../tracker/links';

export type HandSource = 'cast' | 'typed';

export interface TypedRow {
  /** Stable key for the row while others are added and removed. */
  readonly key: number;
  readonly text: string;
  readonly error: string | null;
}

interface Props {
  readonly id: string;
  readonly source: HandSource;
  readonly onSource: (source: HandSource) => void;
  /** Living Characters (kind 'character') whose Hands count. */
  readonly counted: readonly LocusCharacter[];
  /** Characters left out because they are dead. */
  readonly dead: readonly LocusCharacter[];
  readonly foils: number;
  readonly rows: readonly TypedRow[];
  readonly onRowText: (key: number, text: string) => void;
  readonly onAddRow: () => void;
  readonly onRemoveRow: (key: number) => void;
}

function cardsText(count: number): string {
  return `${count} card${count === 1 ? '' : 's'}`;
}

export default function HandSizes({ id, source, onSource, counted, dead, foils, rows, onRowText, onAddRow, onRemoveRow }: Props) {
  const addButton = useRef<HTMLButtonElement>(null);
  const castAvailable = counted.length > 0;
  const leftOut = [
    dead.length > 0 ? `${dead.map((character) => character.name.trim() || 'Unnamed').join(', ')} (dead)` : '',
    foils > 0 ? `${foils} Foil${foils === 1 ? '' : 's'} (not players)` : '',
  ].filter((text) => text !== '');

  return (
    <fieldset class="ld-fieldset">
      <legend class="ld-group-legend">Hand sizes</legend>
      <fieldset>
        <legend>Take the Hand sizes from</legend>
        <div class="ld-options">
        <label class="ld-option">
          <input type="radio" name={`${id}-source`} checked={source === 'cast'} disabled={!castAvailable} onChange={() => onSource('cast')} />
          <span>
            From the Cast tracker{' '}
            <span class="ld-option-note">
              ({castAvailable ? `${counted.length} Character${counted.length === 1 ? '' : 's'}` : 'no living Characters yet'})
            </span>
          </span>
        </label>
        <label class="ld-option">
          <input type="radio" name={`${id}-source`} checked={source === 'typed'} onChange={() => onSource('typed')} />
          <span>Type them here</span>
        </label>
        </div>
      </fieldset>

      {source === 'cast' ? (
        <>
          <p class="ld-hint">
            Live from the <a href={TRACKER_HREF}>Cast tracker</a>: each Character's Hand as it changes.
            {leftOut.length > 0 ? ` Left out: ${leftOut.join('; ')}.` : ''}
          </p>
          <ul class="ld-list ld-cast-hands" aria-label="Hand sizes from the Cast tracker">
            {counted.map((character) => (
              <li key={character.id}>
                <span>{character.name.trim() || 'Unnamed'}</span>
                <strong>{cardsText(character.hand.length)}</strong>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p class="ld-hint">
            {castAvailable ? '' : 'The Cast tracker has no living Characters, so type each player’s Hand size. '}
            Whole numbers of cards, 0 to {MAX_HAND_SIZE}.
          </p>
          {rows.length === 0 ? <p class="ld-hint">No players: add one.</p> : null}
          <ul class="ld-list" aria-label="Typed Hand sizes">
            {rows.map((row, index) => {
              const fieldId = `${id}-hand-${row.key}`;
              const errorId = `${fieldId}-error`;
              const label = `Player ${index + 1}`;
              return (
                <li key={row.key} class="field ld-hand-row">
                  <label for={fieldId}>{label} Hand size</label>
                  <div class="ld-inline">
                    <input
                      id={fieldId}
                      class="ld-number"
                      type="text"
                      inputMode="numeric"
                      autocomplete="off"
                      value={row.text}
                      aria-invalid={row.error ? 'true' : 'false'}
                      aria-describedby={row.error ? errorId : undefined}
                      onInput={(event) => onRowText(row.key, event.currentTarget.value)}
                    />
                    <button
                      type="button"
                      class="text-button"
                      onClick={() => {
                        onRemoveRow(row.key);
                        addButton.current?.focus();
                      }}
                    >
                      Remove<span class="visually-hidden"> {label}</span>
                    </button>
                  </div>
                  {row.error ? (
                    <p id={errorId} class="field-error">
                      {row.error}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <div class="ld-actions">
            <button ref={addButton} type="button" class="text-button" onClick={onAddRow}>
              Add a player
            </button>
          </div>
        </>
      )}
    </fieldset>
  );
}
