/**
 * A Monster card as data: who and what it manifests, the four active Attributes with their
 * descriptors, Weakness, Behaviour, Inflictions and Death's Door, and the saved list of them.
 *
 * Stored shape (localStorage and exported files): `{ version: 1, monsters: Monster[] }`. A share
 * link carries one `MonsterDraft` (a Monster without its id). Adding an optional field is
 * backward compatible; renaming or changing a field needs a new version and a migration in
 * `parseMonsterList` (and a new share-link version). Anything else is refused with a message
 * naming the first bad field, so a store can fall back and an import can say what is wrong.
 *
 * An Attribute's `rating` is 1-5, null (the Monster cannot do that at all) or absent: not set
 * yet, as in a Monster started from one of the text's samples, whose numbers are the Director's.
 */
import * as z from 'zod/mini';
import {
  DifficultySchema,
  LocusAttributeSchema,
  type Difficulty,
  type LocusAttribute,
} from './attributes';
import { createFileCodec } from '../file-codec';
import { ConditionIdSchema, type ConditionId } from './conditions';
import { createUniqueId } from './character';
import type { LocusResult } from './errors';
import { readSavedValue } from './errors';
import { refuse, succeed, type Problem, type Result } from '../result';
import {
  ChaseLikelihoodSchema,
  MIN_MONSTER_DEATHS_DOOR,
  MONSTER_ATTRIBUTES,
  MonsterDeathsDoorSchema,
  MonsterRatingSchema,
  type MonsterAttribute,
  type ThreatInput,
} from './threat';
import { slugOf } from '../slug';

export const MONSTER_LIST_VERSION = 1;

/** Lengths no real card needs; they keep saved data and share links a sane size. */
export const MONSTER_TEXT_LIMITS = {
  name: 100,
  character: 100,
  haunt: 300,
  vice: 60,
  description: 2000,
  descriptor: 200,
  weakness: 300,
  behaviour: 300,
} as const;
export const MAX_INFLICTIONS = 12;
export const MAX_SAVED_MONSTERS = 200;

function text(limit: number) {
  return z
    .string({ error: 'expected text' })
    .check(z.maxLength(limit, `expected at most ${limit} characters`));
}

export const MonsterAttributeEntrySchema = z.object({
  rating: z.optional(MonsterRatingSchema),
  descriptor: text(MONSTER_TEXT_LIMITS.descriptor),
});
export type MonsterAttributeEntry = z.infer<typeof MonsterAttributeEntrySchema>;

export const InflictionSchema = z.object({
  id: z
    .string({ error: 'expected an id' })
    .check(z.minLength(1, 'expected an id'), z.maxLength(40, 'expected at most 40 characters')),
  /** The Monster's action: Spitting, Screaming, Grabbing. */
  descriptor: text(MONSTER_TEXT_LIMITS.descriptor),
  /** The Character Attribute for the avoidance Check. */
  attribute: LocusAttributeSchema,
  condition: ConditionIdSchema,
  difficulty: DifficultySchema,
});
export type Infliction = z.infer<typeof InflictionSchema>;

const MonsterAttributesSchema = z.object(
  Object.fromEntries(
    MONSTER_ATTRIBUTES.map((attribute) => [attribute, MonsterAttributeEntrySchema]),
  ) as Record<MonsterAttribute, typeof MonsterAttributeEntrySchema>,
);

const monsterFields = {
  name: text(MONSTER_TEXT_LIMITS.name),
  /** The Character (or Foil) whose Haunt it manifests. */
  character: text(MONSTER_TEXT_LIMITS.character),
  haunt: text(MONSTER_TEXT_LIMITS.haunt),
  vice: text(MONSTER_TEXT_LIMITS.vice),
  description: text(MONSTER_TEXT_LIMITS.description),
  /** The Malus Locus' one Monster of its own: bottom Layer only, should be Very Strong. */
  locusMonster: z.boolean({ error: 'expected true or false' }),
  attributes: MonsterAttributesSchema,
  weakness: text(MONSTER_TEXT_LIMITS.weakness),
  /** The behaviour in words: Stalking, Opportunistic, Insidious... Scores nothing. */
  behaviour: text(MONSTER_TEXT_LIMITS.behaviour),
  chaseLikelihood: ChaseLikelihoodSchema,
  inflictions: z
    .array(InflictionSchema)
    .check(z.maxLength(MAX_INFLICTIONS, `expected at most ${MAX_INFLICTIONS} Inflictions`)),
  deathsDoorSegments: MonsterDeathsDoorSchema,
};

