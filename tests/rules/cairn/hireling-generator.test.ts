import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  decodeCairnHirelingLink,
  rollCairnHireling,
  rollCairnHirelingPart,
} from '../../../src/rules/cairn/hirelings';
import {
  CAIRN_HIRELING_GENERATOR_START,
  cairnHirelingAddBlockedBy,
  stepCairnHirelingGenerator,
  viewCairnHirelingGenerator,
  type CairnHirelingGeneratorAction,
} from '../../../src/rules/cairn/hireling-generator';

const hireling = () => rollCairnHireling(createScriptedRng([1, 2, 3, 4, 5, 6, 1, 2, 3, 4]));
const after = (...actions: CairnHirelingGeneratorAction[]) =>
  actions.reduce(stepCairnHirelingGenerator, CAIRN_HIRELING_GENERATOR_START);

describe('stepCairnHirelingGenerator', () => {
  it('opens with no hireling and no name', () => {
    expect(CAIRN_HIRELING_GENERATOR_START).toEqual({
      hireling: null,
      name: '',
      nameError: null,
      joinedAs: null,
    });
  });
  it('takes a shared hireling with its name', () => {
    const shared = { name: 'Bram', hireling: hireling() };
    expect(after({ kind: 'opened', shared })).toMatchObject(shared);
  });
  it('rolls one part again, and nothing before a hireling is rolled', () => {
    const roll = rollCairnHirelingPart('hp', createScriptedRng([6]));
    const state = after(
      { kind: 'rolled', hireling: hireling() },
      { kind: 'rerolled', part: 'hp', roll },
    );
    expect(state.hireling?.hp).toEqual(roll);
    expect(state.hireling?.str).toEqual(hireling().str);
    expect(after({ kind: 'rerolled', part: 'hp', roll }).hireling).toBeNull();
  });
  it('keeps why the name could not join until it is typed again', () => {
    const refused = after({
      kind: 'added',
      result: { ok: false, error: { code: 'empty', message: 'Enter a name.' } },
    });
    expect(refused.nameError).toBe('Enter a name.');
    expect(stepCairnHirelingGenerator(refused, { kind: 'name', text: 'B' })).toMatchObject({
      name: 'B',
      nameError: null,
    });
    expect(
      stepCairnHirelingGenerator(refused, { kind: 'added', result: { ok: true, value: 'Added.' } })
        .nameError,
    ).toBeNull();
  });
  it('offers no second add of the hireling that joined, until it or its name changes', () => {
    const joined = after(
      { kind: 'rolled', hireling: hireling() },
      { kind: 'name', text: ' Old Wend ' },
      { kind: 'added', result: { ok: true, value: 'Added Old Wend to the party.' } },
    );
    expect(cairnHirelingAddBlockedBy(joined)).toBe(
      'Old Wend is in the party already: roll a new hireling, or change the name, to add another.',
    );
    expect(
      cairnHirelingAddBlockedBy(stepCairnHirelingGenerator(joined, { kind: 'name', text: 'Bram' })),
    ).toBeNull();
    expect(
      cairnHirelingAddBlockedBy(
        stepCairnHirelingGenerator(joined, { kind: 'rolled', hireling: hireling() }),
      ),
    ).toBeNull();
  });
});

describe('viewCairnHirelingGenerator', () => {
  it('offers to roll a hireling, with no parts or link before one is rolled', () => {
    expect(viewCairnHirelingGenerator(CAIRN_HIRELING_GENERATOR_START)).toEqual({
      rollButton: 'Roll a hireling',
      parts: null,
      addBlockedBy: null,
      share: null,
    });
  });
  it('lists each part with its dice, total, faces and Re-roll name, and links the hireling', () => {
    const view = viewCairnHirelingGenerator(
      after({ kind: 'rolled', hireling: hireling() }, { kind: 'name', text: 'Bram' }),
    );
    expect(view.rollButton).toBe('Roll a new hireling');
    expect(view.parts).toEqual([
      {
        part: 'str',
        label: 'STR',
        dice: '3d6',
        total: 6,
        faces: 'Dice: 1 + 2 + 3',
        reroll: 'Re-roll STR',
      },
      {
        part: 'dex',
        label: 'DEX',
        dice: '3d6',
        total: 15,
        faces: 'Dice: 4 + 5 + 6',
        reroll: 'Re-roll DEX',
      },
      {
        part: 'wil',
        label: 'WIL',
        dice: '3d6',
        total: 6,
        faces: 'Dice: 1 + 2 + 3',
        reroll: 'Re-roll WIL',
      },
      { part: 'hp', label: 'HP', dice: '1d6', total: 4, faces: 'Dice: 4', reroll: 'Re-roll HP' },
    ]);
    const opened = decodeCairnHirelingLink(view.share!);
    expect(opened.ok && opened.value.name).toBe('Bram');
  });
});
