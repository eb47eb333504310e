import { describe, expect, it } from 'vitest';
import { createSafeStorage, type StorageLike } from '../../src/stores/safe-storage';
import type { StorageProblem } from '../../src/stores/storage-problem';

function domError(name: string): Error {
  return Object.assign(new Error(name), { name });
}

/** A Map-backed Storage whose writes (or every call) can be made to throw. */
function fakeStorage(
  options: { refuseWrites?: string; refuseAll?: string } = {},
): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  const guard = () => {
    if (options.refuseAll) throw domError(options.refuseAll);
  };
  return {
    data,
    get length() {
      guard();
      return data.size;
    },
    key: (index) => (guard(), [...data.keys()][index] ?? null),
    getItem: (key) => (guard(), data.get(key) ?? null),
    setItem: (key, value) => {
      guard();
      if (options.refuseWrites) throw domError(options.refuseWrites);
      data.set(key, value);
    },
    removeItem: (key) => {
      guard();
      data.delete(key);
    },
  };
}

function setup(storage: StorageLike | undefined) {
  const problems: StorageProblem[] = [];
  const refused: string[] = [];
  const engine = createSafeStorage(
    storage,
    (problem) => problems.push(problem),
    (key) => refused.push(key),
  );
  return { engine, problems, refused };
}

describe('createSafeStorage', () => {
  it('reads and writes storage like a plain object while storage works', () => {
    const storage = fakeStorage();
    storage.data.set('a', 'old');
    const { engine, problems } = setup(storage);
    expect(engine.a).toBe('old');
    expect('a' in engine).toBe(true);
    expect('b' in engine).toBe(false);
    engine.b = 'new';
    expect(storage.data.get('b')).toBe('new');
    delete engine.a;
    expect(storage.data.has('a')).toBe(false);
    expect(Object.keys(engine)).toEqual(['b']);
    expect(problems).toEqual([]);
  });

  it('keeps a write storage refused as full in memory and reports full', () => {
    const storage = fakeStorage({ refuseWrites: 'QuotaExceededError' });
    storage.data.set('party', 'saved earlier');
    const { engine, problems } = setup(storage);
    expect(() => {
      engine.party = 'changed';
    }).not.toThrow();
    expect(engine.party).toBe('changed');
    expect(storage.data.get('party')).toBe('saved earlier');
    expect(problems).toEqual(['full']);
  });

  it('still reads other keys from a full storage', () => {
    const storage = fakeStorage({ refuseWrites: 'QuotaExceededError' });
    storage.data.set('log', 'kept');
    const { engine } = setup(storage);
    engine.party = 'x';
    expect(engine.log).toBe('kept');
    expect(Object.keys(engine).sort()).toEqual(['log', 'party']);
  });

  it('works from memory alone when storage is blocked on every call, and stops asking', () => {
    const storage = fakeStorage({ refuseAll: 'SecurityError' });
    const { engine, problems } = setup(storage);
    expect(engine.party).toBeUndefined();
    engine.party = 'one';
    engine.party = 'two';
    expect(engine.party).toBe('two');
    expect('party' in engine).toBe(true);
    expect(problems).toEqual(['blocked']);
  });

  it('works from memory when there is no storage at all, without reporting again', () => {
    const { engine, problems } = setup(undefined);
    engine.a = '1';
    expect(engine.a).toBe('1');
    delete engine.a;
    expect(engine.a).toBeUndefined();
    expect('a' in engine).toBe(false);
    expect(problems).toEqual([]);
  });

  it('remembers a deletion storage refused, so the old value does not come back', () => {
    const storage = fakeStorage();
    storage.data.set('a', 'old');
    const { engine } = setup(storage);
    storage.removeItem = () => {
      throw domError('SecurityError');
    };
    delete engine.a;
    expect(engine.a).toBeUndefined();
    expect('a' in engine).toBe(false);
  });

  it('tells the key of every write and deletion it kept in memory, and none that storage took', () => {
    const storage = fakeStorage({ refuseWrites: 'QuotaExceededError' });
    const { engine, refused } = setup(storage);
    engine.party = 'one';
    engine.party = 'two';
    engine.log = 'x';
    expect(refused).toEqual(['party', 'party', 'log']);
    storage.setItem = (key, value) => void storage.data.set(key, value);
    engine.party = 'saved';
    storage.removeItem = () => {
      throw domError('SecurityError');
    };
    delete engine.party;
    expect(refused).toEqual(['party', 'party', 'log', 'party']);
  });

  it('tells every write as refused when storage is blocked', () => {
    const { engine, refused } = setup(undefined);
    engine.a = '1';
    delete engine.a;
    expect(refused).toEqual(['a', 'a']);
  });

  it('writes to storage again once it takes writes, dropping the memory copy', () => {
    const storage = fakeStorage({ refuseWrites: 'QuotaExceededError' });
    const { engine } = setup(storage);
    engine.a = 'in memory';
    storage.setItem = (key, value) => void storage.data.set(key, value);
    engine.a = 'saved';
    expect(storage.data.get('a')).toBe('saved');
    expect(engine.a).toBe('saved');
  });
});
