import { describe, expect, it } from 'vitest';
import { createScriptedRng, parseNotation, rollExpression } from '../../../src/rules/dice';
import { describeRoll, describeRollBeyondTotal } from '../../../src/rules/dice';

function rollWith(notation: string, faces: number[]) {
  const parsed = parseNotation(notation);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return rollExpression(parsed.value, createScriptedRng(faces));
}

describe('describeRoll', () => {
  it('lists the dice of a sum and the constant after them', () => {
    expect(describeRoll(rollWith('3d20+20', [10, 20, 1]))).toBe('[10, 20, 1] + 20');
  });

  it('shows a single die as its value', () => {
    expect(describeRoll(rollWith('1d12', [7]))).toBe('7');
  });

  it('names the die kept by a keep or middle-die roll', () => {
    expect(describeRoll(rollWith('3d6kth2', [6, 3, 1]))).toBe('[6, 3, 1] kept 3');
    expect(describeRoll(rollWith('4d6dl1', [2, 5, 5, 1]))).toBe('[2, 5, 5, 1] kept 2, 5, 5');
  });

  it('counts successes against a target', () => {
    expect(describeRoll(rollWith('3d6>3', [4, 2, 6]))).toBe('[4, 2, 6] 2 successes (> 3)');
    expect(describeRoll(rollWith('2d6>=5', [5, 1]))).toBe('[5, 1] 1 success (>= 5)');
  });

  it('says whether risk dice triggered', () => {
    expect(describeRoll(rollWith('3d!', [4, 1, 6]))).toBe('[4, 1, 6] triggered (a 1)');
    expect(describeRoll(rollWith('2d!', [2, 3]))).toBe('[2, 3] not triggered');
  });

  it('says what a usage die did', () => {
    expect(describeRoll(rollWith('Ud8', [5]))).toBe('5 (holds at Ud8)');
    expect(describeRoll(rollWith('Ud8', [2]))).toBe('2 (steps down to Ud6)');
    expect(describeRoll(rollWith('Ud4', [1]))).toBe('1 (used up)');
  });

  it('lists the digits of a digit die in place, beside its total', () => {
    expect(describeRoll(rollWith('d66', [3, 5]))).toBe('[3, 5]');
    expect(describeRollBeyondTotal(rollWith('d666', [6, 6, 1]))).toBe('[6, 6, 1]');
  });

  it('writes subtraction with its sign, first term included', () => {
    expect(describeRoll(rollWith('-1d4 + 2d6 - 1', [3, 2, 5]))).toBe('- 3 + [2, 5] - 1');
  });
});

describe('describeRollBeyondTotal', () => {
  it('says nothing more for a lone die, whose face is the total', () => {
    expect(describeRollBeyondTotal(rollWith('1d6', [1]))).toBeNull();
  });

  it('gives the dice when there are several or a modifier', () => {
    expect(describeRollBeyondTotal(rollWith('2d6', [1, 4]))).toBe('[1, 4]');
    expect(describeRollBeyondTotal(rollWith('1d6+2', [3]))).toBe('3 + 2');
  });
});
