/**
 * The file format of the vocabulary (`search-vocabulary.txt`): search fetches it to correct a
 * typo, and it counts against the 120 KB a first search may fetch. For these rules' 3,600 words it
 * is 9 KB gzip, where a plain list by frequency was 12.6 KB.
 *
 * Words are grouped by how often the rules use them, one group a line, the most frequent first
 * (FREQUENCY_GROUPS: the 128 most frequent words, the next 384, ...). A typo's correction prefers
 * the more frequent of two equally near words, and four groups keep nearly all of that choice: on
 * 2,000 made-up typos, a full ranking by frequency corrects 7 more right, a single alphabetical
 * list 28 fewer.
 * Within a line the words are in alphabetical order and front-coded: each word is a capital letter
 * saying how many letters it shares with the word before it (A none, B one, ...) and then the rest
 * of its letters, so "check checks" is written "AcheckFs". Words are lower case, so a capital
 * letter always starts a word.
 */

/** How many words the groups hold together, most frequent first; the rest form the last group. */
export const FREQUENCY_GROUPS = [128, 512, 2048];

const MAX_SHARED = 25;
const A = 'A'.charCodeAt(0);

/** Writes the words, given most frequent first, in the vocabulary's format. */
export function encodeWordList(wordsByFrequency: readonly string[]): string {
  const groups: string[][] = [];
  let start = 0;
  for (const end of [...FREQUENCY_GROUPS, Number.POSITIVE_INFINITY]) {
    if (start >= wordsByFrequency.length) break;
    groups.push([...wordsByFrequency.slice(start, end)].sort());
    start = end;
  }
  return `${groups
    .map((group) => {
      let previous = '';
      return group
        .map((word) => {
          if (!word || /[A-Z\n]/.test(word))
            throw new Error(`the vocabulary cannot hold the word ${JSON.stringify(word)}`);
          let shared = 0;
          while (
            shared < MAX_SHARED &&
            shared < previous.length &&
            shared < word.length &&
            previous[shared] === word[shared]
          )
            shared++;
          previous = word;
          return String.fromCharCode(A + shared) + word.slice(shared);
        })
        .join('');
    })
    .join('\n')}\n`;
}

/** The words of a vocabulary file: the most frequent group first, each group in alphabetical order. */
export function decodeWordList(text: string): string[] {
  const words: string[] = [];
  for (const line of text.split('\n')) {
    let previous = '';
    for (const [, shared, rest] of line.matchAll(/([A-Z])([^A-Z]*)/g)) {
      previous = previous.slice(0, shared!.charCodeAt(0) - A) + rest!;
      words.push(previous);
    }
  }
  return words;
}
