/**
 * The Warden's hidden Death Save: the die rolled without looking, and whether someone has checked
 * the vitals yet. Kept in localStorage, so a reload neither loses the hidden die (which would ask
 * for a second roll, and a second chance) nor reveals it.
 *
 * Stored shape (key `rules-at-hand:ei-death-save`): `{ "version": 1, "save": null }` or
 * `{ "version": 1, "save": { "roll": 0..9, "revealed": false } }`. Unreadable storage resets to no
 * save with a notice and the text is kept aside; bump `version` and migrate here when the shape
 * changes.
 */
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../../rules/whole-number-schema';
import { readDeathSave, rollDeathSave, type DeathSave } from '../../rules/eldritch-instinct/death';
import type { Rng } from '../../rules/dice';
import { createValidatedPersistent, parseJsonWith } from '../validated-persistent';

export const EI_DEATH_SAVE_KEY = 'rules-at-hand:ei-death-save';

export interface HiddenDeathSave {
  readonly save: DeathSave;
  readonly revealed: boolean;
}

const StoredSchema = z.object({
  version: z.literal(1),
  save: z.nullable(z.object({ roll: wholeNumberSchema(0, 9), revealed: z.boolean() })),
});

const stored = createValidatedPersistent<HiddenDeathSave | null>(EI_DEATH_SAVE_KEY, null, {
  label: 'Death Save',
  encode: (hidden) =>
    JSON.stringify({
      version: 1,
      save: hidden && { roll: hidden.save.roll, revealed: hidden.revealed },
    }),
  parse: parseJsonWith(
    StoredSchema,
    ({ save }) => save && { save: readDeathSave(save.roll), revealed: save.revealed },
  ),
});

export const $deathSave = stored.$store;
export const $deathSaveNotice = stored.$notice;

/** Rolls a new hidden Death Save, in place of any before it. */
export function rollHiddenDeathSave(rng: Rng): HiddenDeathSave {
  const hidden = { save: rollDeathSave(rng), revealed: false };
  $deathSave.set(hidden);
  return hidden;
}

/**
 * Checks the vitals: reveals the hidden die and gives it, or undefined when there is none or it
 * was revealed already (a second press, or another tab), so it goes to the roll log once.
 */
export function revealDeathSave(): HiddenDeathSave | undefined {
  const hidden = $deathSave.get();
  if (!hidden || hidden.revealed) return undefined;
  const revealed = { ...hidden, revealed: true };
  $deathSave.set(revealed);
  return revealed;
}
