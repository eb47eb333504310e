import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { rollCairnHireling, rollCairnHirelingPart } from '../../../src/rules/cairn/hirelings';
import {
  CAIRN_HIRELING_GENERATOR_START,
  cairnHirelingAddBlockedBy,
  stepCairnHirelingGenerator,
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
