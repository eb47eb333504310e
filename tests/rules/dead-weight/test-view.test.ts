import { describe, expect, it } from 'vitest';
import { DW_TEST_DEFAULTS, startDwRerolls } from '../../../src/rules/dead-weight/attribute-test';
import { DW_POOL_FIELDS } from '../../../src/rules/dead-weight/test-fields';
import { typedFields } from './typed-fields';
import {
  DW_ARMOUR_FIELDS,
  DW_DEFENCE_TOKEN_FIELDS,
  DW_HELPER_FIELDS,
  DW_TEST_NO_MODIFIERS,
} from '../../../src/rules/dead-weight/test-plan';
import type { DwTestRolled } from '../../../src/rules/dead-weight/test-roll';
import {
  DW_TEST_ATTRIBUTE_CHOICES,
  evaluateDwTestRolled,
  listDwTestChances,
  viewDwAttack,
  viewDwAttributeTest,
  viewDwTestRoll,
} from '../../../src/rules/dead-weight/test-view';

const input = { ...DW_TEST_DEFAULTS, pool: 3, proficiency: 1 };
const rolled = (dice: number[], change: Partial<DwTestRolled> = {}): DwTestRolled => ({
  serial: 1,
  input,
  dice,
  left: startDwRerolls(input),
  characterId: 'a',
  who: 'Ada',
  fatigueAdded: false,
  last: 'Rolled 3 dice.',
  ...change,
});

const testSpecs = [...DW_POOL_FIELDS, ...DW_HELPER_FIELDS];
const testFields = (change: Record<string, string> = {}) => typedFields(testSpecs, change);
const attackSpecs = [...DW_POOL_FIELDS, ...DW_DEFENCE_TOKEN_FIELDS, ...DW_ARMOUR_FIELDS];
const attackFields = (change: Record<string, string> = {}) => typedFields(attackSpecs, change);

describe('listDwTestChances', () => {
  it('lists success, great success, critical failure and fatigue, in that order', () => {
    const half = { numerator: 1n, denominator: 2n };
    const chances = { success: half, greatSuccess: half, criticalFailure: half, fatigue: half };
    expect(listDwTestChances(chances).map((line) => line.label)).toEqual([
      'Success',
      'Great success',
      'Critical failure',
      'Takes fatigue',
    ]);
  });
});

describe('evaluateDwTestRolled', () => {
  it('reads the dice shown, and nothing before a roll or for a defence not rolled', () => {
    expect(evaluateDwTestRolled(rolled([5, 2, 1]))?.outcome).toBe('success');
    expect(evaluateDwTestRolled(rolled([]))).toBeNull();
    expect(evaluateDwTestRolled(null)).toBeNull();
  });
});

describe('viewDwTestRoll', () => {
  it('shows each die as a button, a hit marked, with the proficiency re-roll off until a die is picked', () => {
    const view = viewDwTestRoll({ rolled: rolled([5, 2, 1]), selected: null }, undefined, 'str');
    expect(view?.dice[0]).toEqual({ face: 5, hit: true, pressed: false, label: 'Die 1: 5' });
    expect(view?.dice[1]?.hit).toBe(false);
    expect(view?.kept).toBeNull();
    expect(view?.rerolls).toEqual([{ kind: 'proficiency', label: 'Proficiency re-roll (1 left)' }]);
    expect(view?.rerollsOff).toBe(true);
    expect(view?.fatigue).toBeNull();
  });

  it('presses the die picked and offers to add the fatigue to the character rolled for', () => {
    const view = viewDwTestRoll({ rolled: rolled([4, 2, 3]), selected: 1 }, 'Ada', 'dex');
    expect(view?.dice[1]?.pressed).toBe(true);
    expect(view?.rerollsOff).toBe(false);
    expect(view?.fatigue).toEqual({ label: 'Add 1 fatigue to Ada’s DEX', added: false });
  });

  it('says which die is read when a zero pool keeps the lowest', () => {
    const zero = { ...input, pool: 0 };
    const view = viewDwTestRoll(
      { rolled: rolled([6, 2], { input: zero, left: startDwRerolls(zero) }), selected: null },
      undefined,
      'str',
    );
    expect(view?.kept).toBe('keeps the lowest: 2');
  });

  it('shows nothing before a roll', () => {
    expect(viewDwTestRoll({ rolled: null, selected: null }, 'Ada', 'str')).toBeNull();
  });
});

