/**
 * Three Locus dice as a roller shows them, in roll order: each die's face, its class (the die a
 * check reads or a die that scored stands out; the others a check did not read are muted), and
 * the words beside it, so nothing depends on colour alone: which die it is (highest, middle,
 * lowest) where a check reads one, "✓ used" or "✓ point" on the die that counted, "no point" on a
 * contest's die that did not, and "re-rolled" on a die just re-rolled.
 */
import { rankEachDie } from './check-inputs';
import type { ThreeDice } from './three-dice';

/** What marks the dice: the die a check reads, a contest's scoring dice, the dice just re-rolled. */
export interface DiceMarks {
  /** The die the check reads (Outcome, Durability, Stress): marked "used". */
  readonly usedIndex?: number | undefined;
  /** Contested Checks: the dice above the Attribute, marked "point". */
  readonly scoring?: readonly number[] | undefined;
  /** Dice just re-rolled: marked "re-rolled". */
  readonly rerolled?: readonly number[] | undefined;
}

export interface DieView {
  readonly face: number;
  readonly classes: string;
  /** The words beside the face in order: a muted note, or a stressed mark. */
  readonly words: readonly { readonly text: string; readonly kind: 'note' | 'mark' }[];
}

/** Each of `dice` as shown, with `marks`. */
export function viewDiceTriple(dice: ThreeDice, marks: DiceMarks): readonly DieView[] {
  const { usedIndex, scoring, rerolled } = marks;
  const ranks = rankEachDie(dice);
  return dice.map((face, index) => {
    const used = usedIndex === index;
    const scored = scoring?.includes(index) ?? false;
    const classes = [
      'locus-die',
      used || scored ? 'locus-die-used' : '',
      usedIndex !== undefined && !used ? 'locus-die-unused' : '',
    ];
    const words = [
      usedIndex !== undefined && ({ text: ranks[index] as string, kind: 'note' } as const),
      used && ({ text: '✓ used', kind: 'mark' } as const),
      scored && ({ text: '✓ point', kind: 'mark' } as const),
      scoring !== undefined && !scored && ({ text: 'no point', kind: 'note' } as const),
      (rerolled?.includes(index) ?? false) && ({ text: 're-rolled', kind: 'note' } as const),
    ];
    return {
      face,
      classes: classes.filter(Boolean).join(' '),
      words: words.filter((word) => word !== false),
    };
  });
}
