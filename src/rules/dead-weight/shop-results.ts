/**
 * What the shop roller shows after its rolls: the item's availability and its price are two rolls
 * of one purchase, so the last of each stays in view together, each in its own sentence. A roll
 * for another rarity starts a new purchase: the other roll, made for the old rarity, goes.
 */
import type { DwRarity } from './shopping';

/** The last availability and price sentences for one rarity; null where that roll is not made. */
export interface DwShopResults {
  readonly rarity: DwRarity;
  readonly availability: string | null;
  readonly price: string | null;
}

/** The results after a roll of `part` for `rarity`, said as `sentence`. */
export function addDwShopResult(
  previous: DwShopResults | null,
  rarity: DwRarity,
  part: 'availability' | 'price',
  sentence: string,
): DwShopResults {
  const kept = previous?.rarity === rarity ? previous : { rarity, availability: null, price: null };
  return { ...kept, [part]: sentence };
}

/** The sentences to show, availability first. */
export function listDwShopResults(results: DwShopResults): readonly string[] {
  return [results.availability, results.price].filter((line) => line !== null);
}
