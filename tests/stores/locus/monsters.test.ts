import { describe, expect, it } from 'vitest';
import { createMonsterDraft, createMonsterList } from '../../../src/rules/locus';
import {
  monstersRoster,
  $monsters,
  $monstersNotice,
  addMonster,
  addMonsters,
  duplicateMonster,
  LOCUS_MONSTERS_KEY,
  renameMonster,
} from '../../../src/stores/locus/monsters';
import { itSetsAsideUnreadableText, savedJson, useFakeStorage } from '../storage';

useFakeStorage(() => {
  $monsters.set(createMonsterList());
  $monstersNotice.set(undefined);
});

const names = () => $monsters.get().monsters.map((monster) => monster.name);

describe('addMonsters', () => {
  it('adds Monsters under fresh ids and names, says which were renamed, and saves the list', () => {
    const added = addMonsters([
      createMonsterDraft({ name: 'The Hollow' }),
      createMonsterDraft({ name: 'The Hollow' }),
    ]);
    expect(added).toMatchObject({
      ok: true,
      value: { renamed: [{ from: 'The Hollow', to: 'The Hollow (2)' }] },
    });
    const ids = $monsters.get().monsters.map((monster) => monster.id);
    expect(new Set(ids).size).toBe(2);
    expect(savedJson(LOCUS_MONSTERS_KEY)).toMatchObject({
      version: 1,
      monsters: [{ name: 'The Hollow' }, { name: 'The Hollow (2)' }],
    });
  });
});

describe('addMonster', () => {
  it('adds one Monster and says so, with the name it got when the list had its name', () => {
    const first = addMonster(createMonsterDraft({ name: 'The Hollow' }), 'A new blank Monster');
    expect(first).toMatchObject({
      ok: true,
      value: {
        monster: { name: 'The Hollow' },
        text: 'A new blank Monster added to your Monsters.',
      },
    });
    expect(
      addMonster(createMonsterDraft({ name: 'The Hollow' }), 'The Hollow (from the link)'),
    ).toMatchObject({
      ok: true,
      value: {
        monster: { name: 'The Hollow (2)' },
        text: 'The Hollow (from the link) added to your Monsters. You already have a Monster named The Hollow: the new one is named The Hollow (2).',
      },
    });
    expect(names()).toEqual(['The Hollow', 'The Hollow (2)']);
  });
});

describe('updateMonster', () => {
  it('changes a saved Monster but keeps its id', () => {
    addMonsters([createMonsterDraft({ name: 'Moth' })]);
    const id = $monsters.get().monsters[0]!.id;
    monstersRoster.update(id, (monster) => ({ ...monster, id: 'other', name: 'Great Moth' }));
    expect($monsters.get().monsters[0]).toMatchObject({ id, name: 'Great Moth' });
  });

  it('changes nothing for a Monster removed in another tab', () => {
    addMonsters([createMonsterDraft({ name: 'Moth' })]);
    const before = $monsters.get();
    monstersRoster.update('gone', (monster) => ({ ...monster, name: 'x' }));
    expect($monsters.get()).toBe(before);
  });
});

describe('duplicateMonster', () => {
  it('places a "(copy)" right after the original', () => {
    addMonsters([createMonsterDraft({ name: 'Moth' }), createMonsterDraft({ name: 'Eel' })]);
    const copy = duplicateMonster($monsters.get().monsters[0]!.id);
    expect(copy?.name).toBe('Moth (copy)');
    expect(names()).toEqual(['Moth', 'Moth (copy)', 'Eel']);
    expect(duplicateMonster('gone')).toBeUndefined();
  });

  it('numbers each further copy, so no two saved Monsters share a name', () => {
    addMonsters([createMonsterDraft({ name: 'Moth' })]);
    const moth = $monsters.get().monsters[0]!.id;
    duplicateMonster(moth);
    duplicateMonster(moth);
    const firstCopy = $monsters.get().monsters.find((monster) => monster.name === 'Moth (copy)')!;
    duplicateMonster(firstCopy.id);
    expect(new Set(names()).size).toBe(4);
    expect(names()).toEqual(
      expect.arrayContaining(['Moth (copy)', 'Moth (copy 2)', 'Moth (copy 3)']),
    );
  });
});

describe('monstersRoster.remove and restore', () => {
  it('removes a Monster and undo puts it back in its place', () => {
    addMonsters([createMonsterDraft({ name: 'Moth' }), createMonsterDraft({ name: 'Eel' })]);
    const removed = monstersRoster.remove($monsters.get().monsters[0]!.id);
    expect(names()).toEqual(['Eel']);
    const restored = monstersRoster.restore(removed!);
    expect(names()).toEqual(['Moth', 'Eel']);
    expect(restored?.id).toBe(removed!.item.id);
    expect(monstersRoster.remove('gone')).toBeUndefined();
  });

  it('restores under a fresh id when another Monster took the old one since', () => {
    addMonsters([createMonsterDraft({ name: 'Moth' })]);
    const removed = monstersRoster.remove($monsters.get().monsters[0]!.id)!;
    // Another tab saves a different Monster under the same id meanwhile.
    addMonsters([createMonsterDraft({ name: 'Eel' })]);
    const eel = $monsters.get().monsters[0]!;
    $monsters.set({ ...$monsters.get(), monsters: [{ ...eel, id: removed.item.id }] });
    const restored = monstersRoster.restore(removed);
    expect(restored?.id).not.toBe(removed.item.id);
    expect(names()).toEqual(['Moth', 'Eel']);
    expect(monstersRoster.restore(removed)).toBeUndefined();
  });
});

describe('$monsters', () => {
  itSetsAsideUnreadableText(() => ({
    store: $monsters,
    notice: $monstersNotice,
    key: LOCUS_MONSTERS_KEY,
    initial: createMonsterList(),
    wrongShape: '{"version":1,"monsters":[{"name":4}]}',
    label: 'Monsters',
  }));
});

describe('renameMonster', () => {
  it('saves a name no other Monster has, or its own in another case', () => {
    addMonsters([createMonsterDraft({ name: 'The Hollow' })]);
    const [hollow] = $monsters.get().monsters;
    expect(renameMonster(hollow!.id, 'THE HOLLOW')).toMatchObject({ ok: true });
    expect(renameMonster(hollow!.id, 'The Choir')).toMatchObject({ ok: true });
    expect(savedJson(LOCUS_MONSTERS_KEY)).toMatchObject({ monsters: [{ name: 'The Choir' }] });
  });

  it('refuses the name of another saved Monster, and keeps the old name', () => {
    addMonsters([
      createMonsterDraft({ name: 'The Hollow' }),
      createMonsterDraft({ name: 'The Choir' }),
    ]);
    const choir = $monsters.get().monsters[1]!;
    expect(renameMonster(choir.id, 'the hollow')).toMatchObject({
      ok: false,
      error: { code: 'duplicate-name', message: /^You already have a Monster named the hollow\. / },
    });
    expect(names()).toEqual(['The Hollow', 'The Choir']);
  });
});
