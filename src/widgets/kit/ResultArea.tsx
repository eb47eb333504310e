/**
 * A tool's last result: announced when it changes (each result gets a new serial and is drawn
 * anew, so the same words twice are read twice); while the inputs cannot be read, the kit's
 * StaleNote says it belongs to the inputs before the change. Nothing shows before the first.
 * Silent while its tool hydrates (kit/hydration.ts, `useLive`): only what changes after is news.
 */
import { Fragment, type ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import StaleNote from './StaleNote';
import { useLive } from './hydration';

export interface Shown<T> {
  readonly serial: number;
  readonly value: T;
}

/** The next result after `previous`, for a state setter: `setShown(nextShown(value))`. */
export function nextShown<T>(value: T): (previous: Shown<T> | null) => Shown<T> {
  return (previous) => ({ serial: (previous?.serial ?? 0) + 1, value });
}

/** The last result shown, a setter that gives it a new serial, and a way to clear it. */
export function useShown<T>(): [Shown<T> | null, (value: T) => void, () => void] {
  const [shown, setShown] = useState<Shown<T> | null>(null);
  return [shown, (value) => setShown(nextShown(value)), () => setShown(null)];
}

interface Props {
  readonly serial: number | undefined;
  /** Whether the result is from before the last change; a sentence says what changed, if not the fields. */
  readonly stale?: boolean | string;
  /** Names the live region: "Outcome Check result". */
  readonly label?: string;
  /** Said before the first result. */
  readonly empty?: string;
  /** Read out whole when any part of the result changes. */
  readonly atomic?: boolean;
  /**
   * What the roll waits for before it has a result (the die a player picks), shown in the area
   * above the result; a tool shows it while there is no result.
   */
  readonly pending?: ComponentChildren;
  readonly children?: ComponentChildren;
}

export default function ResultArea({
  serial,
  stale = false,
  label,
  empty,
  atomic = false,
  pending,
  children,
}: Props) {
  const old = serial === undefined ? false : stale;
  const region = useRef<HTMLDivElement>(null);
  const live = useLive(region);
  return (
    <div
      ref={region}
      class="tool-result"
      role="status"
      aria-live={live ? 'polite' : 'off'}
      aria-label={label}
      aria-atomic={atomic ? 'true' : undefined}
      data-stale={old === false ? undefined : ''}
    >
      <StaleNote stale={old} />
      {pending}
      {serial === undefined ? (
        empty ? (
          <p class="tool-hint">{empty}</p>
        ) : null
      ) : (
        <Fragment key={serial}>{children}</Fragment>
      )}
    </div>
  );
}
