/**
 * A button of a tool, in one of the site's three looks. It never submits the form it sits in
 * unless it says so (`submit`): a plain `<button>` inside a form submits on a press, which is how a
 * "Remove" or "Cancel" written without `type="button"` would add a row instead. A button that is
 * off for a reason (`blockedBy`) says the reason beside it and is described by it, so a press
 * never silently does nothing. The looks are role classes of the site's stylesheets (global.css,
 * tools.css).
 *
 * A double tap or double click acts once: the later taps of a quick burst are not presses
 * (isRepeatTap), as the first one often moves what is under the finger (./tap-burst.ts). A
 * stepper that a reader taps several times in a row to count says so (`countsEveryTap`).
 */
import type { ButtonHTMLAttributes, Ref } from 'preact';
import { isRepeatTap } from '../../rules/repeat-tap';
import { holdTapBurst } from './tap-burst';

interface ButtonParts extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'class' | 'ref'
> {
  /**
   * How it looks: `text` (the default) a quiet action in the flow of the tool (remove, undo, show
   * more); `primary` the tool's main action; `tool` a secondary action beside fields.
   */
  readonly look?: 'text' | 'primary' | 'tool';
  /** It submits its form (Add, Save): the form's submit handler reads the fields. */
  readonly submit?: boolean;
  /** Left out when the page is printed (a button on a sheet that prints). */
  readonly noPrint?: boolean;
  /** The button element, for a part that moves the focus to it (a function component takes no `ref`). */
  readonly buttonRef?: Ref<HTMLButtonElement>;
  /**
   * Each tap of a quick burst is a press of its own: a stepper ("+1 WP", "Add Fatigue") that
   * stays under the finger and is tapped several times in a row to count up or down.
   */
  readonly countsEveryTap?: boolean;
}

/** A button that can be off for a reason names the reason's line, which it is described by. */
type Blocking =
  | { readonly blockedBy?: undefined; readonly reasonId?: undefined }
  | {
      /** Why it is off now, in plain words, shown beside it; null while it is on. */
      readonly blockedBy: string | null;
      /** The id of the reason's line. */
      readonly reasonId: string;
    };

export type ButtonProps = ButtonParts & Blocking;

export default function Button({
  look = 'text',
  submit = false,
  noPrint = false,
  buttonRef,
  countsEveryTap = false,
  blockedBy,
  reasonId,
  onClick,
  onMouseDown,
  ...button
}: ButtonProps) {
  const blocked = typeof blockedBy === 'string';
  const element = (
    <button
      {...button}
      ref={buttonRef}
      onMouseDown={
        countsEveryTap
          ? onMouseDown
          : (event) => {
              holdTapBurst(event);
              onMouseDown?.(event);
            }
      }
      onClick={
        countsEveryTap
          ? onClick
          : (event) => {
              // Not even a submit: a form's Add would add twice.
              if (isRepeatTap(event.detail)) event.preventDefault();
              else onClick?.(event);
            }
      }
      type={submit ? 'submit' : 'button'}
      class={noPrint ? `${look}-button tool-no-print` : `${look}-button`}
      // Said in the served page too, where a double tap is held until the tool hydrates.
      data-counts-every-tap={countsEveryTap ? '' : undefined}
      {...(blockedBy === undefined
        ? {}
        : { disabled: blocked, 'aria-describedby': blocked ? reasonId : undefined })}
    />
  );
  if (!blocked) return element;
  return (
    <>
      {element}
      <p id={reasonId} class="tool-blocked">
        {blockedBy}
      </p>
    </>
  );
}
