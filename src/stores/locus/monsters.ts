/**
 * The Director's saved Monsters, kept in localStorage and shared by all open tabs.
 *
 * Stored shape (key `rules-at-hand:locus-monsters`): the rules' `MonsterList`,
 * `{ version: 1, monsters: Monster[] }` (src/rules/locus/monster.ts owns the schema and its
 * migrations). Unreadable storage resets to an empty list with a notice; the text is kept under
 * `rules-at-hand:locus-monsters:unreadable`. Shared and imported Monsters are only ever added,
 * under fresh ids (and a name the list has already gets a number), so they never overwrite a
 * saved one.
 */
import {
  appendMonsters,
  checkMonsterNameFree,
  copyMonsterName,
  describeRenamedMonsters,
  MAX_SAVED_MONSTERS,
  createMonsterList,
  parseMonsterList,
  serializeMonsterList,
  withMonsterId,
  type LocusResult,
  type Monster,
  type MonsterDraft,
  type MonsterList,
  type RenamedMonster,
} from '../../rules/locus';
import type { Problem, Result } from '../../rules/result';
import { createRoster, listUnder } from '../roster';

export const LOCUS_MONSTERS_KEY = 'rules-at-hand:locus-monsters';

/** The saved Monsters: add, update, remove, restore (undo) and importItems act on it. */
export const monstersRoster = createRoster<Monster, MonsterList>({
  key: LOCUS_MONSTERS_KEY,
  label: 'Monsters',
  itemsLabel: 'Monsters',
  empty: createMonsterList(),
  encode: serializeMonsterList,
  parse: parseMonsterList,
  ...listUnder('monsters'),
  max: MAX_SAVED_MONSTERS,
  idPrefix: 'm',
  reId: withMonsterId,
});

export const $monsters = monstersRoster.$store;
export const $monstersNotice = monstersRoster.$notice;

/**
 * Add Monsters under fresh ids (new, from a sample, shared, imported); returns the added ones and
 * those renamed because the list had their name already (`appendMonsters`).
 */
export function addMonsters(drafts: readonly MonsterDraft[]): LocusResult<{
  readonly added: readonly Monster[];
  readonly renamed: readonly RenamedMonster[];
}> {
  const appended = appendMonsters($monsters.get(), drafts);
  if (!appended.ok) return appended;
  $monsters.set(appended.value.list);
  return { ok: true, value: { added: appended.value.added, renamed: appended.value.renamed } };
}

/**
 * Adds one Monster under a fresh id (a new one, from a sample, from a link), said in words:
 * "<what> added to your Monsters.", and the name it got when the list had its name already.
 */
export function addMonster(
  draft: MonsterDraft,
  what: string,
): LocusResult<{ readonly monster: Monster | undefined; readonly text: string }> {
  const added = addMonsters([draft]);
  if (!added.ok) return added;
  const text = [`${what} added to your Monsters.`, describeRenamedMonsters(added.value.renamed)]
    .filter(Boolean)
    .join(' ');
  return { ok: true, value: { monster: added.value.added[0], text } };
}

/**
 * A copy of a saved Monster, named "... (copy)" (numbered once that is taken: `copyMonsterName`),
 * placed right after it under an id of its name.
 */
export function duplicateMonster(id: string): Monster | undefined {
  const names = $monsters.get().monsters.map((monster) => monster.name);
  return monstersRoster.duplicate(id, (original) => ({
    ...original,
    name: copyMonsterName(original.name, names),
  }));
}

/**
 * A name typed for the saved Monster `id` in the editor, against the other saved Monsters' names
 * (`checkMonsterNameFree`): its own name is free to keep.
 */
export function checkMonsterRename(
  id: string,
  name: string,
  list: MonsterList = $monsters.get(),
): Result<string, Problem<'duplicate-name'>> {
  return checkMonsterNameFree(
    name,
    list.monsters.filter((monster) => monster.id !== id).map((monster) => monster.name),
  );
}

/** Renames a saved Monster; refused, and the old name kept, when another saved Monster has the name. */
export function renameMonster(id: string, name: string): Result<string, Problem<'duplicate-name'>> {
  const free = checkMonsterRename(id, name);
  if (free.ok) monstersRoster.update(id, (monster) => ({ ...monster, name }));
  return free;
}
