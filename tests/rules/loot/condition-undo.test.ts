import { describe, expect, it } from 'vitest';
import {
  describeLootConditionKept,
  describeLootConditionStale,
  describeLootConditionUndone,
  describeLootConditionUndoRefused,
} from '../../../src/rules/loot';

const ada = { name: 'Ada' };

describe('describeLootConditionKept', () => {
  it('names the sheet changed', () => {
    expect(describeLootConditionKept(ada)).toBe('Changed the conditions on Ada’s sheet.');
  });
});

describe('describeLootConditionUndone', () => {
  it('says the sheet is as it was', () => {
    expect(describeLootConditionUndone(ada)).toBe('Took it back: Ada’s sheet is as it was before.');
  });
});

describe('describeLootConditionUndoRefused', () => {
  it('says why nothing was put back', () => {
    expect(describeLootConditionUndoRefused(ada)).toBe(
      'Ada’s sheet has changed since, so the Undo would lose that; change it back by hand.',
    );
  });
});

describe('describeLootConditionStale', () => {
  it('says the sheet changed under the press', () => {
    expect(describeLootConditionStale(ada)).toBe(
      'Ada’s sheet has changed; look again before marking.',
    );
  });
});
