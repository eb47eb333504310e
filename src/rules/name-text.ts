/**
 * The one reader of a name typed into a tool (a character, an item, a Vice, a location), so every
 * name field trims and refuses alike: spaces around and inside are tidied, an empty name is refused
 * with the field's own request ("Give the item a name."), and a long one with its length.
 */
import { refuse, succeed, type Problem, type Result } from './result';

export type NameProblem = 'empty' | 'too-long';

/** Reads `text` as a name of at most `max` characters; `missing` is the sentence for an empty one. */
export function readName(
  text: string,
  max: number,
  missing: string,
): Result<string, Problem<NameProblem>> {
  const name = text.trim().replace(/\s+/g, ' ');
  if (name === '') return refuse('empty', missing);
  if (name.length > max)
    return refuse(
      'too-long',
      `Keep the name to ${max} characters or fewer (this one has ${name.length}).`,
    );
  return succeed(name);
}
