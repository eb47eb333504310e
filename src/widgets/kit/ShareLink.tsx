/**
 * "Share link": makes the address that opens the given state on another device, copies it to
 * the clipboard when the browser allows it, and always shows it in a labelled read-only field
 * (so it can be copied by hand where copying is blocked). Statuses are announced in a live
 * region. The link is made when the button is pressed; when the shared state changes afterwards
 * the old link is put away, so the field never shows a link to something that is no longer on
 * screen.
 *
 * The tool gives the encoded value (from its rules module's codec) and the query parameter;
 * opening the link is the tool's job (see share-param.ts).
 */
import { useState } from 'preact/hooks';
import { copyText } from '../../lib/clipboard';
import { buildShareUrl } from './share-param';
import Button from './Button';

/** Many static hosts refuse longer addresses. */
const LONG_LINK = 8000;

interface Props {
  /** Unique on the page: the field's id is `<id>-url`. */
  readonly id: string;
  /** The query parameter: `hireling`, `sheet`, `character`. */
  readonly param: string;
  /** The current state, encoded by the tool's codec. */
  readonly value: string;
  /** What the link opens, for the field's label: "this hireling". */
  readonly what: string;
  /** Where the page scrolls to when the link opens: the tool's section id. */
  readonly anchor?: string;
  /** The button's text when one page shows several share buttons: "Share link for Wren". */
  readonly buttonLabel?: string;
  /** What the reader should know of the link, under its field: what it leaves out. */
  readonly note?: string;
}

export default function ShareLink({ id, param, value, what, anchor, buttonLabel, note }: Props) {
  const [made, setMade] = useState<{ value: string; url: string } | null>(null);
  const [status, setStatus] = useState<{ serial: number; text: string } | null>(null);
  const current = made && made.value === value ? made : null;
  const fieldId = `${id}-url`;

  const share = async () => {
    const url = buildShareUrl(param, value, anchor);
    setMade({ value, url });
    const text = (await copyText(url))
      ? 'Share link copied to the clipboard.'
      : 'Copying is blocked here: copy the link from the field below.';
    setStatus((previous) => ({ serial: (previous?.serial ?? 0) + 1, text }));
  };

  return (
    <div class="tool-share">
      <Button onClick={() => void share()}>{buttonLabel ?? 'Share link'}</Button>
      {current ? (
        <>
          <div class="field">
            <label for={fieldId}>Share link (opens {what} on any device)</label>
            <input
              id={fieldId}
              type="text"
              readOnly
              value={current.url}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          {note ? <p class="tool-hint">{note}</p> : null}
          {current.url.length > LONG_LINK ? (
            <p class="tool-hint">
              This link is {current.url.length.toLocaleString('en')} characters long; some web hosts
              refuse addresses over about {LONG_LINK.toLocaleString('en')}. If it does not open,
              export a file instead.
            </p>
          ) : null}
        </>
      ) : null}
      {/* A polite live region without the status role: the tool's own status line stays the one status of the tool. */}
      <p class="tool-hint" aria-live="polite">
        {current && status ? <span key={status.serial}>{status.text}</span> : null}
      </p>
    </div>
  );
}
