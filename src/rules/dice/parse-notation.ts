/**
 * Reads dice notation into a DiceExpression.
 *
 *   expression  = [+|-] term { (+|-) term }
 *   term        = integer                                 constant: `2`
 *               | [count] d (sides | %) [z] [selection] [target]
 *               | [count] d!                              risk dice: `3d!`
 *               | U d sides                               usage die: `Ud8`
 *               | [1] d 66 | [1] d 666                    digit dice: tens and units, each a d6
 *   selection   = kh n | kl n | dh n | dl n                keep/drop the highest/lowest n
 *               | kth n                                   keep only the n-th highest: `3d6kth2`
 *   target      = (> | >= | < | <=) integer               count the kept dice that pass: `6d6>3`
 *
 * `count` defaults to 1, `d%` is `d100`, and a `z` after the sides reads each die from zero
 * (`d100z` is 00-99). A selection comes before a target: `3d6kth2>3` is a Locus medium check.
 *
 * `d66` and `d666` are digit dice (each digit a d6: 11..66), never a 66- or 666-sided die: that
 * is what every game that writes them means. They pick rows of a table, so a digit die stands
 * alone: a count above 1 (`2d66`), a keep, drop, target or `z` after it, or another term beside
 * it (`d66+1`, whose 17 no table has) is refused with a message saying so.
 *
 * `!` means risk dice only, in place of the sides. Exploding dice (`d20!`) and Fate dice (`4dF`) are
 * not read, and each is refused with a message that says so (for Fate dice, with the `4d3-8` that
 * gives the same totals), rather than a puzzling "cannot come here". A target no face of the die
 * can pass (`1d6>7`, `1d6<1`, `d10z>9`) is refused too: it would always count 0 successes.
 *
 * A hand-written reader rather than a regular expression, so every failure can say exactly where
 * and why it stopped. Whitespace may appear between any two tokens (`3 d6 kh 1 + 2`), letters
 * may be in either case (`3D6KH1`, `ud8`), and a minus may be written `-`, `−` or `–` (`2d6−1`).
 */
// Runtime imports name their files in full so that Node scripts (`npm run validate`) can run this
// reader without a bundler.
import type {
  Comparison,
  DiceExpression,
  DiceTerm,
  DigitCount,
  Selection,
  Sign,
  Term,
} from './ast';
import { formatDigitDie, readDigitDieSides } from './digit-dice.ts';
import {
  characterAt,
  createParseError,
  shortenForMessage,
  type ParseError,
  type ParseErrorCode,
} from './errors.ts';
import { MAX_DICE, MAX_NUMBER, MAX_SIDES } from './limits.ts';
import { fail, succeed, type Result } from './result.ts';
import { countPassingFaces } from './target.ts';
import { isUsageDieSides, USAGE_DIE_CHAIN } from './usage-die.ts';

export type ParseResult = Result<DiceExpression, ParseError>;

interface Reader {
  readonly input: string;
  position: number;
}

interface IntegerToken {
  readonly value: number;
  /** The digits as written, shortened if huge: only for messages. */
  readonly text: string;
  readonly start: number;
}

type Step<T> = Result<T, ParseError>;

function failAt(
  reader: Reader,
  code: ParseErrorCode,
  position: number,
  problem: string,
): { ok: false; error: ParseError } {
  return fail(createParseError(reader.input, code, position, problem));
}

function skipWhitespace(reader: Reader): void {
  while (reader.position < reader.input.length && /\s/.test(reader.input.charAt(reader.position)))
    reader.position += 1;
}

/** The next character in lower case, or '' at the end. One character at a time, so offsets never shift. */
function peek(reader: Reader, offset = 0): string {
  return reader.input.charAt(reader.position + offset).toLowerCase();
}

function isLookingAt(reader: Reader, word: string): boolean {
  return reader.input.slice(reader.position, reader.position + word.length).toLowerCase() === word;
}

/**
 * The sign a character stands for, or null. Besides `-`, the minus sign (U+2212, which the site
 * itself prints in roll breakdowns) and the en dash (U+2013, which word processors make of a
 * spaced hyphen) are read as minus: copied text is read as it looks.
 */
function signOf(character: string): Sign | null {
  if (character === '+') return 1;
  return character === '-' || character === '\u2212' || character === '\u2013' ? -1 : null;
}

function isDigit(character: string): boolean {
  return character >= '0' && character <= '9';
}

function readInteger(reader: Reader): IntegerToken | null {
  const start = reader.position;
  while (isDigit(peek(reader))) reader.position += 1;
  if (reader.position === start) return null;
  const digits = reader.input.slice(start, reader.position);
  // Absurdly long digit strings become Infinity, which the limit checks still reject.
  return { value: Number(digits), text: shortenForMessage(digits, 12), start };
}

