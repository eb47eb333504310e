/**
 * Why a piece of notation could not be read. Positions are 0-based offsets into the original
 * string (whitespace included), pointing at the character where reading stopped, so `3d` fails
 * at 2: just past the `d`, where the sides were expected. Messages leave positions out: players
 * read them.
 */

export type ParseErrorCode =
  /** Nothing but whitespace. */
  | 'empty'
  /** A character that cannot appear here (`2d6x`, `2d6 + + 3`, `2Ud6`). */
  | 'unexpected-character'
  /** The input ends where a term should start (`2d6 +`). */
  | 'expected-term'
  /** `d` is not followed by a number, `%` or `!` (`3d`, `3dx`). */
  | 'expected-sides'
  /** `k` is not followed by `h`, `l` or `th` (`3d6k2`). */
  | 'expected-keep-mode'
  /** A keep or drop has no number (`3d6kh`). */
  | 'expected-count'
  /** A comparison has no number (`3d6>`). */
  | 'expected-target'
  /** `0d6`, `0d!`. */
  | 'zero-dice'
  /** `d0`. */
  | 'zero-sides'
  /** More than MAX_DICE dice in a term or in the whole expression. */
  | 'too-many-dice'
  /** More than MAX_SIDES sides. */
  | 'too-many-sides'
  /** Keeping more dice than are rolled, or the n-th highest of fewer than n dice (`3d6kh4`). */
  | 'keep-too-many'
  /** Keeping nothing: `kh0`, `kth0`, or dropping every die (`3d6dl3`). */
  | 'keep-none'
  /** A usage die that is not on the chain d20, d12, d10, d8, d6, d4 (`Ud7`). */
  | 'invalid-usage-die'
  /** A constant or target above MAX_NUMBER. */
  | 'number-too-large'
  /** A count before a digit die other than 1 (`2d66`). */
  | 'digit-die-count'
  /** Anything but + or - or the end after a digit die (`d66kh1`, `d66z`, `d66!`). */
  | 'digit-die-option'
  /** A digit die with other terms or a sign (`d66+1`, `d6+d66`, `-d66`). */
  | 'digit-die-alone'
  /** Fate or Fudge dice (`4dF`), which are not read; the message gives the `Nd3-2N` that rolls the same. */
  | 'fate-dice'
  /** A `!` after a die's sides (`d20!`): exploding dice are not read; `!` is for risk dice (`3d!`). */
  | 'exploding-dice'
  /** A target no face of the die can pass, so nothing could ever count (`1d6>7`, `1d6<1`, `d10z>9`). */
  | 'target-out-of-reach';

export interface ParseError {
  readonly code: ParseErrorCode;
  /** 0-based offset into the input. */
  readonly position: number;
  /**
   * A sentence for players, without parser terms or positions (the position is for placing a
   * marker): "“3d”: the number of sides is missing after d (as in 2d6)".
   */
  readonly message: string;
}

/** Inputs longer than this are shortened in messages, so a pasted wall of text gives a readable error. */
const MAX_QUOTED_LENGTH = 60;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The characters of `text` as a reader counts them: an emoji, a flag or a letter with its accent
 * is one, though JavaScript strings hold some of them as two or more code units.
 */
export function splitCharacters(text: string): { readonly text: string; readonly index: number }[] {
  return [...graphemes.segment(text)].map(({ segment, index }) => ({ text: segment, index }));
}

/**
 * The whole character at a code-unit offset (an emoji, never half of one) and its place counted
 * from 1 as a reader counts characters; null at the end of the text.
 */
export function characterAt(
  text: string,
  offset: number,
): { readonly text: string; readonly index: number; readonly place: number } | null {
  const characters = splitCharacters(text);
  const place = characters.findLastIndex((character) => character.index <= offset);
  const found = characters[place];
  if (!found || offset >= text.length) return null;
  return { ...found, place: place + 1 };
}

/** Shortens long text to its start and an ellipsis; used for the input and for huge numbers. */
export function shortenForMessage(text: string, maxLength = MAX_QUOTED_LENGTH): string {
  const characters = splitCharacters(text);
  return characters.length <= maxLength
    ? text
    : `${characters
        .slice(0, maxLength - 1)
        .map((character) => character.text)
        .join('')}…`;
}

export function createParseError(
  input: string,
  code: ParseErrorCode,
  position: number,
  problem: string,
): ParseError {
  return {
    code,
    position,
    message:
      input.trim() === '' ? capitalise(problem) : `“${shortenForMessage(input)}”: ${problem}`,
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
