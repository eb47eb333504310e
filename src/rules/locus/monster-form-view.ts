/**
 * What the Monster builder's form and the threat calculator show, decided in one place: the
 * fields of a saved Monster (who and what it manifests, the four active Attributes with their
 * descriptors, Weakness, Behaviour and how likely it is to chase), its Inflictions, and the
 * rating and chase fields both tools share. Each field carries the change it makes.
 */
import type { Difficulty, LocusAttribute } from './attributes';
import { findCondition, type ConditionId } from './conditions';
import type { FieldSpec, TextFieldSpec } from './field-specs';
import {
  checkInflictionRoom,
  MONSTER_TEXT_LIMITS,
  monsterDisplayName,
  monsterThreatInput,
  removeInfliction,
  setMonsterAttribute,
  updateInfliction,
  type Infliction,
  type Monster,
} from './monster';
import {
  CHASE_LIKELIHOOD_OPTIONS,
  INFLICTION_ATTRIBUTE_OPTIONS,
  INFLICTION_CONDITION_OPTIONS,
  inflictionDifficultyOptions,
  ratingOptions,
} from './monster-options';
import {
  MONSTER_ATTRIBUTE_HINTS,
  MONSTER_ATTRIBUTE_LABELS,
  MONSTER_ATTRIBUTES,
  MONSTER_DESCRIPTOR_LABELS,
  ratingChoice,
  readRatingChoice,
  scoreThreat,
  type ChaseLikelihood,
  type MonsterAttribute,
  type MonsterRating,
} from './threat';
import { viewThreatBreakdown, type ThreatBreakdownView } from './threat-breakdown-view';
import { CLASSIC_VICES } from './vices';

/** A change to a saved Monster, made in the builder's form. */
export type MonsterChange = (monster: Monster) => Monster;

/** What a Death's Door size field says under its label. */
export const DEATHS_DOOR_HINT = 'In sets of 3: 3, 6, 9… Each set beyond the first 3 adds 1.';

/**
 * A Monster Attribute's rating field: 1-5 (1 best), null, or "Not set yet" where the builder
 * allows it (`allowUnset`), its id ending in the Attribute.
 */
export function ratingFieldSpec<Change>(
  attribute: MonsterAttribute,
  rating: MonsterRating | undefined,
  allowUnset: boolean,
  change: (rating: MonsterRating | undefined) => Change,
): FieldSpec<Change> {
  return {
    kind: 'choice',
    key: attribute,
    label: MONSTER_ATTRIBUTE_LABELS[attribute],
    hint: MONSTER_ATTRIBUTE_HINTS[attribute],
    value: ratingChoice(rating),
    options: ratingOptions(rating, allowUnset),
    change: (choice) => change(readRatingChoice(choice)),
  };
}

/** How likely the behaviour is to chase: not likely, moderately likely (+1) or definitely (+2). */
export function chaseFieldSpec<Change>(
  likelihood: ChaseLikelihood,
  change: (likelihood: ChaseLikelihood) => Change,
): FieldSpec<Change> {
  return {
    kind: 'choice',
    key: 'chase-likelihood',
    label: 'How likely its behaviour is to chase',
    value: likelihood,
    options: CHASE_LIKELIHOOD_OPTIONS,
    change: (choice) => change(choice as ChaseLikelihood),
  };
}

type MonsterWords = 'character' | 'haunt' | 'vice' | 'weakness' | 'behaviour';

/** One of the Monster's words, saved as it is typed. */
function wordsField(
  monster: Monster,
  key: MonsterWords,
  label: string,
  more: Pick<TextFieldSpec<MonsterChange>, 'hint' | 'suggestions' | 'placeholder'> = {},
): FieldSpec<MonsterChange> {
  return {
    kind: 'text',
    key,
    label,
    ...more,
    maxLength: MONSTER_TEXT_LIMITS[key],
    value: monster[key],
    change: (text) => (current) => ({ ...current, [key]: text }),
  };
}

export interface MonsterFormView {
  /** Whose Haunt it manifests (the Cast picker follows it). */
  readonly manifests: readonly FieldSpec<MonsterChange>[];
  /** The Haunt and the Vice. */
  readonly wrong: readonly FieldSpec<MonsterChange>[];
  /** Each active Attribute: its rating and its descriptor. */
  readonly attributes: readonly {
    readonly attribute: MonsterAttribute;
    readonly fields: readonly FieldSpec<MonsterChange>[];
  }[];
  /** Weakness, Behaviour and how likely it is to chase. */
  readonly traits: readonly FieldSpec<MonsterChange>[];
  /** "Threat of The Hollow". */
  readonly threatTitle: string;
  readonly threat: ThreatBreakdownView;
}

