/**
 * Share links for the inspiration generators' results: `?<generator id>=i1.<base64url of JSON>`,
 * e.g. `?haunt=i1.…`. Each generator has its own parameter, because one page can show several
 * generators and a link for one must leave the others alone.
 *
 * The link carries the result as shown: the generator's id, and per part its id, the die, the
 * face rolled and the text. Table parts are checked against the site's tables on opening (the
 * text must be the entry at that face of that die), so a link can only show words the tables
 * hold. Vice parts rolled on the sender's own Vice list, which the receiver may not have, so
 * their text travels as written (a Vice name's limits apply) with the sender's die and face.
 *
 * The checks of the link itself (length, prefix, characters, UTF-8, JSON) are the site-wide
 * codec's (../share-link.ts); every failure is an error value with a sentence for the reader.
 * Pure: no DOM.
 */
import * as z from 'zod/mini';
import type { Result } from '../dice';
import { describeIssues } from '../plain-issues';
import {
  createShareCodec,
  parseShareWithSchema,
  type ShareLinkIssue,
  type ShareLinkResult,
} from '../share-link';
import type { Generator, GeneratorResult, PartRoll } from './generators';
import { MAX_VICE_LENGTH, MAX_VICES } from './vices';

/** The generators the site has (content/locus/generators/*.json); each id is also its link parameter. */
export const INSPIRATION_GENERATOR_IDS = [
  'haunt',
  'monster-concept',
  'layer-prompt',
  'spot-effect',
] as const;
export type InspirationGeneratorId = (typeof INSPIRATION_GENERATOR_IDS)[number];

export function isInspirationGeneratorId(value: unknown): value is InspirationGeneratorId {
  return (
    typeof value === 'string' && (INSPIRATION_GENERATOR_IDS as readonly string[]).includes(value)
  );
}

export const INSPIRATION_LINK_VERSION = 'i1';
/** The most parts a shared result may list (the largest generator has 7). */
export const MAX_INSPIRATION_LINK_PARTS = 12;
/** The longest text a shared part may carry: above every table entry (a test checks) and every Vice name. */
export const MAX_INSPIRATION_LINK_TEXT = 120;
/**
 * Above the longest valid link: 12 parts of 120 characters, each up to 3 bytes in UTF-8, plus
 * the keys, is about 5,000 bytes, 6,700 characters in base64url. Longer input is refused unread.
 */
export const MAX_INSPIRATION_LINK_LENGTH = 7_000;

const SharedPartSchema = z.object({
  id: z
    .string()
    .check(
      z.maxLength(40, 'a part id is at most 40 characters'),
      z.regex(/^[a-z][a-z0-9-]*$/, 'not a part id'),
    ),
  die: z.string().check(z.regex(/^d[1-9][0-9]{0,2}$/, 'expected one die such as "d12"')),
  roll: z
    .number()
    .check(
      z.int('expected a whole number'),
      z.minimum(1, 'a die shows at least 1'),
      z.maximum(999, 'no die here has that many faces'),
    ),
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'the text is empty'),
      z.maxLength(
        MAX_INSPIRATION_LINK_TEXT,
        `the text is longer than ${MAX_INSPIRATION_LINK_TEXT} characters`,
      ),
    ),
});

const SharedResultSchema = z.object({
  generator: z.string().check(
    z.refine((value): boolean => isInspirationGeneratorId(value), {
      error: 'is not a generator of this site',
    }),
  ),
  parts: z
    .array(SharedPartSchema)
    .check(
      z.minLength(1, 'a result has at least one part'),
      z.maxLength(
        MAX_INSPIRATION_LINK_PARTS,
        `a result has at most ${MAX_INSPIRATION_LINK_PARTS} parts`,
      ),
    ),
});
type SharedResult = z.infer<typeof SharedResultSchema>;

const readShape = parseShareWithSchema(SharedResultSchema, 'the result');

/** A problem with one field of the result, in the same plain words as the shape's problems ("Part 2, text is ..."). */
function issue(
  problem: string,
  ...path: (string | number)[]
): { readonly ok: false; readonly error: ShareLinkIssue } {
  return {
    ok: false,
    error: describeIssues([{ code: 'custom', path, message: problem }], 'the result'),
  };
}