function uniqueInflictionIds(
  inflictions: readonly Infliction[],
  context: z.core.$RefinementCtx,
  prefix: PropertyKey[],
): void {
  const seen = new Set<string>();
  inflictions.forEach((infliction, index) => {
    if (seen.has(infliction.id))
      context.addIssue({
        code: 'custom',
        message: `"${infliction.id}" is used by two Inflictions`,
        path: [...prefix, 'inflictions', index, 'id'],
      });
    seen.add(infliction.id);
  });
}

/** A Monster without its id: what a share link carries. */
export const MonsterDraftSchema = z
  .object(monsterFields)
  .check(
    z.superRefine((monster, context) => uniqueInflictionIds(monster.inflictions, context, [])),
  );
export type MonsterDraft = z.infer<typeof MonsterDraftSchema>;

export const MonsterSchema = z
  .object({
    id: z
      .string({ error: 'expected an id' })
      .check(z.minLength(1, 'expected an id'), z.maxLength(120, 'expected at most 120 characters')),
    ...monsterFields,
  })
  .check(
    z.superRefine((monster, context) => uniqueInflictionIds(monster.inflictions, context, [])),
  );
export type Monster = z.infer<typeof MonsterSchema>;

export const MonsterListSchema = z
  .object({
    version: z.literal(MONSTER_LIST_VERSION, { error: `expected version ${MONSTER_LIST_VERSION}` }),
    monsters: z
      .array(MonsterSchema)
      .check(z.maxLength(MAX_SAVED_MONSTERS, `expected at most ${MAX_SAVED_MONSTERS} Monsters`)),
  })
  .check(
    z.superRefine((list, context) => {
      const ids = new Set<string>();
      list.monsters.forEach((monster, index) => {
        if (ids.has(monster.id))
          context.addIssue({
            code: 'custom',
            message: `"${monster.id}" is used by two Monsters`,
            path: ['monsters', index, 'id'],
          });
        ids.add(monster.id);
      });
    }),
  );
export type MonsterList = z.infer<typeof MonsterListSchema>;

/** A blank Monster: no Attribute set, no Inflictions, the smallest Death's Door. */
export function createMonsterDraft(patch: Partial<MonsterDraft> = {}): MonsterDraft {
  return {
    name: '',
    character: '',
    haunt: '',
    vice: '',
    description: '',
    locusMonster: false,
    attributes: {
      attack: { descriptor: '' },
      chase: { descriptor: '' },
      search: { descriptor: '' },
      resist: { descriptor: '' },
    },
    weakness: '',
    behaviour: '',
    chaseLikelihood: 'none',
    inflictions: [],
    deathsDoorSegments: MIN_MONSTER_DEATHS_DOOR,
    ...patch,
  };
}

/** An empty list. */
export function createMonsterList(): MonsterList {
  return { version: MONSTER_LIST_VERSION, monsters: [] };
}

/** "Unnamed Monster" for a blank name. */
export function monsterDisplayName(monster: Pick<MonsterDraft, 'name'>): string {
  return monster.name.trim() || 'Unnamed Monster';
}

/** What the threat calculator needs from a Monster. */
export function monsterThreatInput(monster: MonsterDraft): ThreatInput {
  return {
    attributes: Object.fromEntries(
      MONSTER_ATTRIBUTES.map((attribute) => [attribute, monster.attributes[attribute].rating]),
    ),
    chaseLikelihood: monster.chaseLikelihood,
    inflictions: monster.inflictions.map((infliction) => infliction.difficulty),
    deathsDoorSegments: monster.deathsDoorSegments,
  };
}

/** Give a draft an id not taken in `taken`, based on its name. */
export function withMonsterId(draft: MonsterDraft, taken: Iterable<string>): Monster {
  const base = slugOf(draft.name, 'character');
  // Spread first: a Monster passed as a draft must not keep its old id.
  return { ...draft, id: createUniqueId(base === 'character' ? 'monster' : base, taken) };
}

