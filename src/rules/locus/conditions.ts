/**
 * The seven Conditions and their mechanical effects, as data: temporary effects applied after
 * failed Checks (especially Monster Inflictions), lasting until resolved in play.
 */
import * as z from 'zod/mini';

export const CONDITION_IDS = [
  'blinded',
  'prone',
  'restrained',
  'nauseated',
  'heavy',
  'terrified',
  'unstable',
] as const;
export const ConditionIdSchema = z.enum(CONDITION_IDS);
export type ConditionId = z.infer<typeof ConditionIdSchema>;

export interface Condition {
  readonly id: ConditionId;
  readonly label: string;
  readonly effect: string;
}

export const LOCUS_CONDITIONS: readonly Condition[] = [
  { id: 'blinded', label: 'Blinded', effect: 'All sight-requiring actions become Hard' },
  {
    id: 'prone',
    label: 'Prone',
    effect: 'Next action must stand up; -1 point on evasive Attack Checks',
  },
  {
    id: 'restrained',
    label: 'Restrained',
    effect: 'Must succeed Outcome Check to break free first',
  },
  { id: 'nauseated', label: 'Nauseated', effect: 'Clumsiness treated as 5' },
  { id: 'heavy', label: 'Heavy', effect: 'Frailty Check required for climbing/lifting' },
  {
    id: 'terrified',
    label: 'Terrified',
    effect: 'Cowardice Check required for anything except fleeing the source',
  },
  { id: 'unstable', label: 'Unstable', effect: 'Any attack or significant force causes Prone' },
];

/** The condition's label and effect. */
export function findCondition(id: ConditionId): Condition {
  return LOCUS_CONDITIONS.find((condition) => condition.id === id) as Condition;
}