/** The character reading stopped at, whole (an emoji is one), and where: "“💀” (character 4)". */
function describeFound(reader: Reader): string {
  const found = characterAt(reader.input, reader.position);
  return found ? `“${found.text}” (character ${found.place})` : 'the end';
}

function formatOrdinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

function countDice(term: Term): number {
  switch (term.kind) {
    case 'constant':
      return 0;
    case 'usage':
      return 1;
    case 'digit':
      return term.digits;
    case 'dice':
    case 'risk':
      return term.count;
  }
}

export function parseNotation(input: string): ParseResult {
  const reader: Reader = { input, position: 0 };
  skipWhitespace(reader);
  if (reader.position === input.length)
    return failAt(reader, 'empty', 0, 'nothing to roll: write dice such as 2d6');

  const terms: Term[] = [];
  let totalDice = 0;
  let sign: Sign = 1;
  let signAt: number | null = null;
  // A leading sign is allowed so that `-1d4` and `+2` can be written; `+` is simply dropped.
  const leading = signOf(peek(reader));
  if (leading !== null) {
    sign = leading;
    // Only a minus matters to a digit die, which cannot be taken away; `+d66` is just d66.
    if (sign < 0) signAt = reader.position;
    reader.position += 1;
  }
  for (;;) {
    skipWhitespace(reader);
    const start = reader.position;
    const term = readTerm(reader, sign);
    if (!term.ok) return term;
    totalDice += countDice(term.value);
    if (totalDice > MAX_DICE) {
      return failAt(
        reader,
        'too-many-dice',
        start,
        `this makes ${totalDice} dice in total, more than the limit of ${MAX_DICE}`,
      );
    }
    const digit = [...terms, term.value].find((each) => each.kind === 'digit');
    if (digit && (terms.length > 0 || signAt !== null)) {
      return failAt(
        reader,
        'digit-die-alone',
        terms.length > 0 ? start : (signAt ?? start),
        describeDigitDieAlone(digit.digits),
      );
    }
    terms.push(term.value);

    skipWhitespace(reader);
    if (reader.position === input.length) return succeed({ terms });
    const operator = peek(reader);
    if (operator === '!' && term.value.kind === 'dice') {
      return failAt(
        reader,
        'exploding-dice',
        reader.position,
        'exploding dice are not rolled here; in this notation ! stands for risk dice and takes the place of the sides, as in 3d!',
      );
    }
    const next = signOf(operator);
    if (digit && next !== null)
      return failAt(
        reader,
        'digit-die-alone',
        reader.position,
        describeDigitDieAlone(digit.digits),
      );
    if (next === null) {
      return failAt(
        reader,
        'unexpected-character',
        reader.position,
        `${describeFound(reader)} cannot come here: after dice or a number comes +, - or the end`,
      );
    }
    sign = next;
    reader.position += 1;
  }
}

function describeDigitDieAlone(digits: DigitCount): string {
  const die = formatDigitDie(digits);
  return `${die} is read digit by digit to pick a table row, so it stands alone: nothing can be added to it or taken from it`;
}

function readTerm(reader: Reader, sign: Sign): Step<Term> {
  if (reader.position === reader.input.length) {
    return failAt(
      reader,
      'expected-term',
      reader.position,
      'dice such as 2d6 or a number are missing at the end',
    );
  }
  if (peek(reader) === 'u') return readUsageTerm(reader, sign);

  const countToken = readInteger(reader);
  // `d6` means one die; the implicit count starts where the `d` is, for error positions.
  const count: IntegerToken = countToken ?? { value: 1, text: '1', start: reader.position };
  if (countToken) {
    skipWhitespace(reader);
    if (peek(reader) !== 'd') {
      if (count.value > MAX_NUMBER) {
        return failAt(
          reader,
          'number-too-large',
          count.start,
          `${count.text} is more than the limit of ${MAX_NUMBER}`,
        );
      }
      return succeed({ kind: 'constant', sign, value: count.value });
    }
  } else if (peek(reader) !== 'd') {
    return failAt(
      reader,
      'unexpected-character',
      reader.position,
      `${describeFound(reader)} cannot come here: write dice such as 2d6 or a number`,
    );
  }
  reader.position += 1; // the `d`
  skipWhitespace(reader);
  return readDiceAfterD(reader, sign, count);
}

function checkDiceCount(reader: Reader, count: IntegerToken): ParseError | null {
  if (count.value === 0)
    return createParseError(reader.input, 'zero-dice', count.start, 'at least one die is needed');
  if (count.value > MAX_DICE) {
    return createParseError(
      reader.input,
      'too-many-dice',
      count.start,
      `${count.text} dice is more than the limit of ${MAX_DICE}`,
    );
  }
  return null;
}

