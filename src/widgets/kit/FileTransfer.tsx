/**
 * Export and import of a tool's file, over its file codec (src/rules/file-codec.ts): the export
 * buttons, a labelled file field and one status line. Every tool that saves a file uses this part,
 * so each says the same things: the codec names the download, writes its text and words every
 * refusal and success.
 *
 * - Export: each button downloads the codec's text of its value under the codec's dated name.
 * - Import: the chosen file is refused unread when larger than the codec reads, then decoded; a
 *   refusal stays at the field (`role="alert"`, `aria-invalid`) and changes nothing.
 * - A tool that replaces what it holds (`replace`) asks first: a focused group with the question
 *   and Replace/Cancel buttons; nothing changes until Replace, and Undo then puts back what was
 *   replaced, until the next import. A tool that adds (`onAdd`) adds at
 *   once and says what was added; its own refusal (a full list) shows at the field like the
 *   codec's. A tool that does both (`onAdd`, `replace` and `choice`) lets the reader choose which
 *   an import does, adding unless told; choosing again drops a question left open.
 */
import { useEffect, useState } from 'preact/hooks';
import type { FileCodec } from '../../rules/file-codec';
import { succeed, type Result } from '../../rules/result';
import { downloadJson } from './json-file';
import ConfirmAction from './ConfirmAction';
import LiveNote from './LiveNote';
import { ChoiceField } from './fields';
import UndoRemove from './UndoRemove';
import Button from './Button';

/** One export button: its label and the value it saves. */
export interface FileExport<T> {
  readonly label: string;
  readonly value: T;
  /** There is nothing to save yet: the button is shown but off, and a line beside it says why. */
  readonly disabled?: boolean;
}

interface Common<T> {
  readonly id: string;
  readonly codec: FileCodec<T>;
  /** Names the group: "Save or load the party as a file". */
  readonly title?: string;
  readonly exports: readonly FileExport<T>[];
  /** The file field's label: "Import a party file (JSON)". */
  readonly importLabel: string;
}

interface Replace<T> {
  readonly current: T;
  readonly target: string;
  readonly onReplace: (value: T) => void;
}

type Add<T> = (value: T) => Result<T, { readonly message: string }>;

interface Replacing<T> {
  /** An import replaces `current`, which the reader calls `target` ("the party"), once confirmed. */
  readonly replace: Replace<T>;
  readonly onAdd?: never;
  readonly choice?: never;
}

interface Adding<T> {
  /** Adds what a file holds; gives back what was added, or why nothing was. */
  readonly onAdd: Add<T>;
  readonly replace?: never;
  readonly choice?: never;
}

interface AddingOrReplacing<T> {
  readonly onAdd: Add<T>;
  readonly replace: Replace<T>;
  /**
   * The field that chooses what an import does: its label ("Importing a party file") and what
   * adding does ("adds its characters to the party"); replacing reads "replaces the party (asks
   * first)".
   */
  readonly choice: { readonly label: string; readonly adds: string };
}

export type FileTransferProps<T> = Common<T> & (Replacing<T> | Adding<T> | AddingOrReplacing<T>);

/**
 * The `onAdd` of a tool whose file holds entries for a saved roster: adds them all at once with
 * `add` (the roster's `importItems`, which gives a taken id a new one) and gives back the file
 * when they were added, or the roster's refusal (a full list) for the field.
 */
export function addingTo<T, Item>(
  add: (items: readonly Item[]) => Result<unknown, { readonly message: string }>,
  itemsOf: (file: T) => readonly Item[],
): (file: T) => Result<T, { readonly message: string }> {
  return (file) => {
    const added = add(itemsOf(file));
    return added.ok ? succeed(file) : added;
  };
}

