/**
 * A button of a tool, in one of the site's three looks. It never submits the form it sits in
 * unless it says so (`submit`): a plain `<button>` inside a form submits on a press, which is how a
 * "Remove" or "Cancel" written without `type="button"` would add a row instead. The looks are
 * role classes of the site's stylesheets (global.css, tools.css).
 */
import type { ButtonHTMLAttributes, Ref } from 'preact';

export interface ButtonProps extends Omit<
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
}

export default function Button({
  look = 'text',
  submit = false,
  noPrint = false,
  buttonRef,
  ...button
}: ButtonProps) {
  return (
    <button
      {...button}
      ref={buttonRef}
      type={submit ? 'submit' : 'button'}
      class={noPrint ? `${look}-button tool-no-print` : `${look}-button`}
    />
  );
}
