/**
 * Cards as words for the card deck and the Hand: every card is shown with its symbol and its
 * name ("Q♥ Queen of Hearts"), never by colour alone, and every draw is described the same way
 * in the widget and in the roll log.
 */
import {
  formatCard,
  RANKS,
  SUIT_LABELS,
  SUIT_SYMBOLS,
  type Card,
  type DrawResolution,
  type Rank,
  type Suit,
} from './cards';

const RANK_NAMES: Readonly<Record<Rank, string>> = {
  A: 'Ace',
  '2': 'Two',
  '3': 'Three',
  '4': 'Four',
  '5': 'Five',
  '6': 'Six',
  '7': 'Seven',
  '8': 'Eight',
  '9': 'Nine',
  '10': 'Ten',
  J: 'Jack',
  Q: 'Queen',
  K: 'King',
};

/** "Queen of Hearts". */
export function cardName(card: Card): string {
  return `${RANK_NAMES[card.rank]} of ${SUIT_LABELS[card.suit]}`;
}

/** "Q♥ Queen of Hearts": the short label and the name. */
export function cardLabel(card: Card): string {
  return `${formatCard(card)} ${cardName(card)}`;
}

/** "♥ Hearts", or "not chosen" for a suit not picked yet. */
export function suitLabel(suit: Suit | null): string {
  return suit === null ? 'not chosen' : `${SUIT_SYMBOLS[suit]} ${SUIT_LABELS[suit]}`;
}

/** The rank as a number for the roll log's total: Ace 1, 2-10 as printed, Jack 11, Queen 12, King 13. */
export function rankValue(rank: Rank): number {
  return RANKS.indexOf(rank) + 1;
}

/** The roll log's detail for a draw: "Q♥ to Hand" or "7♣ Virtue: +3 WP". */
export function describeDraw(resolution: DrawResolution): string {
  const card = formatCard(resolution.card);
  if (resolution.destination === 'discard')
    return `${card} Virtue: +${resolution.willpowerGained} WP`;
  return `${card} to Hand${resolution.haunt ? ' (Haunt suit)' : ''}`;
}

/**
 * A sentence for the reader: what the drawn card did to whom. It names the card in words only:
 * the deck shows the card's symbol beside it, so a screen reader hears the card once.
 */
export function describeDrawOutcome(resolution: DrawResolution, characterName: string): string {
  const name = characterName.trim() === '' ? 'the character' : characterName;
  const card = cardName(resolution.card);
  if (resolution.destination === 'discard') {
    return `${card}: ${name}'s Virtue suit. ${name} gains ${resolution.willpowerGained} WP and the card goes straight to the discard pile.`;
  }
  return `${card} goes into ${name}'s Hand${resolution.haunt ? ': a card of the Haunt suit' : ''}.`;
}

/**
 * What a Character's suits make of a draw, before drawing for them, and the words of the link to
 * the sheet where a missing suit is chosen (null when none is missing that matters): without a
 * Virtue suit, every card goes into the Hand.
 */
export function describeDrawerSuits(
  name: string,
  suits: { readonly virtueSuit: Suit | null; readonly hauntSuit: Suit | null },
): { readonly text: string; readonly chooseLink: string | null } {
  if (suits.virtueSuit === null && suits.hauntSuit === null)
    return {
      text: `${name} has no Virtue or Haunt suit chosen, so every card goes into the Hand.`,
      chooseLink: 'Choose the suits in the Cast tracker',
    };
  const chosen = `${name}: Virtue suit ${suitLabel(suits.virtueSuit)}, Haunt suit ${suitLabel(suits.hauntSuit)}.`;
  return suits.virtueSuit === null
    ? {
        text: `${chosen} No Virtue suit: every card goes into the Hand.`,
        chooseLink: 'Choose it in the Cast tracker',
      }
    : { text: chosen, chooseLink: null };
}
