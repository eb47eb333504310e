/**
 * The Director's inspiration generators (Haunt, Monster concept, Layer description prompt, Spot
 * Effect). The Locus text names them without their tables, so the tables are the site's own
 * writing, kept as data in `content/locus/generators/*.json` and validated by `GeneratorSchema`.
 *
 * A generator is a list of named parts. A "table" part is a list of entries rolled with one die
 * whose faces match the entries exactly (a d12 for 12 entries, a d20 for 20); a "vice" part
 * rolls on the Director's Vice list (src/rules/locus/vices.ts), a die of as many faces as the
 * list has Vices. A result is plain data: per part, the die, the face rolled and the text.
 * Pure: randomness comes in as an `Rng`, the Vice list as an argument.
 */
import { howMany } from '../words';
import { readSavedValue, type SavedValueCode } from './errors';
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../whole-number-schema';
import { rollDie, type Rng } from '../dice';
import type { Problem, Result } from '../result';
import { checkCoverage, type CoverageProblem } from '../tables/model';
import { defineTool, type LogLine, type RollTool } from '../roll-recipe';
import { CLASSIC_VICES, ViceListSchema, type ViceList } from './vices';

/** The fewest entries a table part may have: the brief for these tables asks for rich ones. */
export const MIN_PART_ENTRIES = 12;

const SlugSchema = z.string().check(
  z.regex(/^[a-z][a-z0-9-]*$/, {
    error: 'use lower-case letters, digits and hyphens, starting with a letter',
  }),
);
const TextSchema = z.string().check(z.trim(), z.minLength(1, { error: 'must not be empty' }));

export const TablePartSchema = z
  .object({
    kind: z.literal('table'),
    id: SlugSchema,
    label: TextSchema,
    /** One die, `d12` or `d20`, whose faces match the entries one to one. */
    die: z
      .string()
      .check(z.regex(/^d[1-9][0-9]*$/, { error: 'expected one die such as "d12" or "d20"' })),
    entries: z.array(TextSchema).check(
      z.minLength(MIN_PART_ENTRIES, {
        error: `a part needs at least ${MIN_PART_ENTRIES} entries`,
      }),
    ),
  })
  .check(
    z.superRefine((part, context) => {
      if (part.die !== `d${part.entries.length}`) {
        context.addIssue({
          code: 'custom',
          message: `${part.die} does not match the ${part.entries.length} entries (use d${part.entries.length})`,
          path: ['die'],
        });
      }
      part.entries.forEach((entry, index) => {
        if (part.entries.indexOf(entry) !== index)
          context.addIssue({
            code: 'custom',
            message: `"${entry}" is in the part twice`,
            path: ['entries', index],
          });
      });
    }),
  );
export type TablePart = z.infer<typeof TablePartSchema>;

export const VicePartSchema = z.object({
  kind: z.literal('vice'),
  id: SlugSchema,
  label: TextSchema,
});
export type VicePart = z.infer<typeof VicePartSchema>;

export const GeneratorPartSchema = z.discriminatedUnion('kind', [TablePartSchema, VicePartSchema]);
export type GeneratorPart = z.infer<typeof GeneratorPartSchema>;

export const GeneratorSchema = z
  .object({
    id: SlugSchema,
    /** The generator's name in the roll log and copied text: "Haunt generator". */
    title: TextSchema,
    /** The tool's heading on the page: "Roll a Haunt". */
    heading: TextSchema,
    /** How to read a result, in the text's terms ("Haunts are events, not traits..."). */
    note: TextSchema,
    parts: z
      .array(GeneratorPartSchema)
      .check(z.minLength(1, { error: 'a generator needs at least one part' })),
  })
  .check(
    z.superRefine((generator, context) => {
      generator.parts.forEach((part, index) => {
        if (generator.parts.findIndex((other) => other.id === part.id) !== index) {
          context.addIssue({
            code: 'custom',
            message: `"${part.id}" is used by two parts`,
            path: ['parts', index, 'id'],
          });
        }
      });
    }),
  );
export type Generator = z.infer<typeof GeneratorSchema>;

/** One rolled part of a result. */
export interface PartRoll {
  readonly partId: string;
  readonly label: string;
  /** The die rolled, e.g. `d20`, or `d7` for a Vice list of seven. */
  readonly die: string;
  /** The face rolled, 1 to the die's size: the entry's number in its list. */
  readonly roll: number;
  readonly text: string;
}

export interface GeneratorResult {
  readonly generatorId: string;
  /** One roll per part, in the generator's order. */
  readonly parts: readonly PartRoll[];
}

