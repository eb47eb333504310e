/**
 * Export files for any tool: the value as JSON text, read back with the same care as a share
 * link (see share-link.ts). A codec is made once per kind of file (a party, a cast, a Monster
 * list) with `createFileCodec`; reading never throws: text that is too long, not JSON or not the
 * right shape comes back as an error value with a sentence naming the file and, for a bad field,
 * the field in plain words (plain-issues.ts).
 *
 * Pure: the widget reads the chosen file's text and offers the written text as a download.
 */
import type { Result } from './dice';
import type { ShareLinkIssue } from './share-link';

export type FileErrorCode = 'empty' | 'too-large' | 'invalid-json' | 'invalid-data';

export interface FileError {
  readonly code: FileErrorCode;
  readonly message: string;
  /** The bad field, for `invalid-data`: `characters[0].name`. */
  readonly path?: string;
}

export interface FileCodecOptions<T> {
  /** What the file holds, as the reader calls it: `party`, `Cast`, `Monster list`. */
  readonly what: string;
  /** Longer text is refused unread; pick it well above what the largest valid value writes. */
  readonly maxLength: number;
  /** Validate the parsed JSON value; must not trust anything in it. */
  readonly parse: (data: unknown) => Result<T, ShareLinkIssue>;
}

export interface FileCodec<T> {
  readonly maxLength: number;
  /** The file's text for `value`. */
  encode(value: T): string;
  /** The file's text back to a validated value; `fileName` names the file in messages. */
  decode(text: string, fileName?: string): Result<T, FileError>;
}

export function createFileCodec<T>({ what, maxLength, parse }: FileCodecOptions<T>): FileCodec<T> {
  return {
    maxLength,
    encode: (value) => JSON.stringify(value, null, 2),
    decode(text, fileName) {
      const name = fileName ? `“${fileName}”` : 'The file';
      const refuse = (
        code: FileErrorCode,
        message: string,
        path?: string,
      ): Result<T, FileError> => ({
        ok: false,
        error: path === undefined || path === '' ? { code, message } : { code, message, path },
      });
      if (text.trim() === '') return refuse('empty', `${name} is empty.`);
      if (text.length > maxLength)
        return refuse('too-large', `${name} is too large to be a ${what} file.`);
      let data: unknown;
      try {
        data = JSON.parse(text) as unknown;
      } catch {
        return refuse('invalid-json', `${name} is not a ${what} file (its text is not JSON).`);
      }
      const parsed = parse(data);
      if (parsed.ok) return parsed;
      return refuse(
        'invalid-data',
        `${name} is not a ${what} file this site can read: ${parsed.error.message}.`,
        parsed.error.path,
      );
    },
  };
}
