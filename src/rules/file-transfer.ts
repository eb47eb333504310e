/**
 * What a tool's export and import of a file (the kit's FileTransfer) holds between presses, and
 * every change to it, decided here: the status line, the refusal at the file field, the question
 * a replacing import asks, and the Undo of a replace. The part does the downloading, reading and
 * storing; these steps say what follows from each.
 *
 * A replace's Undo puts back what was replaced only while the tool still holds what the import
 * left: `after` is that, as text, noted once the tool has drawn it (the first value held that is
 * not `before`), so the Undo never throws away what was done since.
 *
 * Pure.
 */
import type { FileCodec } from './file-codec';
import type { Result } from './result';

/** What an import does where a tool offers both: add what the file holds, or replace (asks first). */
export type ImportMode = 'add' | 'replace';

/** A replace done: what it took away, said with its Undo until the next import. */
export interface ReplacedImport<T> {
  readonly previous: T;
  /** `previous` as text, which the tool holds until the import is drawn. */
  readonly before: string;
  /** The line said with the Undo: the codec's "Imported …". */
  readonly said: string;
  /** What the import left, as text, once the tool holds it; null until then. */
  readonly after: string | null;
}

export interface FileTransferState<T> {
  /** The refusal at the file field; null while there is none. */
  readonly error: string | null;
  readonly status: string;
  /** A file read and waiting for the reader to confirm it replaces what is held. */
  readonly pending: { readonly value: T; readonly fileName: string } | null;
  readonly mode: ImportMode;
  readonly replaced: ReplacedImport<T> | null;
}

export const FILE_TRANSFER_START: FileTransferState<never> = {
  error: null,
  status: '',
  pending: null,
  mode: 'add',
  replaced: null,
};

export type FileTransferStep<T> =
  /** A file was saved; `status` says under which name. */
  | { readonly kind: 'exported'; readonly status: string }
  /** Another file was chosen: what the last import left to say or undo goes. */
  | { readonly kind: 'choosing' }
  /** The file, or the tool's adding of it, was refused. */
  | { readonly kind: 'refused'; readonly message: string }
  /** A file read for a replacing import: the question is asked. */
  | { readonly kind: 'asked'; readonly value: T; readonly fileName: string }
  /** What the file held was added; `status` says what. */
  | { readonly kind: 'added'; readonly status: string }
  /** The question answered Cancel: nothing changed. */
  | { readonly kind: 'cancelled'; readonly target: string }
  /** The question answered Replace; `previous` is what the tool held before. */
  | { readonly kind: 'replaced'; readonly previous: T; readonly said: string }
  /** The tool now holds `holding` (as text): once the import shows, its Undo knows what it left. */
  | { readonly kind: 'drawn'; readonly holding: string | null }
  /** The Undo pressed: `putBack` when it put back what was replaced (undoReplaceAllowed). */
  | { readonly kind: 'undone'; readonly putBack: boolean; readonly target: string }
  /** The reader chose what an import does: a question, refusal or line of the other goes. */
  | { readonly kind: 'mode'; readonly mode: ImportMode };

/** The transfer after `step`. */
export function stepFileTransfer<T>(
  state: FileTransferState<T>,
  step: FileTransferStep<T>,
): FileTransferState<T> {
  switch (step.kind) {
    case 'exported':
      return { ...state, pending: null, status: step.status };
    case 'choosing':
      return { ...state, status: '', pending: null, replaced: null };
    case 'refused':
      return { ...state, error: step.message };
    case 'asked':
      return { ...state, error: null, pending: { value: step.value, fileName: step.fileName } };
    case 'added':
      return { ...state, error: null, status: step.status };
    case 'cancelled':
      return { ...state, pending: null, status: `Import cancelled: ${step.target} is unchanged.` };
    case 'replaced': {
      const before = JSON.stringify(step.previous);
      const incoming = state.pending;
      // A file the same as what was held changes nothing, so there is nothing to undo.
      if (!incoming || JSON.stringify(incoming.value) === before)
        return { ...state, pending: null, status: step.said };
      return {
        ...state,
        pending: null,
        replaced: { previous: step.previous, before, said: step.said, after: null },
      };
    }
    case 'drawn': {
      const { replaced } = state;
      if (!replaced || replaced.after !== null || step.holding === replaced.before) return state;
      return { ...state, replaced: { ...replaced, after: step.holding } };
    }
    case 'undone':
      return {
        ...state,
        replaced: null,
        status: step.putBack
          ? `Import undone: ${step.target} is as it was before.`
          : `Import not undone: ${step.target} has changed since the import, so the Undo would lose that; change it back by hand.`,
      };
    case 'mode':
      return { ...FILE_TRANSFER_START, mode: step.mode };
  }
}

/**
 * Whether the Undo of `replaced` may put it back while the tool holds `holding` (as text): only
 * while that is what the import left (until the import is drawn, what was replaced).
 */
export function undoReplaceAllowed<T>(
  replaced: ReplacedImport<T>,
  holding: string | null,
): boolean {
  return holding === (replaced.after ?? replaced.before);
}

/**
 * A chosen file as the codec reads it: refused unread when larger than the codec reads or when
 * the browser could not read it (`text` null), else decoded.
 */
export function readChosenFile<T>(
  codec: FileCodec<T>,
  file: { readonly name: string; readonly size: number },
  text: string | null,
): Result<T, { readonly message: string }> {
  if (file.size > codec.maxLength)
    return { ok: false, error: codec.refusal('too-large', file.name) };
  if (text === null) return { ok: false, error: codec.refusal('unreadable', file.name) };
  return codec.decode(text, file.name);
}

/** The choice of what an import does: adding in the tool's words, or replacing `target`. */
export function importModeOptions(adds: string, target: string) {
  return [
    { value: 'add' as const, label: adds },
    { value: 'replace' as const, label: `replaces ${target} (asks first)` },
  ];
}
