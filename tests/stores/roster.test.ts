import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createRoster, listUnder, savedAsList } from '../../src/stores/roster';
import { parseJsonWith } from '../../src/stores/validated-persistent';
import { savedJson, useFakeStorage } from './storage';

interface Hero {
  readonly id: string;
  readonly name: string;
}
interface SavedHeroes {
  readonly version: 1;
  readonly heroes: readonly Hero[];
}

const KEY = 'test:heroes';
const empty: SavedHeroes = { version: 1, heroes: [] };
/** A roster of heroes under `key`, at most three, with `reId` when given. */
function heroRoster(key: string, reId?: (hero: Hero, taken: readonly string[]) => Hero) {
  return createRoster<Hero, SavedHeroes>({
    key,
    label: 'party',
    itemsLabel: 'heroes',
    empty,
    encode: (saved) => JSON.stringify(saved),
    parse: parseJsonWith(
      z.object({
        version: z.literal(1),
        heroes: z.array(z.object({ id: z.string(), name: z.string() })),
      }),
      (saved): SavedHeroes => saved,
    ),
    ...listUnder('heroes'),
    max: 3,
    idPrefix: 'h',
    ...(reId && { reId }),
  });
}

const roster = heroRoster(KEY);

useFakeStorage(() => roster.$store.set(empty));

const names = () => roster.list().map((hero) => hero.name);

