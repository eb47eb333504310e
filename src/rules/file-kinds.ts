/**
 * Every kind of file the site exports, in one list, so any tool's import can tell a file of
 * another tool for what it is ("it is a Cast file: import it in the Cast tracker on the Locus
 * pages") instead of naming the first field its own kind lacks. Each file codec names its kind
 * (`createFileCodec({ kind: 'locus-cast', ... })`); the codec factory does the recognising.
 *
 * The files carry no kind of their own, only `version` and the list they hold
 * (`{ version: 1, characters: [...] }`), so a kind is told by that list's name and, where two
 * kinds share one (a Locus Cast and a Dead Weight party both hold `characters`), by a field
 * only its entries have. Recognising never validates: it only decides which words to show, and
 * plain data here keeps every page's bundle small (no other tool's schemas are loaded).
 */

export interface FileKind {
  /** What the file holds, as the reader calls it: `Cast`, the same as its codec's `what`. */
  readonly what: string;
  /** Where such a file is imported, after "import it in": `the Cast tracker on the Locus pages`. */
  readonly where: string;
  /** The list (or value) the file holds at its top level. */
  readonly holds: string;
  /** A field every entry of that list has and no other kind's entries have, when `holds` is shared. */
  readonly entryHas?: string;
}

export const FILE_KINDS = {
  'cairn-party': {
    what: 'Cairn party',
    where: 'the Party tracker on the Cairn pages',
    holds: 'members',
  },
  'dead-weight-party': {
    what: 'Dead Weight party',
    where: 'the Characters tool on the Dead Weight pages',
    holds: 'characters',
    entryHas: 'afflictions',
  },
  'eldritch-instinct-investigators': {
    what: 'investigators',
    where: 'the saved investigators on the Eldritch Instinct pages',
    holds: 'investigators',
  },
  'locus-cast': {
    what: 'Cast',
    where: 'the Cast tracker on the Locus pages',
    holds: 'characters',
    entryHas: 'haunt',
  },
  'locus-monsters': {
    what: 'Monster list',
    where: 'the Monster builder on the Locus pages',
    holds: 'monsters',
  },
  'loot-sheets': {
    what: 'LOOT sheets',
    where: 'the Inventory sheet on the LOOT pages',
    holds: 'sheets',
  },
  screens: { what: 'screens', where: 'My screen', holds: 'screens' },
  table: { what: 'table', where: 'Your table', holds: 'table' },
  marks: { what: 'bookmarks and notes', where: 'Your table', holds: 'marks' },
} as const satisfies Readonly<Record<string, FileKind>>;

export type FileKindId = keyof typeof FILE_KINDS;

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function looksLike(data: Readonly<Record<string, unknown>>, kind: FileKind): boolean {
  if (!Object.hasOwn(data, kind.holds)) return false;
  const held = data[kind.holds];
  if (kind.entryHas === undefined) return true;
  return Array.isArray(held) && isRecord(held[0]) && Object.hasOwn(held[0], kind.entryHas);
}

/** Whether `data` (parsed JSON) has the shape of a file of `kind`, valid or not. */
export function looksLikeFileKind(data: unknown, kind: FileKindId): boolean {
  return isRecord(data) && looksLike(data, FILE_KINDS[kind]);
}

/**
 * The kind of site file `data` (parsed JSON) looks like, other than `except`; undefined when it
 * looks like none, or like more than one.
 */
export function recogniseFileKind(data: unknown, except?: FileKindId): FileKind | undefined {
  if (!isRecord(data)) return undefined;
  const found = (Object.keys(FILE_KINDS) as FileKindId[]).filter(
    (id) => id !== except && looksLike(data, FILE_KINDS[id]),
  );
  return found.length === 1 ? FILE_KINDS[found[0] as FileKindId] : undefined;
}
