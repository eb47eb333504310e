/**
 * fast-check arbitraries that damage valid input: edits to text (characters replaced, inserted,
 * deleted, the text cut short) and edits to JSON values (one field anywhere replaced by any JSON
 * value, or removed), so property tests probe the neighbourhood of valid data, where parsers break.
 */
import fc from 'fast-check';

/** Every property in this folder runs at least this many cases. */
export const RUNS = { numRuns: 1000 } as const;

type Edit =
  | { kind: 'replace' | 'insert'; at: number; text: string }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'cut'; at: number };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constant('replace' as const),
    at: fc.nat(),
    text: fc.string({ minLength: 1, maxLength: 3, unit: 'binary' }),
  }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.string({ minLength: 1, maxLength: 3, unit: 'binary' }),
  }),
  fc.record({
    kind: fc.constant('delete' as const),
    at: fc.nat(),
    length: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
);

function applyEdit(text: string, change: Edit): string {
  const at = text.length === 0 ? 0 : change.at % (text.length + 1);
  switch (change.kind) {
    case 'replace':
      return text.slice(0, at) + change.text + text.slice(at + change.text.length);
    case 'insert':
      return text.slice(0, at) + change.text + text.slice(at);
    case 'delete':
      return text.slice(0, at) + text.slice(at + change.length);
    case 'cut':
      return text.slice(0, at);
  }
}

/** `text` with one to three random edits. */
export function mutatedText(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(text, fc.array(edit, { minLength: 1, maxLength: 3 }))
    .map(([original, edits]) => edits.reduce(applyEdit, original));
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a value inside `value`, the root included. */
function pathsOf(value: Json, prefix: readonly (string | number)[] = []): (string | number)[][] {
  const here = [[...prefix]];
  if (Array.isArray(value))
    return [...here, ...value.flatMap((item, index) => pathsOf(item, [...prefix, index]))];
  if (value !== null && typeof value === 'object')
    return [
      ...here,
      ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key])),
    ];
  return here;
}

function replaceAt(
  value: Json,
  path: readonly (string | number)[],
  replacement: Json | undefined,
): Json | undefined {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    const next = replaceAt(copy[head as number] as Json, rest, replacement);
    if (next === undefined) copy.splice(head as number, 1);
    else copy[head as number] = next;
    return copy;
  }
  const copy = { ...(value as Record<string, Json>) };
  const next = replaceAt(copy[head as string] as Json, rest, replacement);
  if (next === undefined) delete copy[head as string];
  else copy[head as string] = next;
  return copy;
}

/** A copy of the JSON of `value` with one field (anywhere) replaced by arbitrary JSON, or removed. */
export function mutatedJson(value: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return value.chain((original) => {
    const json = JSON.parse(JSON.stringify(original)) as Json;
    const paths = pathsOf(json);
    return fc
      .tuple(
        fc.constantFrom(...paths),
        fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined, freq: 4 }),
      )
      .map(([path, replacement]) => replaceAt(json, path, replacement as Json | undefined) ?? null);
  });
}

/** Text a parser of JSON files may meet: any text, JSON of any shape, and damaged JSON of the right shape. */
export function textNear(value: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.json(),
    mutatedJson(value).map((json) => JSON.stringify(json)),
    mutatedText(value.map((valid) => JSON.stringify(valid))),
  );
}