/** The Monster without its id. */
export function monsterDraftOf(monster: Monster): MonsterDraft {
  const { id: _id, ...draft } = monster;
  return draft;
}

// --- Inflictions -----------------------------------------------------------------------------

export interface InflictionInput {
  readonly descriptor?: string;
  readonly attribute?: LocusAttribute;
  readonly condition?: ConditionId;
  readonly difficulty?: Difficulty;
}

/**
 * Whether a Monster with `count` Inflictions has room for one more: refused at the limit, with the
 * words the builder and the threat calculator both show.
 */
export function checkInflictionRoom(count: number): LocusResult<void> {
  return count >= MAX_INFLICTIONS
    ? refuse('invalid-amount', `A Monster can have at most ${MAX_INFLICTIONS} Inflictions here.`)
    : succeed(undefined);
}

/** Add an Infliction with a fresh id; refused past the limit. */
export function addInfliction<T extends MonsterDraft>(
  monster: T,
  input: InflictionInput = {},
): LocusResult<T> {
  const room = checkInflictionRoom(monster.inflictions.length);
  if (!room.ok) return room;
  const id = createUniqueId(
    `infliction-${monster.inflictions.length + 1}`,
    monster.inflictions.map((infliction) => infliction.id),
  );
  const infliction: Infliction = {
    id,
    descriptor: input.descriptor ?? '',
    attribute: input.attribute ?? 'clumsiness',
    condition: input.condition ?? 'prone',
    difficulty: input.difficulty ?? 'medium',
  };
  return succeed({ ...monster, inflictions: [...monster.inflictions, infliction] });
}

/** Change one Infliction; an unknown id changes nothing. */
export function updateInfliction<T extends MonsterDraft>(
  monster: T,
  id: string,
  patch: InflictionInput,
): T {
  return {
    ...monster,
    inflictions: monster.inflictions.map((infliction) =>
      infliction.id === id ? { ...infliction, ...patch } : infliction,
    ),
  };
}

/** Remove one Infliction; an unknown id changes nothing. */
export function removeInfliction<T extends MonsterDraft>(monster: T, id: string): T {
  return {
    ...monster,
    inflictions: monster.inflictions.filter((infliction) => infliction.id !== id),
  };
}

/** Set one Attribute's rating (undefined = not set) and/or descriptor. */
export function setMonsterAttribute<T extends MonsterDraft>(
  monster: T,
  attribute: MonsterAttribute,
  patch: { rating?: MonsterDraft['attributes'][MonsterAttribute]['rating']; descriptor?: string },
): T {
  const current = monster.attributes[attribute];
  const next: MonsterAttributeEntry = { descriptor: patch.descriptor ?? current.descriptor };
  const rating = 'rating' in patch ? patch.rating : current.rating;
  if (rating !== undefined) next.rating = rating;
  return { ...monster, attributes: { ...monster.attributes, [attribute]: next } };
}

// --- The text's four sample Monsters ---------------------------------------------------------

export interface SampleMonster {
  readonly id: string;
  /**
   * The name a Monster started from it takes: ours, as the text gives the samples no names,
   * drawn from the description, for the Director to keep or change.
   */
  readonly name: string;
  /** The text's description, word for word. */
  readonly description: string;
}

export const SAMPLE_MONSTERS: readonly SampleMonster[] = [
  {
    id: 'pterodactyl',
    name: 'The Pterodactyl',
    description:
      'Pterodactyl-like, infected red bulging eyes, skeletal beak. Wings like human arms with human hands, membrane of stretched ooze. Trails caustic tar-like sludge. Smells of paint fumes and thinner.',
  },
  {
    id: 'flesh-tower',
    name: 'The Flesh Tower',
    description:
      'A compact tower of rotting animal flesh with many mouths from the gaps. Forked tongues whisper betrayal. True power: convinces its victims their friends are Monsters. Delicious smell of spices — the signature of the wrongly accused rival.',
  },
  {
    id: 'human-faced-flock',
    name: 'The Human-Faced Flock',
    description:
      'A flock of corvid-like creatures with entirely human faces — no beaks, remorseless expressions. Waits for a character to be isolated, then the swarm descends.',
  },
  {
    id: 'vine-torso',
    name: 'The Vine Torso',
    description:
      'Stationary. Plant-like, spreads ivy-like vines across floors, ceilings, walls. Core is a bark-clad armless torso that opens to reveal a void of corrosive acid. Fills areas with spores.',
  },
];

