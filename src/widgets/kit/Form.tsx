/**
 * A tool's form: Enter in one of its fields, or its submit Button, calls `onSubmit` and never
 * loads a page. The browser's own validation bubbles stay off: each field says what is wrong at
 * the field, in the words of its reader, and the bubbles would say it a second time in other words.
 * With a `legend`, the fields stand on a card under that name (a fieldset), as a roster's
 * "Add to ..." forms do.
 */
import type { ComponentChildren } from 'preact';

export interface FormProps {
  /** Called on a submit, once the page load it would start is stopped. */
  readonly onSubmit: () => void;
  /** The layout of the form itself (`tool-row`, `tool-grid`, `tool-card`, `tool-no-print`). */
  readonly class?: string;
  /** The name of the card the fields stand on; without it the fields stand in the form itself. */
  readonly legend?: ComponentChildren;
  /** The id of a line inside that names the form, for a form with no legend. */
  readonly labelledBy?: string;
  /** Escape pressed anywhere in the form (a field, a button) calls it: a rename's Cancel. */
  readonly onEscape?: () => void;
  readonly children: ComponentChildren;
}

export default function Form({
  onSubmit,
  class: className,
  legend,
  labelledBy,
  onEscape,
  children,
}: FormProps) {
  return (
    <form
      class={className}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      onKeyDown={
        onEscape &&
        ((event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          onEscape();
        })
      }
    >
      {legend === undefined ? (
        children
      ) : (
        <fieldset class="tool-card">
          <legend>{legend}</legend>
          {children}
        </fieldset>
      )}
    </form>
  );
}
