/**
 * Text from a table or a rule shown inside a tool, with every dice expression in it a roll
 * button, as in the rules text ("Someone stole 3d6 silver"). The buttons are the same markup as
 * the build writes, so the page's one dice listener rolls them, shows the result and logs it.
 */
import { diceButtonProperties } from '../../markdown/dice-button';
import { plusReadingFor, splitDiceText } from '../../markdown/dice-text';

interface Props {
  readonly text: string;
  /** The ruleset whose reading of `+` applies (Cairn's d8+d8 keeps the highest). */
  readonly ruleset: string;
}

export default function DiceText({ text, ruleset }: Props) {
  return (
    <>
      {splitDiceText(text, plusReadingFor(ruleset)).map((segment, index) => {
        if (segment.kind === 'text') return segment.text;
        const { className, dataRoll, ariaLabel, type } = diceButtonProperties(
          segment.notation,
          segment.text,
        );
        return (
          <button
            key={index}
            type={type as 'button'}
            class={className}
            data-roll={dataRoll}
            aria-label={ariaLabel}
          >
            {segment.text}
          </button>
        );
      })}
    </>
  );
}