/**
 * The samples to start from, each by its name alone ("The Pterodactyl"): the text's description
 * is said under the field (describeSampleChoice), and a summary of it beside the name would say
 * the same thing twice, the more so on a phone, where a long option is repeated under its select.
 */
export const SAMPLE_MONSTER_OPTIONS: readonly { readonly value: string; readonly label: string }[] =
  SAMPLE_MONSTERS.map((sample) => ({ value: sample.id, label: sample.name }));

/** A new draft from a sample: its name and description filled in, every number left for the Director. */
export function draftFromSample(sample: SampleMonster): MonsterDraft {
  return createMonsterDraft({ name: sample.name, description: sample.description });
}

// --- Reading and writing ---------------------------------------------------------------------

/**
 * Read a saved or imported Monster list: the parsed JSON value or its text. The refusal names
 * the first bad field ("monsters[0].attributes.attack.rating: expected at most 5").
 */
export function parseMonsterList(json: unknown): LocusResult<MonsterList> {
  return readSavedValue(json, MonsterListSchema, 'The Monster list');
}

/** Read one Monster without an id (from a share link), naming the first bad field. */
export function parseMonsterDraft(json: unknown): LocusResult<MonsterDraft> {
  return readSavedValue(json, MonsterDraftSchema, 'The Monster');
}

/** The list as JSON text, for saving. */
export function serializeMonsterList(list: MonsterList): string {
  return JSON.stringify(list);
}

/**
 * Monsters as a file: `{ version: 1, monsters: [...] }`, the saved list's shape, for the shown
 * Monster or all of them. An import adds the file's Monsters under fresh ids, so a file with none
 * is refused. Named `locus-monster-the-drowned-choir.json` for one Monster, `locus-monsters.json`
 * for several (a Monster's name tells files apart better than a date).
 */
export const monsterFileCodec = createFileCodec<readonly Monster[]>({
  kind: 'locus-monsters',
  // Far larger than any real file of Monsters (200 of them).
  maxLength: 2_000_000,
  parse: (data) => {
    const parsed = parseMonsterList(data);
    return parsed.ok ? succeed(parsed.value.monsters) : parsed;
  },
  toFile: (monsters) => ({ version: MONSTER_LIST_VERSION, monsters }),
  fileName: (monsters) => {
    if (monsters.length === 1 && monsters[0]) {
      const slug = slugOf(monsters[0].name, 'character');
      return `locus-monster-${slug === 'character' ? 'unnamed' : slug}.json`;
    }
    return 'locus-monsters.json';
  },
  // "The Choir" for one Monster, "2 Monsters (The Choir, The Hound)" for several.
  describe: (monsters) =>
    monsters.length === 0
      ? 'no Monsters'
      : monsters.length === 1 && monsters[0]
        ? monsterDisplayName(monsters[0])
        : `${monsters.length} Monsters (${monsters.map(monsterDisplayName).join(', ')})`,
  isEmpty: (monsters) => monsters.length === 0,
});

/** A Monster whose name was taken, as it was named and as it was added. */
export interface RenamedMonster {
  readonly from: string;
  readonly to: string;
}

const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A name no Monster in `taken` has (compared ignoring case and spacing): the name itself, or its
 * stem (without a " (2)" already at its end) followed by the first free number: "The Choir (2)".
 * A blank name stays blank: "Unnamed Monster" is no one's name.
 */
export function freeMonsterName(name: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map(nameKey));
  const tidy = name.trim().replace(/\s+/g, ' ');
  if (tidy === '' || !used.has(nameKey(tidy))) return name;
  const stem = tidy.replace(/ \(\d+\)$/, '');
  for (let number = 2; ; number += 1) {
    const suffix = ` (${number})`;
    const candidate = `${stem.slice(0, MONSTER_TEXT_LIMITS.name - suffix.length)}${suffix}`;
    if (!used.has(nameKey(candidate))) return candidate;
  }
}