/** Parts to keep as they are, by part id (the locked ones). */
export type PartLocks = Readonly<Record<string, PartRoll | undefined>>;

export interface GenerateContext {
  /** The Director's Vice list, for "vice" parts; the classic seven when left out. */
  readonly vices?: ViceList;
}

function vicesOf(context: GenerateContext): ViceList {
  const vices = context.vices ?? CLASSIC_VICES;
  // The Vice store never holds an empty list; reaching here with one is a programming mistake.
  if (vices.length === 0) throw new RangeError('the Vice list is empty');
  return vices;
}

/** The entries a part rolls on: its table, or the Vice list. */
export function partEntries(part: GeneratorPart, context: GenerateContext = {}): readonly string[] {
  return part.kind === 'table' ? part.entries : vicesOf(context);
}

/** The die a part rolls: its table's, or one face per Vice. */
export function partDie(part: GeneratorPart, context: GenerateContext = {}): string {
  return part.kind === 'table' ? part.die : `d${vicesOf(context).length}`;
}

/** The result of a given face on a part (1-based); RangeError when the face is not on its die. */
export function readPart(
  part: GeneratorPart,
  roll: number,
  context: GenerateContext = {},
): PartRoll {
  const entries = partEntries(part, context);
  const text = entries[roll - 1];
  if (!Number.isInteger(roll) || text === undefined)
    throw new RangeError(
      `${roll} is not a face of the ${partDie(part, context)} for "${part.label}"`,
    );
  return { partId: part.id, label: part.label, die: partDie(part, context), roll, text };
}

/** Rolls one part. */
export function rollPart(part: GeneratorPart, rng: Rng, context: GenerateContext = {}): PartRoll {
  return readPart(part, rollDie(rng, partEntries(part, context).length), context);
}

/** Rolls every part that has no lock; a locked part keeps its roll (dice are rolled in part order). */
export function generate(
  generator: Generator,
  rng: Rng,
  locks: PartLocks = {},
  context: GenerateContext = {},
): GeneratorResult {
  return {
    generatorId: generator.id,
    parts: generator.parts.map((part) => {
      const kept = locks[part.id];
      return kept && kept.partId === part.id ? kept : rollPart(part, rng, context);
    }),
  };
}

function findPart(generator: Generator, partId: string): GeneratorPart {
  const part = generator.parts.find((candidate) => candidate.id === partId);
  if (!part) throw new RangeError(`the ${generator.title} has no part "${partId}"`);
  return part;
}

function replacePart(
  generator: Generator,
  result: GeneratorResult,
  next: PartRoll,
): GeneratorResult {
  const others = new Map(result.parts.map((roll) => [roll.partId, roll]));
  others.set(next.partId, next);
  // Rebuilt in the generator's order, so a result always lists its parts the same way.
  return {
    generatorId: generator.id,
    parts: generator.parts.flatMap((part) => others.get(part.id) ?? []),
  };
}

/** Rolls one part again and keeps every other part as it was. */
export function rerollPart(
  generator: Generator,
  result: GeneratorResult,
  partId: string,
  rng: Rng,
  context: GenerateContext = {},
): GeneratorResult {
  return replacePart(generator, result, rollPart(findPart(generator, partId), rng, context));
}

/** Sets one part to a chosen face (the Director picks the Vice) and keeps the others. */
export function choosePart(
  generator: Generator,
  result: GeneratorResult,
  partId: string,
  roll: number,
  context: GenerateContext = {},
): GeneratorResult {
  return replacePart(generator, result, readPart(findPart(generator, partId), roll, context));
}

/**
 * Each Vice part whose Vice is not on the list rolled again on it, the other parts kept: a result
 * made before the Director's own list was read then reads on that list.
 */
export function rerollForeignVices(
  generator: Generator,
  result: GeneratorResult,
  rng: Rng,
  context: GenerateContext = {},
): GeneratorResult {
  const vices = vicesOf(context);
  return generator.parts
    .filter((part) => part.kind === 'vice')
    .reduce((next, part) => {
      const roll = next.parts.find((candidate) => candidate.partId === part.id);
      return roll && !vices.includes(roll.text)
        ? rerollPart(generator, next, part.id, rng, context)
        : next;
    }, result);
}

