/**
 * A live note: what a tool says about what just happened ("Removed Wren.", "Notes saved.") or
 * what its inputs add up to now ("3 of 7 ready.", the points left), read out politely when it
 * changes. With ResultArea (a roll's result), the only places a tool announces: a tool never
 * writes `role="status"` itself (tests/architecture/kit-entry.test.ts checks it).
 *
 * A note is a `status` unless told otherwise. A tool whose result is its one status (a reader, and
 * the tool's browser test, finds the result by that role) gives a note beside it `status={false}`:
 * the odds as the fields change, a side roll such as an idea from a table. It is still read out
 * when it changes, as a live region without the role.
 *
 * Silent while its tool hydrates (kit/hydration.ts, `useLive`): only what changes after is news.
 */
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import { useLive } from './hydration';

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
  /** False for a note beside a tool's result, which stays the tool's one status. */
  readonly status?: boolean;
  readonly children?: ComponentChildren;
}

export default function LiveNote({
  as: Tag = 'p',
  id,
  class: className,
  label,
  labelledBy,
  atomic = false,
  status = true,
  children,
}: Props) {
  const region = useRef<HTMLElement>(null);
  const live = useLive(region);
  return (
    <Tag
      ref={region as never}
      id={id}
      class={className}
      role={status ? 'status' : undefined}
      aria-live={live ? 'polite' : 'off'}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-atomic={atomic ? 'true' : undefined}
    >
      {children}
    </Tag>
  );
}