/**
 * The name of a copy of a Monster named `name`, free among `taken`: "Moth (copy)", then "Moth
 * (copy 2)", "Moth (copy 3)"; a copy of a copy is numbered from the same stem, not "(copy) (copy)".
 */
export function copyMonsterName(name: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map(nameKey));
  const stem =
    name
      .trim()
      .replace(/\s+/g, ' ')
      .replace(/ \(copy(?: \d+)?\)$/, '') || 'Unnamed Monster';
  for (let number = 1; ; number += 1) {
    const suffix = number === 1 ? ' (copy)' : ` (copy ${number})`;
    const candidate = `${stem.slice(0, MONSTER_TEXT_LIMITS.name - suffix.length)}${suffix}`;
    if (!used.has(nameKey(candidate))) return candidate;
  }
}

/**
 * A name typed for a saved Monster in the editor, against the names of the others in the list
 * (`others`): refused when one has it (`freeMonsterName` would number it), with the numbered name
 * offered instead, so the list never names two Monsters alike. A blank name is never refused.
 */
export function checkMonsterNameFree(
  name: string,
  others: Iterable<string>,
): Result<string, Problem<'duplicate-name'>> {
  const free = freeMonsterName(name, others);
  if (free === name) return succeed(name);
  const tidy = name.trim().replace(/\s+/g, ' ');
  return refuse(
    'duplicate-name',
    `You already have a Monster named ${tidy}. Give this one a different name, such as ${free}, so the list tells them apart.`,
  );
}

/** Says a Monster was renamed because its name was taken: in the tool's own words, once each. */
export function describeRenamedMonsters(renamed: readonly RenamedMonster[]): string {
  return renamed
    .map(
      ({ from, to }) =>
        `You already have a Monster named ${from.trim().replace(/\s+/g, ' ')}: the new one is named ${to}.`,
    )
    .join(' ');
}

/**
 * Add Monsters (new, from a sample, imported, shared) to a list without touching the ones already
 * there: any id already taken gets a new one, and a name already in the list (or earlier in the
 * same batch) gets a number, "The Choir (2)", so the list never names two Monsters alike (the
 * renames are returned, for the tool to say). Refused when the list would grow past its limit.
 */
export function appendMonsters(
  list: MonsterList,
  drafts: readonly MonsterDraft[],
): LocusResult<{
  list: MonsterList;
  added: readonly Monster[];
  renamed: readonly RenamedMonster[];
}> {
  if (list.monsters.length + drafts.length > MAX_SAVED_MONSTERS) {
    return refuse(
      'invalid-amount',
      `At most ${MAX_SAVED_MONSTERS} Monsters can be saved; ${list.monsters.length} are saved already.`,
    );
  }
  const taken = list.monsters.map((monster) => monster.id);
  const names = list.monsters.map((monster) => monster.name);
  const renamed: RenamedMonster[] = [];
  const added = drafts.map((draft) => {
    const name = freeMonsterName(draft.name, names);
    if (name !== draft.name) renamed.push({ from: draft.name, to: name });
    const monster = withMonsterId({ ...draft, name }, taken);
    taken.push(monster.id);
    names.push(name);
    return monster;
  });
  return succeed({ list: { ...list, monsters: [...list.monsters, ...added] }, added, renamed });
}

/**
 * A Monster filled in from a Cast member: the member's name as whose Haunt it manifests, and their
 * Haunt too when the Monster has none yet, with the sentence saying what was filled in.
 */
export function fillMonsterFromCast<T extends MonsterDraft>(
  monster: T,
  member: { readonly name: string; readonly haunt: string },
): { readonly monster: T; readonly said: string } {
  const name = member.name.trim();
  const fillHaunt = monster.haunt.trim() === '' && member.haunt.trim() !== '';
  return {
    monster: { ...monster, character: name, ...(fillHaunt ? { haunt: member.haunt.trim() } : {}) },
    said: `Filled in ${name || 'the character'}${fillHaunt ? ' and their Haunt' : ''} from the Cast.`,
  };
}
