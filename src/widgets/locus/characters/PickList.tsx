/**
 * A saved list to choose from (the Cast, the Director's Monsters): one button per entry with its
 * name and a summary, the chosen one pressed.
 */
import './characters.css';

interface Props<T> {
  readonly id: string;
  readonly label: string;
  readonly items: readonly T[];
  readonly selectedId: string | undefined;
  readonly name: (item: T) => string;
  readonly summary: (item: T) => string;
  /** Said after the chosen entry's name: "shown", "editing". */
  readonly chosenNote: string;
  readonly onPick: (item: T) => void;
}

export default function PickList<T extends { readonly id: string }>({
  id,
  label,
  items,
  selectedId,
  name,
  summary,
  chosenNote,
  onPick,
}: Props<T>) {
  return (
    <div>
      <p id={`${id}-list-label`} class="locus-label">
        {label}
      </p>
      <ul class="locus-picks" aria-labelledby={`${id}-list-label`}>
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              class="locus-pick"
              aria-pressed={item.id === selectedId ? 'true' : 'false'}
              onClick={() => onPick(item)}
            >
              <span class="locus-pick-name" data-chosen-note={chosenNote}>
                {name(item)}
              </span>
              <span class="tool-muted">{summary(item)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