/** Everything the builder's form shows for one saved Monster. */
export function viewMonsterForm(monster: Monster): MonsterFormView {
  return {
    manifests: [wordsField(monster, 'character', 'Character whose Haunt it manifests')],
    wrong: [
      wordsField(monster, 'haunt', 'Haunt (the past wrong)'),
      wordsField(monster, 'vice', 'Vice', {
        suggestions: CLASSIC_VICES,
        hint: 'Suggestions: the seven classic vices, a default (the text does not list its Vices). Type any other.',
      }),
    ],
    attributes: MONSTER_ATTRIBUTES.map((attribute) => {
      const entry = monster.attributes[attribute];
      const label = MONSTER_ATTRIBUTE_LABELS[attribute];
      return {
        attribute,
        fields: [
          ratingFieldSpec<MonsterChange>(
            attribute,
            entry.rating,
            true,
            (rating) => (current) => setMonsterAttribute(current, attribute, { rating }),
          ),
          {
            kind: 'text',
            key: `${attribute}-descriptor`,
            label: `${label} descriptor (${MONSTER_DESCRIPTOR_LABELS[attribute]})`,
            maxLength: MONSTER_TEXT_LIMITS.descriptor,
            value: entry.descriptor,
            change: (descriptor) => (current) =>
              setMonsterAttribute(current, attribute, { descriptor }),
          },
        ],
      };
    }),
    traits: [
      wordsField(monster, 'weakness', 'Weakness', {
        hint: '+1 to attacking Characters when triggered. Scores no threat.',
      }),
      wordsField(monster, 'behaviour', 'Behaviour', {
        hint: 'General attitude and attack pattern. The kind scores no threat; how likely it is to chase does.',
        placeholder: 'Stalking, Opportunistic, Insidious…',
      }),
      chaseFieldSpec<MonsterChange>(monster.chaseLikelihood, (chaseLikelihood) => (current) => ({
        ...current,
        chaseLikelihood,
      })),
    ],
    threatTitle: `Threat of ${monsterDisplayName(monster)}`,
    threat: viewThreatBreakdown(scoreThreat(monsterThreatInput(monster)), monster.locusMonster),
  };
}

const DIFFICULTY_OPTIONS = inflictionDifficultyOptions();

export interface InflictionsView {
  /** "Inflictions (2)". */
  readonly legend: string;
  /** Why no Infliction can be added, or null while there is room. */
  readonly full: string | null;
  readonly rows: readonly {
    readonly id: string;
    /** "Infliction 1: Spitting". */
    readonly legend: string;
    readonly fields: readonly FieldSpec<MonsterChange>[];
    /** "Remove Infliction 1". */
    readonly removeLabel: string;
    readonly remove: MonsterChange;
  }[];
}

/** Everything the builder's Inflictions show: each with its descriptor, Check, Condition and difficulty. */
export function viewInflictions(monster: Monster): InflictionsView {
  const room = checkInflictionRoom(monster.inflictions.length);
  return {
    legend: `Inflictions (${monster.inflictions.length})`,
    full: room.ok ? null : room.error.message,
    rows: monster.inflictions.map((infliction, index) => ({
      id: infliction.id,
      legend: `Infliction ${index + 1}${infliction.descriptor.trim() ? `: ${infliction.descriptor.trim()}` : ''}`,
      fields: inflictionFields(infliction),
      removeLabel: `Remove Infliction ${index + 1}`,
      remove: (current) => removeInfliction(current, infliction.id),
    })),
  };
}

function inflictionFields(infliction: Infliction): readonly FieldSpec<MonsterChange>[] {
  const condition = findCondition(infliction.condition);
  const update =
    (patch: Parameters<typeof updateInfliction>[2]): MonsterChange =>
    (current) =>
      updateInfliction(current, infliction.id, patch);
  return [
    {
      kind: 'text',
      key: 'descriptor',
      label: 'Descriptor (its action)',
      maxLength: MONSTER_TEXT_LIMITS.descriptor,
      placeholder: 'Spitting, Screaming, Grabbing…',
      value: infliction.descriptor,
      change: (descriptor) => update({ descriptor }),
    },
    {
      kind: 'choice',
      key: 'attribute',
      label: 'Avoided with (Character Attribute)',
      value: infliction.attribute,
      options: INFLICTION_ATTRIBUTE_OPTIONS,
      change: (attribute) => update({ attribute: attribute as LocusAttribute }),
    },
    {
      kind: 'choice',
      key: 'condition',
      label: 'Condition on a failure',
      hint: `${condition.label}: ${condition.effect}.`,
      value: infliction.condition,
      options: INFLICTION_CONDITION_OPTIONS,
      change: (next) => update({ condition: next as ConditionId }),
    },
    {
      kind: 'choice',
      key: 'difficulty',
      label: 'Difficulty to avoid',
      value: infliction.difficulty,
      options: DIFFICULTY_OPTIONS,
      change: (difficulty) => update({ difficulty: difficulty as Difficulty }),
    },
  ];
}
