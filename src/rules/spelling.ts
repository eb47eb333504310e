/**
 * How far apart two spellings are, and which name a misspelt one was meant to be: for search's
 * typo correction and for the messages that name a field, a component or a key that does not
 * exist ("natrual (did you mean natural?)"). Pure.
 */

/**
 * Edit distance with adjacent transpositions counted as one edit ("chek" -> "check" is 1,
 * "afflictoins" -> "afflictions" is 1). Stops early and returns max + 1 once the distance must
 * exceed `max`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The name a misspelt one was most likely meant to be: the closest of `names` within two edits
 * (one for a word under five letters), capital letters aside; none when nothing is that close.
 */
export function meantName(word: string, names: Iterable<string>): string | undefined {
  const lower = word.toLowerCase();
  const max = lower.length < 5 ? 1 : 2;
  let best: { name: string; distance: number } | undefined;
  for (const name of names) {
    const distance = editDistance(lower, name.toLowerCase(), max);
    if (distance <= max && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}
