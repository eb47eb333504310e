/**
 * Finds the dice expressions in a piece of rules text ("roll 3d20+20", "1d4 + 1d6 + 1d12",
 * "2d10 minutes", "3d!", "Ud4") so the build can turn each into a roll button. A candidate is
 * kept only when the dice core parses it, so the buttons roll exactly what they show.
 *
 * Deliberately conservative: a die must stand on its own (not part of a word like "D&D" or of
 * "5x3d6"), and only lowercase `d` counts, so headings and names are never mistaken for dice.
 */
import { formatNotation, parseNotation } from '../rules/dice';

export type TextSegment =
  { kind: 'text'; text: string } | { kind: 'dice'; text: string; notation: string };

/**
 * How a ruleset reads dice joined by a plus: added up (most games), or, as Cairn defines it for
 * two weapons ("d8+d8"), keep the single highest die. The highest of dice of different sizes has
 * no notation in the dice core, so such text stays text rather than rolling the wrong thing.
 */
export type DicePlusReading = 'sum' | 'highest';

/**
 * The reading a ruleset's text gives "dX+dY", from the `dicePlus` field of its ruleset.json. The
 * build bundles that one field of each file, so a tool in the browser reads the same data as the
 * build. (The rehype plugin runs where Astro loads its configuration, outside the bundler, and
 * reads the file itself: `dicePlusOfFile`.)
 */
export function plusReadingFor(ruleset: string | undefined): DicePlusReading {
  const readings = import.meta.glob<DicePlusReading>('../../content/*/ruleset.json', {
    eager: true,
    import: 'dicePlus',
  });
  return (ruleset !== undefined && readings[`../../content/${ruleset}/ruleset.json`]) || 'sum';
}

function readAsHighest(notation: string): string | undefined {
  const parsed = parseNotation(notation);
  if (!parsed.ok) return undefined;
  const { terms } = parsed.value;
  if (terms.length < 2) return notation;
  const first = terms[0]!;
  const same = terms.every(
    (term) =>
      term.kind === 'dice' &&
      first.kind === 'dice' &&
      term.sign > 0 &&
      term.count === 1 &&
      term.sides === first.sides &&
      !term.selection &&
      !term.target &&
      !term.zeroBased,
  );
  return same && first.kind === 'dice' ? `${terms.length}d${first.sides}kh1` : undefined;
}

const DIE = String.raw`(?:Ud\d+|\d+d!|\d*d(?:\d+|%)(?:kth\d+|k[hl]\d+|d[hl]\d+)?)`;
const TERM = String.raw`(?:${DIE}|\d+)`;
const EXPRESSION = new RegExp(
  String.raw`(?<![\w&.,/×x-])${TERM}(?:[ \t]*[+\-−][ \t]*${TERM})*(?![\w%])`,
  'g',
);
const HAS_DIE = new RegExp(DIE);

/** Trims constants hanging off the front ("2-3 2d6" must not become "2-3 2d6"): keep from the first die on. */
function fromFirstDie(candidate: string): { skip: number; text: string } {
  const match = HAS_DIE.exec(candidate);
  if (!match) return { skip: candidate.length, text: '' };
  // A constant joined by + before the die belongs to the expression ("2+2d6"), a range does not.
  const before = candidate.slice(0, match.index);
  if (/^\d+[ \t]*\+[ \t]*$/.test(before)) return { skip: 0, text: candidate };
  return { skip: match.index, text: candidate.slice(match.index) };
}

/**
 * "Highest of 3d6", "Middle of 3d6", "Lowest of 3d6": one die picked from several (Locus' checks
 * and Durability). The whole phrase becomes the button, rolling the picked die, not the sum.
 */
const PICKED_DIE = /\b(highest|middle|lowest) of (\d+)d(\d+)\b/gi;

function pickedDieNotation(which: string, count: number, sides: number): string | undefined {
  const pick = which.toLowerCase();
  if (pick === 'highest') return `${count}d${sides}kh1`;
  if (pick === 'lowest') return `${count}d${sides}kl1`;
  // Only an odd number of dice has a middle one.
  return count % 2 === 1 ? `${count}d${sides}kth${(count + 1) / 2}` : undefined;
}

export type DiceSegment = Extract<TextSegment, { kind: 'dice' }>;

/** A dice expression with the punctuation that touches it, which stays on its line. */
export type KeptTogether = { kind: 'kept'; before: string; dice: DiceSegment; after: string };

// Opening punctuation right before a die and closing punctuation right after it ("(2d6)", "3d!;").
const OPENING = /[([{‘“"']+$/u;
const CLOSING = /^[.,;:!?)\]}…’”"'%]+/u;

/**
 * Groups each dice expression with the punctuation that touches it, so the page can keep them on
 * one line: a button is a box the line may break beside, and "Roll 3d!" must not end a line with
 * "; if triggered" starting the next. Text and dice with no punctuation beside them are as they were.
 */
export function keepPunctuationWithDice(
  segments: readonly TextSegment[],
): (TextSegment | KeptTogether)[] {
  const out: (TextSegment | KeptTogether)[] = segments.map((segment) => ({ ...segment }));
  for (let index = 0; index < out.length; index++) {
    const dice = out[index]!;
    if (dice.kind !== 'dice') continue;
    const previous = out[index - 1];
    const next = out[index + 1];
    const before = previous?.kind === 'text' ? (OPENING.exec(previous.text)?.[0] ?? '') : '';
    const after = next?.kind === 'text' ? (CLOSING.exec(next.text)?.[0] ?? '') : '';
    if (!before && !after) continue;
    if (previous?.kind === 'text')
      previous.text = previous.text.slice(0, -before.length || undefined);
    if (next?.kind === 'text') next.text = next.text.slice(after.length);
    out[index] = { kind: 'kept', before, dice, after };
  }
  return out.filter((segment) => segment.kind !== 'text' || segment.text !== '');
}

export function splitDiceText(text: string, plus: DicePlusReading = 'sum'): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(PICKED_DIE)) {
    const notation = pickedDieNotation(match[1]!, Number(match[2]), Number(match[3]));
    if (notation === undefined || !parseNotation(notation).ok) continue;
    const start = match.index ?? 0;
    if (start > last) segments.push(...splitPlainDiceText(text.slice(last, start), plus));
    segments.push({ kind: 'dice', text: match[0], notation });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push(...splitPlainDiceText(text.slice(last), plus));
  return segments;
}

function splitPlainDiceText(text: string, plus: DicePlusReading): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(EXPRESSION)) {
    const { skip, text: candidate } = fromFirstDie(match[0]);
    if (!candidate) continue;
    const trimmed = candidate.replace(/[ \t]*[+\-−][ \t]*\d*$/, (tail) =>
      /\d/.test(tail) ? tail : '',
    );
    const parsed = parseNotation(trimmed.replace(/−/g, '-'));
    if (!parsed.ok) continue;
    const canonical = formatNotation(parsed.value);
    const notation = plus === 'highest' ? readAsHighest(canonical) : canonical;
    if (notation === undefined) continue;
    const start = (match.index ?? 0) + skip;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'dice', text: trimmed, notation });
    last = start + trimmed.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}
