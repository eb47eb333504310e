/**
 * Initiative: every entity rolls 3d6, adds them and subtracts its Carelessness; highest total goes
 * first, and the order is fixed for the Conflict.
 *
 * [decision] The text does not say how ties are broken. Ours, in this order:
 *   1. lower Carelessness first (the less careless entity reacts first);
 *   2. then Characters, then Foils, then Monsters (the players act before the things they face);
 *   3. then a roll-off: each still-tied entity rolls 1d6, highest first; equal roll-offs roll again.
 * [decision] Monsters have no Carelessness Attribute; give them 0 (nothing subtracted) unless the
 * Director decides otherwise. Carelessness is therefore 0-5 here.
 */
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../whole-number-schema';
import { rollDie, type Rng } from '../dice';
import { rollThreeDice, type ThreeDice } from './three-dice';
import { readName, type NameProblem } from '../name-text';
import type { Problem, Result } from '../result';

export const ENTITY_KINDS = ['character', 'foil', 'monster'] as const;
export const EntityKindSchema = z.enum(ENTITY_KINDS);
export type EntityKind = z.infer<typeof EntityKindSchema>;

export const InitiativeEntitySchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  carelessness: wholeNumberSchema(0, 5),
  kind: EntityKindSchema,
});
export type InitiativeEntity = z.infer<typeof InitiativeEntitySchema>;

/** The tie-break rule in words, for the widget to show. */
/** The longest name a Monster or Foil added to the initiative order may have. */
export const INITIATIVE_NAME_MAX = 60;

/** The name of a Monster or Foil added by hand: tidied, and refused when empty or too long. */
export function readInitiativeName(text: string): Result<string, Problem<NameProblem>> {
  return readName(text, INITIATIVE_NAME_MAX, 'Enter a name for the Monster or Foil.');
}

export const INITIATIVE_TIE_RULE =
  'Ties: lower Carelessness goes first; then Characters, then Foils, then Monsters; then a 1d6 roll-off, highest first, rolling again while still tied. (The rules do not say; this is the site’s choice.)';

export type TieBreakReason = 'carelessness' | 'kind' | 'roll-off';

export interface InitiativeEntry {
  readonly entity: InitiativeEntity;
  readonly dice: ThreeDice;
  /** Sum of the three dice. */
  readonly sum: number;
  /** sum - Carelessness. */
  readonly total: number;
  /** 1 acts first. */
  readonly position: number;
  /** The d6 roll-off results, in order; empty when there was none. */
  readonly rollOffs: readonly number[];
  /** Ids of the other entities on the same total. */
  readonly tiedWith: readonly string[];
  /** What placed this entity against its neighbours on the same total. */
  readonly decidedBy: readonly TieBreakReason[];
  /** A sentence for the widget, or null when nobody shares the total. */
  readonly tieBreak: string | null;
}

export interface InitiativeOrder {
  /** Highest first. */
  readonly entries: readonly InitiativeEntry[];
  readonly tieRule: string;
}

const KIND_ORDER: Readonly<Record<EntityKind, number>> = { character: 0, foil: 1, monster: 2 };

interface Working {
  readonly entity: InitiativeEntity;
  readonly dice: ThreeDice;
  readonly sum: number;
  readonly total: number;
  readonly rollOffs: number[];
}

function compareBeforeRollOff(left: Working, right: Working): number {
  return (
    right.total - left.total ||
    left.entity.carelessness - right.entity.carelessness ||
    KIND_ORDER[left.entity.kind] - KIND_ORDER[right.entity.kind]
  );
}

/** Roll-offs for entities equal on every rule: d6 each in list order, highest first, again while equal. */
function rollOff(group: readonly Working[], rng: Rng): Working[] {
  if (group.length < 2) return [...group];
  const rolled = group.map((entry) => {
    const face = rollDie(rng, 6);
    entry.rollOffs.push(face);
    return { entry, face };
  });
  const faces = [...new Set(rolled.map((item) => item.face))].sort((left, right) => right - left);
  return faces.flatMap((face) =>
    rollOff(
      rolled.filter((item) => item.face === face).map((item) => item.entry),
      rng,
    ),
  );
}

function explainPair(left: Working, right: Working): TieBreakReason {
  if (left.entity.carelessness !== right.entity.carelessness) return 'carelessness';
  if (left.entity.kind !== right.entity.kind) return 'kind';
  return 'roll-off';
}

const REASON_WORDS: Readonly<Record<TieBreakReason, string>> = {
  carelessness: 'lower Carelessness first',
  kind: 'Characters, then Foils, then Monsters',
  'roll-off': 'a 1d6 roll-off',
};

/**
 * Roll Initiative for every entity (3d6 each, in list order; roll-offs after all of them) and
 * order them, highest total first, ties broken by INITIATIVE_TIE_RULE.
 */
export function rollInitiative(entities: readonly InitiativeEntity[], rng: Rng): InitiativeOrder {
  const working: Working[] = entities.map((entity) => {
    const dice = rollThreeDice(rng);
    const sum = dice[0] + dice[1] + dice[2];
    return { entity, dice, sum, total: sum - entity.carelessness, rollOffs: [] };
  });
  const sorted = [...working].sort(compareBeforeRollOff);
  const ordered: Working[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start + 1;
    while (
      end < sorted.length &&
      compareBeforeRollOff(sorted[start] as Working, sorted[end] as Working) === 0
    )
      end += 1;
    ordered.push(...rollOff(sorted.slice(start, end), rng));
    start = end;
  }
  const entries = ordered.map((entry, index): InitiativeEntry => {
    const tied = ordered.filter((other) => other !== entry && other.total === entry.total);
    const neighbours = [ordered[index - 1], ordered[index + 1]].filter(
      (other): other is Working => other !== undefined && other.total === entry.total,
    );
    const decidedBy = [...new Set(neighbours.map((other) => explainPair(entry, other)))];
    const tieBreak =
      tied.length === 0
        ? null
        : `Tied on ${entry.total} with ${tied.map((other) => other.entity.name).join(', ')}; placed by ${decidedBy.map((reason) => REASON_WORDS[reason]).join(' and ')}${
            entry.rollOffs.length > 0 ? ` (rolled ${entry.rollOffs.join(', ')})` : ''
          }.`;
    return {
      entity: entry.entity,
      dice: entry.dice,
      sum: entry.sum,
      total: entry.total,
      position: index + 1,
      rollOffs: [...entry.rollOffs],
      tiedWith: tied.map((other) => other.entity.id),
      decidedBy,
      tieBreak,
    };
  });
  return { entries, tieRule: INITIATIVE_TIE_RULE };
}
