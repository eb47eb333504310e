/**
 * LOOT random encounters. After each try the judge rolls a d10 read 0-9 and a 0 is an encounter;
 * a task of n trys rolls n d10s, and each alerted sense (sound, sight, smell, other) makes one
 * more face an encounter. So the chance for a task is P = 1 - (1 - (1 + s)/10)^n, kept exact.
 * The text's "40%" for a 30-minute rest (5 trys, no sense) is 1 - 0.9^5 = 40.951%, which is 41%
 * when rounded; the tool shows 41% and says so.
 */
import { parseNotation, rollExpression, type Fraction, type Rng } from '../dice';
import { readWholeNumber } from '../whole-number';
import { type LootInputError, type LootInputResult } from './errors';

export const LOOT_SENSES = ['sound', 'sight', 'smell', 'other'] as const;
export type LootSense = (typeof LOOT_SENSES)[number];
export const LOOT_SENSE_LABELS: Readonly<Record<LootSense, string>> = {
  sound: 'Sound',
  sight: 'Sight',
  smell: 'Smell',
  other: 'Other (tremors, magic, gold...)',
};
/** Encounter faces stop at 0-9: with 9 senses every face is an encounter. */
export const LOOT_MAX_SENSES = 9;
export const LOOT_MAX_TRYS = 50;

/** The d10 faces (read 0-9) that are an encounter with `senses` senses alerted: 0 up to `senses`. */
export function lootEncounterFaces(senses: number): number[] {
  const count = Math.min(10, 1 + Math.max(0, Math.floor(senses)));
  return Array.from({ length: count }, (_, face) => face);
}

/** Exact chance of at least one encounter over `trys` d10s with `senses` alerted senses. */
export function lootEncounterChance(trys: number, senses: number): Fraction {
  const encounterFaces = BigInt(lootEncounterFaces(senses).length);
  const n = BigInt(Math.max(0, Math.floor(trys)));
  const denominator = 10n ** n;
  return { numerator: denominator - (10n - encounterFaces) ** n, denominator };
}

export interface LootEncounterPreset {
  readonly id: string;
  readonly label: string;
  readonly trys: number;
  readonly senses: readonly LootSense[];
  /** The chance printed in the text. */
  readonly printed: string;
  /** Why the tool's figure differs from the printed one, when it does: it follows the printed figure. */
  readonly note?: string;
}

export const LOOT_ENCOUNTER_PRESETS: readonly LootEncounterPreset[] = [
  { id: 'quiet-room', label: 'Explore a room quietly', trys: 1, senses: [], printed: '10%' },
  { id: 'combat', label: 'Fight a combat', trys: 1, senses: ['sound'], printed: '20%' },
  {
    id: 'bomb',
    label: 'Throw a bomb in combat',
    trys: 1,
    senses: ['sound', 'sight', 'smell', 'other'],
    printed: '50%',
  },
  {
    id: 'rest',
    label: '30-minute rest',
    trys: 5,
    senses: [],
    printed: '40%',
    note: 'the exact chance 1 − 0.9⁵ is 40.951%, so 41% rounded.',
  },
  {
    id: 'rest-cooking',
    label: 'Rest and cook over a fire',
    trys: 5,
    senses: ['smell', 'sight'],
    printed: '83%',
  },
];

/**
 * What a preset says once it is picked, the printed figure said once: "Fight a combat: the text
 * says 20%." or, when the tool's figure differs, "30-minute rest: the text says 40%; the exact
 * chance 1 − 0.9⁵ is 40.951%, so 41% rounded."
 */
export function describeLootEncounterPreset(preset: LootEncounterPreset): string {
  const said = `${preset.label}: the text says ${preset.printed}`;
  return preset.note ? `${said}; ${preset.note}` : `${said}.`;
}

export type LootTrysError = LootInputError;

/** Reads a number of trys typed by the judge: a whole number from 1 to 50. */
export function parseLootTrys(text: string): LootInputResult<number> {
  return readWholeNumber(text, 1, LOOT_MAX_TRYS, 'the number of trys');
}

/** Reads a count of extra alerted senses: a whole number from 0 to the senses left, none when empty. */
export function parseLootExtraSenses(text: string, max: number): LootInputResult<number> {
  if (text.trim() === '') return { ok: true, value: 0 };
  return readWholeNumber(text, 0, max, 'the number of extra senses');
}

/** What the encounter tool's fields add up to: the roll's input, each field's message, why Roll is off. */
export interface LootEncounterReading {
  readonly input: { readonly trys: number; readonly senses: number } | null;
  readonly trysError: string | null;
  readonly extraError: string | null;
  readonly blockedBy: string | null;
}

/** Reads the trys and the count of more alerted senses typed, beside the senses ticked. */
export function readLootEncounter(
  trysText: string,
  extraText: string,
  senses: readonly LootSense[],
): LootEncounterReading {
  const trys = parseLootTrys(trysText);
  const extra = parseLootExtraSenses(extraText, LOOT_MAX_SENSES - senses.length);
  return {
    input: trys.ok && extra.ok ? { trys: trys.value, senses: senses.length + extra.value } : null,
    trysError: trys.ok ? null : trys.error.message,
    extraError: extra.ok ? null : extra.error.message,
    blockedBy: !trys.ok
      ? `Roll is off until the trys are a whole number from 1 to ${LOOT_MAX_TRYS}.`
      : !extra.ok
        ? 'Roll is off until the count of more alerted senses can be read.'
        : null,
  };
}

/** The senses ticked after one is ticked (it goes last) or cleared. */
export function tickLootSense(
  senses: readonly LootSense[],
  sense: LootSense,
  on: boolean,
): LootSense[] {
  const others = senses.filter((one) => one !== sense);
  return on ? [...others, sense] : others;
}

const D10_ZERO_BASED = (() => {
  const parsed = parseNotation('d10z');
  if (!parsed.ok) throw new Error('d10z must parse');
  return parsed.value;
})();

export interface LootEncounterRoll {
  /** The d10s read 0-9, one per try. */
  readonly faces: readonly number[];
  readonly encounterFaces: readonly number[];
  /** Which dice (indexes) show an encounter face. */
  readonly hits: readonly number[];
  readonly encounter: boolean;
}

/** The judge's roll: one d10 (read 0-9) per try, with the encounter faces found. */
export function rollLootEncounters(trys: number, senses: number, rng: Rng): LootEncounterRoll {
  const faces = Array.from(
    { length: Math.max(0, Math.floor(trys)) },
    () => rollExpression(D10_ZERO_BASED, rng).total,
  );
  const encounterFaces = lootEncounterFaces(senses);
  const hits = faces.flatMap((face, index) => (encounterFaces.includes(face) ? [index] : []));
  return { faces, encounterFaces, hits, encounter: hits.length > 0 };
}
