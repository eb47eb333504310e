/**
 * Pagefind's word index in smaller chunks. Pagefind cuts its index into chunks of a fixed number
 * of word positions, about 30 KB gzip each for these rules; a search fetches the chunk of every
 * word it looks up, so a query of two words cost two such chunks, more than the 120 KB a first
 * search may fetch. The build (scripts/build-search-vocabulary.ts) re-cuts the same words into
 * chunks of a few KB with this module; the Pagefind runtime reads them as it reads its own.
 *
 * The files are Pagefind's own: gzip around the signature `pagefind_dcd` and a CBOR value. The
 * meta file lists the chunks as [from, to, file hash]; a chunk holds its words in Pagefind's sort
 * order, each an array whose first item is the word. Everything else is carried over untouched.
 */
import { decodeCbor, encodeCbor, type CborValue } from './cbor.ts';

export const SIGNATURE = 'pagefind_dcd';

export class PagefindFormatError extends Error {}

const encoder = new TextEncoder();

/** The CBOR value of a decompressed Pagefind file. */
export function unpack(bytes: Uint8Array, file: string): CborValue {
  if (new TextDecoder().decode(bytes.subarray(0, SIGNATURE.length)) !== SIGNATURE)
    throw new PagefindFormatError(`${file}: no ${SIGNATURE} signature`);
  try {
    return decodeCbor(bytes.subarray(SIGNATURE.length));
  } catch (error) {
    throw new PagefindFormatError(`${file}: ${(error as Error).message}`);
  }
}

/** A Pagefind file's content before gzip: the signature, then the CBOR value. */
export function pack(value: CborValue): Uint8Array {
  const body = encodeCbor(value);
  const bytes = new Uint8Array(SIGNATURE.length + body.length);
  bytes.set(encoder.encode(SIGNATURE));
  bytes.set(body, SIGNATURE.length);
  return bytes;
}

export interface ChunkEntry {
  from: string;
  to: string;
  hash: string;
}

const isString = (value: CborValue | undefined): value is string => typeof value === 'string';

/** The word index chunks a meta file lists (its third item), in order. */
export function metaChunks(meta: CborValue, file: string): ChunkEntry[] {
  const list = Array.isArray(meta) ? meta[2] : undefined;
  if (!Array.isArray(list)) throw new PagefindFormatError(`${file}: no list of index chunks`);
  return list.map((entry, index) => {
    if (!Array.isArray(entry) || entry.length !== 3 || !entry.every(isString))
      throw new PagefindFormatError(`${file}: index chunk ${index} is not [from, to, hash]`);
    const [from, to, hash] = entry as [string, string, string];
    return { from, to, hash };
  });
}

/** The same meta value listing other chunks. */
export function withMetaChunks(meta: CborValue, chunks: readonly ChunkEntry[]): CborValue {
  const copy = [...(meta as CborValue[])];
  copy[2] = chunks.map(({ from, to, hash }) => [from, to, hash]);
  return copy;
}

/** The word entries of a chunk file, each an array beginning with its word. */
export function chunkWords(chunk: CborValue, file: string): CborValue[][] {
  const words = Array.isArray(chunk) && chunk.length === 1 ? chunk[0] : undefined;
  if (!Array.isArray(words)) throw new PagefindFormatError(`${file}: not a list of words`);
  for (const entry of words) {
    if (!Array.isArray(entry) || !isString(entry[0]))
      throw new PagefindFormatError(`${file}: a word entry does not begin with its word`);
  }
  return words as CborValue[][];
}

export const wordOf = (entry: readonly CborValue[]): string => entry[0] as string;

/** Pagefind's order of words: by UTF-8 bytes, as Rust sorts strings and its runtime compares them. */
export function compareWords(a: string, b: string): number {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

function commonPrefixLength(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  let length = 0;
  while (length < x.length && length < y.length && x[length] === y[length]) length++;
  return length;
}

/**
 * Cuts the words (in Pagefind's order) into runs of about `target` bytes as `size` measures them.
 * A cut falls only between words that differ in their first two letters: the runtime looks for a
 * word's extensions ("fatigu" finds "fatigue") only in the chunk its range names, so a cut inside
 * "che…" would hide "checks" from a search for "che". Every word and its extensions, and every
 * word a reader types on the way to it, then share one chunk.
 */
export function splitWords<T>(
  words: readonly T[],
  word: (entry: T) => string,
  size: (run: readonly T[]) => number,
  target: number,
): T[][] {
  const runs: T[][] = [];
  let start = 0;
  while (start < words.length) {
    let end = words.length;
    let lastFitting = -1;
    for (let cut = start + 1; cut <= words.length; cut++) {
      if (cut < words.length && commonPrefixLength(word(words[cut - 1]!), word(words[cut]!)) > 1)
        continue;
      if (size(words.slice(start, cut)) <= target) {
        lastFitting = cut;
        continue;
      }
      // Over the target: end at the last cut that fitted, or here when the first run is larger.
      end = lastFitting === -1 ? cut : lastFitting;
      break;
    }
    runs.push(words.slice(start, end));
    start = end;
  }
  return runs;
}

/**
 * The [from, to] range the meta file names for each run of words: its first and last word, cut as
 * Pagefind cuts them, to one letter past what the neighbouring runs share.
 */
export function chunkRanges(runs: readonly (readonly string[])[]): { from: string; to: string }[] {
  const ranges = runs.map((words) => ({ from: words[0] ?? '', to: words[words.length - 1] ?? '' }));
  for (let i = 0; i + 1 < ranges.length; i++) {
    const shared = commonPrefixLength(ranges[i]!.to, ranges[i + 1]!.from);
    ranges[i]!.to = Array.from(ranges[i]!.to)
      .slice(0, shared + 1)
      .join('');
    ranges[i + 1]!.from = Array.from(ranges[i + 1]!.from)
      .slice(0, shared + 1)
      .join('');
  }
  return ranges;
}
