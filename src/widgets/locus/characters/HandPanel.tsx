/** The Hand: the cards the character holds (drawn from the Cast's deck) and shedding one. */
import { viewHand } from '../../../rules/locus';
import { DECK_HREF } from './links';
import PlayingCard from './PlayingCard';
import ShedCardForm from './ShedCardForm';
import SheetSection, { type PanelProps } from './SheetSection';

interface Props extends PanelProps {
  /** Whether the card deck is on the same page (then the link says so). */
  deckHref?: string;
}

export default function HandPanel({ id, level, character, deckHref = DECK_HREF }: Props) {
  const view = viewHand(character);
  return (
    <SheetSection id={id} part="hand" level={level} title="Hand">
      <p>
        {view.count} in the Hand. Cards are drawn with the <a href={deckHref}>card deck</a>.
      </p>
      {view.cards.length > 0 ? (
        <ul class="locus-hand" aria-labelledby={`${id}-hand-title`}>
          {view.cards.map(({ key, card, note }) => (
            <li key={key}>
              <PlayingCard card={card} note={note} />
            </li>
          ))}
        </ul>
      ) : null}
      <div class="tool-no-print">
        <ShedCardForm id={id} character={character} />
      </div>
    </SheetSection>
  );
}
