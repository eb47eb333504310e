/**
 * Three Locus dice in the order they were rolled. Each die says in words which it is (highest,
 * middle, lowest), and the die a check reads, or the dice that scored a point in a contest, say
 * so in words too, so nothing depends on colour alone.
 */
import { rankEachDie, type ThreeDice } from '../../../rules/locus';

export interface DiceTripleProps {
  readonly dice: ThreeDice;
  /** Names the list for assistive technology, e.g. "Ada's dice". */
  readonly label: string;
  /** The die the check reads (Outcome, Durability, Stress): marked "used". */
  readonly usedIndex?: number;
  /** Contested Checks: the dice above the Attribute, marked "point". */
  readonly scoring?: readonly number[];
  /** Dice just re-rolled: marked "new". */
  readonly rerolled?: readonly number[];
}

export default function DiceTriple({ dice, label, usedIndex, scoring, rerolled }: DiceTripleProps) {
  const ranks = rankEachDie(dice);
  return (
    <ul class="locus-dice" aria-label={label}>
      {dice.map((face, index) => {
        const used = usedIndex === index;
        const scored = scoring?.includes(index) ?? false;
        const fresh = rerolled?.includes(index) ?? false;
        const classes = [
          'locus-die',
          used || scored ? 'locus-die-used' : '',
          usedIndex !== undefined && !used ? 'locus-die-unused' : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <li key={index} class={classes}>
            <span class="visually-hidden">Die {index + 1}: </span>
            <span class="locus-die-face">{face}</span>
            {usedIndex !== undefined ? <span class="locus-die-note">{ranks[index]}</span> : null}
            {used ? <span class="locus-die-mark">✓ used</span> : null}
            {scored ? <span class="locus-die-mark">✓ point</span> : null}
            {scoring !== undefined && !scored ? <span class="locus-die-note">no point</span> : null}
            {fresh ? <span class="locus-die-note">re-rolled</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
