/**
 * Writes a DiceExpression back as notation, in one canonical spelling: lower case, counts always
 * written (`1d20`) except on digit dice (`d66`, which takes none), `d%` as `1d100`, and ` + ` / ` - ` between terms. Reading the result gives back
 * the same expression, so the canonical form is safe to store or show as "what will be rolled".
 */
import type { DiceExpression, Selection, Target, Term } from './ast';
import { formatDigitDie } from './digit-dice';

const SELECTION_PREFIX: Record<Exclude<Selection['kind'], 'keep-nth-highest'>, string> = {
  'keep-highest': 'kh',
  'keep-lowest': 'kl',
  'drop-highest': 'dh',
  'drop-lowest': 'dl',
};

function formatSelection(selection: Selection | null): string {
  if (!selection) return '';
  if (selection.kind === 'keep-nth-highest') return `kth${selection.rank}`;
  return `${SELECTION_PREFIX[selection.kind]}${selection.count}`;
}

function formatTarget(target: Target | null): string {
  return target ? `${target.comparison}${target.value}` : '';
}

/** One term without its sign. */
export function formatTerm(term: Term): string {
  switch (term.kind) {
    case 'constant':
      return String(term.value);
    case 'risk':
      return `${term.count}d!`;
    case 'usage':
      return `Ud${term.sides}`;
    case 'digit':
      return formatDigitDie(term.digits);
    case 'dice':
      return `${term.count}d${term.sides}${term.zeroBased ? 'z' : ''}${formatSelection(term.selection)}${formatTarget(term.target)}`;
  }
}

export function formatNotation(expression: DiceExpression): string {
  return expression.terms
    .map((term, index) => {
      if (index === 0) return `${term.sign < 0 ? '-' : ''}${formatTerm(term)}`;
      return `${term.sign < 0 ? ' - ' : ' + '}${formatTerm(term)}`;
    })
    .join('');
}
