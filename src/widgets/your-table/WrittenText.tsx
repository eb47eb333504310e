/**
 * Text the reader or the table wrote, line by line, with every dice expression in it a roll
 * button like the rules text's (the kit's DiceText: the page's one dice listener rolls it and
 * the roll goes to the log).
 */
import { DiceText } from '../kit';

export default function WrittenText({ text, ruleset }: { text: string; ruleset: string }) {
  return (
    <>
      {text
        .trim()
        .split(/\r?\n/)
        .filter((line) => line.trim() !== '')
        .map((line, index) => (
          <p key={index}>
            <DiceText text={line} ruleset={ruleset} />
          </p>
        ))}
    </>
  );
}