describe('createRoster', () => {
  it('adds entries with fresh ids and saves them inside the stored shape', () => {
    const first = roster.newId();
    roster.add({ id: first, name: 'Ash' });
    const second = roster.newId();
    roster.add({ id: second, name: 'Bram' });
    expect(first).not.toBe(second);
    expect(savedJson(KEY)).toEqual({
      version: 1,
      heroes: [
        { id: first, name: 'Ash' },
        { id: second, name: 'Bram' },
      ],
    });
  });

  it('refuses to add past the limit', () => {
    for (const name of ['A', 'B', 'C']) expect(roster.add({ id: roster.newId(), name })).toBe(true);
    expect(roster.add({ id: roster.newId(), name: 'D' })).toBe(false);
    expect(names()).toEqual(['A', 'B', 'C']);
  });

  it('updates one entry and ignores an unknown id', () => {
    roster.add({ id: 'h1', name: 'Ash' });
    roster.update('h1', (hero) => ({ ...hero, name: 'Ashe' }));
    roster.update('nobody', (hero) => ({ ...hero, name: 'X' }));
    expect(names()).toEqual(['Ashe']);
  });

  it('removes with undo: the entry comes back at its place', () => {
    for (const [id, name] of [
      ['h1', 'A'],
      ['h2', 'B'],
      ['h3', 'C'],
    ] as const)
      roster.add({ id, name });
    const removed = roster.remove('h2');
    expect(names()).toEqual(['A', 'C']);
    roster.restore(removed!);
    expect(names()).toEqual(['A', 'B', 'C']);
    expect(roster.remove('nobody')).toBeUndefined();
  });

  it('restores once: a second undo of the same removal changes nothing', () => {
    roster.add({ id: 'h1', name: 'A' });
    const removed = roster.remove('h1')!;
    expect(roster.restore(removed)?.name).toBe('A');
    expect(roster.restore(removed)).toBeUndefined();
    expect(names()).toEqual(['A']);
  });

  it('puts back an entry deleted beside its equal copy, under a new id when its id is taken', () => {
    roster.add({ id: 'h1', name: 'Delta' });
    const copy = roster.duplicate('h1', (hero) => hero)!;
    const removed = roster.remove(copy.id)!;
    const restored = roster.restore(removed);
    expect(restored).toEqual({ id: copy.id, name: 'Delta' });
    expect(names()).toEqual(['Delta', 'Delta']);
    const again = roster.remove(copy.id)!;
    roster.add({ id: copy.id, name: 'Newcomer' });
    const back = roster.restore(again);
    expect(back?.name).toBe('Delta');
    expect(back?.id).not.toMatch(new RegExp(`^(h1|${copy.id})$`));
    expect(names()).toEqual(['Delta', 'Delta', 'Newcomer']);
  });

  it('puts back one of two equal imported entries when the other is deleted', () => {
    roster.importItems([{ id: 'h1', name: 'Delta' }]);
    roster.importItems([{ id: 'h1', name: 'Delta' }]);
    const removed = roster.remove('h1')!;
    expect(roster.restore(removed)?.name).toBe('Delta');
    expect(names()).toEqual(['Delta', 'Delta']);
  });

  it('puts a removed entry back under a new id when another entry took its id meanwhile', () => {
    roster.add({ id: 'h1', name: 'A' });
    const removed = roster.remove('h1')!;
    roster.add({ id: 'h1', name: 'Newcomer' });
    const restored = roster.restore(removed);
    expect(restored?.name).toBe('A');
    expect(restored?.id).not.toBe('h1');
    expect(names()).toEqual(['A', 'Newcomer']);
    expect(roster.restore(removed)).toBeUndefined();
  });

  it('puts a copy right after its entry, under an id of its own', () => {
    roster.add({ id: 'h1', name: 'Ash' });
    roster.add({ id: 'h2', name: 'Bram' });
    const copy = roster.duplicate('h1', (hero) => ({ ...hero, name: 'Ash (copy)' }));
    expect(copy?.id).not.toMatch(/^h[12]$/);
    expect(roster.list()).toEqual([{ id: 'h1', name: 'Ash' }, copy, { id: 'h2', name: 'Bram' }]);
  });

  it('copies nothing of an unknown entry, or into a full roster', () => {
    for (const name of ['A', 'B', 'C']) roster.add({ id: roster.newId(), name });
    const before = roster.$store.get();
    expect(roster.duplicate(roster.list()[0]!.id, (hero) => hero)).toBeUndefined();
    expect(roster.duplicate('nobody', (hero) => hero)).toBeUndefined();
    expect(roster.$store.get()).toBe(before);
  });

  it('tracks a change to one entry, and takes it back while the entry is as the change left it', () => {
    roster.add({ id: 'h1', name: 'Ash' });
    roster.add({ id: 'h2', name: 'Bram' });
    const rename = () => roster.update('h1', (hero) => ({ ...hero, name: 'Ashe' }));
    const changed = roster.track('h1', rename)!;
    expect(changed).toEqual({
      before: { id: 'h1', name: 'Ash' },
      after: { id: 'h1', name: 'Ashe' },
    });
    expect(roster.revert(changed)).toEqual({ id: 'h1', name: 'Ash' });
    expect(names()).toEqual(['Ash', 'Bram']);
    // Taken back once: a second press changes nothing.
    expect(roster.revert(changed)).toBeUndefined();
  });

  it('tracks nothing that did not change, and never takes back over a later change', () => {
    roster.add({ id: 'h1', name: 'Ash' });
    expect(roster.track('h1', () => undefined)).toBeUndefined();
    expect(roster.track('nobody', () => undefined)).toBeUndefined();
    const changed = roster.track('h1', () => roster.update('h1', () => ({ id: 'h1', name: 'B' })))!;
    // Changed again since (in this tab or another): the undo would lose that, so it is refused.
    roster.update('h1', (hero) => ({ ...hero, name: 'C' }));
    expect(roster.revert(changed)).toBeUndefined();
    expect(names()).toEqual(['C']);
    roster.remove('h1');
    expect(roster.revert(changed)).toBeUndefined();
  });

  it("keeps an entry's id whatever a change returns", () => {
    roster.add({ id: 'h1', name: 'A' });
    roster.update('h1', (hero) => ({ ...hero, id: 'stolen', name: 'B' }));
    expect(roster.list()).toEqual([{ id: 'h1', name: 'B' }]);
  });

  it('gives a taken id a new one the way its rules make ids when it has one', () => {
    const custom = heroRoster('test:custom-heroes', (hero, taken) => ({
      ...hero,
      id: `${hero.id}-${taken.length + 1}`,
    }));
    custom.add({ id: 'ash', name: 'Ash' });
    expect(custom.importItems([{ id: 'ash', name: 'Other Ash' }])).toEqual({
      ok: true,
      value: [{ id: 'ash-2', name: 'Other Ash' }],
    });
    expect(custom.list().map((hero) => hero.id)).toEqual(['ash', 'ash-2']);
    custom.$store.set(empty);
  });

  it('imports entries, renaming ids already in use so nothing is overwritten', () => {
    roster.add({ id: 'h1', name: 'Ash' });
    const outcome = roster.importItems([{ id: 'h1', name: 'Other Ash' }]);
    expect(names()).toEqual(['Ash', 'Other Ash']);
    expect(roster.list()[1]!.id).not.toBe('h1');
    // What comes back is the entry as placed, under its new id.
    expect(outcome).toEqual({ ok: true, value: [roster.list()[1]] });
  });

  it('refuses an import that would not fit, saying how many fit', () => {
    roster.add({ id: 'h1', name: 'Ash' });
    const outcome = roster.importItems([
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
      { id: 'c', name: 'C' },
    ]);
    expect(outcome).toEqual({
      ok: false,
      error: { code: 'full', message: 'At most 3 heroes can be kept; remove some first.' },
    });
    expect(names()).toEqual(['Ash']);
  });
});

describe('listUnder', () => {
  const { items, withItems } = listUnder('heroes');
  const saved: SavedHeroes = { version: 1, heroes: [{ id: 'h1', name: 'Ash' }] };

  it('reads the entries from the one field that holds them', () => {
    expect(items(saved)).toEqual([{ id: 'h1', name: 'Ash' }]);
  });

  it('writes entries back under that field and keeps the rest of the saved value', () => {
    const heroes = [{ id: 'h2', name: 'Bram' }];
    const written = withItems(saved, heroes);
    expect(written).toEqual({ version: 1, heroes: [{ id: 'h2', name: 'Bram' }] });
    expect(written.heroes).not.toBe(heroes);
    expect(saved.heroes).toEqual([{ id: 'h1', name: 'Ash' }]);
  });
});

describe('savedAsList', () => {
  const heroes: readonly Hero[] = [{ id: 'h1', name: 'Ash' }];

  it('reads a bare saved list as the entries themselves', () => {
    expect(savedAsList.items(heroes)).toBe(heroes);
  });

  it('writes the entries as the whole saved value', () => {
    const next = [{ id: 'h2', name: 'Bram' }];
    expect(savedAsList.withItems(heroes, next)).toBe(next);
  });
});
