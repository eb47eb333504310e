/**
 * Three Locus dice in the order they were rolled. Each die says in words which it is (highest,
 * middle, lowest), and the die a check reads, or the dice that scored a point in a contest, say
 * so in words too, so nothing depends on colour alone (the rules decide the words: viewDiceTriple).
 */
import { viewDiceTriple, type DiceMarks, type ThreeDice } from '../../../rules/locus';

export interface DiceTripleProps extends DiceMarks {
  readonly dice: ThreeDice;
  /** Names the list for assistive technology, e.g. "Ada's dice". */
  readonly label: string;
}

export default function DiceTriple({ dice, label, ...marks }: DiceTripleProps) {
  return (
    <ul class="locus-dice" aria-label={label}>
      {viewDiceTriple(dice, marks).map(({ face, classes, words }, index) => (
        <li key={index} class={classes}>
          <span class="visually-hidden">Die {index + 1}: </span>
          <span class="locus-die-face">{face}</span>
          {words.map(({ text, kind }) => (
            <span key={text} class={`locus-die-${kind}`}>
              {text}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
