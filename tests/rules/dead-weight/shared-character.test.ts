import { describe, expect, it } from 'vitest';
import { createDwCharacter, DW_PARTY_MAX } from '../../../src/rules/dead-weight/character';
import {
  describeDwSharedCharacterAdded,
  explainDwSharedCharacterBlocked,
} from '../../../src/rules/dead-weight/shared-character';

describe('explainDwSharedCharacterBlocked', () => {
  it('lets a shared character join while the party has room', () => {
    expect(explainDwSharedCharacterBlocked(0)).toBeNull();
    expect(explainDwSharedCharacterBlocked(DW_PARTY_MAX - 1)).toBeNull();
  });

  it('says the party is full, and what to do, once it is', () => {
    expect(explainDwSharedCharacterBlocked(DW_PARTY_MAX)).toBe(
      'The party is full (50 characters): remove someone to add this one.',
    );
  });
});

describe('describeDwSharedCharacterAdded', () => {
  it('names the character added', () => {
    expect(describeDwSharedCharacterAdded(createDwCharacter('ada', 'Ada'))).toBe(
      'Added the shared character Ada to the party.',
    );
  });
});