describe('viewDwAttributeTest', () => {
  it('names the roll, says how it rolls, and gives its chances and button', () => {
    const shown = viewDwAttributeTest(testFields(), DW_TEST_NO_MODIFIERS, 'str', null);
    expect(shown.named).toBe('STR test');
    expect(shown.button).toBe('Roll STR test');
    expect(shown.shapeNote).toBe('Rolls 3 dice.');
    expect(shown.keepLowest).toBe(false);
    expect(shown.chances).toHaveLength(4);
    expect(shown.blockedBy).toBeNull();
    expect(shown.headline).toBeNull();
    expect(shown.fatigue).toBe('');
    expect(shown.modifiers[0]).toEqual({
      key: 'advantage',
      label: 'Advantage (you re-roll 1 die)',
      checked: false,
    });
  });

  it('offers each attribute by its short and full name', () => {
    expect(DW_TEST_ATTRIBUTE_CHOICES[0]).toEqual({ value: 'str', label: 'STR (Strength)' });
  });

  it('turns Roll off and hides the chances while a field cannot be read', () => {
    const shown = viewDwAttributeTest(
      testFields({ score: 'x' }),
      DW_TEST_NO_MODIFIERS,
      'int',
      null,
    );
    expect(shown.usable).toBeNull();
    expect(shown.chances).toBeNull();
    expect(shown.shapeNote).toBeNull();
    expect(shown.blockedBy).toBe('Roll is off until the fields above can be read.');
  });

  it('calls a check a check, and words the last roll as it was rolled: for whom, and what it cost', () => {
    const check = { ...DW_TEST_NO_MODIFIERS, check: true };
    const last = { ...rolled([4, 2, 3]), attribute: 'dex' as const };
    const shown = viewDwAttributeTest(testFields(), check, 'dex', last);
    expect(shown.named).toBe('DEX check');
    expect(shown.modifiers.find((toggle) => toggle.key === 'check')?.checked).toBe(true);
    expect(shown.headline).toBe('Success for Ada: 4, 2, 3.');
    expect(shown.fatigue).toBe('DEX takes 1 fatigue.');
  });
});

describe('viewDwAttack', () => {
  it('reads the attack, says what it means and offers the defence with its attribute', () => {
    const view = viewDwAttack('-STR 2+2B', 'enemy', attackFields(), null);
    expect(view.notationError).toBeNull();
    expect(view.label).toBe('STR');
    expect(view.meaning?.heading).toBe('What -STR 2+2B means');
    expect(view.meaning?.lines.length).toBeGreaterThan(0);
    expect(view.defence.button).toBe('Roll STR defence');
    expect(view.defence.blockedBy).toBeNull();
    expect(view.hit).toBeNull();
    expect(view.armourBlockedBy).toBeNull();
  });

  it('says where the notation goes wrong, and offers no defence', () => {
    const view = viewDwAttack('STR x', 'enemy', attackFields(), null);
    expect(view.notationError).toMatch(/^At column \d+: /);
    expect(view.attack).toBeNull();
    expect(view.meaning).toBeNull();
    expect(view.defence.usable).toBeNull();
    expect(view.defence.blockedBy).toBe('Roll is off until the defender’s numbers can be read.');
  });

  it('says an attack that ignores shields does, and turns the armor roll off while it cannot be read', () => {
    const view = viewDwAttack(
      'Soul nibble (INT 2): Ignore shields.',
      'enemy',
      attackFields({ armour: '' }),
      null,
    );
    expect(view.ignoresShields).toBe(true);
    expect(view.armour).toBeNull();
    expect(view.armourBlockedBy).toBe('Roll is off until the armor numbers can be read.');
  });

  it('says what a defence not rolled came to: an automatic hit, with no fatigue', () => {
    const notRolled = { ...rolled([]), notation: '-STR 2+2B', noRoll: true };
    const view = viewDwAttack('-STR 2+2B', 'enemy', attackFields(), notRolled);
    expect(view.hit?.hit).toBe(true);
    expect(view.defence.headline).toMatch(/^Hit: \d+ wounds?\./);
    expect(view.defence.fatigue).toBe('');
  });
});