/** What opening a shared result says: a Vice that is not on this reader's list stays until re-rolled. */
export function describeOpenedResult(
  generator: Generator,
  result: GeneratorResult,
  vices: readonly string[],
): string {
  const foreign = result.parts.filter(
    (roll) =>
      generator.parts.some((part) => part.id === roll.partId && part.kind === 'vice') &&
      !vices.includes(roll.text),
  );
  return `Opened a shared ${generator.title} result.${foreign.map((roll) => ` The ${roll.label} “${roll.text}” is not on your Vice list; it stays until you re-roll it.`).join('')}`;
}

/** What Generate will do with the parts locked now, and that choosing a Vice locks it. */
export function describeGenerateHint(generator: Generator, lockedCount: number): string {
  const unlocked = generator.parts.length - lockedCount;
  const rolls =
    lockedCount === 0
      ? 'Generate rolls every part.'
      : unlocked === 0
        ? 'Every part is locked: Generate keeps them all. Unlock a part to roll it.'
        : `Generate rolls the ${howMany(unlocked, 'unlocked part')} and keeps the ${lockedCount} locked.`;
  const vice = generator.parts.some((part) => part.kind === 'vice')
    ? ' Choosing a Vice locks it.'
    : '';
  return `${rolls}${vice}`;
}

/**
 * The choices of a Vice part: each Vice by its face, and first, when the rolled Vice is not on the
 * list (a shared result), that Vice as the current value. `value` is the face chosen now, or ''.
 */
export function listViceChoices(
  vices: readonly string[],
  roll: PartRoll | undefined,
): { readonly value: string; readonly options: readonly { value: string; label: string }[] } {
  const face = roll ? vices.indexOf(roll.text) + 1 : 0;
  const current =
    face === 0
      ? [{ value: '', label: roll ? `${roll.text} (not in the list now)` : 'Choose' }]
      : [];
  return {
    value: face === 0 ? '' : String(face),
    options: [
      ...current,
      ...vices.map((vice, index) => ({ value: String(index + 1), label: `${index + 1}. ${vice}` })),
    ],
  };
}

/** The locks for the given part ids, taken from a result. */
export function lockParts(result: GeneratorResult, partIds: Iterable<string>): PartLocks {
  const wanted = new Set(partIds);
  return Object.fromEntries(
    result.parts.filter((roll) => wanted.has(roll.partId)).map((roll) => [roll.partId, roll]),
  );
}

/** The result as text to copy: the generator's title, then one "Part: text" line per part. */
export function formatResultText(
  generator: Pick<Generator, 'title'>,
  result: GeneratorResult,
): string {
  return [generator.title, ...result.parts.map((roll) => `${roll.label}: ${roll.text}`)].join('\n');
}

/** The result on one line, for the roll log: "Vice: Envy; The wrong: ...". */
export function formatResultLine(result: GeneratorResult): string {
  return result.parts.map((roll) => `${roll.label}: ${roll.text}`).join('; ');
}

/**
 * The status line after one part changed: "Vice re-rolled: Greed", or, for a part chosen by
 * hand (which locks it), "Vice set to Greed and locked."; null for a part the result lacks.
 */
export function describePartChange(
  result: GeneratorResult,
  partId: string,
  how: 'rerolled' | 'chosen',
): string | null {
  const part = result.parts.find((roll) => roll.partId === partId);
  if (!part) return null;
  return how === 'rerolled'
    ? `${part.label} re-rolled: ${part.text}`
    : `${part.label} set to ${part.text} and locked.`;
}

/** The dice a result used, in part order: "d7, d20, d12". */
export function describeResultDice(result: GeneratorResult): string {
  return result.parts.map((roll) => roll.die).join(', ');
}

/** Each part's roll: "Vice d7: 4, The wrong d20: 13". */
export function describeResultRolls(result: GeneratorResult): string {
  return result.parts.map((roll) => `${roll.label} ${roll.die}: ${roll.roll}`).join(', ');
}

/**
 * A result as the roll log shows it: the dice, each part's face and the words. No total: each
 * part is its own roll on its own table, so their sum would mean nothing.
 */
export function describeGeneratorRoll(result: GeneratorResult): LogLine {
  return {
    expression: describeResultDice(result),
    detail: describeResultRolls(result),
    result: formatResultLine(result),
  };
}

/**
 * What a generator roll is logged with, to roll it again from the log: the generator, the Vice
 * list it rolled on (only when it has a Vice part) and the face of each part that was kept
 * (locked), so "Roll again" is Generate again with the same locks.
 */
export interface GeneratorRollInput {
  readonly generator: string;
  readonly vices?: ViceList;
  readonly kept: Readonly<Record<string, number>>;
}

