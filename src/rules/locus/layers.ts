/**
 * Average Hand -> Layer: "The Cast's average Hand size determines which Layer they inhabit."
 * The text promises suggested thresholds for a 3-Layer Locus but prints none, so [decision] the
 * Director sets the number of Layers (2-6) and the thresholds between them; the evenly spaced
 * `exampleThresholds` are only examples. The Echo rule ("whatever size places them in the
 * middle Layer") reads the same thresholds.
 *
 * Conventions decided here (and stated by the widget):
 * - Layers are numbered from the top: Layer 1 is nearest reality (a Locus that uses a "Layer 0"
 *   can read it as Layer 1), the last Layer is the bottom Layer with the Locus' own Monster.
 * - `thresholds[i]` is the average Hand size at which the Cast enters Layer i + 2; reaching it
 *   exactly counts (lower bound inclusive).
 * - The Layer follows the exact average (total cards / players), not the average rounded for
 *   display. Comparisons are done in whole hundredths so no floating-point error can move a
 *   Cast across a threshold; that is why a threshold has at most two decimal places.
 * - With an even number of Layers there are two middle Layers; the Echo rule uses the deeper
 *   one (Layer floor(n / 2) + 1: Layer 2 of 2, 3 of 4, 4 of 6), so with 2 Layers an Echo needs
 *   the bottom Layer's Hand size rather than any Hand at all.
 */
import { howMany } from '../words';
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../whole-number-schema';
import { refuse, succeed } from '../result';
import type { LocusResult } from './errors';
import { readLocusCount } from './check-inputs';
import { isDead, playerCharacters, type LocusCharacter } from './character';
import { displayName } from './sheet-text';

export const MIN_LAYERS = 2;
export const MAX_LAYERS = 6;
export const DEFAULT_LAYER_COUNT = 3;
/** The numbers of Layers a Director can choose: "2 Layers" to "6 Layers". */
export const LAYER_COUNT_OPTIONS: readonly { readonly value: string; readonly label: string }[] =
  Array.from({ length: MAX_LAYERS - MIN_LAYERS + 1 }, (_, index) => MIN_LAYERS + index).map(
    (count) => ({ value: String(count), label: `${count} Layers` }),
  );
/** Spacing of the example thresholds: 3, 6, 9 ... cards of average Hand. */
export const EXAMPLE_THRESHOLD_STEP = 3;
/** A Hand cannot hold more than the whole deck (52 cards, Jokers removed). */
export const MAX_HAND_SIZE = 52;

/** Thresholds are compared in hundredths of a card. */
const SCALE = 100;

export const LayerCountSchema = wholeNumberSchema(MIN_LAYERS, MAX_LAYERS, { unit: 'Layers' });

export const LayerSettingsSchema = z
  .object({
    layers: LayerCountSchema,
    thresholds: z.array(z.number()),
  })
  .check(
    z.superRefine((settings, context) => {
      if (settings.thresholds.length !== settings.layers - 1) {
        context.addIssue({
          code: 'custom',
          message: `should hold ${settings.layers - 1} numbers for ${settings.layers} Layers`,
          path: ['thresholds'],
        });
        return;
      }
      checkThresholds(settings.thresholds).forEach((message, index) => {
        if (message !== null)
          context.addIssue({ code: 'custom', message, path: ['thresholds', index] });
      });
    }),
  );
export type LayerSettings = z.infer<typeof LayerSettingsSchema>;

/** Evenly spaced example thresholds for `layers` Layers: 3, 6, 9 ... (n - 1 of them). */
export function exampleThresholds(layers: number): number[] {
  checkLayerCount(layers);
  return Array.from({ length: layers - 1 }, (_, index) => (index + 1) * EXAMPLE_THRESHOLD_STEP);
}

/** The shipped settings: 3 Layers with the example thresholds. */
export function exampleLayerSettings(layers = DEFAULT_LAYER_COUNT): LayerSettings {
  return { layers, thresholds: exampleThresholds(layers) };
}

/** Whether the thresholds are the examples for their Layer count. */
export function isExampleSettings(settings: LayerSettings): boolean {
  const examples = exampleThresholds(settings.layers);
  return (
    settings.thresholds.length === examples.length &&
    settings.thresholds.every((value, index) => value === examples[index])
  );
}

function checkLayerCount(layers: number): void {
  if (!LayerCountSchema.safeParse(layers).success)
    throw new RangeError(`A Locus has ${MIN_LAYERS} to ${MAX_LAYERS} Layers, got ${layers}.`);
}

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * SCALE) - value * SCALE) < 1e-6;
}

