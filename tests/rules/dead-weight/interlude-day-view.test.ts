import { describe, expect, it } from 'vitest';
import type { DwAffliction } from '../../../src/rules/dead-weight/character';
import type { DwSleepLocation } from '../../../src/rules/dead-weight/interlude';
import {
  createDwInterlude,
  DW_FIRST_PICK,
  DW_INTERLUDE_ACTION_CHOICES,
  pickOfDay,
  viewDwInterludeDay,
  type DwActionPick,
  type DwHungerShown,
  type DwInterlude,
} from '../../../src/rules/dead-weight/interlude-day-view';
import {
  DW_EMPTY_INTERLUDE_FORM,
  type DwInterludeForm,
} from '../../../src/rules/dead-weight/interlude-form';

const ada = { id: 'a', name: 'Ada' };

interface Day {
  readonly interlude?: Partial<DwInterlude>;
  readonly picks?: Record<string, DwActionPick>;
  readonly actions?: Record<string, string>;
  readonly hunger?: Record<string, DwHungerShown>;
  readonly characters?: readonly { id: string; name: string }[];
  readonly location?: DwSleepLocation;
  readonly form?: DwInterludeForm;
}

/** The day on day 1 in a size 3 settlement at doom 0, with Ada, unless `day` says otherwise. */
function view(day: Day = {}) {
  return viewDwInterludeDay(
    { ...createDwInterlude(), ...day.interlude },
    { picks: day.picks ?? {}, actions: day.actions ?? {}, hunger: day.hunger ?? {} },
    day.characters ?? [ada],
    day.location ?? 'streets',
    day.form ?? DW_EMPTY_INTERLUDE_FORM,
  );
}

/** Ada's Hunger Bites: `lines` said, and one affliction held to replace with one of `options`. */
const adaHungry = (lines: string[], options: DwAffliction[]) => ({
  a: { name: 'Ada', lines, choices: [{ already: 'Hungry' as const, options }] },
});

describe('pickOfDay', () => {
  it('is Rest with no additional effect until the adventurer chooses', () => {
    expect(pickOfDay({ picks: {} }, 'a')).toEqual(DW_FIRST_PICK);
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
    const shown = view();
    expect(shown.day).toBe('Day 1');
    expect(shown.where).toBe('in a Fief (size 3), settlement doom 0 of 7.');
    expect(shown.doomMoves).toEqual([
      { step: 1, verb: 'Advance', way: 'up', blockedBy: null },
      {
        step: -1,
        verb: 'Reduce',
        way: 'down',
        blockedBy: 'Reduce settlement doom is off: the doom is at 0, where its tracker starts.',
      },
    ]);
    expect(shown.doomEffects).toBeNull();
    expect(shown.nextDay).toBe('Start day 2');
  });

  it('lists the doom effects in force with the prices they make', () => {
    const shown = view({ interlude: { doom: 2 } });
    expect(shown.doomEffects?.effects).toHaveLength(2);
    expect(shown.doomEffects?.prices).toBe('Prices +1 silver; inn 2 silver per person.');
  });

  it('turns the event, Hunger Bites and sleep off for an empty party or a step done today', () => {
    const shown = view({ interlude: { eventDay: 1 }, characters: [] });
    expect(shown.eventBlockedBy).toBe(
      'The Blacksalt event for day 1 has already been rolled: there is one event a day. Start day 2 to roll the next.',
    );
    expect(shown.hunger.blockedBy).toBe('Hunger Bites is off until the party has adventurers.');
    expect(shown.sleep.blockedBy).toMatch(/^Sleep is off until the party has adventurers/);
    expect(shown.actions).toEqual([]);
  });

  it('says where the party may not sleep and which table the night is rolled on', () => {
    const shown = view({ interlude: { size: 2 }, location: 'inn' });
    expect(shown.sleep.problem).toBe('Inns are found in settlements of size 3 or more.');
    expect(shown.sleep.blockedBy).toBe('Roll is off until the party sleeps somewhere it may.');
    expect(shown.sleep.choices[0]).toEqual({ value: 'streets', label: 'On the streets (free)' });
    expect(shown.sleep.table).toBeTruthy();
  });

  it('lays out an adventurer’s action: its options, what it does and the button’s words', () => {
    const [card] = view({ picks: { a: { action: 'rest', option: 'drunk' } } }).actions;
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
    const [card] = view({
      picks: { a: { action: 'shop', option: '' } },
      actions: { a: 'Ada goes shopping.' },
    }).actions;
    expect(card?.effect).toBe(
      'Buy as many items as you want: roll availability and price below.  The shop tool is under “Go shopping” below.',
    );
    expect(card?.optionChoices).toBeNull();
    expect(card?.taken).toBe(true);
    expect(card?.said).toBe('Ada goes shopping.');
  });

  it('offers each adventurer a ration, and the affliction to take in place of one held', () => {
    const form = {
      ...DW_EMPTY_INTERLUDE_FORM,
      ate: { a: true },
      chosen: { 'a-0': 'Angry' as const },
    };
    const { hunger } = view({ hunger: adaHungry(['Ada is hungry.'], ['Sleepy', 'Angry']), form });
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
    const [result] = view({ hunger: adaHungry([], ['Sleepy']) }).hunger.results;
    expect(result?.said).toBe('nothing happens.');
    expect(result?.choices[0]?.value).toBe('Sleepy');
  });
});
