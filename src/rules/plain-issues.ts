/**
 * Validation problems in plain words, for people who load a file, open a shared link or find
 * their saved data unreadable: "Character 1, attributes: “frailty” must be at most 5, and 3 more
 * problems", never a validator's own text ("Invalid input: expected number, received
 * undefined"). One place, so every import, share link and saved-data notice says it alike. The
 * message is a sentence without its full stop, so a caller can put it inside its own words.
 */
import { howMany } from './words';

/** The parts of a validation issue this reads (zod and zod/mini issues both have them). */
export interface IssueLike {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly expected?: unknown;
  readonly input?: unknown;
  readonly origin?: unknown;
  readonly maximum?: unknown;
  readonly minimum?: unknown;
  readonly inclusive?: unknown;
  readonly values?: readonly unknown[];
  readonly keys?: readonly string[];
}

export interface PlainIssue {
  /** The whole problem as a sentence without its full stop, e.g. "Character 1: “name” is missing". */
  readonly message: string;
  /** The first bad field, as code writes it: `characters[0].name` ('' for the whole value). */
  readonly path: string;
  /**
   * Whether the first problem is a named field's value that a person could have set (“rating”
   * must be at most 5, “wound” must be yes or no), so the message means something to them.
   * False when a part is missing, of the wrong kind, a list has the wrong length or an entry of
   * a list is off: only a file or link cut short or changed by hand has those, and the message
   * is detail for whoever wants it, not the first thing to read.
   */
  readonly fieldValue: boolean;
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a set of fields',
  bigint: 'a whole number',
};

/** `characters[0].attributes` as code writes it. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) =>
      typeof key === 'number'
        ? `${text}[${key}]`
        : text === ''
          ? String(key)
          : `${text}.${String(key)}`,
    '',
  );
}

/** "characters" → "character", "abilities" → "ability": a list's name for one of its entries. */
function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * Field names that are abbreviations the games print in capitals ("STR", "HP"): a reader knows
 * "STR 2", not "Str 2" or "the str".
 */
const ABBREVIATIONS: ReadonlySet<string> = new Set(['str', 'dex', 'wil', 'hp', 'xp', 'pc', 'npc']);

/** `characters[0].attributes` in words: ["character 1", "attributes"] (counting from 1, as people do). */
function pathWords(path: readonly PropertyKey[]): string[] {
  const words: string[] = [];
  for (const key of path) {
    const last = words.at(-1);
    if (typeof key === 'number' && last !== undefined)
      words[words.length - 1] = ABBREVIATIONS.has(last.toLowerCase())
        ? `${last} ${key + 1}`
        : `${singular(last)} ${key + 1}`;
    else if (typeof key === 'number') words.push(`entry ${key + 1}`);
    else if (ABBREVIATIONS.has(String(key).toLowerCase())) words.push(String(key).toUpperCase());
    else
      words.push(
        String(key)
          .replace(/([a-z])([A-Z])/g, '$1 $2')
          .toLowerCase(),
      );
  }
  return words;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function limitWords(issue: IssueLike, big: boolean): string {
  const limit = big ? issue.maximum : issue.minimum;
  const exact = issue.inclusive !== false;
  const count = typeof limit === 'bigint' ? limit.toString() : String(limit);
  if (issue.origin === 'string')
    return big
      ? `is too long (at most ${count} characters)`
      : count === '1'
        ? 'is empty'
        : `is too short (at least ${count} characters)`;
  if (issue.origin === 'array' || issue.origin === 'set')
    return big
      ? `has too many entries (at most ${count})`
      : `has too few entries (at least ${count})`;
  if (big) return exact ? `must be at most ${count}` : `must be less than ${count}`;
  return exact ? `must be at least ${count}` : `must be more than ${count}`;
}

/** What is wrong with one value, without saying which. */
function problemWords(issue: IssueLike): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is missing';
      return `must be ${TYPE_WORDS[String(issue.expected)] ?? 'something else'}`;
    case 'too_big':
      return limitWords(issue, true);
    case 'too_small':
      return limitWords(issue, false);
    case 'invalid_value': {
      const values = (issue.values ?? []).map((value) =>
        typeof value === 'string' ? `“${value}”` : String(value),
      );
      if (values.length === 1) return `must be ${values[0]}`;
      return values.length > 0 && values.length <= 6
        ? `must be ${values.slice(0, -1).join(', ')} or ${values.at(-1)}`
        : 'is not one of the allowed values';
    }
    case 'unrecognized_keys':
      return `has fields this site does not know (${(issue.keys ?? []).join(', ')})`;
    case 'invalid_format':
      return 'is not written in the expected form';
    case 'not_multiple_of':
      return 'is not an allowed step';
    case 'custom':
      // Our own refinements already speak plainly ("two members share the id").
      return issue.message;
    default:
      return 'is not in a form this site can read';
  }
}

