/**
 * A count drawn as a row of boxes, the first ones filled: the omens of an expedition, the dice in
 * the Tension Pool, an investigator's inventory slots. The picture repeats the words beside it
 * ("3 of 6"), which are what a screen reader reads, so it is hidden from them. Filled boxes past
 * the limit (more carried than there are slots) are drawn beyond it, hatched, so the overload shows.
 */
export interface PipsProps {
  /** How many boxes the limit has. */
  readonly of: number;
  /** How many are filled; past `of`, the extra ones are drawn hatched. */
  readonly filled: number;
}

export default function Pips({ of, filled }: PipsProps) {
  return (
    <div class="tool-pips" aria-hidden="true">
      {Array.from({ length: Math.max(of, filled) }, (_, index) => (
        <span key={index} class={pipClass(index, of, filled)} />
      ))}
    </div>
  );
}

function pipClass(index: number, of: number, filled: number): string {
  if (index >= filled) return 'tool-pip';
  return index >= of ? 'tool-pip tool-pip-over' : 'tool-pip tool-pip-full';
}