const GeneratorRollInputSchema = z.object({
  generator: z.string(),
  vices: z.optional(ViceListSchema),
  kept: z.record(z.string(), wholeNumberSchema(1)),
});

/** The logged input for a result and its locked parts. A kept part whose face no longer reads as its text (a shared Vice not on the list) is rolled again instead. */
export function generatorRollInput(
  generator: Generator,
  result: GeneratorResult,
  locked: Iterable<string>,
  vices: ViceList,
): GeneratorRollInput {
  const context = { vices };
  const kept = Object.values(lockParts(result, locked)).filter((roll): roll is PartRoll => {
    const part = generator.parts.find((candidate) => candidate.id === roll?.partId);
    return (
      part !== undefined &&
      roll !== undefined &&
      partEntries(part, context)[roll.roll - 1] === roll.text
    );
  });
  const hasVice = generator.parts.some((part) => part.kind === 'vice');
  return {
    generator: generator.id,
    ...(hasVice && { vices: [...vices] }),
    kept: Object.fromEntries(kept.map((roll) => [roll.partId, roll.roll])),
  };
}

/**
 * A logged input read back against the site's generators: null when it is not readable (an
 * unknown generator or part, a face off its die, a bad Vice list), since the log is saved in the
 * browser and may be old or tampered with.
 */
export function readGeneratorRollInput(
  raw: unknown,
  generators: readonly Generator[],
): { readonly generator: Generator; readonly input: GeneratorRollInput } | null {
  const parsed = GeneratorRollInputSchema.safeParse(raw);
  if (!parsed.success) return null;
  const input: GeneratorRollInput = {
    generator: parsed.data.generator,
    kept: parsed.data.kept,
    ...(parsed.data.vices && { vices: parsed.data.vices }),
  };
  const generator = generators.find((candidate) => candidate.id === input.generator);
  if (!generator) return null;
  const context = { vices: input.vices ?? CLASSIC_VICES };
  for (const [partId, face] of Object.entries(input.kept)) {
    const part = generator.parts.find((candidate) => candidate.id === partId);
    if (!part || partEntries(part, context)[face - 1] === undefined) return null;
  }
  return { generator, input };
}

/** Rolls a logged input again: every part not kept, on the logged Vice list. */
export function rollGeneratorInput(
  generator: Generator,
  input: GeneratorRollInput,
  rng: Rng,
): GeneratorResult {
  const context = { vices: input.vices ?? CLASSIC_VICES };
  const locks = Object.fromEntries(
    Object.entries(input.kept).map(([partId, face]) => [
      partId,
      readPart(findPart(generator, partId), face, context),
    ]),
  );
  return generate(generator, rng, locks, context);
}

/**
 * The generator tool over a list of generators, as the page and the roll log make it: the logged
 * input names the generator, the Vice list and the kept faces; a roll is Generate with those
 * locks. The page logs the result it shows (its locks and re-rolled parts already in it).
 */
export function generatorTool(
  generators: readonly Generator[],
): RollTool<GeneratorRollInput, GeneratorResult> {
  return defineTool<GeneratorRollInput, GeneratorResult>({
    name: 'generator',
    schema: {
      safeParse: (raw: unknown) => {
        const read = readGeneratorRollInput(raw, generators);
        return read ? { success: true, data: read.input } : { success: false };
      },
    },
    roll: (input, rng) => {
      const generator = generators.find((candidate) => candidate.id === input.generator);
      // The schema reads only inputs that name one of these generators.
      if (!generator) throw new RangeError(`no generator ${input.generator}`);
      return rollGeneratorInput(generator, input, rng);
    },
    describe: (_input, result) => describeGeneratorRoll(result),
  });
}

/**
 * Whether every face of a table part's die picks exactly one entry, checked with the site's
 * random-table model (the same check as the rules' own tables). Vice parts always cover their
 * die: it has one face per Vice.
 */
export function checkPartCoverage(part: GeneratorPart): CoverageProblem[] {
  if (part.kind === 'vice') return [];
  return checkCoverage({
    die: part.die,
    rows: part.entries.map((entry, index) => ({ roll: index + 1, cells: [entry] })),
  });
}

/**
 * Reads a generator's data (the parsed JSON value or its text). Returns the generator, or a
 * message naming the first bad field: "parts[1].die: the die d20 does not match the 12 entries".
 */
export function parseGenerator(json: unknown): Result<Generator, Problem<SavedValueCode>> {
  return readSavedValue(json, GeneratorSchema, 'The generator');
}