/** "version 7" or "version “beta”": the version a file or link says it has. */
function versionWords(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint') return `version ${value}`;
  if (typeof value === 'string') return `version “${value.slice(0, 20)}”`;
  return 'no version this site knows';
}

/**
 * A wrong version number means the data came from another release of the site, not that
 * someone typed a bad field: say so, and which version this site reads.
 */
function versionProblem(issue: IssueLike, found: unknown): string {
  const reads = (issue.values ?? []).filter((value) => typeof value === 'number');
  const readWords =
    reads.length === 0
      ? ''
      : `; this site reads version ${reads.slice(0, -1).join(', ')}${reads.length > 1 ? ` or ${reads.at(-1)}` : reads[0]}`;
  const which = found === undefined ? 'no version' : versionWords(found);
  return `This is from a newer or unknown version of the site (${which})${readWords}`;
}

/**
 * The first problem in plain words, with how many more there are. `whole` names the value when
 * the problem is with all of it: "The cast", "the shared sheet". Pass the `data` that was checked
 * so a missing field can be told from one of the wrong kind, and a version can be quoted.
 */
export function describeIssues(
  issues: readonly IssueLike[],
  whole: string,
  data?: unknown,
): PlainIssue {
  const rest = issues.slice(1);
  let first = issues[0];
  if (!first)
    return {
      message: `${capitalise(whole)} is not in a form this site can read`,
      path: '',
      fieldValue: false,
    };
  // Validators leave the input out of an issue unless asked; the data checked still has it.
  if (!('input' in first) && data !== undefined)
    first = { ...first, input: valueAt(data, first.path) };
  // Data from another version is wrong everywhere for the same reason: one sentence says it.
  const fromOtherVersion = first.path.at(-1) === 'version' && first.code !== 'custom';
  const more =
    rest.length === 0 || fromOtherVersion ? '' : `, and ${howMany(rest.length, 'more problem')}`;
  return {
    message: `${describeOne(first, whole)}${more}`,
    path: formatIssuePath(first.path),
    fieldValue: isFieldValue(first),
  };
}

/** See `PlainIssue.fieldValue`. */
function isFieldValue(issue: IssueLike): boolean {
  const last = issue.path.at(-1);
  if (issue.code === 'custom') return true;
  // A version from another release of the site is said plainly on its own.
  if (last === 'version') return true;
  if (typeof last !== 'string') return false;
  switch (issue.code) {
    case 'too_big':
    case 'too_small':
      return issue.origin !== 'array' && issue.origin !== 'set';
    case 'invalid_value':
      return (issue.values ?? []).length > 0 && (issue.values ?? []).length <= 6;
    case 'invalid_format':
    case 'not_multiple_of':
      return true;
    default:
      return false;
  }
}

/** "characters", "vices": a field named for many things ("status" and "class" name one). */
function plural(word: string): boolean {
  return /[^siu]s$/.test(word);
}

function capitalise(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One problem as a sentence: "The name must be text", "Panel 2: “wide” must be yes or no". */
function describeOne(issue: IssueLike, whole: string): string {
  const last = issue.path.at(-1);
  if (last === 'version' && issue.code !== 'custom') return versionProblem(issue, issue.input);
  const problem = problemWords(issue);
  // Our own refinements are written as whole clauses about the value they check.
  const words = pathWords(issue.path);
  if (words.length === 0) return `${capitalise(whole)} ${problem}`;
  const field = words.at(-1) as string;
  const context = words.slice(0, -1).join(', ');
  // An entry of a list ("character 2") is its own subject; a field is named in quotes after
  // what holds it, or with "the" when it stands alone.
  const subject =
    typeof last === 'number' ? capitalise(field) : context === '' ? `The ${field}` : `“${field}”`;
  // "The characters are missing", not "is": a plural field named in words takes a plural verb.
  const verb =
    context === '' && typeof last !== 'number' && issue.code !== 'custom' && plural(field)
      ? problem.replace(/^is /, 'are ').replace(/^has /, 'have ')
      : problem;
  return context === '' ? `${subject} ${verb}` : `${capitalise(context)}: ${subject} ${verb}`;
}
