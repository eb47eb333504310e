/**
 * The slow, obvious oracle the exact distributions are checked against: list every outcome of
 * every die and evaluate it the way a person at the table would (sort, take the kept dice, add
 * them up or count the ones that pass). Deliberately shares no code with src/rules/dice beyond
 * the AST types, so a shared mistake cannot hide.
 */
import type { DiceExpression, DiceTerm, Target, Term } from '../../../src/rules/dice/ast';

/** Every sequence of faces for dice with the given sides, in odometer order. */
export function* enumerateFaceSequences(sides: readonly number[]): Generator<number[]> {
  const faces = sides.map(() => 1);
  for (;;) {
    yield [...faces];
    let position = faces.length - 1;
    while (position >= 0 && faces[position] === sides[position]) {
      faces[position] = 1;
      position -= 1;
    }
    if (position < 0) return;
    faces[position] = (faces[position] ?? 0) + 1;
  }
}

/** The sides of every die the expression rolls, in the order the notation lists them. */
export function listDiceSides(expression: DiceExpression): number[] {
  return expression.terms.flatMap((term): number[] => {
    switch (term.kind) {
      case 'constant':
        return [];
      case 'dice':
        return Array<number>(term.count).fill(term.sides);
      case 'risk':
        return Array<number>(term.count).fill(6);
      case 'usage':
        return [term.sides];
      case 'digit':
        return Array<number>(term.digits).fill(6);
    }
  });
}

function passes(target: Target, value: number): boolean {
  if (target.comparison === '>') return value > target.value;
  if (target.comparison === '>=') return value >= target.value;
  if (target.comparison === '<') return value < target.value;
  return value <= target.value;
}

function pickKeptByHand(term: DiceTerm, values: readonly number[]): number[] {
  const sorted = [...values].sort((a, b) => b - a);
  const n = sorted.length;
  const selection = term.selection;
  if (!selection) return sorted;
  if (selection.kind === 'keep-highest') return sorted.slice(0, selection.count);
  if (selection.kind === 'keep-lowest') return sorted.slice(n - selection.count);
  if (selection.kind === 'drop-highest') return sorted.slice(selection.count);
  if (selection.kind === 'drop-lowest') return sorted.slice(0, n - selection.count);
  return [sorted[selection.rank - 1] as number];
}

/** One term's value for the given 1-based faces of its dice. */
export function evaluateTermByHand(term: Term, faces: readonly number[]): number {
  const sign = term.sign;
  if (term.kind === 'constant') return sign * term.value;
  if (term.kind === 'risk') return sign * (faces.includes(1) ? 1 : 0);
  if (term.kind === 'usage') return sign * (faces[0] as number);
  // A digit die read as a person reads it: the faces written side by side, "3" and "5" as 35.
  if (term.kind === 'digit') return sign * Number(faces.join(''));
  const values = faces.map((face) => (term.zeroBased ? face - 1 : face));
  const kept = pickKeptByHand(term, values);
  const target = term.target;
  const value = target
    ? kept.filter((v) => passes(target, v)).length
    : kept.reduce((a, b) => a + b, 0);
  return sign * value;
}

function countTermDice(term: Term): number {
  if (term.kind === 'digit') return term.digits;
  return term.kind === 'constant' ? 0 : term.kind === 'usage' ? 1 : term.count;
}

export interface EnumeratedDistribution {
  /** total -> number of outcomes, only totals that occur. */
  readonly counts: Map<number, bigint>;
  readonly denominator: bigint;
}

/** The distribution of the total by listing every joint outcome of all dice. */
export function enumerateDistribution(expression: DiceExpression): EnumeratedDistribution {
  const sides = listDiceSides(expression);
  const counts = new Map<number, bigint>();
  let denominator = 0n;
  for (const faces of enumerateFaceSequences(sides)) {
    let next = 0;
    let total = 0;
    for (const term of expression.terms) {
      const dice = countTermDice(term);
      total += evaluateTermByHand(term, faces.slice(next, next + dice));
      next += dice;
    }
    counts.set(total, (counts.get(total) ?? 0n) + 1n);
    denominator += 1n;
  }
  return { counts: sortByTotal(counts), denominator };
}

export function sortByTotal(counts: Map<number, bigint>): Map<number, bigint> {
  return new Map([...counts].filter(([, count]) => count > 0n).sort(([a], [b]) => a - b));
}
