import { describe, expect, it } from 'vitest';
import {
  changeLootEncounterForm,
  describeLootEncounterDice,
  describeLootEncounterOutcome,
  LOOT_ENCOUNTER_FORM_START,
  LOOT_ENCOUNTER_NUMBER_FIELDS,
  viewLootEncounter,
  viewLootEncounterRoll,
  type LootRollLogger,
} from '../../../src/rules/loot';
import { createScriptedRng } from '../../../src/rules/dice';

const fromRest = () =>
  changeLootEncounterForm(LOOT_ENCOUNTER_FORM_START, { field: 'preset', id: 'rest-cooking' });

describe('LOOT_ENCOUNTER_FORM_START', () => {
  it('starts at one try with nothing alerted and no preset line', () => {
    expect(LOOT_ENCOUNTER_FORM_START).toEqual({
      trysText: '1',
      extraText: '0',
      senses: [],
      presetNote: null,
    });
  });
});

describe('changeLootEncounterForm', () => {
  it('fills every field from a preset of the text and says its printed figure', () => {
    const typed = changeLootEncounterForm(LOOT_ENCOUNTER_FORM_START, { field: 'extra', text: '3' });
    expect(changeLootEncounterForm(typed, { field: 'preset', id: 'rest-cooking' })).toEqual({
      trysText: '5',
      extraText: '0',
      senses: ['smell', 'sight'],
      presetNote: 'Rest and cook over a fire: the text says 83%.',
    });
  });
  it('changes nothing for a preset it does not know', () => {
    const form = fromRest();
    expect(changeLootEncounterForm(form, { field: 'preset', id: 'nope' })).toBe(form);
  });
  it('drops the preset line when the trys are typed', () => {
    const typed = changeLootEncounterForm(fromRest(), { field: 'trys', text: '7' });
    expect([typed.trysText, typed.presetNote]).toEqual(['7', null]);
  });
  it('drops the preset line when more senses are typed', () => {
    const typed = changeLootEncounterForm(fromRest(), { field: 'extra', text: '2' });
    expect([typed.extraText, typed.presetNote]).toEqual(['2', null]);
  });
  it('ticks and clears a sense, dropping the preset line', () => {
    const ticked = changeLootEncounterForm(fromRest(), {
      field: 'sense',
      sense: 'sound',
      on: true,
    });
    expect([ticked.senses, ticked.presetNote]).toEqual([['smell', 'sight', 'sound'], null]);
    const cleared = changeLootEncounterForm(ticked, { field: 'sense', sense: 'smell', on: false });
    expect(cleared.senses).toEqual(['sight', 'sound']);
  });
});

describe('describeLootEncounterDice', () => {
  it('names the d10s and the encounter faces', () => {
    expect(describeLootEncounterDice({ trys: 5, senses: 2 })).toBe(
      'Rolling 5d10 with an encounter on 0, 1, 2.',
    );
    expect(describeLootEncounterDice({ trys: 1, senses: 0 })).toBe(
      'Rolling 1d10 with an encounter on 0.',
    );
  });
});

describe('describeLootEncounterOutcome', () => {
  it('says whether the roll found an encounter', () => {
    expect(describeLootEncounterOutcome({ encounter: true })).toBe('Encounter!');
    expect(describeLootEncounterOutcome({ encounter: false })).toBe('No encounter.');
  });
});

describe('LOOT_ENCOUNTER_NUMBER_FIELDS', () => {
  it('asks for the trys, then more alerted senses, each read from its own text', () => {
    expect(LOOT_ENCOUNTER_NUMBER_FIELDS).toEqual([
      { field: 'trys', text: 'trysText', error: 'trysError', label: 'Trys the task takes (1–50)' },
      {
        field: 'extra',
        text: 'extraText',
        error: 'extraError',
        label: 'More alerted senses (count)',
      },
    ]);
  });
});

describe('viewLootEncounter', () => {
  it('gives the chance and dice of one quiet try, with its fields as typed', () => {
    const view = viewLootEncounter(LOOT_ENCOUNTER_FORM_START);
    expect(view.fields.map(({ field, text, error }) => [field, text, error])).toEqual([
      ['trys', '1', null],
      ['extra', '0', null],
    ]);
    expect(view.senses.map(({ label, checked }) => [label, checked])).toEqual([
      ['Sound', false],
      ['Sight', false],
      ['Smell', false],
      ['Other (tremors, magic, gold...)', false],
    ]);
    expect(view.odds).toEqual({
      chance: { numerator: 1n, denominator: 10n },
      dice: 'Rolling 1d10 with an encounter on 0.',
    });
    expect(view.blockedBy).toBeNull();
  });

  it('ticks a preset’s senses and says its printed figure', () => {
    const view = viewLootEncounter(fromRest());
    expect(view.senses.filter((sense) => sense.checked).length).toBeGreaterThan(0);
    expect(view.presetNote).toEqual(expect.any(String));
  });

  it('rolls for encounters through the logger, and nothing while the trys cannot be read', () => {
    const sources: string[] = [];
    const log: LootRollLogger = (tool, input, source) => {
      sources.push(source);
      return tool.roll(input, createScriptedRng([1]));
    };
    expect(viewLootEncounter(LOOT_ENCOUNTER_FORM_START).roll?.(log)).toMatchObject({
      encounter: true,
    });
    expect(sources).toEqual(['LOOT: random encounter']);
    const unread = viewLootEncounter({ ...LOOT_ENCOUNTER_FORM_START, trysText: 'x' });
    expect(unread.roll).toBeNull();
    expect(unread.blockedBy).toMatch(/^Roll is off until the trys/);
  });
});

describe('viewLootEncounterRoll', () => {
  it('marks each d10 that is an encounter', () => {
    const view = viewLootEncounterRoll({
      faces: [3, 0],
      encounterFaces: [0],
      hits: [1],
      encounter: true,
    });
    expect(view).toEqual({
      outcome: 'Encounter!',
      faces: [
        { face: 3, hit: false },
        { face: 0, hit: true },
      ],
    });
  });
});
