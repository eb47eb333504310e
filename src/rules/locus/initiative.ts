/**
 * Initiative: every entity rolls 3d6, adds them and subtracts its Carelessness; highest total goes
 * first, and the order is fixed for the Conflict.
 *
 * [decision] The text does not say how ties are broken. Ours, in this order:
 *   1. lower Carelessness first (the less careless entity reacts first);
 *   2. then Characters, then Foils, then Monsters (the players act before the things they face);
 *   3. then a roll-off: each still-tied entity rolls 1d6, highest first; equal roll-offs roll again.
 * [decision] Monsters have no Carelessness Attribute; give them 0 (nothing subtracted) unless the
 * Director decides otherwise. Carelessness is therefore 0-5 here.
 */
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../whole-number-schema';
import { rollDie, type Rng } from '../dice';
import { rollThreeDice, type ThreeDice } from './three-dice';
import { readName, type NameProblem } from '../name-text';
import { listInWords } from '../words';
import type { LocusCharacter } from './character';
import { displayName } from './sheet-text';
import { refuse, succeed, type Problem, type Result } from '../result';

export const ENTITY_KINDS = ['character', 'foil', 'monster'] as const;
export const EntityKindSchema = z.enum(ENTITY_KINDS);
export type EntityKind = z.infer<typeof EntityKindSchema>;

export const InitiativeEntitySchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  carelessness: wholeNumberSchema(0, 5),
  kind: EntityKindSchema,
});
export type InitiativeEntity = z.infer<typeof InitiativeEntitySchema>;

/** The longest name a Monster or Foil added to the initiative order may have. */
export const INITIATIVE_NAME_MAX = 60;

/** Why a name typed for a Monster or Foil cannot join the Conflict. */
export type InitiativeNameProblem = NameProblem | 'duplicate-name';

/** Names already in use, by where they are: the Cast's (included or not) and those added here. */
export interface TakenInitiativeNames {
  readonly cast: readonly string[];
  readonly added: readonly string[];
}

