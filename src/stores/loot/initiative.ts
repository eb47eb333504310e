/**
 * The LOOT initiative helper's fight: the two sides' characters, the round, who has initiative
 * and who has acted, kept in localStorage and shared by open tabs, so a reload mid-fight keeps it.
 *
 * Stored shape (key `rules-at-hand:loot-initiative`): `{ "version": 1, "state": LootInitiativeState }`
 * (src/rules/loot/initiative.ts). Unreadable storage resets to an empty fight with a notice and
 * the text is kept aside; bump `version` and migrate here when the shape changes.
 */
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../../rules/whole-number-schema';
import {
  addLootCombatant,
  emptyLootInitiative,
  endLootCombat,
  interruptLootTurn,
  LOOT_COMBATANT_NAME_MAX,
  LOOT_MAX_COMBATANTS,
  removeLootCombatant,
  startLootCombat,
  takeLootTurn,
  type LootInitiativeState,
  type LootInitiativeStep,
  type LootSide,
} from '../../rules/loot/initiative';
import { createValidatedPersistent, parseJsonWith } from '../validated-persistent';

export const LOOT_INITIATIVE_KEY = 'rules-at-hand:loot-initiative';

const Side = z.enum(['players', 'opponents']);
const StoredSchema = z.object({
  version: z.literal(1),
  state: z.object({
    combatants: z
      .array(
        z.object({
          id: z.string().check(z.minLength(1), z.maxLength(40)),
          name: z.string().check(z.minLength(1), z.maxLength(LOOT_COMBATANT_NAME_MAX)),
          side: Side,
        }),
      )
      .check(z.maxLength(LOOT_MAX_COMBATANTS)),
    round: wholeNumberSchema(0, 100000),
    firstSide: Side,
    surprised: z.nullable(Side),
    initiative: z.nullable(Side),
    acted: z.array(z.string()).check(z.maxLength(LOOT_MAX_COMBATANTS)),
    lastSide: z.nullable(Side),
  }),
});

const saved = createValidatedPersistent<LootInitiativeState>(
  LOOT_INITIATIVE_KEY,
  emptyLootInitiative(),
  {
    label: 'LOOT initiative',
    encode: (state) => JSON.stringify({ version: 1, state }),
    parse: parseJsonWith(StoredSchema, (data) => data.state),
  },
);

export const $lootInitiative = saved.$store;
export const $lootInitiativeNotice = saved.$notice;

function apply(step: LootInitiativeStep): LootInitiativeStep {
  if (step.ok) $lootInitiative.set(step.value.state);
  return step;
}

/** The next free id: "c1", "c2"... (no clock, so ids stay stable across tabs and tests). */
function nextId(state: LootInitiativeState): string {
  const taken = new Set(state.combatants.map((c) => c.id));
  let n = state.combatants.length + 1;
  while (taken.has(`c${n}`)) n += 1;
  return `c${n}`;
}

export function addLootFighter(name: string, side: LootSide): LootInitiativeStep {
  const state = $lootInitiative.get();
  return apply(addLootCombatant(state, nextId(state), name, side));
}

export function removeLootFighter(id: string): void {
  $lootInitiative.set(removeLootCombatant($lootInitiative.get(), id));
}

export function startLootFight(
  firstSide: LootSide,
  surprised: LootSide | null,
): LootInitiativeStep {
  return apply(startLootCombat($lootInitiative.get(), firstSide, surprised));
}

export function takeLootFighterTurn(id: string): LootInitiativeStep {
  return apply(takeLootTurn($lootInitiative.get(), id));
}

export function interruptLootFighter(
  actorId: string,
  interrupterId: string,
  succeeded: boolean,
): LootInitiativeStep {
  return apply(interruptLootTurn($lootInitiative.get(), actorId, interrupterId, succeeded));
}

/** Ends the fight (the sides stay for the next) and returns the sentence that says so. */
export function endLootFight(): string {
  $lootInitiative.set(endLootCombat($lootInitiative.get()));
  return 'The fight is over.';
}

/** Clears both sides and returns the sentence that says so. */
export function clearLootFight(): string {
  $lootInitiative.set(emptyLootInitiative());
  return 'Both sides cleared.';
}
