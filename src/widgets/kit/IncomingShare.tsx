/**
 * "Shared with you": what a share link in the address holds, shown inside the tool until the
 * reader adds it or closes it. The link is read once when the tool starts and taken out of the
 * address when the panel closes, so a reload does not offer it again. A link that cannot be
 * read says why, in the codec's plain sentence, and that nothing was changed; what exactly is
 * wrong, when the sentence only says the link was damaged, is one click away ("What is wrong").
 *
 * A link may arrive without its "#tool" ending (messengers and hand copying drop it), and the
 * tool may be far down the page. So the served tool marks the parameter it reads
 * (`data-share-param`): the hydration directive starts a tool whose parameter is in the address
 * at once instead of when it scrolls into view, and the box, once drawn, is brought into view
 * (share-param.ts), whether or not the address had the anchor.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { fail, succeed, type Result } from '../../rules/result';
import { notYetAddedNote, unchangedNote, type SharedDestination } from '../../rules/share-link';
import Heading, { type HeadingLevel } from './Heading';
import { clearShareParam, readShareParam, revealOpenedShare } from './share-param';
import Button from './Button';

/** Why a share link cannot be opened or added: a sentence, and what exactly is wrong when it says only that the link was damaged. */
interface Refusal {
  readonly message: string;
  readonly detail?: string;
}

/** The shared value, or why it cannot be opened or added. */
type Incoming<T> = Result<T, Refusal>;

export interface IncomingShareState<T> {
  /** The address's parameter the link is read from. */
  readonly param: string;
  readonly incoming: Incoming<T> | null;
  /** What happened last ("Added ..."), for the status line. */
  readonly status: string;
  /** Closes the panel, takes the link out of the address and says `message`. */
  readonly close: (message: string) => void;
  /** Shows why adding failed, in place of the shared value. */
  readonly refuse: (message: string) => void;
}

/**
 * Reads `param` from the address once and decodes it with the tool's share codec. It is read
 * after the first render, since the server had no address and the first browser render must
 * match the HTML the tool adopts; `onOpen` receives a readable shared value at that moment.
 */
export function useIncomingShare<T>(
  param: string,
  decode: (text: string) => Result<T, Refusal>,
  onOpen?: (value: T) => void,
): IncomingShareState<T> {
  const [incoming, setIncoming] = useState<Incoming<T> | null>(null);
  useLayoutEffect(() => {
    const text = readShareParam(param);
    if (text === null) return;
    const decoded = decode(text);
    if (!decoded.ok) {
      const { message, detail } = decoded.error;
      setIncoming(fail(detail === undefined ? { message } : { message, detail }));
      return;
    }
    setIncoming(succeed(decoded.value));
    onOpen?.(decoded.value);
  }, []);
  const [status, setStatus] = useState('');
  return {
    param,
    incoming,
    status,
    close(message) {
      setIncoming(null);
      clearShareParam(param);
      setStatus(message);
    },
    refuse(message) {
      setIncoming(fail({ message }));
    },
  };
}

/** Brings `box` into view once it shows, after the render that draws the tool's saved data. */
function useRevealed(box: { readonly current: HTMLElement | null }, shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    const frame = requestAnimationFrame(() => {
      if (box.current) revealOpenedShare(box.current);
    });
    return () => cancelAnimationFrame(frame);
  }, [shown]);
}

/**
 * A share link that could not be read: why, in its codec's plain sentence, and `after`, what the
 * reader has instead ("Your party is unchanged."), until Dismiss takes the link out of the
 * address. Nothing shows while the link reads or there is none.
 */
export function RefusedShare<T>({ state, after }: { state: IncomingShareState<T>; after: string }) {
  const { incoming, param } = state;
  const box = useRef<HTMLDivElement>(null);
  const refused = incoming !== null && !incoming.ok;
  useRevealed(box, refused);
  // Served, and kept while nothing shows, so the directive can tell the tool reads `param`.
  if (!incoming || incoming.ok) return <span hidden data-share-param={param} />;
  const { message, detail } = incoming.error;
  return (
    <div class="tool-incoming" role="alert" ref={box} data-share-param={param}>
      <p>
        <strong>This share link could not be opened.</strong> {message} {after}
      </p>
      {detail ? (
        <details class="tool-hint">
          <summary>What is wrong</summary>
          <p>{detail}</p>
        </details>
      ) : null}
      <div class="tool-actions">
        <Button onClick={() => state.close('')}>Dismiss</Button>
      </div>
    </div>
  );
}

interface Props<T> {
  readonly id: string;
  readonly headingLevel: HeadingLevel;
  readonly state: IncomingShareState<T>;
  /** The shared thing as the reader calls it: "character", "Monster". */
  readonly what: string;
  /** What stays unchanged until the reader adds it: `{ name: 'your party' }`, `{ name: 'your screens', plural: true }`. */
  readonly keeps: SharedDestination;
  readonly name: (value: T) => string;
  /** The shared thing's details. */
  readonly preview: (value: T) => ComponentChildren;
  readonly addLabel: string;
  readonly onAdd: (value: T) => void;
  /** Why it cannot be added now (the roster is full); null when it can. */
  readonly blockedBy?: string | null;
}

export default function IncomingShare<T>({
  id,
  headingLevel,
  state,
  what,
  keeps,
  name,
  preview,
  addLabel,
  onAdd,
  blockedBy = null,
}: Props<T>) {
  const { incoming, status, close } = state;
  const box = useRef<HTMLDivElement>(null);
  useRevealed(box, incoming?.ok === true);
  return (
    <>
      <RefusedShare state={state} after={unchangedNote(keeps)} />
      {incoming?.ok ? (
        <div class="tool-incoming" role="region" aria-labelledby={`${id}-incoming-title`} ref={box}>
          <Heading level={headingLevel} id={`${id}-incoming-title`} class="tool-heading">
            Shared with you: {name(incoming.value)}
          </Heading>
          <p>Opened from a link. {notYetAddedNote(keeps)}</p>
          {preview(incoming.value)}
          <div class="tool-actions">
            <Button
              look="primary"
              disabled={blockedBy !== null}
              aria-describedby={blockedBy ? `${id}-incoming-blocked` : undefined}
              onClick={() => onAdd(incoming.value)}
            >
              {addLabel}
            </Button>
            <Button onClick={() => close(`The shared ${what} was closed; nothing was added.`)}>
              Close without adding
            </Button>
          </div>
          {blockedBy ? (
            <p id={`${id}-incoming-blocked`} class="field-error">
              {blockedBy}
            </p>
          ) : null}
        </div>
      ) : null}
      <div role="status" aria-live="polite">
        {status ? <p class="tool-hint">{status}</p> : null}
      </div>
    </>
  );
}
