/**
 * The words of a Monster's read-only card (the shared-link view and the printed card): its named
 * entries, each a term and its text ('' for one not written yet), and each Infliction's line.
 */
import { ATTRIBUTE_LABELS, DIFFICULTY_LABELS } from './attributes';
import { findCondition } from './conditions';
import { monsterThreatInput, type Infliction, type MonsterDraft } from './monster';
import { CHASE_LIKELIHOOD_LABELS, scoreThreat, summarizeScore } from './threat';

/** One entry of the card: "Haunt" and what was written for it. */
export interface MonsterCardEntry {
  readonly term: string;
  readonly text: string;
}

/** Who and what it manifests, above the card's description. */
export function monsterCardOrigin(monster: MonsterDraft): readonly MonsterCardEntry[] {
  return [
    { term: 'Manifests the Haunt of', text: monster.character },
    { term: 'Haunt', text: monster.haunt },
    { term: 'Vice', text: monster.vice },
  ];
}

/**
 * Weakness, Behaviour (its kind and how likely it is to chase: "Stalking; not likely to chase"),
 * Death's Door and the threat, under the card's Attributes.
 */
export function monsterCardTraits(monster: MonsterDraft): readonly MonsterCardEntry[] {
  const behaviour = [
    monster.behaviour.trim(),
    CHASE_LIKELIHOOD_LABELS[monster.chaseLikelihood].toLowerCase(),
  ].filter(Boolean);
  return [
    { term: 'Weakness', text: monster.weakness },
    { term: 'Behaviour', text: behaviour.join('; ') },
    { term: "Death's Door", text: `${monster.deathsDoorSegments} segments` },
    { term: 'Threat', text: summarizeScore(scoreThreat(monsterThreatInput(monster))) },
  ];
}

/**
 * An Infliction on the card: its name (its descriptor, or "Unnamed Infliction") and what it asks
 * and does: "Clumsiness Check, Medium, or Prone (Next action must stand up; ...)."
 */
export function describeCardInfliction(
  infliction: Pick<Infliction, 'descriptor' | 'attribute' | 'difficulty' | 'condition'>,
): { readonly name: string; readonly text: string } {
  const condition = findCondition(infliction.condition);
  return {
    name: infliction.descriptor.trim() || 'Unnamed Infliction',
    text: `${ATTRIBUTE_LABELS[infliction.attribute]} Check, ${DIFFICULTY_LABELS[infliction.difficulty]}, or ${condition.label} (${condition.effect}).`,
  };
}
