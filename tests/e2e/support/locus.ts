/** Where the Locus Cast is saved (src/stores/locus/cast.ts). */
export const LOCUS_CAST_KEY = 'rules-at-hand:locus-cast';

/**
 * A Locus Character in the stored shape (src/rules/locus/character.ts): every Attribute at 3,
 * Virtue suit hearts and Haunt suit spades, holding `handSize` spades; `change` gives what a test
 * needs otherwise.
 */
export function locusCharacter(
  id: string,
  name: string,
  handSize: number,
  change: Record<string, unknown> = {},
) {
  const ranks = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
  return {
    id,
    name,
    attitude: '',
    haunt: '',
    virtue: '',
    virtueSuit: 'hearts',
    hauntSuit: 'spades',
    kind: 'character',
    attributes: {
      frailty: 3,
      clumsiness: 3,
      carelessness: 3,
      impatience: 3,
      cowardice: 3,
      ignorance: 3,
      repulsion: 3,
      temper: 3,
    },
    willpower: 5,
    stress: 'uneasy',
    injuries: [],
    conditions: [],
    skills: [],
    items: [],
    hand: ranks.slice(0, handSize).map((rank) => ({ suit: 'spades', rank })),
    notes: '',
    ...change,
  };
}
