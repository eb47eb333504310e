/**
 * A saved list to choose from (the Cast, the Director's Monsters): one button per entry with its
 * name and a summary (both decided in the rules' views), the chosen one pressed.
 */
import type { PickEntry } from '../../../rules/locus';
import './characters.css';

interface Props {
  readonly id: string;
  readonly label: string;
  readonly entries: readonly PickEntry[];
  readonly selectedId: string | undefined;
  /** Said after the chosen entry's name: "shown", "editing". */
  readonly chosenNote: string;
  readonly onPick: (id: string) => void;
}

export default function PickList({ id, label, entries, selectedId, chosenNote, onPick }: Props) {
  return (
    <div>
      <p id={`${id}-list-label`} class="locus-label">
        {label}
      </p>
      <ul class="locus-picks" aria-labelledby={`${id}-list-label`}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              class="locus-pick"
              aria-pressed={entry.id === selectedId ? 'true' : 'false'}
              onClick={() => onPick(entry.id)}
            >
              <span class="locus-pick-name" data-chosen-note={chosenNote}>
                {entry.name}
              </span>
              <span class="tool-muted">{entry.summary}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
