/**
 * One playing card as symbol and name ("Q♥ Queen of Hearts"), never by colour alone. The symbol
 * is for the eye: a screen reader hears the name only, once. A card drawn beside a sentence that
 * names it (`named={false}`) shows the symbol alone and is hidden from screen readers.
 */
import { formatCard, type Card } from '../../../rules/locus';
import { cardName } from '../../../rules/locus';

export default function PlayingCard({
  card,
  note,
  large = false,
  named = true,
}: {
  card: Card;
  note?: string | undefined;
  large?: boolean;
  /** False where the text beside the card names it already. */
  named?: boolean;
}) {
  return (
    <span
      class={`locus-card locus-card-${card.suit}${large ? ' locus-card-large' : ''}`}
      aria-hidden={named ? undefined : 'true'}
    >
      <span class="locus-card-face" aria-hidden={named ? 'true' : undefined}>
        {formatCard(card)}
      </span>
      {named ? (
        <span class="locus-card-name">
          {cardName(card)}
          {note ? <span class="tool-muted"> ({note})</span> : null}
        </span>
      ) : null}
    </span>
  );
}
