/** One playing card as symbol and name ("Q♥ Queen of Hearts"), never by colour alone. */
import { formatCard, type Card } from '../../../rules/locus';
import { cardName } from '../../../rules/locus';

export default function PlayingCard({
  card,
  note,
  large = false,
}: {
  card: Card;
  note?: string | undefined;
  large?: boolean;
}) {
  return (
    <span class={`locus-card locus-card-${card.suit}${large ? ' locus-card-large' : ''}`}>
      <span class="locus-card-face">{formatCard(card)}</span>
      <span class="locus-card-name">
        {cardName(card)}
        {note ? <span class="tool-muted"> ({note})</span> : null}
      </span>
    </span>
  );
}
