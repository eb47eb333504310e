import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  createCharacter,
  createItem,
  durabilityTool,
  viewDurabilityCheck,
} from '../../../src/rules/locus';

const lamp = createItem({ id: 'lamp', name: 'Lamp', quality: 3, damaged: true });
const ada = { ...createCharacter('Ada', { id: 'ada' }), items: [lamp] };

describe('viewDurabilityCheck', () => {
  it('checks the Quality chosen by hand without a character, and writes nothing on a sheet', () => {
    const view = viewDurabilityCheck(undefined, '', 2, null);
    expect(view.itemOptions).toEqual([{ value: '', label: 'No Items on this sheet' }]);
    expect(view.qualityOnCard).toBeNull();
    expect(view.chance).toEqual({
      label: 'Chance the Item holds (Q2, middle die 4+)',
      fraction: { numerator: 108n, denominator: 216n },
    });
    expect(view.toRoll).toEqual({ item: '', quality: 2 });
    expect(view.blocked).toBeNull();
    expect(view.sheetChange).toBeNull();
  });

  it('reads a sheet’s Item: its Quality from the card, and what a roll will do', () => {
    const view = viewDurabilityCheck(ada, 'lamp', 1, null);
    expect(view.itemOptions.map((option) => option.label)).toEqual([
      'None (choose the Quality)',
      'Lamp, Q3 (Damaged)',
    ]);
    expect(view.qualityOnCard).toEqual({
      before: 'Quality ',
      value: 3,
      after: ' from the Item card',
    });
    expect(view.chance.label).toBe('Chance the Item holds (Q3, highest die 4+)');
    expect(view.toRoll).toEqual({ item: 'Lamp', quality: 3 });
    expect(view.due).not.toBeNull();
  });

  it('marks the Item destroyed on the sheet when a roll fails, and says the roll shown', () => {
    const check = durabilityTool.roll({ item: 'Lamp', quality: 3 }, createScriptedRng([1, 2, 3]));
    const view = viewDurabilityCheck(ada, 'lamp', 1, {
      serial: 1,
      value: { check, itemName: 'Lamp' },
    });
    const change = view.sheetChange!(check);
    expect(change.update(ada)).toMatchObject({ ok: true, value: { items: [{ destroyed: true }] } });
    expect(change.describe('Ada', ada)).toMatchObject({
      undone: "Took back the Durability Check: Lamp is no longer destroyed on Ada's sheet.",
    });
    expect(view.shown?.value).toMatchObject({
      heading: 'Lamp: Quality 3',
      verdict: 'Failed: the Item is destroyed',
      die: '(the highest die shows 3, needs 4+).',
    });
  });
});
