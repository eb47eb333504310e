import { describe, expect, it } from 'vitest';
import { viewCairnAttackerList } from '../../../src/rules/cairn/attacker-list';
import { CAIRN_MAX_ATTACKERS } from '../../../src/rules/cairn/damage';

const plain = { blast: false };
const blast = { blast: true };

describe('viewCairnAttackerList', () => {
  it('keeps the lone attacker, with room for more and no Blast note', () => {
    expect(viewCairnAttackerList([plain])).toEqual({ removable: false, full: null, blast: null });
  });

  it('offers Remove on each of several attackers', () => {
    expect(viewCairnAttackerList([plain, plain]).removable).toBe(true);
  });

  it('says the roll takes no more once the list is full', () => {
    const full = Array.from({ length: CAIRN_MAX_ATTACKERS }, () => plain);
    expect(viewCairnAttackerList(full).full).toBe('At most 12 attackers.');
    expect(viewCairnAttackerList(full.slice(1)).full).toBeNull();
  });

  it('says what Blast asks once any attacker has it', () => {
    expect(viewCairnAttackerList([plain, blast]).blast).toBe(
      'Blast: every target in the area takes its own roll. This resolves one target; resolve again for each other target.',
    );
  });
});
