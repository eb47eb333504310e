/**
 * Finds text that looks like dice but that the rules text would not roll as written, for
 * `npm run validate`: "1D4" (only a lower-case d rolls), "2 d6" (a space makes it one d6), "1d"
 * (no sides), "d0", "101d6", "3d6kh4", "1d-4", "2d66", and "2d6+" with nothing after the plus.
 * Each comes with the nearest reading that would roll, where there is one, so the writer can fix
 * it from the message alone. What splitDiceText turns into a button is never reported here.
 *
 * Text that only resembles dice and is meant as it is (a product name, a quoted misprint) is
 * marked by writing it as code (`1D4` in backticks), which neither the buttons nor this check read.
 */
// The file named in full: `npm run validate` runs this module in Node without a bundler.
import { parseNotation } from '../rules/dice/parse-notation.ts';

export interface DiceTypo {
  /** Offset of the suspicious text in the string checked. */
  readonly index: number;
  /** The text as written: "1D4". */
  readonly text: string;
  /** What is wrong, in plain words, with the nearest valid reading when there is one. */
  readonly message: string;
}

/**
 * Something dice-like standing on its own: an optional count (perhaps followed by a space), a `d`
 * or `D`, then sides or `%` or `!` (perhaps negative), then letters, digits and comparisons that
 * may be options. The lookbehind matches dice-text's, so "5x3d6" and "D&D" are not candidates.
 */
const CANDIDATE =
  /(?<![\w&.,/×-])(?:(?<count>\d+)(?<space>[ \t]+)?)?(?<d>[dD])(?<sides>-?\d+|%|!)?(?<rest>(?:[a-zA-Z]+\d*|[<>]=?\d*)*)(?![\w%])/g;

/**
 * A plus or minus right after dice with nothing to add or take away: end of text or punctuation,
 * or a word after a sign written against the dice ("roll 2d6+ on the table"; "2d6 + your Nerve",
 * spaced, reads as the sentence it is).
 */
const DANGLING =
  /^(?:[ \t]*(?<operator>[+\-−])[ \t]*(?=$|[.,;:!?)\]"”'’])|(?<against>[+\-−])[ \t]+(?=[a-z]))/;

function quote(text: string): string {
  return `\`${text}\``;
}

/** The nearest notation that rolls, for a candidate that does not, or undefined. */
function nearestReading(count: string, sides: string, rest: string): string | undefined {
  const written = `${count}d${sides}${rest}`;
  // "1d-4": sides are never negative.
  const unsigned = `${count}d${sides.replace(/^-/, '')}${rest}`;
  return unsigned !== written && parseNotation(unsigned).ok ? unsigned : undefined;
}

/** Terms joined to a die by + or - ("d6 + d66"), read together as the rules text reads them. */
const JOINED = /^(?:[ \t]*[+\-−][ \t]*(?:\d*d(?:\d+|%|!)|\d+)(?![\w%]))+/;

export function findDiceTypos(text: string): DiceTypo[] {
  const typos: DiceTypo[] = [];
  for (const match of text.matchAll(CANDIDATE)) {
    const { count = '', space = '', d = 'd', sides = '', rest = '' } = match.groups ?? {};
    const index = match.index ?? 0;
    const written = match[0];
    // "d" alone, "a D", "3 dogs", "2dogs": not dice. A plural such as "d6s" is English, not a typo.
    if (sides === '' && (count === '' || space !== '' || d === 'D' || /^[a-z]/i.test(rest)))
      continue;
    if (rest === 's') continue;
    const report = (shown: string, message: string) =>
      typos.push({ index, text: shown, message: `${quote(shown)}: ${message}` });
    const lower = `${count}d${sides}${rest.toLowerCase()}`;
    if (space !== '') {
      // "2 d6" rolls one d6 beside a 2; the count belongs with the die.
      if (d === 'D' || !parseNotation(lower).ok) continue;
      report(
        written,
        `did you mean ${quote(lower)}? With a space before the d, only ${quote(`d${sides}${rest}`)} rolls and the ${count} is left as text`,
      );
      continue;
    }
    if (d === 'D') {
      report(
        written,
        parseNotation(lower).ok
          ? `did you mean ${quote(lower)}? Only a lower-case d rolls`
          : `only a lower-case d rolls, and as ${quote(lower)}: ${describeProblem(lower)}`,
      );
      continue;
    }
    const notation = `${count}d${sides}${rest}`;
    const parsed = parseNotation(notation);
    if (!parsed.ok) {
      const nearest = nearestReading(count, sides, rest);
      report(
        written,
        `${describeProblem(notation)}${nearest ? `; did you mean ${quote(nearest)}?` : ''}`,
      );
      continue;
    }
    const after = text.slice(index + written.length);
    const joined = JOINED.exec(after)?.[0] ?? '';
    const whole = (written + joined).replace(/−/g, '-');
    const together = parseNotation(whole);
    if (!together.ok && /^digit-die|^too-many-dice$/.test(together.error.code)) {
      report(written + joined, describeProblem(whole));
      continue;
    }
    const dangling = DANGLING.exec(text.slice(index + written.length + joined.length));
    if (dangling && together.ok) {
      const sign = dangling.groups?.operator ?? dangling.groups?.against ?? '+';
      const operator = sign === '−' ? '-' : sign;
      report(
        (written + joined + dangling[0]).trimEnd(),
        `a dangling ${quote(operator)} with nothing after it: write what is ${operator === '+' ? 'added' : 'taken away'} (${quote(`${whole.replace(/[ \t]/g, '')}${operator}1`)}), or remove the ${quote(operator)}`,
      );
    }
  }
  return typos;
}

/** The parser's own words for what is wrong, without the quoted input it starts with. */
function describeProblem(notation: string): string {
  const parsed = parseNotation(notation);
  if (parsed.ok) return 'it rolls';
  return parsed.error.message.replace(/^“[^”]*”: /, '');
}
