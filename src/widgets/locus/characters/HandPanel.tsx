/** The Hand: the cards the character holds (drawn from the Cast's deck) and shedding one. */
import { cardKey, countCards, isHauntCard } from '../../../rules/locus';
import { DECK_HREF } from './links';
import PlayingCard from './PlayingCard';
import ShedCardForm from './ShedCardForm';
import SheetSection, { type PanelProps } from './SheetSection';

interface Props extends PanelProps {
  /** Whether the card deck is on the same page (then the link says so). */
  deckHref?: string;
}

export default function HandPanel({ id, level, character, deckHref = DECK_HREF }: Props) {
  return (
    <SheetSection id={id} part="hand" level={level} title="Hand">
      <p>
        {countCards(character.hand.length)} in the Hand. Cards are drawn with the{' '}
        <a href={deckHref}>card deck</a>.
      </p>
      {character.hand.length > 0 ? (
        <ul class="locus-hand" aria-labelledby={`${id}-hand-title`}>
          {character.hand.map((card) => (
            <li key={cardKey(card)}>
              <PlayingCard
                card={card}
                note={isHauntCard(card, character) ? 'Haunt suit' : undefined}
              />
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
