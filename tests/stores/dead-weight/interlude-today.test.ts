import { describe, expect, it } from 'vitest';
import {
  $dwInterludeToday,
  $dwInterludeTodayNotice,
  clearDwInterludeToday,
  createDwInterludeToday,
  DW_INTERLUDE_TODAY_KEY,
  keepDwInterludeResult,
  resultsOfDay,
} from '../../../src/stores/dead-weight/interlude-today';
import {
  itSetsAsideUnreadableText,
  savedJson,
  useFakeStorage,
  writeFromAnotherTab,
} from '../storage';

useFakeStorage(() => {
  $dwInterludeToday.set(createDwInterludeToday());
  $dwInterludeTodayNotice.set(undefined);
});

const roll = {
  table: 'Blacksalt events',
  dice: [2],
  total: 2,
  text: 'Roll from the bad events table.',
};
const event = {
  roll: { event: roll, followUp: null, settlementDoom: 0, omens: false },
  note: '',
};
const sleep = { rolls: [{ name: 'Bo', roll: { ...roll, table: 'On the streets' } }], note: '' };

describe('the interlude day’s results', () => {
  it('keeps each step’s result of the day beside the others, and saves them', () => {
    keepDwInterludeResult(1, { event });
    keepDwInterludeResult(1, { sleep });
    expect(resultsOfDay($dwInterludeToday.get(), 1)).toMatchObject({ day: 1, event, sleep });
    expect(savedJson(DW_INTERLUDE_TODAY_KEY)).toMatchObject({ day: 1, event, sleep, hunger: {} });
  });

  it('reads the results of another day as none, and a new day keeps only its own', () => {
    keepDwInterludeResult(1, { event, sleep });
    expect(resultsOfDay($dwInterludeToday.get(), 2)).toEqual(createDwInterludeToday(2));
    keepDwInterludeResult(2, { sleep });
    expect($dwInterludeToday.get()).toEqual({ ...createDwInterludeToday(2), sleep });
    clearDwInterludeToday();
    expect($dwInterludeToday.get()).toEqual(createDwInterludeToday());
  });

  it('keeps the actions taken today, and reads a save from before they were kept as none taken', () => {
    keepDwInterludeResult(3, { actions: { b: 'Risk dice: 2, 5. Nothing happens.' } });
    expect(savedJson(DW_INTERLUDE_TODAY_KEY)).toMatchObject({
      day: 3,
      actions: { b: 'Risk dice: 2, 5. Nothing happens.' },
    });
    expect(
      writeFromAnotherTab(
        $dwInterludeToday,
        DW_INTERLUDE_TODAY_KEY,
        '{"version":1,"day":2,"event":null,"hunger":{},"sleep":null}',
      ),
    ).toEqual(createDwInterludeToday(2));
  });

  itSetsAsideUnreadableText(() => ({
    store: $dwInterludeToday,
    notice: $dwInterludeTodayNotice,
    key: DW_INTERLUDE_TODAY_KEY,
    initial: createDwInterludeToday(),
    wrongShape: '{"version":1,"day":1,"event":{"roll":5},"hunger":{},"sleep":null}',
    label: "interlude day's results",
  }));
});
