/**
 * The initiative helper's start form, as data: which side started the fight and which side, if
 * any, is surprised, each a choice field the form draws by a map; and what the fight starts with.
 */
import type { LootSide } from './initiative';
import { LOOT_SIDE_OPTIONS, LOOT_SURPRISED_OPTIONS, readLootSurprised } from './initiative-panel';

export interface LootFightStart {
  readonly first: LootSide;
  readonly surprised: 'none' | LootSide;
}

export const LOOT_FIGHT_START: LootFightStart = { first: 'players', surprised: 'none' };

/** The start form's fields, in order: the key each sets, its label and its options. */
export const LOOT_FIGHT_START_FIELDS = [
  { key: 'first', label: 'Side that started the fight', options: LOOT_SIDE_OPTIONS },
  { key: 'surprised', label: 'Surprised side (skips round 1)', options: LOOT_SURPRISED_OPTIONS },
] as const satisfies readonly {
  readonly key: keyof LootFightStart;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}[];

/** What `startLootFight` takes from the form: the side that started, and the surprised side or null. */
export function readLootFightStart(start: LootFightStart): [LootSide, LootSide | null] {
  return [start.first, readLootSurprised(start.surprised)];
}

/** The form with `key` set to the option `value`; a value the field does not offer changes nothing. */
export function changeLootFightStart(
  start: LootFightStart,
  key: keyof LootFightStart,
  value: string,
): LootFightStart {
  const field = LOOT_FIGHT_START_FIELDS.find((candidate) => candidate.key === key);
  return field?.options.some((option) => option.value === value)
    ? { ...start, [key]: value }
    : start;
}
