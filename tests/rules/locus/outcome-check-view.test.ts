import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  addInjury,
  createCharacter,
  OUTCOME_CHECK_FIELDS_START,
  OUTCOME_ROLLER_START,
  rollOutcomeShown,
  updateOutcomeRoller,
  viewOutcomeCheck,
  type CheckReading,
  type OutcomeRollerAction,
} from '../../../src/rules/locus';

const ada = addInjury(createCharacter('Ada', { id: 'ada' }), 'major', 'Claws');
const adaReads: CheckReading & { blocked: null } = {
  character: ada,
  who: 'Ada',
  attribute: 'frailty',
  score: 3,
  blocked: null,
};
const typed = { ...adaReads, character: undefined, who: '' };
const input = { who: 'Ada', attribute: 'frailty', score: 3, difficulty: 'medium' } as const;
const roller = (...actions: OutcomeRollerAction[]) =>
  actions.reduce(updateOutcomeRoller, OUTCOME_ROLLER_START);

describe('viewOutcomeCheck', () => {
  it('presets the injury floor from the chosen character, says so, and rolls at it', () => {
    const view = viewOutcomeCheck(OUTCOME_ROLLER_START, OUTCOME_CHECK_FIELDS_START, adaReads, [
      ada,
    ]);
    expect(view.floor).toBe('major');
    expect(view.floorHint).toBe("Preset from Ada's injuries (worst: Major).");
    expect(view.difficulty).toMatchObject({ label: 'Medium', die: ' (middle die)' });
    expect(view.difficulty.chance?.label).toBe('Chance of success as intended (above 3)');
    expect(view.criticalChance).toEqual({ numerator: 1n, denominator: 216n });
    expect(view.toRoll).toEqual(input);
    expect(view.shown).toBeNull();
    expect(view.reroll).toBeNull();
  });

  it('eases the difficulty for a relevant Item and takes a floor chosen by hand', () => {
    const fields = {
      ...OUTCOME_CHECK_FIELDS_START,
      relevantItem: true,
      floorChoice: 'none' as const,
    };
    const view = viewOutcomeCheck(OUTCOME_ROLLER_START, fields, adaReads, [ada]);
    expect(view.floor).toBe('none');
    expect(view.floorHint).toBe(
      "Changed by hand to None; the preset from Ada's injuries is Major.",
    );
    expect(view.difficulty).toMatchObject({
      label: 'Easy',
      why: 'Medium made one step easier by the Item',
    });
  });

  it('has no floor hint and nothing to roll while a typed value cannot be read', () => {
    const view = viewOutcomeCheck(
      OUTCOME_ROLLER_START,
      OUTCOME_CHECK_FIELDS_START,
      { ...typed, score: null, blocked: 'off' },
      [],
    );
    expect(view.floorHint).toBeUndefined();
    expect(view.toRoll).toBeNull();
    expect(view.stale).toBe(true);
  });

  it('says the roll shown, its critical success, the button adding its WP and the re-roll offered', () => {
    const rolled = rollOutcomeShown(input, 'ada', createScriptedRng([6, 6, 6]));
    const state = roller(
      { type: 'rolled', roll: rolled },
      { type: 'choose-die', index: 1, on: true },
    );
    const view = viewOutcomeCheck(state, OUTCOME_CHECK_FIELDS_START, adaReads, [ada]);
    expect(view.shown?.value).toMatchObject({
      heading: 'Ada: Frailty 3, Medium',
      verdict: 'Success as intended',
      critical: '+3 WP, and Ada may shed one non-Haunt card.',
    });
    expect(view.criticalButton).toBe('Add 3 WP to Ada');
    expect(view.reroll).toMatchObject({
      willpowerNote: 'Ada is Uneasy with 5 WP: 1 WP re-rolls up to 3 dice.',
      cost: 'Cost: 1 WP for 1 die.',
      button: 'Re-roll 1 die for 1 WP',
      nothingChosen: false,
    });
    expect(view.reroll?.dice).toEqual([
      { label: 'Die 1 (6)', checked: false },
      { label: 'Die 2 (6)', checked: true },
      { label: 'Die 3 (6)', checked: false },
    ]);
  });

  it('pays a re-roll from the sheet, and adds a critical’s WP, each said with an Undo', () => {
    const rolled = rollOutcomeShown(input, 'ada', createScriptedRng([6, 6, 6]));
    const state = roller(
      { type: 'rolled', roll: rolled },
      { type: 'choose-die', index: 0, on: true },
    );
    const view = viewOutcomeCheck(state, OUTCOME_CHECK_FIELDS_START, adaReads, [ada]);
    const paid = view.reroll!.payment.update(ada);
    expect(paid).toMatchObject({ ok: true, value: { willpower: 4 } });
    expect(view.reroll!.payment.describe('Ada', { ...ada, willpower: 4 })).toBe(
      'Ada spent 1 WP on the re-roll (4 WP left).',
    );
    expect(view.criticalGain.update(ada)).toMatchObject({ ok: true, value: { willpower: 8 } });
    expect(view.criticalGain.describe('Ada', { ...ada, willpower: 8 })).toMatchObject({
      undone: 'Took back the 3 WP: Ada has 5 WP again.',
    });
  });

  it('offers typed values a re-roll at the Stress chosen, paid on paper', () => {
    const rolled = rollOutcomeShown({ ...input, who: '' }, undefined, createScriptedRng([5, 1, 2]));
    const view = viewOutcomeCheck(
      roller({ type: 'rolled', roll: rolled }),
      { ...OUTCOME_CHECK_FIELDS_START, typedStress: 'stressed' },
      typed,
      [],
    );
    expect(view.shown?.value.critical).toBeNull();
    expect(view.criticalButton).toBeNull();
    expect(view.reroll).toMatchObject({
      willpowerNote: null,
      cost: 'Choose the dice to re-roll.',
      button: 'Re-roll chosen dice',
      nothingChosen: true,
    });
    expect(view.reroll?.untracked).toBe('Re-rolled for 0 WP (not tracked: no character chosen).');
  });

  it('marks the roll stale once another character is chosen', () => {
    const rolled = rollOutcomeShown(input, 'ada', createScriptedRng([5, 1, 2]));
    const state = roller({ type: 'rolled', roll: rolled });
    expect(viewOutcomeCheck(state, OUTCOME_CHECK_FIELDS_START, adaReads, [ada]).stale).toBe(false);
    expect(viewOutcomeCheck(state, OUTCOME_CHECK_FIELDS_START, typed, [ada]).stale).toBe(true);
  });
});
