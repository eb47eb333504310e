import { describe, expect, it } from 'vitest';
import {
  changeLootEncounterForm,
  describeLootEncounterDice,
  describeLootEncounterOutcome,
  LOOT_ENCOUNTER_FORM_START,
  LOOT_ENCOUNTER_NUMBER_FIELDS,
} from '../../../src/rules/loot';

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
