/**
 * How many adventurers the camp plan counts, and why: the number the reader typed, kept whatever
 * the party becomes; else the party's size in the Characters tool, followed as it changes; else 4,
 * the planner's start where no party is saved. A typed number is the reader's word on who is in
 * this camp (someone may be away), so the party never overwrites it.
 */
/** The count a plan starts from when the reader has typed none and the party is empty. */
export const DW_CAMP_START_ADVENTURERS = 4;

/** Where the count comes from: typed by the reader, the party's size, or the planner's start. */
export type DwCampAdventurersFrom = 'typed' | 'party' | 'start';

export interface DwCampAdventurers {
  readonly count: number;
  readonly from: DwCampAdventurersFrom;
}

/** The count for a plan: `typed` (null when the reader has typed none) before the party's size. */
export function countDwCampAdventurers(typed: number | null, partySize: number): DwCampAdventurers {
  if (typed !== null) return { count: typed, from: 'typed' };
  if (partySize > 0) return { count: partySize, from: 'party' };
  return { count: DW_CAMP_START_ADVENTURERS, from: 'start' };
}

/**
 * What the field says of its count, where there is a party: that it is the party's (the field
 * shows how many), or, typed, how many the party has; nothing without a party.
 */
export function describeDwCampAdventurers(
  from: DwCampAdventurersFrom,
  partySize: number,
): string | undefined {
  if (partySize === 0) return undefined;
  if (from === 'party')
    return 'The party’s size, from the Characters tool. A number typed here stays.';
  return `The party has ${partySize}.`;
}

/**
 * The button that lets a typed count go, so the plan counts the party again: offered while the
 * count is typed and there is a party (a plan saved before the party was counted holds its
 * number as typed too); null otherwise.
 */
export function offerDwCampPartyCount(
  from: DwCampAdventurersFrom,
  partySize: number,
): string | null {
  if (from !== 'typed' || partySize === 0) return null;
  return `Count the party (${partySize})`;
}
