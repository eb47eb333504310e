/**
 * Export files for every tool: the value as JSON text, read back with the same care as a share
 * link (see share-link.ts). A codec is made once per kind of file (a party, a Cast, a Monster
 * list, LOOT sheets, screens) with `createFileCodec`, and the kit's FileTransfer takes it; the
 * file's name, its text, the sentence for each refusal and the status lines after an export or
 * an import are written here once, so every tool says the same thing the same way.
 *
 * Written text: the file's shape (`toFile`, the value itself unless given) as JSON indented by
 * two spaces, with a trailing newline. Reading takes any JSON text of that shape, indented or
 * not, with or without the newline, so files written before this codec still read. Reading never
 * throws: text that is empty, too long, not JSON or not the right shape comes back as an error
 * value with a sentence naming the file and, for a bad field, the field in plain words
 * (plain-issues.ts). A file another tool of the site exported is refused as what it is, with
 * where it is imported (file-kinds.ts), not by the first field this kind lacks.
 *
 * Pure: the widget reads the chosen file's text and offers the written text as a download.
 */
import type { FieldProblem, Result } from './result';
import { FILE_KINDS, looksLikeFileKind, recogniseFileKind, type FileKindId } from './file-kinds';
import type { ShareLinkIssue } from './share-link';

export type FileErrorCode =
  'empty' | 'too-large' | 'invalid-json' | 'invalid-data' | 'other-kind' | 'unreadable';

export type FileError = FieldProblem<FileErrorCode>;

/**
 * Which file this is: one of the site's kinds (file-kinds.ts), which says what it holds, as
 * every site codec does; or, for a file no other tool could be handed, only what it holds.
 */
export type FileCodecKind =
  | { readonly kind: FileKindId; readonly what?: never }
  | { readonly what: string; readonly kind?: never };

export type FileCodecOptions<T> = FileCodecKind & FileCodecShape<T>;

interface FileCodecShape<T> {
  /** Longer text is refused unread; pick it well above what the largest valid value writes. */
  readonly maxLength: number;
  /** Validate the parsed JSON value; must not trust anything in it. */
  readonly parse: (data: unknown) => Result<T, ShareLinkIssue>;
  /** The file's shape when it is not the value itself: `{ version: 1, members }` for a list. */
  readonly toFile?: (value: T) => unknown;
  /** The download's name; most are dated with `datedFileName`. */
  readonly fileName: (value: T, date: Date) => string;
  /** What a value holds, for status lines: "2 characters and 1 hireling", "1 sheet". */
  readonly describe: (value: T) => string;
  /** The names of what a value holds, shown in the question before it replaces anything. */
  readonly names?: (value: T) => readonly string[];
  /** A file whose value holds nothing to add is refused (for tools that add what a file holds). */
  readonly isEmpty?: (value: T) => boolean;
}

export interface FileCodec<T> {
  /** Which of the site's kinds of file it is, when it is one. */
  readonly kind?: FileKindId;
  /** What the file holds: `Cairn party`. */
  readonly what: string;
  /** The longest text read; a file of more bytes than this is refused unread. */
  readonly maxLength: number;
  /** The file's text for `value`. */
  encode(value: T): string;
  /** The file's text back to a validated value; `fileName` names the file in messages. */
  decode(text: string, fileName?: string): Result<T, FileError>;
  /** The download's name for `value` exported on `date`. */
  fileName(value: T, date: Date): string;
  /** What a value holds, for status lines. */
  describe(value: T): string;
  /** The refusal for a file too large to be read, or one the browser could not read. */
  refusal(code: 'too-large' | 'unreadable', fileName?: string): FileError;
  /** The status line after an export: "Exported 1 sheet as “loot-ada-2026-03-09.json”." */
  exported(value: T, fileName: string): string;
  /** The status line after an import: "Imported 1 sheet from “loot.json”." */
  imported(value: T, fileName: string): string;
  /** The question before `incoming` replaces `current`, which the reader calls `target`. */
  replaceQuestion(incoming: T, current: T, target: string, fileName: string): string;
}

/** `stem-2026-03-09.json`, with the local date, so exports of different days do not overwrite. */
export function datedFileName(stem: string, date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${stem}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

const quoted = (fileName: string | undefined) => (fileName ? `“${fileName}”` : 'The file');

/** "a Cast file", "an Eldritch Instinct investigators file". */
const fileOf = (what: string) => `${/^[aeiou]/i.test(what) ? 'an' : 'a'} ${what} file`;

export function createFileCodec<T>(options: FileCodecOptions<T>): FileCodec<T> {
  const { kind, maxLength, parse, toFile, describe, names, isEmpty } = options;
  const what = kind === undefined ? options.what : FILE_KINDS[kind].what;
  const refuse = (
    code: FileErrorCode,
    message: string,
    path?: string,
  ): { ok: false; error: FileError } => ({
    ok: false,
    error: path === undefined || path === '' ? { code, message } : { code, message, path },
  });
  const listed = (value: T) => {
    const all = names?.(value) ?? [];
    return all.length > 0 ? ` (${all.join(', ')})` : '';
  };
  return {
    ...(kind === undefined ? {} : { kind }),
    what,
    maxLength,
    encode: (value) => `${JSON.stringify(toFile ? toFile(value) : value, null, 2)}\n`,
    decode(text, fileName) {
      const name = quoted(fileName);
      if (text.trim() === '') return refuse('empty', `${name} is empty.`);
      if (text.length > maxLength)
        return refuse('too-large', `${name} is too large to be ${fileOf(what)}.`);
      let data: unknown;
      try {
        data = JSON.parse(text) as unknown;
      } catch {
        return refuse('invalid-json', `${name} is not ${fileOf(what)} (its text is not JSON).`);
      }
      const parsed = parse(data);
      // Only a site codec knows which kinds are others; a damaged file of its own kind keeps
      // its field's message.
      const other =
        parsed.ok || kind === undefined || looksLikeFileKind(data, kind)
          ? undefined
          : recogniseFileKind(data, kind);
      if (other)
        return refuse(
          'other-kind',
          `${name} is not ${fileOf(what)}: it is ${fileOf(other.what)}. Import it in ${other.where}.`,
        );
      if (!parsed.ok)
        return refuse(
          'invalid-data',
          `${name} is not ${fileOf(what)} this site can read: ${parsed.error.message.replace(/\.$/, '')}.`,
          parsed.error.path,
        );
      if (isEmpty?.(parsed.value))
        return refuse('empty', `${name} is ${fileOf(what)} with nothing in it.`);
      return parsed;
    },
    fileName: options.fileName,
    describe,
    refusal: (code, fileName) =>
      code === 'too-large'
        ? { code, message: `${quoted(fileName)} is too large to be ${fileOf(what)}.` }
        : { code, message: `${quoted(fileName)} could not be read.` },
    exported: (value, fileName) => `Exported ${describe(value)} as “${fileName}”.`,
    imported: (value, fileName) => `Imported ${describe(value)} from “${fileName}”.`,
    replaceQuestion: (incoming, current, target, fileName) =>
      `“${fileName}” holds ${describe(incoming)}${listed(incoming)}. Replace ${target} (${describe(current)}) with it?`,
  };
}
