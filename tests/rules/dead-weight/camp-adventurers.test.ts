import { describe, expect, it } from 'vitest';
import {
  countDwCampAdventurers,
  describeDwCampAdventurers,
  DW_CAMP_START_ADVENTURERS,
  offerDwCampPartyCount,
} from '../../../src/rules/dead-weight/camp-adventurers';

describe('countDwCampAdventurers', () => {
  it('counts a typed number, whatever the party', () => {
    expect(countDwCampAdventurers(5, 2)).toEqual({ count: 5, from: 'typed' });
    expect(countDwCampAdventurers(0, 0)).toEqual({ count: 0, from: 'typed' });
  });

  it("counts the party's size when no number is typed", () => {
    expect(countDwCampAdventurers(null, 2)).toEqual({ count: 2, from: 'party' });
  });

  it('starts at 4 with no number typed and no party', () => {
    expect(DW_CAMP_START_ADVENTURERS).toBe(4);
    expect(countDwCampAdventurers(null, 0)).toEqual({ count: 4, from: 'start' });
  });
});

describe('describeDwCampAdventurers', () => {
  it("says the count is the party's, and that a typed number stays", () => {
    expect(describeDwCampAdventurers('party', 2)).toBe(
      'The party’s size, from the Characters tool. A number typed here stays.',
    );
  });

  it('says how many the party has beside a typed number', () => {
    expect(describeDwCampAdventurers('typed', 3)).toBe('The party has 3.');
  });

  it('says nothing without a party', () => {
    expect(describeDwCampAdventurers('start', 0)).toBeUndefined();
    expect(describeDwCampAdventurers('typed', 0)).toBeUndefined();
  });
});

describe('offerDwCampPartyCount', () => {
  it('offers to count the party again, naming its size, while a number is typed', () => {
    expect(offerDwCampPartyCount('typed', 2)).toBe('Count the party (2)');
  });

  it('offers nothing while the party is counted, or with no party to count', () => {
    expect(offerDwCampPartyCount('party', 2)).toBeNull();
    expect(offerDwCampPartyCount('start', 0)).toBeNull();
    expect(offerDwCampPartyCount('typed', 0)).toBeNull();
  });
});
