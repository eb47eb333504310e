/**
 * Text from a table or a rule shown inside a tool, with every dice expression in it a roll
 * button, as in the rules text ("Someone stole 3d6 silver"). The buttons are the same markup as
 * the build writes, so the page's one dice listener rolls them, shows the result and logs it.
 */
import { DICE_KEPT_CLASS, diceButtonProperties } from '../../markdown/dice-button';
import {
  keepPunctuationWithDice,
  plusReadingFor,
  splitDiceText,
  type DiceSegment,
} from '../../markdown/dice-text';

interface Props {
  readonly text: string;
  /** The ruleset whose reading of `+` applies (Cairn's d8+d8 keeps the highest). */
  readonly ruleset: string;
}

function DiceButton({ segment }: { readonly segment: DiceSegment }) {
  const { className, dataRoll, ariaLabel, type } = diceButtonProperties(
    segment.notation,
    segment.text,
  );
  return (
    <button type={type as 'button'} class={className} data-roll={dataRoll} aria-label={ariaLabel}>
      {segment.text}
    </button>
  );
}

export default function DiceText({ text, ruleset }: Props) {
  // As in the rules text, punctuation touching a button stays on its line ("roll 3d!;").
  return (
    <>
      {keepPunctuationWithDice(splitDiceText(text, plusReadingFor(ruleset))).map(
        (segment, index) => {
          if (segment.kind === 'text') return segment.text;
          if (segment.kind === 'dice') return <DiceButton key={index} segment={segment} />;
          return (
            <span key={index} class={DICE_KEPT_CLASS}>
              {segment.before}
              <DiceButton segment={segment.dice} />
              {segment.after}
            </span>
          );
        },
      )}
    </>
  );
}
