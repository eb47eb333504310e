/**
 * One store shape for every roster on the site (Cairn party, Dead Weight party, Eldritch
 * Instinct investigators, LOOT sheets, the Locus Cast and Monsters): a saved, validated list of
 * entries with ids, and the same actions for all: add, update, remove with undo, restore,
 * duplicate and import. Each roster names its storage key, how its saved value reads and writes
 * (the rules own the schema), and where the list sits inside that value
 * (`{ version, characters: [...] }` or a bare list).
 *
 * Stored shape: whatever `encode` writes under `key`; unreadable text is set aside under
 * `<key>:unreadable` with a notice (see validated-persistent.ts), so nothing is lost silently.
 */
import type { WritableAtom } from 'nanostores';
import { createValidatedPersistent, type SavedAtom } from './validated-persistent';
import { refuse, succeed, type Problem, type Result } from '../rules/result';

export interface RosterOptions<Item extends { readonly id: string }, Saved> {
  readonly key: string;
  /** What the roster holds, for messages: "party", "Cast". */
  readonly label: string;
  /** Its entries, for messages: "characters", "Monsters". */
  readonly itemsLabel: string;
  readonly empty: Saved;
  readonly encode: (saved: Saved) => string;
  readonly parse: (text: string) => Result<Saved, unknown>;
  readonly items: (saved: Saved) => readonly Item[];
  readonly withItems: (saved: Saved, items: readonly Item[]) => Saved;
  /** The most entries the roster holds. */
  readonly max: number;
  /** The start of new ids: "c" gives c1, c2 ... */
  readonly idPrefix: string;
  /** Gives an imported entry whose id is taken a new one, where the rules make ids their own way. */
  readonly reId?: (item: Item, taken: readonly string[]) => Item;
}

/**
 * Where a saved value keeps its entries, for `createRoster` options: most rosters save
 * `{ version, characters: [...] }`, so the list sits under one field and the version stays as it
 * was when the list is written back.
 */
export function listUnder<Field extends string>(field: Field) {
  return {
    items: <Item>(saved: { readonly [Key in Field]: readonly Item[] }): readonly Item[] =>
      saved[field],
    withItems: <Item, Saved extends { readonly [Key in Field]: readonly Item[] }>(
      saved: Saved,
      items: readonly Item[],
    ): Saved => ({ ...saved, [field]: [...items] }),
  };
}

/** For a roster saved as the bare list of its entries (`[...]`, no version around it). */
export const savedAsList = {
  items: <Item>(saved: readonly Item[]): readonly Item[] => saved,
  withItems: <Item>(_saved: readonly Item[], items: readonly Item[]): readonly Item[] => items,
};

/** An entry taken out, with its place, so it can be put back. */
export interface Removed<Item> {
  readonly item: Item;
  readonly index: number;
}

/** One entry as it was before a change and as the change left it, so the change can be taken back. */
export interface Changed<Item> {
  readonly before: Item;
  readonly after: Item;
}

/** Why an import added nothing: the roster would hold more than it may. */
export type RosterFull = Problem<'full'>;

/** The entries added, as the roster placed them (an id in use renamed), or why none were. */
export type ImportOutcome<Item> = Result<readonly Item[], RosterFull>;

export interface Roster<Item extends { readonly id: string }, Saved> {
  readonly $store: SavedAtom<Saved>;
  readonly $notice: WritableAtom<string | undefined>;
  readonly list: () => readonly Item[];
  /** An id no entry has. */
  readonly newId: () => string;
  /** Adds an entry at the end; false when the roster is full. */
  readonly add: (item: Item) => boolean;
  /** Changes one entry; the entry keeps its id whatever `change` returns. */
  readonly update: (id: string, change: (item: Item) => Item) => void;
  /**
   * Runs `act` (a store action that changes the entry `id`) and gives the entry before and after
   * it, for an Undo; undefined when there is no such entry or `act` left it as it was.
   */
  readonly track: (id: string, act: () => void) => Changed<Item> | undefined;
  /**
   * Takes a tracked change back: the entry is put back as it was before, and returned, only while
   * it is still as the change left it; undefined, changing nothing, once it was changed since (in
   * this tab or another), removed, or taken back already.
   */
  readonly revert: (changed: Changed<Item>) => Item | undefined;
  /** Takes an entry out and returns it with its place; undefined when there is none. */
  readonly remove: (id: string) => Removed<Item> | undefined;
  /**
   * Puts a removed entry back at its place and returns it. Undo pressed twice restores once: when
   * this removal was already put back, the entry is still there, or the roster is full, nothing
   * changes (undefined). An equal entry under another id (a duplicate, the same file imported
   * twice) does not stop it, and when another entry holds its id (one added in another tab) it
   * comes back under a new id: an undo never drops what it restores.
   */
  readonly restore: (removed: Removed<Item>) => Item | undefined;
  /**
   * Puts `copy` of an entry right after it and returns the copy placed; its id, taken by the
   * original, becomes a new one. Undefined, changing nothing, when there is no such entry or the
   * roster is full.
   */
  readonly duplicate: (id: string, copy: (item: Item) => Item) => Item | undefined;
  /** Adds entries from a file or link; an id already in use gets a new one, so nothing is overwritten. */
  readonly importItems: (items: readonly Item[]) => ImportOutcome<Item>;
}

