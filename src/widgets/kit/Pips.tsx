/**
 * A count drawn as a row of boxes, the first ones filled: the omens of an expedition, the dice in
 * the Tension Pool, the inventory slots an investigator's items or a Cairn PC's Fatigue fill. The
 * picture repeats the words beside it ("3 of 6"), which are what a screen reader reads, so it is
 * hidden from them. Filled boxes past the limit (more carried than there are slots) are drawn
 * beyond it, hatched, so the overload shows.
 */
export interface PipsProps {
  /** How many boxes the limit has. */
  readonly of: number;
  /** How many are filled; past `of`, the extra ones are drawn hatched. */
  readonly filled: number;
}

/** What each box shows, in order: as many boxes as the limit, or as are filled if that is more. */
export function pipStates(of: number, filled: number): ('empty' | 'full' | 'over')[] {
  return Array.from({ length: Math.max(of, filled) }, (_, index) =>
    index >= filled ? 'empty' : index >= of ? 'over' : 'full',
  );
}

export default function Pips({ of, filled }: PipsProps) {
  return (
    <div class="tool-pips" aria-hidden="true">
      {pipStates(of, filled).map((state, index) => (
        <span key={index} class={state === 'empty' ? 'tool-pip' : `tool-pip tool-pip-${state}`} />
      ))}
    </div>
  );
}
