/**
 * The melee odds table of the combat helpers: one row for each choice of the target (fight back,
 * dodge) with the score it saves on, and one column for each outcome (the attacker hits, the
 * target hits back, nobody hits). What each cell says is decided here, in the shape of a chance
 * table's cell: a chance, the attacker's hit with the critical part of it, or words where no
 * chance stands. Pure, over combat.ts.
 */
import type { Fraction } from '../dice';
import { chanceOfMelee, targetSaveScore, type MeleeChances, type MeleeDefence } from './combat';
import { MELEE_DEFENCES } from './combat-choices';

/** The table's columns, in the order of each row's cells. */
export const MELEE_OUTCOMES: readonly string[] = ['Hit', 'Hit back', 'No hit'];

/** One row of the melee odds table: the target's choice, the score it saves on, the chances. */
export interface MeleeRow {
  readonly defence: MeleeDefence;
  readonly label: string;
  /** Null while the target's score for this choice cannot be read. */
  readonly saveScore: number | null;
  /** Null while either score cannot be read. */
  readonly chances: MeleeChances | null;
}

export function meleeRows(
  attacker: number | null,
  targets: Readonly<Record<MeleeDefence, number | null>>,
): MeleeRow[] {
  return MELEE_DEFENCES.map((defence) => {
    const target = targets[defence];
    return {
      defence,
      label: defence === 'fight-back' ? 'Fights back' : 'Dodges',
      saveScore: target === null ? null : targetSaveScore(target, defence),
      chances:
        attacker === null || target === null ? null : chanceOfMelee(attacker, target, defence),
    };
  });
}

/**
 * One chance cell of the melee odds table: a chance; the attacker's hit with the critical part of
 * it beside it; or words in place of a chance.
 */
export type MeleeCell =
  | Fraction
  | {
      readonly chance: Fraction;
      readonly part: { readonly label: string; readonly chance: Fraction };
    }
  | { readonly words: string };

/** What a cell says while a score cannot be read: there is no chance to show yet. */
const UNKNOWN: MeleeCell = { words: '—' };

/**
 * The row's three chance cells, in MELEE_OUTCOMES' order. A dodging target cannot hit back: the
 * rules give it no chance at all, so the cell says "never" rather than 0%.
 */
export function meleeCells(chances: MeleeChances | null): readonly MeleeCell[] {
  if (!chances) return [UNKNOWN, UNKNOWN, UNKNOWN];
  return [
    {
      chance: chances.attackerHits,
      part: { label: 'critical', chance: chances.attackerCriticalHit },
    },
    chances.targetHits.numerator === 0n ? { words: 'never' } : chances.targetHits,
    chances.noHit,
  ];
}
