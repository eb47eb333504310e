/**
 * A table travels by link (`?table=t1.<base64url JSON>`, the site's one share codec) and by file
 * (the site's one file codec); the reader's own marks (bookmarks and notes, shared or not) are
 * saved and restored by a file of their own. Each reads with the same schema the stores use, so
 * a tampered link or a wrong file is refused with a sentence and never reaches a store.
 *
 * Link and table-file shape: `SharedTable` of ./model.ts, `{ name, houseRules, notes }`. A new
 * shape gets a new version prefix (and file version), and `t1` keeps decoding.
 */
import { howMany } from '../words';
import * as z from 'zod/mini';
import { createFileCodec, datedFileName } from '../file-codec';
import { createShareCodec, parseShareWithSchema } from '../share-link';
import {
  describeSharedTable,
  PersonalSchema,
  SharedTableSchema,
  type Personal,
  type SharedTable,
} from './model';
import { slugOf } from '../slug';

/** The link parameter: `/cairn/combat/?table=t1.…`. */
export const TABLE_SHARE_PARAM = 'table';

export const tableShareCodec = createShareCodec<SharedTable>({
  version: 't1',
  what: 'table',
  // A few dozen house rules fit; the longest links break on many hosts well before this.
  maxLength: 60_000,
  parse: parseShareWithSchema(SharedTableSchema, 'the table'),
});

const TableFileSchema = z.object({ version: z.literal(1), table: SharedTableSchema });

export const tableFileCodec = createFileCodec<SharedTable>({
  kind: 'table',
  maxLength: 4_000_000,
  toFile: (table) => ({ version: 1, table }),
  parse: (data) => {
    const parsed = parseShareWithSchema(TableFileSchema, 'the table file')(data);
    return parsed.ok ? { ok: true, value: parsed.value.table } : parsed;
  },
  fileName: (table, date) => datedFileName(`table-${slugOf(table.name, 'table')}`, date),
  describe: describeSharedTable,
});

export const marksFileCodec = createFileCodec<Personal>({
  kind: 'marks',
  maxLength: 4_000_000,
  parse: parseShareWithSchema(PersonalSchema, 'the bookmarks and notes'),
  fileName: (_, date) => datedFileName('my-bookmarks-and-notes', date),
  describe: ({ marks }) =>
    `${howMany(marks.filter((mark) => mark.bookmarked).length, 'bookmark')} and ${howMany(
      marks.filter((mark) => mark.note.trim() !== '').length,
      'note',
    )}`,
});
