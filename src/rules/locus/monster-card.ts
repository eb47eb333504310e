/**
 * The words of a Monster's read-only card (the shared-link view and the printed card): its named
 * entries, each a term and its text ('' for one not written yet), each Infliction's line, and the
 * whole card as one view (`viewMonsterCard`).
 */
import { ATTRIBUTE_LABELS, DIFFICULTY_LABELS } from './attributes';
import { findCondition } from './conditions';
import {
  monsterDisplayName,
  monsterThreatInput,
  type Infliction,
  type MonsterDraft,
} from './monster';
import {
  CHASE_LIKELIHOOD_LABELS,
  formatRating,
  MONSTER_ATTRIBUTE_LABELS,
  MONSTER_ATTRIBUTES,
  MONSTER_DESCRIPTOR_LABELS,
  scoreThreat,
  summarizeScore,
  type MonsterAttribute,
} from './threat';

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

/** A Monster's card, all of it: what the read-only card and the printed one show. */
export interface MonsterCardView {
  readonly name: string;
  /** The Locus' own Monster, badged on the card. */
  readonly locusMonster: boolean;
  readonly origin: readonly MonsterCardEntry[];
  /** The description, or null when none is written. */
  readonly description: string | null;
  readonly attributes: readonly {
    readonly attribute: MonsterAttribute;
    readonly label: string;
    readonly score: string;
    /** The descriptor written, or null: the card shows what it would name in brackets. */
    readonly descriptor: string | null;
    readonly descriptorLabel: string;
  }[];
  readonly traits: readonly MonsterCardEntry[];
  readonly inflictions: readonly {
    readonly id: string;
    readonly name: string;
    readonly text: string;
  }[];
}

/** Everything a Monster's card shows. */
export function viewMonsterCard(monster: MonsterDraft): MonsterCardView {
  return {
    name: monsterDisplayName(monster),
    locusMonster: monster.locusMonster,
    origin: monsterCardOrigin(monster),
    description: monster.description.trim() ? monster.description : null,
    attributes: MONSTER_ATTRIBUTES.map((attribute) => {
      const entry = monster.attributes[attribute];
      return {
        attribute,
        label: MONSTER_ATTRIBUTE_LABELS[attribute],
        score: formatRating(entry.rating),
        descriptor: entry.descriptor.trim() || null,
        descriptorLabel: `(${MONSTER_DESCRIPTOR_LABELS[attribute]})`,
      };
    }),
    traits: monsterCardTraits(monster),
    inflictions: monster.inflictions.map((infliction) => ({
      id: infliction.id,
      ...describeCardInfliction(infliction),
    })),
  };
}
