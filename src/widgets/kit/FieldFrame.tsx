/**
 * The frame every field of the kit stands in (fields.tsx): its label, the hint under it and the
 * message saying what is wrong, and what the control inside takes from them (its id, whether it
 * is invalid, the ids of the words that describe it). A field parts its props once with
 * `splitFrame`, hands the frame its share, and gives its control `controlOf(frame)`.
 */
import type { ComponentChildren } from 'preact';

export interface FieldFrameProps {
  readonly id: string;
  readonly label: ComponentChildren;
  /** What is wrong with the value, in plain words (may mark where in the text); null when nothing is. */
  readonly error?: ComponentChildren;
  /** Extra words under the field, e.g. the rule that limits it. */
  readonly hint?: ComponentChildren;
  readonly fieldClass?: string;
  readonly hintClass?: string;
}

/** Space-separated tokens (classes, ids) of those given; undefined when there are none. */
export function tokenList(...tokens: readonly (string | false | null | undefined)[]) {
  return tokens.filter(Boolean).join(' ') || undefined;
}

/** The ids of the words under a field that a control (or a group) points at with aria-describedby. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return tokenList(hint ? `${id}-hint` : null, error ? `${id}-error` : null);
}

/** A field's props parted: the frame's, and the rest for the field's own control. */
export function splitFrame<P extends FieldFrameProps>({
  id,
  label,
  error,
  hint,
  fieldClass,
  hintClass,
  ...rest
}: P) {
  return { frame: { id, label, error, hint, fieldClass, hintClass }, rest };
}

/** What the control inside a frame says about itself: its id, invalid or not, and what describes it. */
export function controlOf({ id, hint, error }: FieldFrameProps) {
  return {
    id,
    'aria-invalid': error ? ('true' as const) : ('false' as const),
    'aria-describedby': describedBy(id, hint, error),
  };
}

/** The words under a field (or a group of buttons), under the id its control points at. */
export function FieldHint({
  id,
  hint,
  hintClass = 'tool-hint',
}: Pick<FieldFrameProps, 'id' | 'hint' | 'hintClass'>) {
  return hint ? (
    <p id={`${id}-hint`} class={hintClass}>
      {hint}
    </p>
  ) : null;
}

/** A field: its label, then its control (the children), then the hint and what is wrong, if anything. */
export function FieldFrame({
  alert = false,
  children,
  ...frame
}: FieldFrameProps & {
  /** Announce the error when it appears (a problem found on submit, not while typing). */
  alert?: boolean;
  children: ComponentChildren;
}) {
  const { id, error } = frame;
  return (
    <div class={tokenList('field', frame.fieldClass)}>
      <label for={id}>{frame.label}</label>
      {children}
      <FieldHint id={id} hint={frame.hint} hintClass={frame.hintClass} />
      {error ? (
        <p id={`${id}-error`} class="field-error" role={alert ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