/**
 * What is wrong with each threshold, in order (null where it is fine): each must be a number of
 * at least 0 with at most two decimal places, and more than the one before it.
 */
export function checkThresholds(thresholds: readonly number[]): (string | null)[] {
  return thresholds.map((value, index) => {
    if (!Number.isFinite(value)) return 'Enter a number of cards, such as 3 or 4.5.';
    if (value < 0) return 'A threshold cannot be below 0 cards.';
    if (!hasAtMostTwoDecimals(value)) return 'Use at most two decimal places.';
    const previous = thresholds[index - 1];
    if (previous !== undefined && Number.isFinite(previous) && value <= previous)
      return `Must be more than the threshold before it (${formatCards(previous)}).`;
    return null;
  });
}

/** Read a typed threshold: a number of cards of at least 0 ("3", "4.5"); the message suits the field. */
export function parseThreshold(text: string): LocusResult<number> {
  const trimmed = text.trim();
  if (trimmed === '') return refuse('invalid-amount', 'Enter a number of cards, such as 3 or 4.5.');
  if (!/^\d*(?:[.,]\d*)?$/.test(trimmed) || !/\d/.test(trimmed)) {
    return trimmed.startsWith('-')
      ? refuse('invalid-amount', 'A threshold cannot be below 0 cards.')
      : refuse('invalid-amount', 'Enter a number of cards, such as 3 or 4.5.');
  }
  const value = Number(trimmed.replace(',', '.'));
  if (!hasAtMostTwoDecimals(value))
    return refuse('invalid-amount', 'Use at most two decimal places.');
  return succeed(value);
}

/** Read a typed Hand size: a whole number of cards from 0 to 52. */
export function parseHandSize(text: string): LocusResult<number> {
  return readLocusCount(text, 0, MAX_HAND_SIZE, {
    empty: 'Enter the number of cards in the Hand (0 or more).',
    low: 'A Hand cannot hold fewer than 0 cards.',
    high: `A Hand cannot hold more than the ${MAX_HAND_SIZE} cards of the deck.`,
    other: 'Enter a whole number of cards, such as 0 or 4.',
  });
}

/**
 * Change the number of Layers, keeping the thresholds the Director set: extra ones are dropped
 * from the bottom, missing ones continue the last step (or the example step).
 */
export function resizeThresholds(thresholds: readonly number[], layers: number): number[] {
  checkLayerCount(layers);
  const wanted = layers - 1;
  const next = thresholds.slice(0, wanted);
  while (next.length < wanted) {
    const last = next[next.length - 1];
    const before = next[next.length - 2];
    const step =
      last !== undefined && before !== undefined && last > before
        ? last - before
        : EXAMPLE_THRESHOLD_STEP;
    next.push(
      last === undefined ? EXAMPLE_THRESHOLD_STEP : Math.round((last + step) * SCALE) / SCALE,
    );
  }
  return next;
}

/** "3", "4.5", "2.25": a number of cards without trailing zeros. */
export function formatCards(value: number): string {
  return String(Math.round(value * SCALE) / SCALE);
}

export interface AverageHand {
  readonly players: number;
  readonly totalCards: number;
  /** Exact average, or null with no players. */
  readonly average: number | null;
}

/** The Cast's average Hand size from each player's Hand size. */
export function averageHand(handSizes: readonly number[]): AverageHand {
  for (const size of handSizes) {
    if (!Number.isInteger(size) || size < 0)
      throw new RangeError(`A Hand size is a whole number of at least 0, got ${size}.`);
  }
  const totalCards = handSizes.reduce((sum, size) => sum + size, 0);
  return {
    players: handSizes.length,
    totalCards,
    average: handSizes.length === 0 ? null : totalCards / handSizes.length,
  };
}

/** The average to one decimal place, as shown: "2.7". */
export function formatAverage(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}

function toHundredths(value: number): number {
  return Math.round(value * SCALE);
}

/** Whether `totalCards / players` is at least `threshold`, without floating-point error. */
function averageReaches(totalCards: number, players: number, threshold: number): boolean {
  return totalCards * SCALE >= toHundredths(threshold) * players;
}

/**
 * The Layer (1 = top) a Cast with `totalCards` across `players` players is in: 1 + the number of
 * thresholds its exact average reaches. With no players, the top Layer.
 */
export function layerForHands(
  totalCards: number,
  players: number,
  thresholds: readonly number[],
): number {
  if (players === 0) return 1;
  return (
    1 + thresholds.filter((threshold) => averageReaches(totalCards, players, threshold)).length
  );
}

/** The Layer (1 = top) for a single Hand size (one character's Hand against the thresholds). */
export function layerForHandSize(handSize: number, thresholds: readonly number[]): number {
  return layerForHands(handSize, 1, thresholds);
}

