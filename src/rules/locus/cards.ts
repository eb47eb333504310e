/**
 * The card deck: a standard 52-card deck with the Jokers removed. Each character has a Virtue
 * suit and a Haunt suit; the original's mapping of suits to Vices and Virtues is not known, so the
 * player picks both.
 *
 * Stored shape (in the saved deck state): `{ drawPile: Card[], discardPile: Card[] }`, top of the
 * draw pile first, each card `{ suit, rank }`. Cards in characters' Hands are in neither pile.
 */
import * as z from 'zod/mini';
import type { Rng } from '../dice';
import { refuse, succeed } from '../result';
import type { LocusResult } from './errors';

export const SUITS = ['hearts', 'diamonds', 'clubs', 'spades'] as const;
export const SuitSchema = z.enum(SUITS);
export type Suit = z.infer<typeof SuitSchema>;

export const SUIT_LABELS: Readonly<Record<Suit, string>> = {
  hearts: 'Hearts',
  diamonds: 'Diamonds',
  clubs: 'Clubs',
  spades: 'Spades',
};
export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = {
  hearts: '♥',
  diamonds: '♦',
  clubs: '♣',
  spades: '♠',
};

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const RankSchema = z.enum(RANKS);
export type Rank = z.infer<typeof RankSchema>;

export const CardSchema = z.object({ suit: SuitSchema, rank: RankSchema });
export type Card = z.infer<typeof CardSchema>;

export const DeckStateSchema = z.object({
  drawPile: z.array(CardSchema),
  discardPile: z.array(CardSchema),
});
export type DeckState = z.infer<typeof DeckStateSchema>;

/** "A♥", "10♠": the card as a short label. */
export function formatCard(card: Card): string {
  return `${card.rank}${SUIT_SYMBOLS[card.suit]}`;
}

/** A stable key for a card, e.g. `hearts-A`, for lists and comparisons. */
export function cardKey(card: Card): string {
  return `${card.suit}-${card.rank}`;
}

/** Whether two cards are the same card. */
export function isSameCard(left: Card, right: Card): boolean {
  return left.suit === right.suit && left.rank === right.rank;
}

/** The 52 cards, suit by suit (hearts, diamonds, clubs, spades), A to K. No Jokers. */
export function createDeck(): Card[] {
  return SUITS.flatMap((suit) => RANKS.map((rank) => ({ suit, rank })));
}

/**
 * A new array with the cards in random order: Fisher-Yates, drawing each position with
 * `rng.randomInt(i + 1)` (unbiased, see the dice core) from the last position down, so every permutation is equally likely.
 */
export function shuffleDeck(cards: readonly Card[], rng: Rng): Card[] {
  const shuffled = [...cards];
  for (let last = shuffled.length - 1; last > 0; last -= 1) {
    const pick = rng.randomInt(last + 1);
    const held = shuffled[last] as Card;
    shuffled[last] = shuffled[pick] as Card;
    shuffled[pick] = held;
  }
  return shuffled;
}

/** A fresh, shuffled 52-card draw pile and an empty discard pile. */
export function createDeckState(rng: Rng): DeckState {
  return { drawPile: shuffleDeck(createDeck(), rng), discardPile: [] };
}

/** Cards left in the draw pile. */
export function countCardsLeft(state: DeckState): number {
  return state.drawPile.length;
}

/** Take the top card of the draw pile. An empty pile is an error value (`empty-draw-pile`): reshuffle the discards first. */
export function drawCard(
  state: DeckState,
): LocusResult<{ readonly card: Card; readonly state: DeckState }> {
  const [card, ...rest] = state.drawPile;
  if (card === undefined) {
    return refuse(
      'empty-draw-pile',
      state.discardPile.length > 0
        ? 'The draw pile is empty: reshuffle the discard pile to keep drawing.'
        : 'The draw pile is empty and there are no discards: every card is in a Hand.',
    );
  }
  return succeed({ card, state: { drawPile: rest, discardPile: state.discardPile } });
}

/** Put cards on top of the discard pile (last in the list on top). */
export function discard(state: DeckState, ...cards: readonly Card[]): DeckState {
  return { drawPile: state.drawPile, discardPile: [...state.discardPile, ...cards] };
}