function readDiceAfterD(reader: Reader, sign: Sign, count: IntegerToken): Step<Term> {
  const sidesStart = reader.position;
  let sides: number;
  let sidesText: string;
  if (peek(reader) === '!') {
    reader.position += 1;
    const problem = checkDiceCount(reader, count);
    return problem ? fail(problem) : succeed({ kind: 'risk', sign, count: count.value });
  }
  if (peek(reader) === 'f') {
    const problem = checkDiceCount(reader, count);
    if (problem) return fail(problem);
    return failAt(reader, 'fate-dice', reader.position, describeFateDice(sign, count.value));
  }
  if (peek(reader) === '%') {
    reader.position += 1;
    sides = 100;
    sidesText = '%';
  } else {
    const token = readInteger(reader);
    if (!token)
      return failAt(
        reader,
        'expected-sides',
        reader.position,
        'the number of sides is missing after d (as in 2d6)',
      );
    sides = token.value;
    sidesText = token.text;
    const digits = readDigitDieSides(String(token.value));
    if (digits !== null) return readDigitDie(reader, sign, count, digits);
  }
  const problem = checkDiceCount(reader, count);
  if (problem) return fail(problem);
  if (sides === 0) return failAt(reader, 'zero-sides', sidesStart, 'a die needs at least one side');
  if (sides > MAX_SIDES) {
    return failAt(
      reader,
      'too-many-sides',
      sidesStart,
      `a d${sidesText} has more than the limit of ${MAX_SIDES} sides`,
    );
  }

  skipWhitespace(reader);
  let zeroBased = false;
  if (peek(reader) === 'z') {
    reader.position += 1;
    zeroBased = true;
  }
  const selection = readSelection(reader, count.value);
  if (!selection.ok) return selection;
  const target = readTarget(reader, { sides, sidesText, zeroBased });
  if (!target.ok) return target;
  const term: DiceTerm = {
    kind: 'dice',
    sign,
    count: count.value,
    sides,
    zeroBased,
    selection: selection.value,
    target: target.value,
  };
  return succeed(term);
}

/**
 * Fate (Fudge) dice are not read, but each one is -1, 0 or +1 alike, which is exactly a d3 less
 * 2: so `4dF` rolls the same totals as `4d3-8`, and `-4dF` as `-4d3+8`.
 */
function describeFateDice(sign: Sign, count: number): string {
  const instead = sign < 0 ? `-${count}d3+${2 * count}` : `${count}d3-${2 * count}`;
  const fate = `${sign < 0 ? '-' : ''}${count}dF`;
  return `Fate dice (dF) are not rolled here; write ${instead} for ${fate}, which gives the same totals (a d3 less 2 is -1, 0 or +1, as a Fate die)`;
}

/** `d66` or `d666`, just read: one roll, with nothing written before or after it but + or -. */
function readDigitDie(
  reader: Reader,
  sign: Sign,
  count: IntegerToken,
  digits: DigitCount,
): Step<Term> {
  const die = formatDigitDie(digits);
  if (count.value !== 1) {
    return failAt(
      reader,
      'digit-die-count',
      count.start,
      `${die} is one roll read digit by digit (each digit a d6), so no number of dice comes before it: write ${die}`,
    );
  }
  skipWhitespace(reader);
  const next = peek(reader);
  if (next !== '' && signOf(next) === null) {
    return failAt(
      reader,
      'digit-die-option',
      reader.position,
      `${describeFound(reader)} cannot follow ${die}: it is read digit by digit (each digit a d6), so it cannot keep, drop, count successes or read from zero`,
    );
  }
  return succeed({ kind: 'digit', sign, digits });
}

function readUsageTerm(reader: Reader, sign: Sign): Step<Term> {
  reader.position += 1; // the `u`
  skipWhitespace(reader);
  if (peek(reader) !== 'd') {
    return failAt(
      reader,
      'unexpected-character',
      reader.position,
      `a usage die is written U, d and its sides, as in Ud8`,
    );
  }
  reader.position += 1;
  skipWhitespace(reader);
  const sides = readInteger(reader);
  if (!sides)
    return failAt(
      reader,
      'expected-sides',
      reader.position,
      'the number of sides is missing after d (as in 2d6)',
    );
  if (!isUsageDieSides(sides.value)) {
    const chain = USAGE_DIE_CHAIN.map((s) => `d${s}`);
    return failAt(
      reader,
      'invalid-usage-die',
      sides.start,
      `a usage die is a ${chain.slice(0, -1).join(', ')} or ${chain.at(-1)}, not a d${sides.text}`,
    );
  }
  return succeed({ kind: 'usage', sign, sides: sides.value });
}

