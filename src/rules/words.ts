/**
 * Numbers of things, lists and sentences in words, for the rules, the tools and the pages alike.
 * A tool's result counts in digits (`howMany`: "3 wounds"); page prose counts in words (`countOf`:
 * "five rulesets"), so sentences that name how many rulesets there are stay true when one is
 * added. Pure.
 */

/** A number for display, negative with a real minus sign as in a sum: "9", "0", "−2". */
export function formatNumber(value: number): string {
  return value < 0 ? `\u2212${-value}` : String(value);
}

/** A signed number for display: "+1", "−1" (a real minus sign), "0". */
export function formatSigned(value: number): string {
  return value > 0 ? `+${value}` : formatNumber(value);
}

/**
 * "1 wound", "3 wounds", "2 dice": one is singular, any other number (0, 2, -1 too) takes the
 * plural, which is the word with an s unless given.
 */
export function howMany(count: number, one: string, many = `${one}s`): string {
  return `${count} ${Math.abs(count) === 1 ? one : many}`;
}

const NUMBER_WORDS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** "five rulesets", "one ruleset": numbers up to twelve in words, as prose writes them, larger ones in digits. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  const number =
    Number.isInteger(count) && count >= 0 && count < NUMBER_WORDS.length
      ? NUMBER_WORDS[count]!
      : String(count);
  return `${number} ${count === 1 ? singular : plural}`;
}

/** "Locus, Cairn and LOOT": names joined as a sentence lists them. */
export function listInWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The sentence with its first letter in capitals ("Five rulesets ..."). */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * "an intelligence test", "a strength test": the indefinite article by the sound the word starts
 * with. A vowel letter takes "an", except words said with a "y" or "w" sound ("a unit", "a one");
 * a silent h takes "an" ("an hour").
 */
export function withArticle(words: string): string {
  const text = words.trimStart();
  const vowelSound =
    (/^[aeiou]/i.test(text) && !/^(uni|use|usu|ute|eu|one\b|once\b)/i.test(text)) ||
    /^(hour|honest|honou?r|heir)/i.test(text);
  return `${vowelSound ? 'an' : 'a'} ${text}`;
}
