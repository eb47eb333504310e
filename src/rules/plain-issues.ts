/**
 * Validation problems in plain words, for people who load a file, open a shared link or find
 * their saved data unreadable: "Character 1, attributes, frailty should be at most 5 (and 3 other
 * problems)", never a validator's own text ("Invalid input: expected number, received
 * undefined"). One place, so every import, share link and saved-data notice says it alike.
 */

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
  /** The whole problem as a sentence fragment, e.g. "Character 1, name is missing". */
  readonly message: string;
  /** The first bad field, as code writes it: `characters[0].name` ('' for the whole value). */
  readonly path: string;
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

/** `characters[0].attributes` in words: "character 1, attributes" (counting from 1, as people do). */
function pathWords(path: readonly PropertyKey[]): string {
  const words: string[] = [];
  for (const key of path) {
    const last = words.at(-1);
    if (typeof key === 'number' && last !== undefined)
      words[words.length - 1] = `${singular(last)} ${key + 1}`;
    else
      words.push(
        typeof key === 'number'
          ? `entry ${key + 1}`
          : String(key)
              .replace(/([a-z])([A-Z])/g, '$1 $2')
              .toLowerCase(),
      );
  }
  return words.join(', ');
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
  if (big) return exact ? `should be at most ${count}` : `should be less than ${count}`;
  return exact ? `should be at least ${count}` : `should be more than ${count}`;
}

/** What is wrong with one value, without saying which. */
function problemWords(issue: IssueLike): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is missing';
      return `should be ${TYPE_WORDS[String(issue.expected)] ?? 'something else'}`;
    case 'too_big':
      return limitWords(issue, true);
    case 'too_small':
      return limitWords(issue, false);
    case 'invalid_value': {
      const values = (issue.values ?? []).map((value) => JSON.stringify(value));
      return values.length > 0 && values.length <= 6
        ? `should be one of ${values.join(', ')}`
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

/**
 * The first problem in plain words, with how many more there are. `whole` names the value when
 * the problem is with all of it: "The cast", "the shared sheet". Pass the `data` that was checked
 * so a missing field can be told from one of the wrong kind.
 */
export function describeIssues(
  issues: readonly IssueLike[],
  whole: string,
  data?: unknown,
): PlainIssue {
  const rest = issues.slice(1);
  let first = issues[0];
  if (!first) return { message: `${whole} is not in a form this site can read`, path: '' };
  // Validators leave the input out of an issue unless asked; the data checked still has it.
  if (first.code === 'invalid_type' && !('input' in first) && data !== undefined)
    first = { ...first, input: valueAt(data, first.path) };
  const where = first.path.length === 0 ? whole : pathWords(first.path);
  const subject = where.charAt(0).toUpperCase() + where.slice(1);
  const more =
    rest.length === 0 ? '' : ` (and ${rest.length} other problem${rest.length === 1 ? '' : 's'})`;
  return { message: `${subject} ${problemWords(first)}${more}`, path: formatIssuePath(first.path) };
}