export default function FileTransfer<T>(props: FileTransferProps<T>) {
  const { id, codec, title, exports, importLabel } = props;
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [pending, setPending] = useState<{ value: T; fileName: string } | null>(null);
  const [mode, setMode] = useState<'add' | 'replace'>('add');
  // What the last confirmed replace took away, and the sentence that says what came in, for Undo.
  // `after` is what the import left, as text, read once the tool holds it (the first value drawn
  // that is not `before`): the Undo puts `previous` back only while the tool still holds that, so
  // it never throws away what was done since.
  const [replaced, setReplaced] = useState<{
    previous: T;
    before: string;
    said: string;
    after: string | null;
  } | null>(null);
  // What an import does now: the tool's one way, or the reader's choice where it offers both.
  const replacing = props.replace && (!props.onAdd || mode === 'replace') ? props.replace : null;
  const titleId = `${id}-file-title`;
  const fieldId = `${id}-import`;

  const save = (value: T) => {
    const fileName = codec.fileName(value, new Date());
    downloadJson(codec.encode(value), fileName);
    setPending(null);
    setStatus(codec.exported(value, fileName));
  };

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    setStatus('');
    setPending(null);
    setReplaced(null);
    if (!file) return;
    let text: string | null = null;
    if (file.size <= codec.maxLength) {
      try {
        text = await file.text();
      } catch {
        text = null;
      }
    }
    const decoded =
      text === null
        ? ({
            ok: false,
            error: codec.refusal(
              file.size > codec.maxLength ? 'too-large' : 'unreadable',
              file.name,
            ),
          } as const)
        : codec.decode(text, file.name);
    if (!decoded.ok) {
      setError(decoded.error.message);
      return;
    }
    if (replacing) {
      setError(null);
      setPending({ value: decoded.value, fileName: file.name });
      input.value = '';
      return;
    }
    if (!props.onAdd) return;
    const added = props.onAdd(decoded.value);
    if (!added.ok) {
      setError(added.error.message);
      return;
    }
    setError(null);
    setStatus(codec.imported(added.value, file.name));
    input.value = '';
  };

  const settle = (replace: boolean) => {
    if (!pending || !replacing) return;
    setPending(null);
    if (!replace) {
      setStatus(`Import cancelled: ${replacing.target} is unchanged.`);
      return;
    }
    const previous = replacing.current;
    replacing.onReplace(pending.value);
    // A file the same as what was held changes nothing, so there is nothing to undo.
    if (JSON.stringify(pending.value) === JSON.stringify(previous)) {
      setStatus(codec.imported(pending.value, pending.fileName));
      return;
    }
    // Said with its Undo (which takes the focus from the question's buttons, now gone).
    setReplaced({
      previous,
      before: JSON.stringify(previous),
      said: codec.imported(pending.value, pending.fileName),
      after: null,
    });
  };

  const holding = replacing ? JSON.stringify(replacing.current) : null;
  useEffect(() => {
    if (replaced && replaced.after === null && holding !== replaced.before)
      setReplaced({ ...replaced, after: holding });
  }, [holding, replaced]);

  const undoReplace = () => {
    if (!replaced || !replacing) return;
    setReplaced(null);
    // Until the import is drawn, what is held is still what was replaced.
    if (holding !== (replaced.after ?? replaced.before)) {
      setStatus(
        `Import not undone: ${replacing.target} has changed since the import, so the Undo would lose that; change it back by hand.`,
      );
      return;
    }
    replacing.onReplace(replaced.previous);
    setStatus(`Import undone: ${replacing.target} is as it was before.`);
  };

  // A new choice is a new import: a question, refusal or status left by the other is dropped.
  const chooseMode = (next: 'add' | 'replace') => {
    setMode(next);
    setPending(null);
    setReplaced(null);
    setError(null);
    setStatus('');
  };

  return (
    <div
      class="file-transfer tool-no-print"
      role={title ? 'group' : undefined}
      aria-labelledby={title ? titleId : undefined}
    >
      {title ? (
        <p id={titleId} class="file-transfer-title">
          {title}
        </p>
      ) : null}
      {props.choice && props.replace ? (
        <ChoiceField
          id={`${id}-import-mode`}
          label={props.choice.label}
          value={mode}
          options={[
            { value: 'add', label: props.choice.adds },
            { value: 'replace', label: `replaces ${props.replace.target} (asks first)` },
          ]}
          onChange={chooseMode}
        />
      ) : null}
      <div class="file-transfer-row">
        {exports.length > 0 ? (
          <div class="tool-actions">
            {exports.map((choice) => (
              <Button
                key={choice.label}
                disabled={choice.disabled}
                aria-describedby={choice.disabled ? `${id}-nothing-yet` : undefined}
                onClick={() => save(choice.value)}
              >
                {choice.label}
              </Button>
            ))}
            {exports.some((choice) => choice.disabled) ? (
              <span id={`${id}-nothing-yet`} class="tool-hint">
                Nothing to export yet.
              </span>
            ) : null}
          </div>
        ) : null}
        <div class="field">
          <label for={fieldId}>{importLabel}</label>
          <input
            id={fieldId}
            type="file"
            accept="application/json,.json"
            aria-invalid={error ? 'true' : 'false'}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            onChange={(event) => void choose(event.currentTarget)}
          />
          {error ? (
            <p id={`${fieldId}-error`} class="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </div>
      {pending && replacing ? (
        <ConfirmAction
          // Another file chosen while asked is a new question, read out anew.
          key={pending.fileName}
          id={id}
          question={codec.replaceQuestion(
            pending.value,
            replacing.current,
            replacing.target,
            pending.fileName,
          )}
          confirm={`Replace ${replacing.target}`}
          cancel="Cancel import"
          onConfirm={() => settle(true)}
          onCancel={() => settle(false)}
        />
      ) : null}
      <UndoRemove
        removal={{ removed: replaced, undo: undoReplace }}
        text={(last) => last.said}
        button="Undo import"
      />
      <LiveNote class="tool-hint">{status}</LiveNote>
    </div>
  );
}
