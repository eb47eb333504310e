/**
 * What the dice roller shows of each term of a roll: its label, every die with what became of it
 * in words (dropped, kept, success, miss, trigger, step down, the place of a digit), and what the
 * term is worth. Words and not only colour, so a reader who cannot tell the colours apart, or
 * hears the page, is told which dice counted. The log's one-line sentence is ./describe-roll.ts.
 */
import { howMany } from '../words';
import { formatTerm } from './format-notation';
import type { TermRoll } from './roll';

/** One die as shown: its value and what became of it. */
export interface DieView {
  readonly value: number;
  /** What became of it, in a word or two; null for a die of a plain sum. */
  readonly note: string | null;
  /** Left out of the total (a dropped die): drawn faded. */
  readonly dropped: boolean;
  /** Counted as a success, triggered or stepped down: drawn marked. */
  readonly marked: boolean;
}

/** One term as shown. */
export interface TermView {
  /** The term's notation with its sign ("+ 1d6", "− 2"); null where the total already says it. */
  readonly label: string | null;
  readonly dice: readonly DieView[];
  /**
   * What the term is worth after "=" (or after "→" for a usage die, whose value is what the die
   * becomes); null where the total already says it.
   */
  readonly value: { readonly arrow: '=' | '→'; readonly text: string } | null;
}

/** The place each digit of a digit die stands for, from the units up. */
const DIGIT_PLACES = ['units', 'tens', 'hundreds'];

function dieViews(term: TermRoll): readonly DieView[] {
  switch (term.kind) {
    case 'constant':
      return [];
    case 'dice': {
      const { target, selection } = term.term;
      return term.dice.map((die) => {
        const counted = target ? (die.success ? 'success' : 'miss') : selection ? 'kept' : null;
        return {
          value: die.value,
          note: die.kept ? counted : 'dropped',
          dropped: !die.kept,
          marked: die.success === true,
        };
      });
    }
    case 'risk':
      return term.dice.map((die) => ({
        value: die.value,
        note: die.triggers ? 'trigger' : null,
        dropped: false,
        marked: die.triggers,
      }));
    case 'usage':
      return [
        {
          value: term.value,
          note: term.steppedDown ? 'step down' : null,
          dropped: false,
          marked: term.steppedDown,
        },
      ];
    case 'digit':
      // Each die is a digit of the result, in place: "tens", "units".
      return term.dice.map((value, index) => ({
        value,
        note: DIGIT_PLACES[term.dice.length - 1 - index] ?? null,
        dropped: false,
        marked: false,
      }));
  }
}

function worth(term: TermRoll): string {
  switch (term.kind) {
    case 'constant':
      return '';
    case 'dice':
      return term.term.target ? howMany(term.value, 'success', 'successes') : String(term.value);
    case 'risk':
      return term.triggered ? '1: triggered' : '0: not triggered';
    case 'digit':
      return String(term.value);
    case 'usage':
      if (term.usedUp) return 'used up';
      return term.steppedDown ? `steps down to Ud${term.next}` : `stays Ud${term.term.sides}`;
  }
}

/**
 * The view of one term: `first` says it opens the roll (no "+" before it), `alone` that it is the
 * roll's only term. A lone term of plain dice added shows neither label nor value, which the
 * total above already says.
 */
export function viewTerm(
  term: TermRoll,
  { first, alone }: { first: boolean; alone: boolean },
): TermView {
  const negative = term.term.sign < 0;
  const sign = negative ? '−' : first ? '' : '+';
  const showLabel = !alone || negative || term.kind === 'constant';
  const text = worth(term);
  const plainSum = term.kind === 'dice' && !term.term.target;
  const showValue = text !== '' && !(alone && plainSum && !negative);
  return {
    label: showLabel ? `${sign ? `${sign} ` : ''}${formatTerm(term.term)}` : null,
    dice: dieViews(term),
    value: showValue ? { arrow: term.kind === 'usage' ? '→' : '=', text } : null,
  };
}