/** Longest words first, so `kth` is not read as `k` followed by garbage. */
const SELECTION_WORDS = [
  ['kth', 'keep-nth-highest'],
  ['kh', 'keep-highest'],
  ['kl', 'keep-lowest'],
  ['dh', 'drop-highest'],
  ['dl', 'drop-lowest'],
] as const;

function readSelection(reader: Reader, diceCount: number): Step<Selection | null> {
  skipWhitespace(reader);
  const match = SELECTION_WORDS.find(([word]) => isLookingAt(reader, word));
  if (!match) {
    if (peek(reader) !== 'k') return succeed(null);
    return failAt(
      reader,
      'expected-keep-mode',
      reader.position + 1,
      'k needs h, l or th after it (kh2 keeps the highest 2, kl2 the lowest 2, kth2 only the 2nd highest)',
    );
  }
  const [word, kind] = match;
  reader.position += word.length;
  skipWhitespace(reader);
  const number = readInteger(reader);
  if (!number) {
    const what =
      kind === 'keep-nth-highest'
        ? `${word} needs to say which die to keep (1 for the highest)`
        : `${word} needs to say how many dice to ${word.startsWith('k') ? 'keep' : 'drop'}`;
    return failAt(reader, 'expected-count', reader.position, what);
  }
  const n = number.value;
  const at = number.start;
  switch (kind) {
    case 'keep-nth-highest':
      if (n === 0) return failAt(reader, 'keep-none', at, 'kth counts from 1, the highest die');
      if (n > diceCount)
        return failAt(
          reader,
          'keep-too-many',
          at,
          `there is no ${formatOrdinal(n)} highest of ${diceCount} dice`,
        );
      return succeed({ kind, rank: n });
    case 'keep-highest':
    case 'keep-lowest':
      if (n === 0) return failAt(reader, 'keep-none', at, 'keeping 0 dice leaves nothing to roll');
      if (n > diceCount)
        return failAt(
          reader,
          'keep-too-many',
          at,
          `cannot keep ${number.text} of ${diceCount} dice`,
        );
      return succeed({ kind, count: n });
    case 'drop-highest':
    case 'drop-lowest':
      if (n >= diceCount)
        return failAt(
          reader,
          'keep-none',
          at,
          `dropping ${number.text} of ${diceCount} dice leaves none`,
        );
      return succeed({ kind, count: n });
  }
}

/** The die a target is read against, as written: `d6`, `d%`, `d10z`. */
interface TargetDie {
  readonly sides: number;
  readonly sidesText: string;
  readonly zeroBased: boolean;
}

function readTarget(
  reader: Reader,
  die: TargetDie,
): Step<{ comparison: Comparison; value: number } | null> {
  skipWhitespace(reader);
  const first = peek(reader);
  if (first !== '>' && first !== '<') return succeed(null);
  const comparison = (peek(reader, 1) === '=' ? `${first}=` : first) as Comparison;
  reader.position += comparison.length;
  skipWhitespace(reader);
  const number = readInteger(reader);
  if (!number)
    return failAt(
      reader,
      'expected-target',
      reader.position,
      `${comparison} needs a number after it`,
    );
  if (number.value > MAX_NUMBER) {
    return failAt(
      reader,
      'number-too-large',
      number.start,
      `${number.text} is more than the limit of ${MAX_NUMBER}`,
    );
  }
  const target = { comparison, value: number.value };
  const lowest = die.zeroBased ? 0 : 1;
  if (countPassingFaces(target, die.sides, lowest) === 0) {
    return failAt(
      reader,
      'target-out-of-reach',
      number.start,
      describeTargetOutOfReach(die, lowest, target),
    );
  }
  return succeed(target);
}

const OUT_OF_REACH: Record<Comparison, (value: number) => string> = {
  '>': (value) => `above ${value}`,
  '>=': (value) => `${value} or more`,
  '<': (value) => `below ${value}`,
  '<=': (value) => `${value} or less`,
};

/** "a d6 rolls 1 to 6, so no die is ever above 7 and there is no success to count" */
function describeTargetOutOfReach(
  die: TargetDie,
  lowest: number,
  target: { comparison: Comparison; value: number },
): string {
  const name = `d${die.sidesText}${die.zeroBased ? 'z' : ''}`;
  const highest = lowest + die.sides - 1;
  const rolls = lowest === highest ? `always rolls ${lowest}` : `rolls ${lowest} to ${highest}`;
  const never = OUT_OF_REACH[target.comparison](target.value);
  return `a ${name} ${rolls}, so no die is ever ${never} and there is no success to count`;
}
