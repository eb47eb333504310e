/**
 * A Roll button (with any buttons beside it) and under it the tool's last result, for a tool that
 * keeps its roll itself: a result drawn in several parts (dice, verdict, what it did to a sheet),
 * or one acted on after the roll (a re-roll, an injury applied). The tool holds the roll with
 * `useShown` and draws it; this part owns the button row, the result area and their wiring: the
 * result is marked stale while the button is off, unless the tool says otherwise.
 * RollWithResult is this part with a one-sentence result kept for the tool.
 */
import type { ComponentChildren } from 'preact';
import ResultArea, { type Shown } from './ResultArea';
import RollButton from './RollButton';

export interface RollAndResultProps<T> {
  /** The tool's id: the button's reason is named from it. */
  readonly id: string;
  /** The Roll button's words: "Roll Stress Check". */
  readonly button: ComponentChildren;
  /** Why the button is off (an input cannot be read), or null when it can roll. */
  readonly blockedBy?: string | null;
  readonly onRoll: () => void;
  /** Further buttons in the row, after the Roll button. */
  readonly actions?: ComponentChildren;
  /** The last roll, as `useShown` keeps it; null before the first. */
  readonly shown: Shown<T> | null;
  /** Names the result's live region: "Stress Check result". */
  readonly label?: string;
  /** Said before the first roll. */
  readonly empty?: string;
  /** Whether the last result belongs to inputs since changed; by default, while the button is off. */
  readonly stale?: boolean;
  /** Draws the last roll. */
  readonly children: (value: T) => ComponentChildren;
}

export default function RollAndResult<T>({
  id,
  button,
  blockedBy = null,
  onRoll,
  actions,
  shown,
  label,
  empty,
  stale = blockedBy !== null,
  children,
}: RollAndResultProps<T>) {
  return (
    <>
      <div class="tool-actions">
        <RollButton id={id} blockedBy={blockedBy} onClick={onRoll}>
          {button}
        </RollButton>
        {actions}
      </div>
      <ResultArea serial={shown?.serial} stale={stale} label={label} empty={empty}>
        {shown ? children(shown.value) : null}
      </ResultArea>
    </>
  );
}
