import { describe, expect, it } from 'vitest';
import {
  describeDifficultyAdded,
  describeInflictionAdded,
  describeInflictionRemoved,
} from '../../../src/rules/locus/infliction-text';

describe('describeInflictionAdded', () => {
  it("says the new Infliction's difficulty, Attribute and Condition", () => {
    expect(
      describeInflictionAdded(
        { difficulty: 'medium', attribute: 'clumsiness', condition: 'prone' },
        2,
      ),
    ).toBe('Infliction 2 added: Medium, Clumsiness Check or Prone. Change them below.');
  });

  it('follows the Infliction it is given', () => {
    expect(
      describeInflictionAdded(
        { difficulty: 'hard', attribute: 'cowardice', condition: 'blinded' },
        1,
      ),
    ).toBe('Infliction 1 added: Hard, Cowardice Check or Blinded. Change them below.');
  });
});

describe('describeDifficultyAdded', () => {
  it('says the count and the difficulty', () => {
    expect(describeDifficultyAdded('medium', 3)).toBe('Infliction 3 added (Medium).');
  });
});

describe('describeInflictionRemoved', () => {
  it('counts from 1', () => {
    expect(describeInflictionRemoved(0)).toBe('Infliction 1 removed.');
  });
});
