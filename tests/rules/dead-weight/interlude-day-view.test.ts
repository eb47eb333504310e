import { describe, expect, it } from 'vitest';
import {
  DW_FIRST_PICK,
  DW_INTERLUDE_ACTION_CHOICES,
  pickOfDay,
  viewDwInterludeDay,
  type DwInterlude,
} from '../../../src/rules/dead-weight/interlude-day-view';
import { DW_EMPTY_INTERLUDE_FORM } from '../../../src/rules/dead-weight/interlude-form';

const FIRST_DAY: DwInterlude = {
  version: 1,
  day: 1,
  size: 3,
  doom: 0,
  eventDay: null,
  hungerDay: null,
  sleptDay: null,
};
const NOTHING = { picks: {}, actions: {}, hunger: {} };
const ada = { id: 'a', name: 'Ada' };

describe('pickOfDay', () => {
  it('is Rest with no additional effect until the adventurer chooses', () => {
    expect(pickOfDay(NOTHING, 'a')).toEqual(DW_FIRST_PICK);
    expect(pickOfDay({ picks: { a: { action: 'sell', option: '' } } }, 'a').action).toBe('sell');
  });
});

describe('DW_INTERLUDE_ACTION_CHOICES', () => {
  it('offers the six interlude actions by name, Rest first', () => {
    expect(DW_INTERLUDE_ACTION_CHOICES).toHaveLength(6);
    expect(DW_INTERLUDE_ACTION_CHOICES[0]).toEqual({ value: 'rest', label: 'Rest' });
  });
});

describe('viewDwInterludeDay', () => {
  it('says the day and the settlement, with doom at 0: Reduce off, no effect in force', () => {
    const view = viewDwInterludeDay(FIRST_DAY, NOTHING, [], 'streets', DW_EMPTY_INTERLUDE_FORM);
    expect(view.day).toBe('Day 1');
    expect(view.where).toBe('in a Fief (size 3), settlement doom 0 of 7.');
    expect(view.doomMoves).toEqual([
      { step: 1, verb: 'Advance', way: 'up', blockedBy: null },
      {
        step: -1,
        verb: 'Reduce',
        way: 'down',
        blockedBy: 'Reduce settlement doom is off: the doom is at 0, where its tracker starts.',
      },
    ]);
    expect(view.doomEffects).toBeNull();
    expect(view.nextDay).toBe('Start day 2');
  });

  it('lists the doom effects in force with the prices they make', () => {
    const view = viewDwInterludeDay(
      { ...FIRST_DAY, doom: 2 },
      NOTHING,
      [],
      'streets',
      DW_EMPTY_INTERLUDE_FORM,
    );
    expect(view.doomEffects?.effects).toHaveLength(2);
    expect(view.doomEffects?.prices).toBe('Prices +1 silver; inn 2 silver per person.');
  });

  it('turns the event, Hunger Bites and sleep off for an empty party or a step done today', () => {
    const view = viewDwInterludeDay(
      { ...FIRST_DAY, eventDay: 1 },
      NOTHING,
      [],
      'streets',
      DW_EMPTY_INTERLUDE_FORM,
    );
    expect(view.eventBlockedBy).toBe(
      'The Blacksalt event for day 1 has already been rolled: there is one event a day. Start day 2 to roll the next.',
    );
    expect(view.hunger.blockedBy).toBe('Hunger Bites is off until the party has adventurers.');
    expect(view.sleep.blockedBy).toMatch(/^Sleep is off until the party has adventurers/);
    expect(view.actions).toEqual([]);
  });

  it('says where the party may not sleep and which table the night is rolled on', () => {
    const view = viewDwInterludeDay(
      { ...FIRST_DAY, size: 2 },
      NOTHING,
      [ada],
      'inn',
      DW_EMPTY_INTERLUDE_FORM,
    );
    expect(view.sleep.problem).toBe('Inns are found in settlements of size 3 or more.');
    expect(view.sleep.blockedBy).toBe('Roll is off until the party sleeps somewhere it may.');
    expect(view.sleep.choices[0]).toEqual({ value: 'streets', label: 'On the streets (free)' });
    expect(view.sleep.table).toBeTruthy();
  });

  it('lays out an adventurer’s action: its options, what it does and the button’s words', () => {
    const today = { ...NOTHING, picks: { a: { action: 'rest' as const, option: 'drunk' } } };
    const [card] = viewDwInterludeDay(
      FIRST_DAY,
      today,
      [ada],
      'streets',
      DW_EMPTY_INTERLUDE_FORM,
    ).actions;
    expect(card).toMatchObject({
      id: 'a',
      name: 'Ada',
      taken: false,
      blockedBy: null,
      label: 'Roll 2d! for Ada',
      said: undefined,
    });
    expect(card?.optionChoices?.[0]).toEqual({ value: '', label: 'None' });
    expect(card?.effect).toMatch(/^Recover 1 fatigue from each attribute\. \S/);
  });

  it('points a shopper to the shop tool and says what an action taken came to', () => {
    const today = {
      ...NOTHING,
      picks: { a: { action: 'shop' as const, option: '' } },
      actions: { a: 'Ada goes shopping.' },
    };
    const [card] = viewDwInterludeDay(
      FIRST_DAY,
      today,
      [ada],
      'streets',
      DW_EMPTY_INTERLUDE_FORM,
    ).actions;
    expect(card?.effect).toBe(
      'Buy as many items as you want: roll availability and price below.  The shop tool is under “Go shopping” below.',
    );
    expect(card?.optionChoices).toBeNull();
    expect(card?.taken).toBe(true);
    expect(card?.said).toBe('Ada goes shopping.');
  });

  it('offers each adventurer a ration, and the affliction to take in place of one held', () => {
    const today = {
      ...NOTHING,
      hunger: {
        a: {
          name: 'Ada',
          lines: ['Ada is hungry.'],
          choices: [{ already: 'Hungry' as const, options: ['Sleepy' as const, 'Angry' as const] }],
        },
      },
    };
    const form = {
      ...DW_EMPTY_INTERLUDE_FORM,
      ate: { a: true },
      chosen: { 'a-0': 'Angry' as const },
    };
    const { hunger } = viewDwInterludeDay(FIRST_DAY, today, [ada], 'streets', form);
    expect(hunger.eats).toEqual([{ characterId: 'a', label: 'Ada eats a ration', checked: true }]);
    expect(hunger.results).toEqual([
      {
        characterId: 'a',
        name: 'Ada',
        said: 'Ada is hungry.',
        choices: [
          {
            key: 'a-0',
            index: 0,
            label: 'Affliction Ada takes instead of hungry',
            value: 'Angry',
            options: [
              { value: 'Sleepy', label: 'Sleepy' },
              { value: 'Angry', label: 'Angry' },
            ],
            give: 'Give Ada this affliction',
          },
        ],
      },
    ]);
  });

  it('says nothing happens to one who ate, and picks the first affliction offered by default', () => {
    const today = {
      ...NOTHING,
      hunger: {
        a: {
          name: 'Ada',
          lines: [],
          choices: [{ already: 'Hungry' as const, options: ['Sleepy' as const] }],
        },
      },
    };
    const [result] = viewDwInterludeDay(FIRST_DAY, today, [ada], 'streets', DW_EMPTY_INTERLUDE_FORM)
      .hunger.results;
    expect(result?.said).toBe('nothing happens.');
    expect(result?.choices[0]?.value).toBe('Sleepy');
  });
});
