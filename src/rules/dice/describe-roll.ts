/**
 * Puts a roll into words for the roll log, the inline popover and screen readers: each term's
 * dice, what was kept or counted, and what a risk or usage die did.
 */
import { howMany } from '../words';
import type { ExpressionRoll, TermRoll } from './roll';

function describeTerm(roll: TermRoll): string {
  switch (roll.kind) {
    case 'constant':
      return String(roll.value);
    case 'dice': {
      const values = roll.dice.map((die) => String(die.value)).join(', ');
      const { selection, target } = roll.term;
      if (target) {
        const passing = roll.dice.filter((die) => die.success).length;
        return `[${values}] ${howMany(passing, 'success', 'successes')} (${target.comparison} ${target.value})`;
      }
      if (selection) {
        const kept = roll.dice.filter((die) => die.kept).map((die) => die.value);
        return `[${values}] kept ${kept.join(', ')}`;
      }
      return roll.dice.length === 1 ? values : `[${values}]`;
    }
    case 'risk': {
      const values = roll.dice.map((die) => String(die.value)).join(', ');
      return `[${values}] ${roll.triggered ? 'triggered (a 1)' : 'not triggered'}`;
    }
    case 'digit':
      // The digits as rolled, highest place first: "[3, 5]" beside a total of 35.
      return `[${roll.dice.join(', ')}]`;
    case 'usage': {
      // In brackets, not after a colon: a log entry already reads "Ud8: 5 (holds at Ud8)".
      if (roll.usedUp) return `${roll.value} (used up)`;
      if (roll.steppedDown) return `${roll.value} (steps down to Ud${roll.next})`;
      return `${roll.value} (holds at Ud${roll.term.sides})`;
    }
  }
}

/** "[6, 3, 1] kept 3 + 2", or with several terms "4 + [2, 5] + 1". Signs come from the terms. */
export function describeRoll(roll: ExpressionRoll): string {
  return roll.terms
    .map((term, index) => {
      const text = describeTerm(term);
      if (index === 0) return term.term.sign < 0 ? `- ${text}` : text;
      return `${term.term.sign < 0 ? '-' : '+'} ${text}`;
    })
    .join(' ');
}

/**
 * The roll in words when they add something to its total, else null: a lone die or a constant
 * is its own total, and saying "1. 1." reads like a stutter.
 */
export function describeRollBeyondTotal(roll: ExpressionRoll): string | null {
  const detail = describeRoll(roll);
  return detail === String(roll.total) ? null : detail;
}
