/**
 * The one reader of a whole number typed into a tool, so every field in every ruleset accepts the
 * same text and refuses it in the same words. Accepted: digits with spaces around them and an
 * optional sign (`+3`, ` 4 `, `-1`, and `−1` with a typographic minus, as word processors write
 * it). Everything else is refused with a sentence that names the field, says what is wrong and
 * what would do: an out-of-range number is called out of range, never "not a whole number".
 */
import { refuse, succeed, type Problem, type Result } from './result';

export type WholeNumberProblem =
  'empty' | 'not-a-number' | 'exponent' | 'not-whole' | 'too-low' | 'too-high';

/** Why the text is not a whole number in range, with a sentence to show at the field: "STR must be at least 1." */
export type WholeNumberError = Problem<WholeNumberProblem>;

/** Typed text is quoted back at most this long, so a pasted page does not fill the form. */
const QUOTE_LIMIT = 20;

function quote(text: string): string {
  const characters = [...text];
  return `“${characters.length > QUOTE_LIMIT ? `${characters.slice(0, QUOTE_LIMIT).join('')}…` : text}”`;
}

function capitalise(words: string): string {
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** " from 1 to 20", " 0 or more", " exactly 3": the values the field takes; none for any value. */
function rangeWords(min: number, max: number): string {
  if (min === max) return ` exactly ${min}`;
  if (max === Number.MAX_SAFE_INTEGER)
    return min === Number.MIN_SAFE_INTEGER ? '' : ` ${min} or more`;
  return ` from ${min} to ${max}`;
}

/**
 * Reads `text` as a whole number from `min` to `max`. `what` names the value as a reader would,
 * able to start a sentence and to follow "Enter": "STR", "the number of turns", "the group size".
 * `why` gives the rule's reason for a bound, said after it ("… must be at least 3: the first set
 * of 3 is every Monster's.") where the bare range would leave a reader wondering.
 */
export function readWholeNumber(
  text: string,
  min: number,
  max: number,
  what: string,
  why: { readonly tooLow?: string; readonly tooHigh?: string } = {},
): Result<number, WholeNumberError> {
  const trimmed = text.trim();
  const subject = capitalise(what);
  const wanted = `a whole number${rangeWords(min, max)}`;
  if (trimmed === '') return refuse('empty', `Enter ${what}: ${wanted}.`);
  const signed = trimmed.replace(/^\u2212/, '-');
  if (!/^[+-]?\d+$/.test(signed)) {
    if (/^[+-]?(\d+\.?\d*|\.\d+)e[+-]?\d+$/i.test(signed))
      return refuse(
        'exponent',
        `${subject} must be written in plain digits: ${quote(trimmed)} uses an exponent.`,
      );
    // "9.0" and "9." are whole numbers written with a point: say how to write them.
    const pointed = /^([+-]?\d+)[.,]0*$/.exec(signed);
    if (pointed)
      return refuse(
        'not-whole',
        `${subject} must be a whole number written without a point: ${pointed[1]}, not ${quote(trimmed)}.`,
      );
    if (/^[+-]?(\d+[.,]\d*|[.,]\d+)$/.test(signed))
      return refuse(
        'not-whole',
        `${subject} must be a whole number: ${quote(trimmed)} has a fraction.`,
      );
    return refuse('not-a-number', `${quote(trimmed)} is not a number: ${what} is ${wanted}.`);
  }
  const value = Number(signed);
  // -0 is 0 to a reader; comparing first keeps numbers too long for a float out of range too.
  const because = (reason: string | undefined) => (reason ? `: ${reason}` : '');
  if (value < min)
    return refuse('too-low', `${subject} must be at least ${min}${because(why.tooLow)}.`);
  if (value > max)
    return refuse('too-high', `${subject} must be at most ${max}${because(why.tooHigh)}.`);
  return succeed(value === 0 ? 0 : value);
}
