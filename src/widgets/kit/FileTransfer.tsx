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
import { useEffect, useReducer } from 'preact/hooks';
import type { FileCodec } from '../../rules/file-codec';
import {
  FILE_TRANSFER_START,
  importModeOptions,
  readChosenFile,
  stepFileTransfer,
  undoReplaceAllowed,
  type FileTransferState,
} from '../../rules/file-transfer';
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
  const [state, dispatch] = useReducer(
    stepFileTransfer<T>,
    FILE_TRANSFER_START as FileTransferState<T>,
  );
  const { error, status, pending, replaced } = state;
  // What an import does now: the tool's one way, or the reader's choice where it offers both.
  const replacing =
    props.replace && (!props.onAdd || state.mode === 'replace') ? props.replace : null;
  const titleId = `${id}-file-title`;
  const fieldId = `${id}-import`;

  const save = (value: T) => {
    const fileName = codec.fileName(value, new Date());
    downloadJson(codec.encode(value), fileName);
    dispatch({ kind: 'exported', status: codec.exported(value, fileName) });
  };

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    dispatch({ kind: 'choosing' });
    if (!file) return;
    const text = file.size > codec.maxLength ? null : await file.text().catch(() => null);
    const decoded = readChosenFile(codec, file, text);
    if (!decoded.ok) return dispatch({ kind: 'refused', message: decoded.error.message });
    if (replacing) {
      dispatch({ kind: 'asked', value: decoded.value, fileName: file.name });
      input.value = '';
      return;
    }
    if (!props.onAdd) return;
    const added = props.onAdd(decoded.value);
    if (!added.ok) return dispatch({ kind: 'refused', message: added.error.message });
    dispatch({ kind: 'added', status: codec.imported(added.value, file.name) });
    input.value = '';
  };

  const settle = (replace: boolean) => {
    if (!pending || !replacing) return;
    if (!replace) return dispatch({ kind: 'cancelled', target: replacing.target });
    const previous = replacing.current;
    replacing.onReplace(pending.value);
    // Said with its Undo (which takes the focus from the question's buttons, now gone).
    dispatch({ kind: 'replaced', previous, said: codec.imported(pending.value, pending.fileName) });
  };

  const holding = replacing ? JSON.stringify(replacing.current) : null;
  useEffect(() => dispatch({ kind: 'drawn', holding }), [holding, replaced]);

  const undoReplace = () => {
    if (!replaced || !replacing) return;
    const putBack = undoReplaceAllowed(replaced, holding);
    if (putBack) replacing.onReplace(replaced.previous);
    dispatch({ kind: 'undone', putBack, target: replacing.target });
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
          value={state.mode}
          options={importModeOptions(props.choice.adds, props.replace.target)}
          onChange={(mode) => dispatch({ kind: 'mode', mode })}
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
