/** The Hand: the cards the character holds (drawn from the Cast's deck) and shedding one. */
import { cardKey, type LocusCharacter } from '../../../rules/locus';
import { countCards } from '../../../rules/locus';
import { Heading, type HeadingLevel } from '../../kit';
import { DECK_HREF } from './links';
import PlayingCard from './PlayingCard';
import ShedCardForm from './ShedCardForm';

interface Props {
  id: string;
  level: HeadingLevel;
  character: LocusCharacter;
  /** Whether the card deck is on the same page (then the link says so). */
  deckHref?: string;
}

export default function HandPanel({ id, level, character, deckHref = DECK_HREF }: Props) {
  return (
    <section aria-labelledby={`${id}-hand-title`}>
      <Heading level={level} id={`${id}-hand-title`}>
        Hand
      </Heading>
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
                note={card.suit === character.hauntSuit ? 'Haunt suit' : undefined}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div class="tool-no-print">
        <ShedCardForm id={id} character={character} />
      </div>
    </section>
  );
}
