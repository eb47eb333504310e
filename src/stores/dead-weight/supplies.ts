/**
 * Dead Weight supplies: consumables tracked with usage dice (torches, lanterns, rations ...),
 * kept in localStorage and shared by open tabs. The Decay reminder of the expedition tracker lists
 * the ones marked as lights.
 *
 * Stored shape (key `rules-at-hand:dw-supplies`): `{ version: 1, items: [{ id, name, sides
 * (20|12|10|8|6|4, or null once used up), light }] }`. Unreadable storage resets to no supplies with
 * a notice and the text is kept aside; bump `version` and migrate here when the shape changes.
 */
import * as z from 'zod/mini';
import { USAGE_DIE_CHAIN, type Rng, type UsageDieSides } from '../../rules/dice';
import { rollDwUsage, type DwUsageRoll } from '../../rules/dead-weight/usage';
import { browserRng } from '../../lib/browser-rng';
import { readName, type NameProblem } from '../../rules/name-text';
import { refuse, succeed, type Problem, type Result } from '../../rules/result';
import { createValidatedPersistent, parseJsonWith } from '../validated-persistent';
import { DW_RULESET, dwLogSource } from '../../rules/dead-weight/log-lines';
import { dwUsageTool } from '../../rules/dead-weight/roll-tools';
import { logToolOutcome } from '../roll-log';

export const DW_SUPPLIES_KEY = 'rules-at-hand:dw-supplies';
export const DW_SUPPLY_NAME_MAX = 60;
export const DW_SUPPLIES_MAX = 40;

export interface DwSupply {
  readonly id: string;
  readonly name: string;
  readonly sides: UsageDieSides | null;
  readonly light: boolean;
}

const SidesSchema = z.literal([...USAGE_DIE_CHAIN]);
const StoredSchema = z.object({
  version: z.literal(1),
  items: z
    .array(
      z.object({
        id: z.string(),
        name: z.string().check(z.minLength(1), z.maxLength(DW_SUPPLY_NAME_MAX)),
        sides: z.nullable(SidesSchema),
        light: z.boolean(),
      }),
    )
    .check(z.maxLength(DW_SUPPLIES_MAX)),
});

const saved = createValidatedPersistent<readonly DwSupply[]>(DW_SUPPLIES_KEY, [], {
  label: 'supplies',
  encode: (items) => JSON.stringify({ version: 1, items }),
  parse: parseJsonWith(StoredSchema, (data) => data.items),
});

export const $dwSupplies = saved.$store;
export const $dwSuppliesNotice = saved.$notice;

/** The new item's id, or why it was not added. */
export type DwSupplyResult = Result<string, Problem<NameProblem | 'full'>>;

/** Adds an item with its usage die; lights are listed in the Decay reminder. */
export function addDwSupply(name: string, sides: UsageDieSides, light: boolean): DwSupplyResult {
  const read = readName(name, DW_SUPPLY_NAME_MAX, 'Name the item, e.g. Torch.');
  if (!read.ok) return read;
  const trimmed = read.value;
  const items = $dwSupplies.get();
  if (items.length >= DW_SUPPLIES_MAX)
    return refuse(
      'full',
      `The list holds at most ${DW_SUPPLIES_MAX} items: remove used-up ones first.`,
    );
  const taken = new Set(items.map((item) => item.id));
  let number = items.length + 1;
  while (taken.has(`s${number}`)) number += 1;
  const id = `s${number}`;
  $dwSupplies.set([...items, { id, name: trimmed, sides, light }]);
  return succeed(id);
}

/** Rolls an item's usage die once, steps it down on 1-2 and logs the roll. */
export function useDwSupply(id: string, rng: Rng = browserRng): DwUsageRoll | null {
  const item = $dwSupplies.get().find((candidate) => candidate.id === id);
  if (!item || item.sides === null) return null;
  const roll = rollDwUsage(item.sides, rng);
  $dwSupplies.set(
    $dwSupplies
      .get()
      .map((candidate) => (candidate.id === id ? { ...candidate, sides: roll.next } : candidate)),
  );
  logToolOutcome(DW_RULESET, dwUsageTool, { sides: item.sides }, roll, {
    source: dwLogSource('usage die', item.name),
  });
  return roll;
}

export function removeDwSupply(id: string): void {
  $dwSupplies.set($dwSupplies.get().filter((item) => item.id !== id));
}