/** The shared result checked against the generator that opens it: its parts, its tables, its limits. */
function resolveShared(
  generator: Generator,
  data: SharedResult,
): Result<GeneratorResult, ShareLinkIssue> {
  if (data.generator !== generator.id) {
    return issue(
      `is for another generator ("${data.generator}"), not the ${generator.title}`,
      'generator',
    );
  }
  const rolls = new Map<string, PartRoll>();
  for (const [index, shared] of data.parts.entries()) {
    const part = generator.parts.find((candidate) => candidate.id === shared.id);
    if (!part)
      return issue(`"${shared.id}" is not a part of the ${generator.title}`, 'parts', index, 'id');
    if (rolls.has(part.id)) return issue(`"${part.label}" is listed twice`, 'parts', index, 'id');
    const faces = Number(shared.die.slice(1));
    if (part.kind === 'table') {
      if (shared.die !== part.die)
        return issue(
          `is ${shared.die}, but "${part.label}" is rolled on a ${part.die}`,
          'parts',
          index,
          'die',
        );
      if (shared.roll > faces)
        return issue(`${shared.roll} is not a face of a ${part.die}`, 'parts', index, 'roll');
      if (part.entries[shared.roll - 1] !== shared.text)
        return issue(`is not "${part.label}" ${shared.roll} on the table`, 'parts', index, 'text');
    } else {
      if (faces > MAX_VICES)
        return issue(
          `${shared.die} is too big: a Vice list has at most ${MAX_VICES} Vices`,
          'parts',
          index,
          'die',
        );
      if (shared.roll > faces)
        return issue(`${shared.roll} is not a face of a ${shared.die}`, 'parts', index, 'roll');
      if (shared.text.length > MAX_VICE_LENGTH)
        return issue(
          `is too long for a Vice's name (at most ${MAX_VICE_LENGTH} characters)`,
          'parts',
          index,
          'text',
        );
    }
    rolls.set(part.id, {
      partId: part.id,
      label: part.label,
      die: shared.die,
      roll: shared.roll,
      text: shared.text,
    });
  }
  const missing = generator.parts.find((part) => !rolls.has(part.id));
  if (missing)
    return {
      ok: false,
      error: { message: `The result lacks the part "${missing.label}"`, path: 'parts' },
    };
  // In the generator's order, whatever order the link listed them in.
  return {
    ok: true,
    value: {
      generatorId: generator.id,
      parts: generator.parts.map((part) => rolls.get(part.id) as PartRoll),
    },
  };
}

// Encoding needs no generator: the shape alone (a result always has the shape of its generator).
const shapeCodec = createShareCodec<SharedResult>({
  version: INSPIRATION_LINK_VERSION,
  what: 'result',
  maxLength: MAX_INSPIRATION_LINK_LENGTH,
  parse: readShape,
});

/** Decoding checks the shape, then the result against the generator that opens it. */
function resultCodec(generator: Generator) {
  return createShareCodec<GeneratorResult>({
    version: INSPIRATION_LINK_VERSION,
    what: `${generator.title} result`,
    maxLength: MAX_INSPIRATION_LINK_LENGTH,
    parse(data) {
      const shape = readShape(data);
      return shape.ok ? resolveShared(generator, shape.value) : shape;
    },
  });
}

/** The link parameter's value for a result: the generator's id and each part's id, die, face and text. */
export function encodeInspirationLink(result: GeneratorResult): string {
  return shapeCodec.encode({
    generator: result.generatorId,
    parts: result.parts.map((roll) => ({
      id: roll.partId,
      die: roll.die,
      roll: roll.roll,
      text: roll.text,
    })),
  });
}

/**
 * Read a link parameter back into a result of `generator`, checked against its parts and tables.
 * Any tampering, truncation, unknown generator or part, or text over the limits gives an error
 * value with a sentence; nothing in the text is ever executed.
 */
export function decodeInspirationLink(
  value: string,
  generator: Generator,
): ShareLinkResult<GeneratorResult> {
  return resultCodec(generator).decode(value);
}