export interface NextLayer {
  /** The Layer the Cast would enter. */
  readonly layer: number;
  /** Its threshold (average Hand size). */
  readonly threshold: number;
  /** The fewest cards in total the whole Cast needs for the average to reach it. */
  readonly totalNeeded: number;
  /** How many more cards than the Cast holds now, in total across the Cast. */
  readonly moreCards: number;
}

/**
 * How far the Cast is from the next Layer: the average reaches threshold t when the Cast holds
 * at least t x players cards in total (rounded up to a whole card). Null in the bottom Layer or
 * with no players.
 */
export function cardsToNextLayer(
  totalCards: number,
  players: number,
  thresholds: readonly number[],
): NextLayer | null {
  if (players === 0) return null;
  const layer = layerForHands(totalCards, players, thresholds);
  const threshold = thresholds[layer - 1];
  if (threshold === undefined) return null;
  const totalNeeded = Math.ceil((toHundredths(threshold) * players) / SCALE);
  return { layer: layer + 1, threshold, totalNeeded, moreCards: totalNeeded - totalCards };
}

/** The middle Layer of `layers` (1 = top): the middle one, or the deeper of the two middle ones when `layers` is even. */
export function middleLayer(layers: number): number {
  checkLayerCount(layers);
  return Math.floor(layers / 2) + 1;
}

/** The Hand size that places a character in the middle Layer: that Layer's threshold. */
export function echoThreshold(settings: LayerSettings): number {
  const threshold = settings.thresholds[middleLayer(settings.layers) - 2];
  if (threshold === undefined)
    throw new RangeError(
      `Expected ${settings.layers - 1} thresholds, got ${settings.thresholds.length}.`,
    );
  return threshold;
}

/** Whether a character who died with this Hand would become an Echo: Hand size at or above the middle Layer's threshold. */
export function wouldBecomeEcho(handSize: number, settings: LayerSettings): boolean {
  return averageReaches(handSize, 1, echoThreshold(settings));
}

export interface PlayerHand {
  /** An id for lists (a character id, or the typed row). */
  readonly id: string;
  readonly name: string;
  readonly handSize: number;
}

export interface LayerReadout extends AverageHand {
  /** The Layer the Cast is in (1 = top). */
  readonly layer: number;
  readonly layers: number;
  readonly next: NextLayer | null;
  readonly middleLayer: number;
  readonly echoThreshold: number;
  /** The players whose Hand would make them an Echo if they died now. */
  readonly echoes: readonly PlayerHand[];
}

/** Everything the Average Hand calculator shows, from the players' Hands and the Director's settings. */
export function readLayers(hands: readonly PlayerHand[], settings: LayerSettings): LayerReadout {
  const average = averageHand(hands.map((hand) => hand.handSize));
  return {
    ...average,
    layer: layerForHands(average.totalCards, average.players, settings.thresholds),
    layers: settings.layers,
    next: cardsToNextLayer(average.totalCards, average.players, settings.thresholds),
    middleLayer: middleLayer(settings.layers),
    echoThreshold: echoThreshold(settings),
    echoes: hands.filter((hand) => wouldBecomeEcho(hand.handSize, settings)),
  };
}

/** "Layer 1 (top)", "Layer 2", "Layer 3 (bottom)". */
export function layerName(layer: number, layers: number): string {
  if (layer === 1) return 'Layer 1 (top)';
  if (layer === layers) return `Layer ${layer} (bottom)`;
  return `Layer ${layer}`;
}

/** "1 card", "3 cards". */
export function cardsText(count: number): string {
  return howMany(count, 'card');
}

export interface ThresholdDrafts {
  /** Each typed threshold's problem in plain words, null where it is fine. */
  readonly errors: readonly (string | null)[];
  /** The thresholds when every one is fine, else null. */
  readonly values: number[] | null;
}

/** Typed thresholds read together: each one's own problem first, then its order against the one before. */
export function checkThresholdDrafts(drafts: readonly string[]): ThresholdDrafts {
  const parsed = drafts.map(parseThreshold);
  const numbers = parsed.map((result) => (result.ok ? result.value : Number.NaN));
  const order = checkThresholds(numbers);
  const errors = parsed.map((result, index) =>
    result.ok ? (order[index] ?? null) : result.error.message,
  );
  return { errors, values: errors.every((error) => error === null) ? numbers : null };
}

/** Whether two lists of thresholds are the same numbers (null, unreadable drafts, never is). */
export function sameThresholds(left: readonly number[] | null, right: readonly number[]): boolean {
  return (
    left !== null &&
    left.length === right.length &&
    left.every((value, index) => value === right[index])
  );
}

