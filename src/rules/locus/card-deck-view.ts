/**
 * What the Cast's card deck shows, decided in one place from the deck, the Cast and who is chosen
 * to draw and to shed: the piles in words, the shuffle question, the drawer's suits, why the Draw
 * button is off, and the words of a draw (with what the roll log keeps of it).
 */
import type { DeckState, DrawResolution, Suit } from './cards';
import { describeDrawerSuits, describeDrawOutcome } from './card-text';
import { playerCharacters, type LocusCharacter } from './character';
import { checkLogSource } from './check-log';
import { countCards, countDeck, drawBlockedReason } from './deck-state';
import { displayName } from './sheet-text';

export interface CardDeckView {
  /** The Characters who hold a Hand (Foils do not draw). */
  readonly characters: readonly LocusCharacter[];
  /** The piles in words, or null before the first shuffle. */
  readonly piles: { readonly left: string; readonly rest: string } | null;
  /** Asked before a new deck replaces the piles. */
  readonly shuffleQuestion: string;
  readonly drawer: LocusCharacter | undefined;
  /** What the drawer's suits make of a draw, and the link's words when a suit is missing. */
  readonly suits: { readonly text: string; readonly chooseLink: string | null } | null;
  /** Why no card can be drawn now, or null. */
  readonly drawBlockedBy: string | null;
  readonly shedder: LocusCharacter | undefined;
}

/** Everything the card deck shows. */
export function viewCardDeck(
  deck: DeckState | null,
  cast: readonly LocusCharacter[],
  chosen: { readonly drawerId: string | undefined; readonly shedderId: string | undefined },
): CardDeckView {
  const characters = playerCharacters(cast);
  const counts = countDeck(deck, cast);
  const drawer = characters.find((character) => character.id === chosen.drawerId);
  return {
    characters,
    piles: deck
      ? {
          left: `${countCards(counts.drawPile)} left`,
          rest: `in the draw pile · ${countCards(counts.discardPile)} in the discard pile · ${countCards(counts.inHands)} in Hands`,
        }
      : null,
    shuffleQuestion: `Gather the draw and discard piles and shuffle a new deck? Cards held in Hands stay there (${countCards(counts.inHands)}) and are left out of the new deck.`,
    drawer,
    suits: drawer ? describeDrawerSuits(displayName(drawer), drawer) : null,
    drawBlockedBy: drawBlockedReason(deck, drawer !== undefined),
    shedder: characters.find((character) => character.id === chosen.shedderId),
  };
}

/** A card drawn for a Character: what it did, the sentence shown, and what the roll log keeps. */
export interface CardDrawn {
  readonly resolution: DrawResolution;
  readonly text: string;
  readonly input: {
    readonly name: string;
    readonly virtueSuit: Suit | null;
    readonly hauntSuit: Suit | null;
  };
  readonly source: string;
}

/** The card drawn for this Character, in words. */
export function describeCardDrawn(
  resolution: DrawResolution,
  character: Pick<LocusCharacter, 'name' | 'virtueSuit' | 'hauntSuit'>,
): CardDrawn {
  const name = displayName(character);
  return {
    resolution,
    text: describeDrawOutcome(resolution, name),
    input: { name, virtueSuit: character.virtueSuit, hauntSuit: character.hauntSuit },
    source: checkLogSource('card draw', name),
  };
}
