/**
 * The two steps of the search build (scripts/build-search-index.ts) that follow Pagefind's:
 *
 * 1. `writeVocabulary` writes `search-vocabulary.txt` beside the built pages: the words of the
 *    indexed text (each page's `data-pagefind-body` article, without its tools, with the hidden
 *    alias words, and the tools' and site pages' entries), grouped by frequency in the compact
 *    format of src/lib/search/word-list.ts. Search fetches it only to correct a word the index
 *    does not hold (src/lib/search/engine.ts, typos.ts).
 * 2. `rechunkIndex` re-cuts Pagefind's word index into chunks of about CHUNK_TARGET_BYTES gzip
 *    (src/lib/search/pagefind-index.ts), so that a first search fetches the few KB of its words'
 *    chunks instead of 30 KB per word: the budget is 120 KB gzip for a first search, of which
 *    Pagefind's runtime takes 72. Pagefind's chunk size is fixed in its source, so it is done here.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  chunkRanges,
  chunkWords,
  compareWords,
  metaChunks,
  pack,
  PagefindFormatError,
  splitWords,
  unpack,
  withMetaChunks,
  wordOf,
} from '../src/lib/search/pagefind-index.ts';
import { encodeCbor, type CborValue } from '../src/lib/search/cbor.ts';
import { textOf } from '../src/lib/search/site-entries.ts';
import { encodeWordList } from '../src/lib/search/word-list.ts';

/** Shorter words are searched as typed; keep equal to MIN_WORD_LENGTH in src/lib/search/typos.ts. */
const MIN_WORD_LENGTH = 3;

/** Gzip bytes per word index chunk: a query of three words then fetches about 12 KB of index. */
const CHUNK_TARGET_BYTES = 4000;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'pagefind' || name === '_astro' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** The indexed text of one page: its rules article without scripts, styles and tool islands. */
export function indexedText(html: string): string {
  const article =
    html.match(/<article\b[^>]*data-pagefind-body[^>]*>([\s\S]*?)<\/article>/)?.[1] ?? '';
  return textOf(
    article.replace(/<(script|style|astro-island|template|button)\b[\s\S]*?<\/\1>/g, ' '),
  );
}

/** `entries` is the text of what the index holds besides the pages' articles (the tools, the site's pages). */
export function writeVocabulary(dist: string, entries: readonly string[]): void {
  const counts = new Map<string, number>();
  const texts = [
    ...htmlFiles(dist).map((file) => indexedText(readFileSync(file, 'utf8'))),
    ...entries,
  ];
  for (const indexed of texts) {
    const text = indexed.toLowerCase().replace(/[\u2018\u2019']/g, '');
    for (const word of text.match(/\p{L}[\p{L}\p{N}]*/gu) ?? []) {
      if (word.length < MIN_WORD_LENGTH) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const words = [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([word]) => word);
  const text = encodeWordList(words);
  writeFileSync(join(dist, 'search-vocabulary.txt'), text);
  console.log(
    `search vocabulary: ${words.length} words, ${(gzipSync(text, { level: 9 }).length / 1024).toFixed(1)} KB gzip`,
  );
}

const gzip = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 });
const shortHash = (bytes: Uint8Array, length: number) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, length);

/** Reads a Pagefind file and checks that writing it back gives the same bytes, so nothing is lost. */
function readPagefindFile(path: string): CborValue {
  const raw = gunzipSync(readFileSync(path));
  const value = unpack(raw, path);
  if (Buffer.compare(Buffer.from(pack(value)), raw) !== 0)
    throw new PagefindFormatError(`${path}: written back, it would differ`);
  return value;
}

export function rechunkIndex(dist: string): void {
  const pagefind = join(dist, 'pagefind');
  const entryPath = join(pagefind, 'pagefind-entry.json');
  const entry = JSON.parse(readFileSync(entryPath, 'utf8')) as {
    version: string;
    languages: Record<string, { hash: string }>;
  };
  for (const [language, details] of Object.entries(entry.languages)) {
    const metaPath = join(pagefind, `pagefind.${details.hash}.pf_meta`);
    const meta = readPagefindFile(metaPath);
    const chunks = metaChunks(meta, metaPath);
    const words = chunks.flatMap(({ hash }) => {
      const path = join(pagefind, 'index', `${hash}.pf_index`);
      return chunkWords(readPagefindFile(path), path);
    });
    for (let i = 1; i < words.length; i++) {
      if (compareWords(wordOf(words[i - 1]!), wordOf(words[i]!)) >= 0)
        throw new PagefindFormatError(
          `${metaPath}: the index's words are not in order at ${wordOf(words[i]!)}`,
        );
    }

    const runs = splitWords(
      words,
      wordOf,
      (run) => gzip(pack([run as CborValue[]])).length,
      CHUNK_TARGET_BYTES,
    );
    const ranges = chunkRanges(runs.map((run) => run.map(wordOf)));
    const written = new Set<string>();
    const entries = runs.map((run, index) => {
      const body = gzip(pack([run as CborValue[]]));
      let length = 7;
      let hash = `${language}_${shortHash(encodeCbor([run as CborValue[]]), length)}`;
      while (written.has(hash))
        hash = `${language}_${shortHash(encodeCbor([run as CborValue[]]), ++length)}`;
      written.add(hash);
      writeFileSync(join(pagefind, 'index', `${hash}.pf_index`), body);
      return { ...ranges[index]!, hash };
    });
    for (const { hash } of chunks)
      if (!written.has(hash)) rmSync(join(pagefind, 'index', `${hash}.pf_index`));

    const newMeta = pack(withMetaChunks(meta, entries));
    const metaHash = `${language}_${shortHash(newMeta, 10)}`;
    writeFileSync(join(pagefind, `pagefind.${metaHash}.pf_meta`), gzip(newMeta));
    if (metaHash !== details.hash) rmSync(metaPath);
    details.hash = metaHash;

    const sizes = entries.map(
      ({ hash }) => statSync(join(pagefind, 'index', `${hash}.pf_index`)).size,
    );
    console.log(
      `search index (${language}): ${chunks.length} Pagefind chunks cut into ${entries.length}, largest ${(Math.max(...sizes) / 1024).toFixed(1)} KB gzip, ${(sizes.reduce((a, b) => a + b, 0) / 1024).toFixed(1)} KB in all`,
    );
  }
  writeFileSync(entryPath, JSON.stringify(entry));
}
