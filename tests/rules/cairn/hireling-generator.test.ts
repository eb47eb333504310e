import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { rollCairnHireling, rollCairnHirelingPart } from '../../../src/rules/cairn/hirelings';
import {
  CAIRN_HIRELING_GENERATOR_START,
  stepCairnHirelingGenerator,
  type CairnHirelingGeneratorAction,
} from '../../../src/rules/cairn/hireling-generator';

const hireling = () => rollCairnHireling(createScriptedRng([1, 2, 3, 4, 5, 6, 1, 2, 3, 4]));
const after = (...actions: CairnHirelingGeneratorAction[]) =>
  actions.reduce(stepCairnHirelingGenerator, CAIRN_HIRELING_GENERATOR_START);

describe('stepCairnHirelingGenerator', () => {
  it('opens with no hireling and no name', () => {
    expect(CAIRN_HIRELING_GENERATOR_START).toEqual({ hireling: null, name: '', nameError: null });
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
});
