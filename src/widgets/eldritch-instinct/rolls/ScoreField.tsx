/**
 * A save's score typed by the reader (1-120, as the save rule reads it): the text kept while it
 * cannot be read, its value once it can, and its field with the range in the label and the
 * rule's message at the field. Every roller that saves against a score types it this way.
 */
import { useState } from 'preact/hooks';
import { parseScore, SCORE_RANGE } from '../../../rules/eldritch-instinct/saves';
import { NumberField, readField } from '../../kit';
// Its range's class, and the legends of the sides it is typed in, with every roller that uses it.
import './rolls.css';

/** A typed score: its text and setter, its value (null while unreadable) and the field's message. */
export interface TypedScore {
  readonly text: string;
  readonly setText: (text: string) => void;
  readonly value: number | null;
  readonly error: string | null;
}

/** A score field's state, starting at `initial`. */
export function useTypedScore(initial: string): TypedScore {
  const [text, setText] = useState(initial);
  return { text, setText, ...readField(parseScore(text)) };
}

/** The field of a typed score, labelled "`label` (1–120)", the range never split over two lines. */
export default function ScoreField({
  id,
  label,
  score,
}: {
  readonly id: string;
  readonly label: string;
  readonly score: TypedScore;
}) {
  return (
    <NumberField
      id={id}
      label={
        <>
          {label} <span class="ei-range">{SCORE_RANGE}</span>
        </>
      }
      text={score.text}
      onText={score.setText}
      error={score.error}
    />
  );
}