/** The thresholds written out, one per field. */
export function thresholdDrafts(thresholds: readonly number[]): readonly string[] {
  return thresholds.map(formatCards);
}

/**
 * The threshold fields once the saved thresholds changed (the Layer count, a reset, another tab):
 * what is typed stays while it reads as the same numbers, else the saved ones are written out.
 */
export function followThresholdDrafts(
  drafts: readonly string[],
  saved: readonly number[],
): readonly string[] {
  return sameThresholds(checkThresholdDrafts(drafts).values, saved)
    ? drafts
    : thresholdDrafts(saved);
}

export interface TypedHands {
  /** Each typed Hand size's problem, null where it is fine. */
  readonly errors: readonly (string | null)[];
  /** "Player 1", "Player 2" ... with their Hands, when every size is fine; else null. */
  readonly hands: PlayerHand[] | null;
}

/** Hand sizes typed one per player. */
export function readTypedHands(texts: readonly string[]): TypedHands {
  const parsed = texts.map(parseHandSize);
  const errors = parsed.map((result) => (result.ok ? null : result.error.message));
  const hands = parsed.flatMap((result, index) =>
    result.ok
      ? [{ id: `player-${index + 1}`, name: `Player ${index + 1}`, handSize: result.value }]
      : [],
  );
  return { errors, hands: hands.length === texts.length ? hands : null };
}

/** Where the Cast goes next: the next Layer and the cards it takes in total, or that this is the bottom. */
export function nextLayerText(readout: LayerReadout): string {
  const { next } = readout;
  if (!next) return 'This is the bottom Layer: there is no Layer below.';
  return `Next: Layer ${next.layer} at an average of ${formatCards(next.threshold)}. That takes ${cardsText(next.moreCards)} more across the Cast (${next.totalNeeded} in all).`;
}

/** Who would become an Echo on dying now: "Ada (4 cards), Cy (3 cards)." */
export function echoesText(readout: LayerReadout): string {
  if (readout.average === null) return 'no one yet.';
  if (readout.echoes.length === 0)
    return `no one (it takes a Hand of ${formatCards(readout.echoThreshold)} or more).`;
  return `${readout.echoes.map((hand) => `${hand.name} (${cardsText(hand.handSize)})`).join(', ')}.`;
}

/** With an even number of Layers, which middle Layer the Echo rule reads; empty otherwise. */
export function evenLayersNote(readout: LayerReadout): string {
  if (readout.layers % 2 !== 0) return '';
  return `With ${readout.layers} Layers there are two middle Layers; this counts the deeper one, Layer ${readout.middleLayer}, so an Echo needs the larger Hand.`;
}

/**
 * Whose Hands the Layer counts from the Cast: the living Characters. Also in words: how many
 * there are ("2 Characters"), and who is left out and why, the dead by name and the Foils by count.
 */
export function castHands<Character extends Pick<LocusCharacter, 'name' | 'kind' | 'injuries'>>(
  characters: readonly Character[],
): {
  readonly counted: readonly Character[];
  readonly countedText: string;
  readonly leftOut: string;
} {
  const players = playerCharacters(characters);
  const counted = players.filter((character) => !isDead(character));
  const dead = players.filter((character) => isDead(character));
  const foils = characters.length - players.length;
  const leftOut = [
    dead.length > 0 ? `${dead.map((character) => displayName(character)).join(', ')} (dead)` : '',
    foils > 0 ? `${howMany(foils, 'Foil')} (not players)` : '',
  ].filter(Boolean);
  return {
    counted,
    countedText:
      counted.length > 0 ? howMany(counted.length, 'Character') : 'no living Characters yet',
    leftOut: leftOut.length > 0 ? ` Left out: ${leftOut.join('; ')}.` : '',
  };
}

/**
 * The Hands the average reads and whom it counts: the living Characters' from the Cast when that
 * is chosen and there are any, else the typed ones (null while one of them cannot be read).
 */
export function chooseHands(
  counted: readonly Pick<LocusCharacter, 'id' | 'name' | 'hand'>[],
  takeFromCast: boolean,
  typed: TypedHands,
): {
  readonly fromCast: boolean;
  readonly hands: readonly PlayerHand[] | null;
  readonly who: 'Characters' | 'players';
} {
  if (!takeFromCast || counted.length === 0)
    return { fromCast: false, hands: typed.hands, who: 'players' };
  const hands = counted.map((character) => ({
    id: character.id,
    name: displayName(character),
    handSize: character.hand.length,
  }));
  return { fromCast: true, hands, who: 'Characters' };
}
