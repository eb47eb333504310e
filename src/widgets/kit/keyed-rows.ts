/**
 * The rows a reader adds to and removes from in a tool (Cairn's savers and attackers, a Locus
 * Monster's Inflictions), each under a key that never changes, so a row's fields keep their ids
 * (and the focus) while the rows around it come and go and the rest are renumbered. Keys count
 * from 1.
 */
import { useState } from 'preact/hooks';

export type Keyed<Row> = Row & { readonly key: number };

export interface KeyedRows<Row> {
  readonly rows: readonly Keyed<Row>[];
  /** Adds a row at the end and returns its key. */
  readonly add: (row: Row) => number;
  readonly change: (key: number, update: Partial<Row>) => void;
  /** Changes every row at once, each from what it is. */
  readonly changeAll: (update: (row: Keyed<Row>) => Partial<Row>) => void;
  readonly remove: (key: number) => void;
}

export function useKeyedRows<Row extends object>(initial: readonly Row[]): KeyedRows<Row> {
  const [rows, setRows] = useState<readonly Keyed<Row>[]>(() =>
    initial.map((row, index) => ({ ...row, key: index + 1 })),
  );
  const [nextKey, setNextKey] = useState(initial.length + 1);
  const changeAll = (update: (row: Keyed<Row>) => Partial<Row>) =>
    setRows((current) => current.map((row) => ({ ...row, ...update(row) })));
  return {
    rows,
    add(row) {
      setRows((current) => [...current, { ...row, key: nextKey }]);
      setNextKey(nextKey + 1);
      return nextKey;
    },
    change: (key, update) => changeAll((row) => (row.key === key ? update : {})),
    changeAll,
    remove: (key) => setRows((current) => current.filter((row) => row.key !== key)),
  };
}
