/**
 * Text read as JSON, the first step of every reader of saved text: it is JSON or it is refused
 * in the words a notice uses, and the value is left for a schema to check.
 */
import { refuse, succeed, type Problem, type Result } from './result';

export function parseJsonText(text: string): Result<unknown, Problem<'not-json'>> {
  try {
    return succeed(JSON.parse(text) as unknown);
  } catch {
    return refuse('not-json', 'it is not valid JSON');
  }
}

/** Text read as JSON, then its value by `read`: the refusal is whichever step refused. */
export function readJsonText<T, E>(
  text: string,
  read: (data: unknown) => Result<T, E>,
): Result<T, E | Problem<'not-json'>> {
  const json = parseJsonText(text);
  return json.ok ? read(json.value) : json;
}
