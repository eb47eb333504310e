/**
 * `node scripts/build-search-vocabulary.ts [dist]`: writes `search-vocabulary.txt` beside the
 * built pages, the words of the indexed rules text (each page's `data-pagefind-body` article,
 * without its tools, with the hidden alias words), grouped by frequency in the compact format of
 * src/lib/search/word-list.ts. Search loads it on first need, to correct typos and leave out words
 * the index does not hold before searching (src/lib/search/engine.ts, typos.ts). Runs after
 * Pagefind in the build.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { encodeWordList } from '../src/lib/search/word-list.ts';

/** Shorter words are searched as typed; keep equal to MIN_WORD_LENGTH in src/lib/search/typos.ts. */
const MIN_WORD_LENGTH = 3;

const dist = process.argv[2] ?? 'dist';
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'pagefind' || name === '_astro' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** The indexed text of one page: its rules article without scripts, styles and tool islands. */
export function indexedText(html: string): string {
  const article = html.match(/<article\b[^>]*data-pagefind-body[^>]*>([\s\S]*?)<\/article>/)?.[1] ?? '';
  return article
    .replace(/<(script|style|astro-island|template|button)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (entity, name: string) =>
      name.startsWith('#') ? String.fromCodePoint(Number(name.startsWith('#x') ? `0${name.slice(1)}` : name.slice(1))) : (ENTITIES[name] ?? ' '),
    );
}

const counts = new Map<string, number>();
for (const file of htmlFiles(dist)) {
  const text = indexedText(readFileSync(file, 'utf8')).toLowerCase().replace(/[\u2018\u2019']/g, '');
  for (const word of text.match(/\p{L}[\p{L}\p{N}]*/gu) ?? []) {
    if (word.length < MIN_WORD_LENGTH) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
}
const words = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word);
const text = encodeWordList(words);
writeFileSync(join(dist, 'search-vocabulary.txt'), text);
console.log(`search vocabulary: ${words.length} words, ${(gzipSync(text, { level: 9 }).length / 1024).toFixed(1)} KB gzip`);
