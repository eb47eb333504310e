/**
 * A live note: what a tool says about what just happened ("Removed Wren.", "Notes saved.") or
 * what its inputs add up to now ("3 of 7 ready.", the points left), read out politely when it
 * changes. With ResultArea (a roll's result), the only places a tool announces: a tool never
 * writes `role="status"` itself (tests/architecture/kit-entry.test.ts checks it).
 */
import type { ComponentChildren } from 'preact';

interface Props {
  /** A paragraph (the default), or a block for a note of several parts. */
  readonly as?: 'p' | 'div';
  readonly id?: string;
  readonly class?: string;
  /** Names the note: "Camp action points". */
  readonly label?: string;
  /** The id of what names the note instead of `label`, such as a table's caption. */
  readonly labelledBy?: string;
  /** Read out whole when any part of it changes. */
  readonly atomic?: boolean;
  readonly children?: ComponentChildren;
}

export default function LiveNote({
  as: Tag = 'p',
  id,
  class: className,
  label,
  labelledBy,
  atomic = false,
  children,
}: Props) {
  return (
    <Tag
      id={id}
      class={className}
      role="status"
      aria-live="polite"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-atomic={atomic ? 'true' : undefined}
    >
      {children}
    </Tag>
  );
}