/** A name as two names are compared: spaces tidied, case ignored ("the  HOLLOW" is "The Hollow"). */
function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The one rule against two entries of one name in the order, since they make it ambiguous at the
 * table: `name` is refused when a Cast member (included or not) or a Monster or Foil added before
 * already has it, in any case and spacing; the refusal offers the first free numbered name.
 * `addedIn` says where those added are, for a field outside the Initiative tool (the Cast
 * tracker's says "in the Conflict (added in Initiative)").
 */
export function checkInitiativeNameFree(
  name: string,
  taken: TakenInitiativeNames,
  addedIn = 'in this Conflict',
): Result<string, Problem<'duplicate-name'>> {
  const key = nameKey(name);
  const inCast = taken.cast.find((other) => nameKey(other) === key);
  const existing = inCast ?? taken.added.find((other) => nameKey(other) === key);
  if (existing === undefined) return succeed(name);
  const used = new Set([...taken.cast, ...taken.added].map(nameKey));
  let number = 2;
  while (used.has(nameKey(`${existing} ${number}`))) number += 1;
  const free = `${existing.trim().replace(/\s+/g, ' ')} ${number}`;
  const suggestion = free.length <= INITIATIVE_NAME_MAX ? `, such as “${free}”` : '';
  return refuse(
    'duplicate-name',
    `“${existing.trim()}” is already ${inCast === undefined ? addedIn : 'in the Cast'}. Give this one a different name${suggestion}, so the order says who is who.`,
  );
}

/**
 * The name of a Monster or Foil added by hand: tidied, and refused when empty, too long, or
 * already used (`checkInitiativeNameFree`).
 */
export function readInitiativeName(
  text: string,
  taken: TakenInitiativeNames = { cast: [], added: [] },
): Result<string, Problem<InitiativeNameProblem>> {
  const read = readName(text, INITIATIVE_NAME_MAX, 'Enter a name for the Monster or Foil.');
  return read.ok ? checkInitiativeNameFree(read.value, taken) : read;
}

/** The tie-break rule in words, for the widget to show. */
export const INITIATIVE_TIE_RULE =
  'Ties: lower Carelessness goes first; then Characters, then Foils, then Monsters; then a 1d6 roll-off, highest first, rolling again while still tied. (The rules do not say; this is the site’s choice.)';

export type TieBreakReason = 'carelessness' | 'kind' | 'roll-off';

export interface InitiativeEntry {
  readonly entity: InitiativeEntity;
  readonly dice: ThreeDice;
  /** Sum of the three dice. */
  readonly sum: number;
  /** sum - Carelessness. */
  readonly total: number;
  /** 1 acts first. */
  readonly position: number;
  /** The d6 roll-off results, in order; empty when there was none. */
  readonly rollOffs: readonly number[];
  /** Ids of the other entities on the same total. */
  readonly tiedWith: readonly string[];
  /** What placed this entity against its neighbours on the same total. */
  readonly decidedBy: readonly TieBreakReason[];
  /** A sentence for the widget, or null when nobody shares the total. */
  readonly tieBreak: string | null;
}

export interface InitiativeOrder {
  /** Highest first. */
  readonly entries: readonly InitiativeEntry[];
  readonly tieRule: string;
}

const KIND_ORDER: Readonly<Record<EntityKind, number>> = { character: 0, foil: 1, monster: 2 };

interface Working {
  readonly entity: InitiativeEntity;
  readonly dice: ThreeDice;
  readonly sum: number;
  readonly total: number;
  readonly rollOffs: number[];
}

function compareBeforeRollOff(left: Working, right: Working): number {
  return (
    right.total - left.total ||
    left.entity.carelessness - right.entity.carelessness ||
    KIND_ORDER[left.entity.kind] - KIND_ORDER[right.entity.kind]
  );
}

/** Roll-offs for entities equal on every rule: d6 each in list order, highest first, again while equal. */
function rollOff(group: readonly Working[], rng: Rng): Working[] {
  if (group.length < 2) return [...group];
  const rolled = group.map((entry) => {
    const face = rollDie(rng, 6);
    entry.rollOffs.push(face);
    return { entry, face };
  });
  const faces = [...new Set(rolled.map((item) => item.face))].sort((left, right) => right - left);
  return faces.flatMap((face) =>
    rollOff(
      rolled.filter((item) => item.face === face).map((item) => item.entry),
      rng,
    ),
  );
}

function explainPair(left: Rolled, right: Rolled): TieBreakReason {
  if (left.entity.carelessness !== right.entity.carelessness) return 'carelessness';
  if (left.entity.kind !== right.entity.kind) return 'kind';
  return 'roll-off';
}

const REASON_WORDS: Readonly<Record<TieBreakReason, string>> = {
  carelessness: 'lower Carelessness first',
  kind: 'Characters, then Foils, then Monsters',
  'roll-off': 'a 1d6 roll-off',
};

/** What an entry keeps of its roll, whatever its place: enough to place it and tell its ties anew. */
interface Rolled {
  readonly entity: InitiativeEntity;
  readonly dice: ThreeDice;
  readonly sum: number;
  readonly total: number;
  readonly rollOffs: readonly number[];
}

/** Entries already in their order, numbered from 1, each tie told among the entries given. */
function placeInOrder(ordered: readonly Rolled[]): InitiativeEntry[] {
  return ordered.map((entry, index): InitiativeEntry => {
    const tied = ordered.filter((other) => other !== entry && other.total === entry.total);
    const neighbours = [ordered[index - 1], ordered[index + 1]].filter(
      (other): other is Rolled => other !== undefined && other.total === entry.total,
    );
    const decidedBy = [...new Set(neighbours.map((other) => explainPair(entry, other)))];
    const tieBreak =
      tied.length === 0
        ? null
        : `Tied on ${entry.total} with ${tied.map((other) => other.entity.name).join(', ')}; placed by ${decidedBy.map((reason) => REASON_WORDS[reason]).join(' and ')}${
            entry.rollOffs.length > 0 ? ` (rolled ${entry.rollOffs.join(', ')})` : ''
          }.`;
    return {
      entity: entry.entity,
      dice: entry.dice,
      sum: entry.sum,
      total: entry.total,
      position: index + 1,
      rollOffs: [...entry.rollOffs],
      tiedWith: tied.map((other) => other.entity.id),
      decidedBy,
      tieBreak,
    };
  });
}

/**
 * Roll Initiative for every entity (3d6 each, in list order; roll-offs after all of them) and
 * order them, highest total first, ties broken by INITIATIVE_TIE_RULE.
 */
export function rollInitiative(entities: readonly InitiativeEntity[], rng: Rng): InitiativeOrder {
  const working: Working[] = entities.map((entity) => {
    const dice = rollThreeDice(rng);
    const sum = dice[0] + dice[1] + dice[2];
    return { entity, dice, sum, total: sum - entity.carelessness, rollOffs: [] };
  });
  const sorted = [...working].sort(compareBeforeRollOff);
  const ordered: Working[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start + 1;
    while (
      end < sorted.length &&
      compareBeforeRollOff(sorted[start] as Working, sorted[end] as Working) === 0
    )
      end += 1;
    ordered.push(...rollOff(sorted.slice(start, end), rng));
    start = end;
  }
  return { entries: placeInOrder(ordered), tieRule: INITIATIVE_TIE_RULE };
}

/**
 * An entity whose Carelessness or kind changed since the roll (in the Cast): both placed it, so the
 * order shown is no longer what a roll of the Conflict as it is now would give.
 */
export interface InitiativeChange {
  /** As it was rolled, under the name it has now. */
  readonly rolled: InitiativeEntity;
  readonly now: InitiativeEntity;
}

/** The rolled order as it stands in the Conflict now (`currentInitiativeOrder`). */
export interface CurrentInitiativeOrder {
  readonly order: InitiativeOrder;
  /** In the Conflict now, but not in the roll: to roll again for. */
  readonly notRolled: readonly InitiativeEntity[];
  /** In the roll, but changed since in what placed them. */
  readonly changed: readonly InitiativeChange[];
  /** What changed since the roll, in a sentence; null while the order is still the roll of who is in it. */
  readonly staleNote: string | null;
}

const KIND_WORDS: Readonly<Record<EntityKind, string>> = {
  character: 'a Character',
  foil: 'a Foil',
  monster: 'a Monster',
};

function describeChange({ rolled, now }: InitiativeChange): string {
  const parts: string[] = [];
  if (now.carelessness !== rolled.carelessness)
    parts.push(
      `${now.name}’s Carelessness is now ${now.carelessness} (${rolled.carelessness} in this roll)`,
    );
  if (now.kind !== rolled.kind)
    parts.push(
      `${now.name} is now ${KIND_WORDS[now.kind]} (${KIND_WORDS[rolled.kind]} in this roll)`,
    );
  return listInWords(parts);
}

/**
 * The rolled order as it stands in the Conflict now: entries whose entity has left (a Monster
 * removed, a Cast member left out or gone from the Cast) are dropped, the places close up and each
 * tie is told again among those left. Each entry shows its entity's name as it is now (a Cast
 * member renamed since) but keeps the Carelessness and kind it was rolled and placed with; where
 * those changed, the entity is in `changed` and `staleNote` says the order was rolled before the
 * change. `notRolled` are the entities in the Conflict now that the roll did not include (added or
 * put back in since), to roll again for.
 */
export function currentInitiativeOrder(
  order: InitiativeOrder,
  entities: readonly InitiativeEntity[],
): CurrentInitiativeOrder {
  const present = new Map(entities.map((entity) => [entity.id, entity]));
  const rolled = new Set(order.entries.map((entry) => entry.entity.id));
  const kept = order.entries.flatMap((entry) => {
    const now = present.get(entry.entity.id);
    return now === undefined ? [] : [{ ...entry, entity: { ...entry.entity, name: now.name } }];
  });
  const changed = kept.flatMap(({ entity }): InitiativeChange[] => {
    const now = present.get(entity.id) as InitiativeEntity;
    return now.carelessness === entity.carelessness && now.kind === entity.kind
      ? []
      : [{ rolled: entity, now }];
  });
  return {
    order: { ...order, entries: placeInOrder(kept) },
    notRolled: entities.filter((entity) => !rolled.has(entity.id)),
    changed,
    staleNote:
      changed.length === 0
        ? null
        : `Rolled before a change in the Cast: ${changed.map(describeChange).join('; ')}. Roll again to order everyone as they are now.`,
  };
}

/** A Cast member as the Initiative reads them: the name shown, their Carelessness and kind. */
export function castInitiativeEntity(
  character: Pick<LocusCharacter, 'id' | 'name' | 'kind' | 'attributes'>,
): InitiativeEntity {
  return {
    id: castEntityId(character.id),
    name: displayName(character),
    carelessness: character.attributes.carelessness,
    kind: character.kind === 'foil' ? 'foil' : 'character',
  };
}

/** A Conflict as the Initiative tool shows it, with the Cast as it is now (`viewConflict`). */
export interface ConflictView {
  /** Every Cast member, in the Conflict or left out. */
  readonly cast: readonly InitiativeEntity[];
  /** Who is in the Conflict now: the Cast members not left out, then the Monsters and Foils added. */
  readonly entities: readonly InitiativeEntity[];
  /** The names a new Monster, Foil or Cast member may not take (`checkInitiativeNameFree`). */
  readonly taken: TakenInitiativeNames;
  /** The last rolled order as it stands now, or null before a roll. */
  readonly shown: CurrentInitiativeOrder | null;
}

/** What the Initiative tool shows of `state` while the Cast holds `characters`. */
export function viewConflict(
  characters: readonly Pick<LocusCharacter, 'id' | 'name' | 'kind' | 'attributes'>[],
  state: InitiativeState,
): ConflictView {
  const cast = characters.map(castInitiativeEntity);
  const entities = [
    ...cast.filter((entity) => !state.excluded.includes(entity.id)),
    ...state.added,
  ];
  return {
    cast,
    entities,
    taken: {
      cast: cast.map((entity) => entity.name),
      added: state.added.map((entity) => entity.name),
    },
    shown: state.order ? currentInitiativeOrder(state.order, entities) : null,
  };
}

// The Conflict as a tool keeps it between visits.

/** At most this many Monsters and Foils are added to one Conflict (a bound for saved data). */
export const INITIATIVE_MAX_ADDED = 99;

const DieFaceSchema = wholeNumberSchema(1, 6);
const EntryIdsSchema = z.array(z.string()).check(z.maxLength(500));

export const InitiativeEntrySchema = z.object({
  entity: InitiativeEntitySchema,
  dice: z.tuple([DieFaceSchema, DieFaceSchema, DieFaceSchema]),
  sum: wholeNumberSchema(3, 18),
  total: wholeNumberSchema(-2, 18),
  position: wholeNumberSchema(1),
  rollOffs: z.array(DieFaceSchema),
  tiedWith: EntryIdsSchema,
  decidedBy: z.array(z.enum(['carelessness', 'kind', 'roll-off'])),
  tieBreak: z.nullable(z.string()),
});

export const InitiativeOrderSchema = z.object({
  entries: z.array(InitiativeEntrySchema).check(z.maxLength(500)),
  tieRule: z.string(),
});

/**
 * One Conflict's initiative: the Monsters and Foils added by hand (`kind` never 'character'), the
 * Cast members left out (by their `cast:<id>` entity ids), the last rolled order, and the number
 * the next added entity's id takes, so a new one never reuses the id of one removed (which would
 * give it that one's place in the order).
 */
export const InitiativeStateSchema = z.object({
  added: z
    .array(z.extend(InitiativeEntitySchema, { kind: z.enum(['foil', 'monster']) }))
    .check(z.maxLength(INITIATIVE_MAX_ADDED)),
  excluded: EntryIdsSchema,
  order: z.nullable(InitiativeOrderSchema),
  nextNumber: wholeNumberSchema(1),
});

/** A Monster or Foil added by hand (Characters come from the Cast). */
export type AddedInitiativeKind = Exclude<EntityKind, 'character'>;
export type AddedInitiativeEntity = InitiativeEntity & { readonly kind: AddedInitiativeKind };

export interface InitiativeState {
  readonly added: readonly AddedInitiativeEntity[];
  readonly excluded: readonly string[];
  readonly order: InitiativeOrder | null;
  readonly nextNumber: number;
}

/** A new Conflict: nobody added, the whole Cast in, nothing rolled. */
export function newInitiativeState(): InitiativeState {
  return { added: [], excluded: [], order: null, nextNumber: 1 };
}

/** The id of a Cast member's entity in the order. */
export function castEntityId(characterId: string): string {
  return `cast:${characterId}`;
}

/**
 * Adds a Monster or Foil by name: refused when the name is empty, too long or already used
 * (`readInitiativeName`, against `castNames` and those added), or when the Conflict is full.
 */
export function addInitiativeEntity(
  state: InitiativeState,
  draft: {
    readonly name: string;
    readonly kind: AddedInitiativeKind;
    readonly carelessness: number;
  },
  castNames: readonly string[],
): Result<
  { readonly state: InitiativeState; readonly added: InitiativeEntity },
  Problem<InitiativeNameProblem | 'full'>
> {
  const name = readInitiativeName(draft.name, {
    cast: castNames,
    added: state.added.map((entity) => entity.name),
  });
  if (!name.ok) return name;
  if (state.added.length >= INITIATIVE_MAX_ADDED)
    return refuse(
      'full',
      `At most ${INITIATIVE_MAX_ADDED} Monsters and Foils can join one Conflict: remove one first.`,
    );
  const added = {
    id: `extra:${state.nextNumber}`,
    name: name.value,
    carelessness: draft.carelessness,
    kind: draft.kind,
  };
  return succeed({
    state: { ...state, added: [...state.added, added], nextNumber: state.nextNumber + 1 },
    added,
  });
}

/** Removes a Monster or Foil added by hand; it leaves the shown order too (`currentInitiativeOrder`). */
export function removeInitiativeEntity(state: InitiativeState, id: string): InitiativeState {
  return { ...state, added: state.added.filter((entity) => entity.id !== id) };
}

/** A Monster or Foil taken out of the Conflict, with its place among those added, for Undo. */
export interface RemovedInitiativeEntity {
  readonly entity: AddedInitiativeEntity;
  readonly index: number;
}

/**
 * Takes a Monster or Foil out of the Conflict and says where it was, for `restoreInitiativeEntity`;
 * undefined when there is no such entity.
 */
export function takeInitiativeEntity(
  state: InitiativeState,
  id: string,
): { readonly state: InitiativeState; readonly removed: RemovedInitiativeEntity } | undefined {
  const index = state.added.findIndex((entity) => entity.id === id);
  const entity = state.added[index];
  if (entity === undefined) return undefined;
  return { state: removeInitiativeEntity(state, id), removed: { entity, index } };
}

/**
 * Puts back a Monster or Foil taken out (Undo), at its place in the list. Its id is never given to
 * another (`nextNumber`), so while the saved order still holds its roll, it takes its place in the
 * order again; after a new roll it waits, named under the order, for the next. Refused when it is
 * back already, when its name has been taken meanwhile, or when the Conflict is full.
 */
export function restoreInitiativeEntity(
  state: InitiativeState,
  { entity, index }: RemovedInitiativeEntity,
  castNames: readonly string[],
): Result<InitiativeState, Problem<InitiativeNameProblem | 'full' | 'already-back'>> {
  if (state.added.some((other) => other.id === entity.id))
    return refuse('already-back', `${entity.name} is in the Conflict already.`);
  const name = checkInitiativeNameFree(entity.name, {
    cast: castNames,
    added: state.added.map((other) => other.name),
  });
  if (!name.ok) return name;
  if (state.added.length >= INITIATIVE_MAX_ADDED)
    return refuse(
      'full',
      `At most ${INITIATIVE_MAX_ADDED} Monsters and Foils can join one Conflict: remove one first.`,
    );
  const added = [...state.added];
  added.splice(Math.min(index, added.length), 0, entity);
  return succeed({ ...state, added });
}

/** Puts a Cast member (by entity id) in the Conflict or leaves them out. */
export function includeInInitiative(
  state: InitiativeState,
  entityId: string,
  included: boolean,
): InitiativeState {
  const excluded = state.excluded.filter((id) => id !== entityId);
  return { ...state, excluded: included ? excluded : [...excluded, entityId] };
}
