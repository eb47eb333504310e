/**
 * Dead Weight's Decay table (2d6, content/dead-weight/tables/decay.json) with its one special rule:
 * "If a character would receive an affliction that they already have, keep adding 1 to the result
 * until a valid result has been reached." Each row is read into a typed effect so the tracker can
 * apply it to the character where the effect is mechanical.
 *
 * Running past 12 cannot happen with this table: the rows after the last affliction (10, Angry) are
 * 11 (a wound) and 12 (equipment), which are never "already had". Should a table ever make it
 * happen, the result stops at the last row (12), which is what `resolveDwDecayTotal` does.
 */
import decayTable from '../../../content/dead-weight/tables/decay.json';
import { rollDie, type Rng } from '../dice';
import { lookupRow, dieRange } from '../tables/model';
import { DW_AFFLICTIONS, type DwAffliction } from './character';

export type DwDecayEffect =
  | { readonly kind: 'none' }
  | { readonly kind: 'fatigue' }
  | { readonly kind: 'affliction'; readonly affliction: DwAffliction }
  | { readonly kind: 'doom' }
  | { readonly kind: 'wound' }
  | { readonly kind: 'equipment' };

const DECAY_RANGE = dieRange(decayTable.die) ?? { min: 2, max: 12 };
/** The highest result of the table; a result pushed past it stays here. */
export const DW_DECAY_MAX = DECAY_RANGE.max;
export const DW_DECAY_MIN = DECAY_RANGE.min;

/** Reads one row's text as an effect. Unknown text is kept as a reminder with no mechanical effect. */
export function classifyDwDecayText(text: string): DwDecayEffect {
  const affliction = DW_AFFLICTIONS.find(
    (name) => name.toLowerCase() === text.trim().toLowerCase(),
  );
  if (affliction) return { kind: 'affliction', affliction };
  if (/^fatigue/i.test(text)) return { kind: 'fatigue' };
  if (/doom/i.test(text)) return { kind: 'doom' };
  if (/^wound/i.test(text)) return { kind: 'wound' };
  if (/equipment/i.test(text)) return { kind: 'equipment' };
  return { kind: 'none' };
}

/** The text of the row for a total of the Decay table. */
export function readDwDecayRow(total: number): string {
  const row = lookupRow(decayTable, total);
  if (!row) throw new RangeError(`the Decay table has no row for ${total}`);
  return row.cells[0] ?? '';
}

/** Applies "keep adding 1 until valid": the final total for a rolled total and the afflictions already had. */
export function resolveDwDecayTotal(rolled: number, afflictions: readonly DwAffliction[]): number {
  let total = rolled;
  for (;;) {
    if (total >= DW_DECAY_MAX) return DW_DECAY_MAX;
    const effect = classifyDwDecayText(readDwDecayRow(total));
    if (effect.kind !== 'affliction' || !afflictions.includes(effect.affliction)) return total;
    total += 1;
  }
}

export interface DwDecayRoll {
  readonly dice: readonly [number, number];
  /** The 2d6 total as rolled. */
  readonly rolled: number;
  /** The total after adding 1 for each affliction already had. */
  readonly total: number;
  readonly text: string;
  readonly effect: DwDecayEffect;
}

/** Rolls the Decay table for a character who already has `afflictions`. */
export function rollDwDecay(afflictions: readonly DwAffliction[], rng: Rng): DwDecayRoll {
  const dice = [rollDie(rng, 6), rollDie(rng, 6)] as const;
  const rolled = dice[0] + dice[1];
  const total = resolveDwDecayTotal(rolled, afflictions);
  const text = readDwDecayRow(total);
  return { dice, rolled, total, text, effect: classifyDwDecayText(text) };
}

/**
 * What the expedition tracker asks of a decay result that lands on an attribute the player picks
 * (fatigue or a wound): the question at the choice and the button that applies it.
 */
export function labelDwPendingDecay(pending: {
  readonly name: string;
  readonly kind: 'fatigue' | 'wound';
}): { readonly question: string; readonly apply: string } {
  const what = pending.kind === 'fatigue' ? 'fatigue' : 'wound';
  return {
    question: `${pending.name}: ${what} on which attribute?`,
    apply: `Apply ${what} to ${pending.name}`,
  };
}