/**
 * Shuffle the discard pile and put it under the cards still in the draw pile ([decision]: the
 * undrawn cards keep their order on top; when the draw pile is empty this is simply a new pile).
 */
export function reshuffleDiscards(state: DeckState, rng: Rng): DeckState {
  return { drawPile: [...state.drawPile, ...shuffleDeck(state.discardPile, rng)], discardPile: [] };
}

/** The two suits a player picked for the character. */
export interface SuitChoice {
  readonly virtueSuit: Suit | null;
  readonly hauntSuit: Suit | null;
}

/** WP for drawing a card of the character's Virtue suit. */
export const VIRTUE_CARD_WILLPOWER = 3;

export interface DrawResolution {
  readonly card: Card;
  /** `discard`: a Virtue card, discarded at once; `hand`: any other suit. */
  readonly destination: 'discard' | 'hand';
  readonly willpowerGained: number;
  /** The card is of the character's Haunt suit (and goes into the Hand). */
  readonly haunt: boolean;
}

/** Whether a card is of the character's Haunt suit (never, while no Haunt suit is chosen). */
export function isHauntCard(card: Card, character: { readonly hauntSuit: Suit | null }): boolean {
  return character.hauntSuit !== null && card.suit === character.hauntSuit;
}

/**
 * What happens to a drawn card: the Virtue suit gives +3 WP and is discarded immediately; any
 * other suit goes into the Hand. With no Virtue suit chosen, every card goes into the Hand.
 */
export function resolveDraw(card: Card, character: SuitChoice): DrawResolution {
  if (character.virtueSuit !== null && card.suit === character.virtueSuit) {
    return { card, destination: 'discard', willpowerGained: VIRTUE_CARD_WILLPOWER, haunt: false };
  }
  return {
    card,
    destination: 'hand',
    willpowerGained: 0,
    haunt: isHauntCard(card, character),
  };
}

/** When a card may be shed from the Hand, from the text. */
export const SHED_TRIGGER_IDS = [
  'other-virtue',
  'critical-success',
  'own-virtue',
  'resist-haunt',
  'oppose-haunt',
] as const;
export const ShedTriggerSchema = z.enum(SHED_TRIGGER_IDS);
export type ShedTrigger = z.infer<typeof ShedTriggerSchema>;

export const SHED_TRIGGERS: readonly {
  readonly id: ShedTrigger;
  readonly label: string;
  readonly allowsHauntCard: boolean;
}[] = [
  {
    id: 'other-virtue',
    label: 'Act in accordance with a Virtue (not your own)',
    allowsHauntCard: false,
  },
  { id: 'critical-success', label: 'Roll a critical success (triple 6)', allowsHauntCard: false },
  { id: 'own-virtue', label: 'Act in accordance with your own Virtue', allowsHauntCard: true },
  { id: 'resist-haunt', label: 'Resist acting on your Haunt/Vice', allowsHauntCard: true },
  { id: 'oppose-haunt', label: 'Act notably opposing your Haunt', allowsHauntCard: true },
];

/**
 * Whether this card may be shed for this reason. Every reason sheds one neutral (non-Haunt)
 * card; only acting on your own Virtue, resisting your Haunt/Vice, or notably opposing your Haunt
 * may shed a Haunt-suit card instead. Refusals: `card-not-in-hand`, `cannot-shed-haunt-card`.
 */
export function canShedCard(
  card: Card,
  trigger: ShedTrigger,
  character: { readonly hauntSuit: Suit | null; readonly hand: readonly Card[] },
): LocusResult<true> {
  if (!character.hand.some((held) => isSameCard(held, card)))
    return refuse('card-not-in-hand', `${formatCard(card)} is not in the Hand.`);
  const rule = SHED_TRIGGERS.find((candidate) => candidate.id === trigger);
  if (isHauntCard(card, character) && rule?.allowsHauntCard !== true) {
    return refuse(
      'cannot-shed-haunt-card',
      `${formatCard(card)} is of the Haunt suit: "${rule?.label ?? trigger}" only sheds a non-Haunt card.`,
    );
  }
  return succeed(true);
}
