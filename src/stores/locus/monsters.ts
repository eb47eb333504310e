/**
 * The Director's saved Monsters, kept in localStorage and shared by all open tabs.
 *
 * Stored shape (key `rules-at-hand:locus-monsters`): the rules' `MonsterList`,
 * `{ version: 1, monsters: Monster[] }` (src/rules/locus/monster.ts owns the schema and its
 * migrations). Unreadable storage resets to an empty list with a notice; the text is kept under
 * `rules-at-hand:locus-monsters:unreadable`. Shared and imported Monsters are only ever added,
 * under fresh ids, so they never overwrite a saved one.
 */
import {
  appendMonsters,
  createMonsterList,
  parseMonsterList,
  serializeMonsterList,
  withMonsterId,
  type LocusResult,
  type Monster,
  type MonsterDraft,
  type MonsterList,
} from '../../rules/locus';
import { createValidatedPersistent } from '../validated-persistent';

export const LOCUS_MONSTERS_KEY = 'rules-at-hand:locus-monsters';

const monsters = createValidatedPersistent<MonsterList>(LOCUS_MONSTERS_KEY, createMonsterList(), {
  label: 'Monsters',
  encode: serializeMonsterList,
  parse: (text) => {
    const parsed = parseMonsterList(text);
    return parsed.ok ? parsed : { ok: false, message: parsed.error.message };
  },
});

export const $monsters = monsters.$store;
export const $monstersNotice = monsters.$notice;

/** Add Monsters under fresh ids (new, from a sample, shared, imported); returns the added ones. */
export function addMonsters(drafts: readonly MonsterDraft[]): LocusResult<readonly Monster[]> {
  const appended = appendMonsters($monsters.get(), drafts);
  if (!appended.ok) return appended;
  $monsters.set(appended.value.list);
  return { ok: true, value: appended.value.added };
}

/** Change one saved Monster; an id no longer saved (removed in another tab) changes nothing. */
export function updateMonster(id: string, update: (monster: Monster) => Monster): void {
  const current = $monsters.get();
  if (!current.monsters.some((monster) => monster.id === id)) return;
  $monsters.set({ ...current, monsters: current.monsters.map((monster) => (monster.id === id ? { ...update(monster), id } : monster)) });
}

/** A copy of a saved Monster, named "... (copy)", placed right after it. */
export function duplicateMonster(id: string): Monster | undefined {
  const current = $monsters.get();
  const index = current.monsters.findIndex((monster) => monster.id === id);
  const original = current.monsters[index];
  if (!original) return undefined;
  const appended = appendMonsters(current, [{ ...original, name: `${original.name.trim() || 'Unnamed Monster'} (copy)` }]);
  if (!appended.ok) return undefined;
  const copy = appended.value.added[0] as Monster;
  const list = [...current.monsters];
  list.splice(index + 1, 0, copy);
  $monsters.set({ ...current, monsters: list });
  return copy;
}

/** Remove a Monster and return what is needed to undo it. */
export function removeMonster(id: string): { monster: Monster; index: number } | undefined {
  const current = $monsters.get();
  const index = current.monsters.findIndex((monster) => monster.id === id);
  const monster = current.monsters[index];
  if (!monster) return undefined;
  $monsters.set({ ...current, monsters: current.monsters.filter((candidate) => candidate.id !== id) });
  return { monster, index };
}

/** Put a removed Monster back where it was (under a fresh id if its old one was taken since). */
export function restoreMonster({ monster, index }: { monster: Monster; index: number }): Monster {
  const current = $monsters.get();
  const restored = current.monsters.some((existing) => existing.id === monster.id) ? withMonsterId(monster, current.monsters.map((existing) => existing.id)) : monster;
  const list = [...current.monsters];
  list.splice(Math.min(index, list.length), 0, restored);
  $monsters.set({ ...current, monsters: list });
  return restored;
}
