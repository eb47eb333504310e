import { describe, expect, it } from 'vitest';
import {
  CONDITION_IDS,
  ConditionIdSchema,
  findCondition,
  LOCUS_CONDITIONS,
} from '../../../src/rules/locus/conditions';

describe('LOCUS_CONDITIONS', () => {
  it('holds the seven Conditions of the text, in its order, each with its effect', () => {
    expect(LOCUS_CONDITIONS.map((condition) => condition.label)).toEqual([
      'Blinded',
      'Prone',
      'Restrained',
      'Nauseated',
      'Heavy',
      'Terrified',
      'Unstable',
    ]);
    expect(LOCUS_CONDITIONS.map((condition) => condition.id)).toEqual([...CONDITION_IDS]);
    expect(findCondition('nauseated').effect).toBe('Clumsiness treated as 5');
  });

  it('is what ConditionIdSchema accepts', () => {
    expect(ConditionIdSchema.safeParse('prone').success).toBe(true);
    expect(ConditionIdSchema.safeParse('grappled').success).toBe(false);
  });
});
