import { describe, expect, it } from 'vitest';
import { choicesOf } from '../../../src/rules/eldritch-instinct/choices';
import { RECOVERIES, RECOVERY_LABELS } from '../../../src/rules/eldritch-instinct/sanity';
import { MELEE_DEFENCES } from '../../../src/rules/eldritch-instinct/combat-choices';
import { MELEE_DEFENCE_LABELS } from '../../../src/rules/eldritch-instinct/combat';
import {
  SPELL_KIND_LABELS,
  SPELL_KINDS,
  STUDY_KINDS,
  STUDY_LABELS,
} from '../../../src/rules/eldritch-instinct/small-rollers';

describe('choicesOf', () => {
  it('offers each key with its label, in the order the rules list the kinds', () => {
    expect(choicesOf({ a: 'First', b: 'Second' })).toEqual([
      { value: 'a', label: 'First' },
      { value: 'b', label: 'Second' },
    ]);
    for (const [kinds, labels] of [
      [RECOVERIES, RECOVERY_LABELS],
      [SPELL_KINDS, SPELL_KIND_LABELS],
      [STUDY_KINDS, STUDY_LABELS],
      [MELEE_DEFENCES, MELEE_DEFENCE_LABELS],
    ] as const)
      expect(choicesOf<string>(labels).map((option) => option.value)).toEqual(kinds);
  });
});
