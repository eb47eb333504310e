/**
 * Cairn spells and casting. The 100 spells are the d100 table in content/cairn/tables/spells.json
 * (one source of truth for the page and the draw tool). A Spellbook and a Scroll carry the same
 * spells; casting a Spellbook adds a Fatigue to the caster, a Scroll does not (and disappears
 * after one use). When the caster is deprived or in danger the Warden may require a WIL save to
 * avoid ill effects.
 */
import spellsJson from '../../../content/cairn/tables/spells.json';
import { rollDie, type Fraction, type Rng } from '../dice';
import { dieRange, lookupRow, type RandomTable } from '../tables/model';
import { CAIRN_INVENTORY_SLOTS, cairnMemberName, type CairnMember } from './character';
import { cairnSaveChance, explainCairnSave, type CairnSaveRoll } from './saves';

export const CAIRN_SPELLS_TABLE = spellsJson as unknown as RandomTable;

export interface CairnSpell {
  readonly roll: number;
  readonly name: string;
  readonly effect: string;
}

/** The spell a d100 result picks. */
export function readCairnSpell(roll: number): CairnSpell {
  const row = lookupRow(CAIRN_SPELLS_TABLE, roll);
  if (!row) throw new RangeError(`the spells table has no row ${roll}`);
  return { roll, name: row.cells[0] ?? '', effect: row.cells[1] ?? '' };
}

/** Rolls the table's die (d100) and reads the spell. */
export function drawCairnSpell(rng: Rng): CairnSpell {
  const range = dieRange(CAIRN_SPELLS_TABLE.die, CAIRN_SPELLS_TABLE.zeroBased);
  if (!range || range.min !== 1)
    throw new Error(
      `the spells table die ${CAIRN_SPELLS_TABLE.die} must be a single die read from 1`,
    );
  return readCairnSpell(rollDie(rng, range.max));
}

export type CairnSpellSource = 'spellbook' | 'scroll';

/** Where a spell is cast from, as the casting helper offers it. */
export const CAIRN_SPELL_SOURCES = [
  { value: 'spellbook', label: 'Spellbook (adds 1 Fatigue)' },
  { value: 'scroll', label: 'Scroll (no Fatigue)' },
] as const;

/** A spell source's name, as the draw tools and their buttons say it. */
export const CAIRN_SPELL_SOURCE_NAMES: Readonly<Record<CairnSpellSource, string>> = {
  spellbook: 'Spellbook',
  scroll: 'Scroll',
};

/** What a draw tool says it rolls: the table's die, and for a Scroll what sets it apart. */
export function describeCairnSpellDraw(kind: CairnSpellSource): string {
  const scroll =
    kind === 'scroll' ? ': a Scroll causes no Fatigue and disappears after one use' : '';
  return `Rolls ${CAIRN_SPELLS_TABLE.die} on the ${CAIRN_SPELLS_TABLE.title} table${scroll}.`;
}

/** A tracked caster as the casting helper shows them: "Ada: WIL 14, 2 Fatigue, Deprived." */
export function describeCairnCaster(caster: CairnMember): string {
  return `${cairnMemberName(caster)}: WIL ${caster.wil.current}, ${caster.fatigue} Fatigue${caster.deprived ? ', Deprived' : ''}.`;
}

/** The danger toggle's label: a caster already Deprived is asked only about danger. */
export function cairnCastingDangerLabel(deprived: boolean): string {
  return deprived
    ? 'In danger (the caster is already Deprived)'
    : 'Deprived or in danger (such as combat)';
}

export interface CairnCasting {
  /** Fatigue the caster adds to inventory. */
  readonly fatigue: number;
  /** Whether the Warden may call for a WIL save (deprived or in danger). */
  readonly saveOffered: boolean;
  /** Exact chance to pass that save, when offered and the WIL is known. */
  readonly saveChance: Fraction | null;
  readonly summary: string;
}

/** Where the caster stands: in danger, or Deprived, either of which makes casting risky. */
export interface CairnCastingSituation {
  readonly danger: boolean;
  readonly deprived: boolean;
}

/** What casting costs and risks, from the source and the caster's situation. */
export function describeCairnCasting(
  source: CairnSpellSource,
  { danger, deprived }: CairnCastingSituation,
  wil: number | null,
): CairnCasting {
  const risky = danger || deprived;
  const fatigue = source === 'spellbook' ? 1 : 0;
  const saveChance = risky && wil !== null ? cairnSaveChance(wil) : null;
  const cost =
    source === 'spellbook'
      ? 'Casting from a Spellbook adds 1 Fatigue to the caster.'
      : 'A Scroll causes no Fatigue and disappears after this use.';
  const risk = risky
    ? ' Deprived or in danger: the Warden may require a WIL save to avoid ill effects.'
    : '';
  return { fatigue, saveOffered: risky, saveChance, summary: `${cost}${risk}` };
}

/**
 * What casting did to the caster's Fatigue: `after` is the tracked caster's Fatigue now (null when
 * no caster is tracked); Fatigue that found no free slot means an item must be dropped.
 */
export function describeCairnCast(
  casting: Pick<CairnCasting, 'fatigue'>,
  who: string,
  before: number,
  after: number | null,
): string {
  if (casting.fatigue === 0)
    return `Cast from a Scroll: no Fatigue for ${who}; the Scroll disappears.`;
  if (after === null)
    return `Cast from a Spellbook: add ${casting.fatigue} Fatigue to the caster’s inventory (pick a caster from the party to track it).`;
  return after > before
    ? `${who} adds ${casting.fatigue} Fatigue: now ${after} Fatigue. If no slot is free, an item must be dropped.`
    : `${who} already has Fatigue in all ${CAIRN_INVENTORY_SLOTS} slots: an item must be dropped.`;
}

/** The line beside the Undo of a cast that added Fatigue: "Cast: 1 Fatigue added to Bram." */
export function describeCairnCastKept(name: string, fatigue: number): string {
  return `Cast: ${fatigue} Fatigue added to ${name}.`;
}

/** What the Undo of a cast says once it took the Fatigue back. */
export function describeUndoneCairnCast(name: string, fatigue: number): string {
  return `Took back the cast: ${name} has ${fatigue} Fatigue again.`;
}

/** Why the Undo of a cast put nothing back: the caster's sheet changed since (here or elsewhere). */
export function cairnCastUndoRefused(name: string): string {
  return `${name}’s sheet has changed since, so the Undo would lose that; change it back by hand.`;
}

/** A casting's WIL save, rolled: the verdict, why, and what failing it brings. */
export function describeCairnCastingSave(result: CairnSaveRoll): string {
  const verdict = result.passed ? 'Passed' : 'Failed';
  const effect = result.passed
    ? ' No ill effects.'
    : ' Ill effects on par with the intended effect, at the Warden’s call.';
  return `${verdict}: rolled ${result.roll} against WIL ${result.attribute}, ${explainCairnSave(result)}.${effect}`;
}