export function createRoster<Item extends { readonly id: string }, Saved>(
  options: RosterOptions<Item, Saved>,
): Roster<Item, Saved> {
  const saved = createValidatedPersistent<Saved>(options.key, options.empty, {
    label: options.label,
    encode: options.encode,
    parse: options.parse,
  });
  const { $store } = saved;
  const list = () => options.items($store.get());
  const write = (items: readonly Item[]) => $store.set(options.withItems($store.get(), items));

  let counter = 0;
  const freshId = (taken: ReadonlySet<string>): string => {
    let id: string;
    do {
      counter += 1;
      id = `${options.idPrefix}${taken.size + counter}`;
    } while (taken.has(id));
    return id;
  };
  const idsOf = (items: readonly Item[]) => new Set(items.map((item) => item.id));
  /** The entry under an id not in `taken`: its own when free. */
  const withFreeId = (item: Item, taken: ReadonlySet<string>): Item => {
    if (!taken.has(item.id)) return item;
    return options.reId ? options.reId(item, [...taken]) : { ...item, id: freshId(taken) };
  };

  /** The removals already put back, so a second undo of one changes nothing. */
  const restored = new WeakSet<Removed<Item>>();

  return {
    $store,
    $notice: saved.$notice,
    list,
    newId: () => freshId(idsOf(list())),
    track(id, act) {
      const find = () => list().find((item) => item.id === id);
      const before = find();
      act();
      const after = find();
      if (!before || !after || JSON.stringify(before) === JSON.stringify(after)) return undefined;
      return { before, after };
    },
    revert({ before, after }) {
      const now = list().find((item) => item.id === after.id);
      if (!now || JSON.stringify(now) !== JSON.stringify(after)) return undefined;
      write(list().map((item) => (item.id === after.id ? before : item)));
      return before;
    },
    add(item) {
      const items = list();
      if (items.length >= options.max) return false;
      write([...items, item]);
      return true;
    },
    update(id, change) {
      const items = list();
      if (!items.some((item) => item.id === id)) return;
      write(items.map((item) => (item.id === id ? { ...change(item), id } : item)));
    },
    remove(id) {
      const items = list();
      const index = items.findIndex((item) => item.id === id);
      const item = items[index];
      if (item === undefined) return undefined;
      write(items.filter((_, at) => at !== index));
      return { item, index };
    },
    restore(removed) {
      // Each removal is put back once, and an entry still listed as it is (same id, same content)
      // is not put back beside itself; an equal entry under another id (a copy) is another entry.
      if (restored.has(removed)) return undefined;
      const items = list();
      const { item, index } = removed;
      const same = JSON.stringify(item);
      const stillThere = items.some(
        (other) => other.id === item.id && JSON.stringify(other) === same,
      );
      if (items.length >= options.max || stillThere) return undefined;
      const placed = withFreeId(item, idsOf(items));
      restored.add(removed);
      write([...items.slice(0, index), placed, ...items.slice(index)]);
      return placed;
    },
    duplicate(id, copy) {
      const items = list();
      const index = items.findIndex((item) => item.id === id);
      const original = items[index];
      if (original === undefined || items.length >= options.max) return undefined;
      const placed = withFreeId(copy(original), idsOf(items));
      write([...items.slice(0, index + 1), placed, ...items.slice(index + 1)]);
      return placed;
    },
    importItems(imported) {
      const items = list();
      if (items.length + imported.length > options.max) {
        return refuse(
          'full',
          `At most ${options.max} ${options.itemsLabel} can be kept; remove some first.`,
        );
      }
      const taken = idsOf(items);
      const added = imported.map((item) => {
        const placed = withFreeId(item, taken);
        taken.add(placed.id);
        return placed;
      });
      write([...items, ...added]);
      return succeed(added);
    },
  };
}
