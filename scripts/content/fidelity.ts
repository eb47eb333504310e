/**
 * Content fidelity: is every sentence, list item and table cell of a source text present in the
 * pages made from it? Both sides are reduced to lowercase words (punctuation, markup and leading
 * zeros dropped) so that formatting may change while words may not.
 *
 * A source line passes when its words appear in the pages' running text, or when they can be
 * split, from first word to last, into table cells and runs of running text of at least
 * MIN_TEXT_RUN words. The second rule is what lets a table that the scrape flattened into one
 * line ("1 Mary 6 Ruth 11 Clara") match the real table rebuilt from it.
 */

export interface FidelityConfig {
  /** Source lines that are left out on purpose (navigation leftovers), as written in the source. */
  omitted: readonly string[];
  /** Obvious typos fixed in the pages: the source's words and what the pages say instead. */
  corrections: readonly { from: string; to: string }[];
}

export interface Corpus {
  /** All words of the pages, normalised, separated by single spaces, with a space at each end. */
  text: string;
  /** Every table cell (header or body), normalised. */
  cells: ReadonlySet<string>;
}

export interface MissingLine {
  line: number;
  text: string;
}

const MIN_TEXT_RUN = 3;

export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => (/^\d+$/.test(word) ? String(Number(word)) : word))
    .join(' ');
}

export function buildCorpus(texts: readonly string[], cells: readonly string[]): Corpus {
  return {
    text: ` ${texts.map(normalize).filter(Boolean).join(' ')} `,
    cells: new Set(cells.map(normalize).filter(Boolean)),
  };
}

/** The source's words as the pages give them: each typo the config corrects, corrected. */
export function applyCorrections(
  source: string,
  corrections: FidelityConfig['corrections'],
): string {
  let text = source;
  for (const { from, to } of corrections) text = text.split(from).join(to);
  return text;
}

/** The source's lines to look for, after corrections and without the omitted lines. */
export function sourceLines(source: string, config: FidelityConfig): MissingLine[] {
  const omitted = new Set(config.omitted.map(normalize));
  const lines: MissingLine[] = [];
  source.split(/\r?\n/).forEach((raw, index) => {
    const text = applyCorrections(raw, config.corrections);
    const words = normalize(text);
    if (words === '' || omitted.has(words)) return;
    lines.push({ line: index + 1, text: text.trim() });
  });
  return lines;
}

function inText(corpus: Corpus, words: readonly string[]): boolean {
  return corpus.text.includes(` ${words.join(' ')} `);
}

/** True when the words split, first to last, into cells and runs of running text. */
function coveredBySegments(corpus: Corpus, words: readonly string[]): boolean {
  const reachable = new Array<boolean>(words.length + 1).fill(false);
  reachable[0] = true;
  for (let start = 0; start < words.length; start++) {
    if (!reachable[start]) continue;
    for (let end = start + 1; end <= words.length; end++) {
      if (reachable[end]) continue;
      const piece = words.slice(start, end);
      if (
        corpus.cells.has(piece.join(' ')) ||
        (piece.length >= MIN_TEXT_RUN && inText(corpus, piece))
      ) {
        reachable[end] = true;
      }
    }
  }
  return reachable[words.length]!;
}

export function isCovered(corpus: Corpus, line: string): boolean {
  const words = normalize(line).split(' ');
  return inText(corpus, words) || coveredBySegments(corpus, words);
}

export function findMissing(source: string, config: FidelityConfig, corpus: Corpus): MissingLine[] {
  return sourceLines(source, config).filter(({ text }) => !isCovered(corpus, text));
}
