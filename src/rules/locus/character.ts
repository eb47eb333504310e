/**
 * The Locus character sheet as data, and pure reducers over it: each returns a new character
 * (or an error value) and never changes its input.
 *
 * Stored shape: `LocusCharacter` below, saved inside the cast (`cast.ts`, version 1). Adding an
 * optional field is backward compatible; renaming or changing a field needs a new cast version
 * and a migration in `parseCast`.
 */
import { describeIssues } from '../plain-issues';
import { wholeNumberSchema } from '../whole-number-schema';
import * as z from 'zod/mini';
import {
  ATTRIBUTE_LABELS,
  AttributeScoreSchema,
  LOCUS_ATTRIBUTES,
  type InjuryFloor,
  type LocusAttribute,
} from './attributes';
import {
  canShedCard,
  CardSchema,
  formatCard,
  isSameCard,
  resolveDraw,
  SuitSchema,
  type Card,
  type DrawResolution,
  type ShedTrigger,
} from './cards';
import { ConditionIdSchema, type ConditionId } from './conditions';
import { ItemQualitySchema, type DurabilityCheck } from './durability-check';
import { fail, refuse, succeed } from '../result';
import type { LocusResult } from './errors';
import { INJURY_SEGMENTS, InjurySeveritySchema, type InjurySeverity } from './injury';
import {
  calmStress,
  raiseStress,
  restStress,
  StressLevelSchema,
  type StressCalming,
  type StressLevel,
} from './stress';
import { STARTING_WILLPOWER } from './willpower';
import { slugOf } from '../slug';

export const CHARACTER_KINDS = ['character', 'foil'] as const;
export const CharacterKindSchema = z.enum(CHARACTER_KINDS);
export type CharacterKind = z.infer<typeof CharacterKindSchema>;

export const AttributesSchema = z.object(
  Object.fromEntries(
    LOCUS_ATTRIBUTES.map((attribute) => [attribute, AttributeScoreSchema]),
  ) as Record<LocusAttribute, typeof AttributeScoreSchema>,
);
export type Attributes = z.infer<typeof AttributesSchema>;

export const InjurySchema = z.object({
  id: z.string().check(z.minLength(1, 'expected an id')),
  name: z.string(),
  severity: InjurySeveritySchema,
  treated: z.boolean(),
});
export type Injury = z.infer<typeof InjurySchema>;

export const SkillSchema = z.object({ name: z.string(), type: z.string(), effect: z.string() });
export type Skill = z.infer<typeof SkillSchema>;

export const MAX_DURABILITY_BOXES = 8;

export const ItemSchema = z
  .object({
    id: z.string().check(z.minLength(1, 'expected an id')),
    name: z.string(),
    size: z.enum(['small', 'large']),
    quality: ItemQualitySchema,
    durabilityBoxes: wholeNumberSchema(0, MAX_DURABILITY_BOXES),
    durabilityUsed: wholeNumberSchema(0),
    damaged: z.boolean(),
    damageType: z.string(),
    weapon: z.boolean(),
    destroyed: z.boolean(),
  })
  .check(
    z.refine((item) => item.durabilityUsed <= item.durabilityBoxes, {
      message: 'more Durability boxes used than the Item has',
      path: ['durabilityUsed'],
    }),
  );
export type Item = z.infer<typeof ItemSchema>;

export const LocusCharacterSchema = z
  .object({
    id: z.string().check(z.minLength(1, 'expected an id')),
    name: z.string(),
    attitude: z.string(),
    haunt: z.string(),
    virtue: z.string(),
    virtueSuit: z.nullable(SuitSchema),
    hauntSuit: z.nullable(SuitSchema),
    kind: CharacterKindSchema,
    attributes: AttributesSchema,
    willpower: wholeNumberSchema(0),
    stress: StressLevelSchema,
    injuries: z.array(InjurySchema),
    conditions: z.array(ConditionIdSchema),
    skills: z.array(SkillSchema),
    items: z.array(ItemSchema),
    hand: z.array(CardSchema),
    notes: z.string(),
  })
  .check(
    z.superRefine((character, context) => {
      if (character.virtueSuit !== null && character.virtueSuit === character.hauntSuit) {
        context.addIssue({
          code: 'custom',
          message: 'must differ from the Virtue suit',
          path: ['hauntSuit'],
        });
      }
      const seen = new Set<string>();
      character.hand.forEach((card, index) => {
        const key = `${card.suit}-${card.rank}`;
        if (seen.has(key))
          context.addIssue({
            code: 'custom',
            message: `${formatCard(card)} is in the Hand twice`,
            path: ['hand', index],
          });
        seen.add(key);
      });
      for (const [field, list] of [
        ['injuries', character.injuries],
        ['items', character.items],
      ] as const) {
        const ids = new Set<string>();
        list.forEach((entry, index) => {
          if (ids.has(entry.id))
            context.addIssue({
              code: 'custom',
              message: `the id "${entry.id}" is used twice`,
              path: [field, index, 'id'],
            });
          ids.add(entry.id);
        });
      }
    }),
  );
export type LocusCharacter = z.infer<typeof LocusCharacterSchema>;

/** Every Attribute starts at 1. */
export const STARTING_ATTRIBUTE = 1;
/** Points added on top of the starting 1s. */
export const ATTRIBUTE_POINTS = 16;
/** 8 x 1 + 16: the Attribute total of a finished Character (average 3). */
export const ATTRIBUTE_TOTAL = LOCUS_ATTRIBUTES.length * STARTING_ATTRIBUTE + ATTRIBUTE_POINTS;

/** An id based on `base` that is not in `taken`: `base`, then `base-2`, `base-3` ... */
export function createUniqueId(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const stem = base.trim() === '' ? 'id' : base;
  if (!used.has(stem)) return stem;
  for (let suffix = 2; ; suffix += 1)
    if (!used.has(`${stem}-${suffix}`)) return `${stem}-${suffix}`;
}

export interface CreateCharacterOptions {
  /** Defaults to the name in kebab-case; pass a unique one (e.g. `createUniqueId`) when adding to a cast. */
  readonly id?: string;
  readonly kind?: CharacterKind;
}

/** A blank sheet: all Attributes 1, 5 WP, Uneasy, no injuries, Items, cards or suits chosen. */
export function createCharacter(
  name: string,
  options: CreateCharacterOptions = {},
): LocusCharacter {
  return {
    id: options.id ?? slugOf(name, 'character'),
    name,
    attitude: '',
    haunt: '',
    virtue: '',
    virtueSuit: null,
    hauntSuit: null,
    kind: options.kind ?? 'character',
    attributes: Object.fromEntries(
      LOCUS_ATTRIBUTES.map((attribute) => [attribute, STARTING_ATTRIBUTE]),
    ) as Attributes,
    willpower: STARTING_WILLPOWER,
    stress: 'uneasy',
    injuries: [],
    conditions: [],
    skills: [],
    items: [],
    hand: [],
    notes: '',
  };
}

/** The sheet fields `updateCharacterDetails` may change. */
export type CharacterDetails = Partial<
  Pick<
    LocusCharacter,
    'name' | 'attitude' | 'haunt' | 'virtue' | 'virtueSuit' | 'hauntSuit' | 'kind' | 'notes'
  >
>;

/** Change free-text fields, suits or kind; refused with the schema's message when the result is invalid (e.g. equal suits). */
export function updateCharacterDetails(
  character: LocusCharacter,
  details: CharacterDetails,
): LocusResult<LocusCharacter> {
  const next = { ...character, ...details };
  const parsed = LocusCharacterSchema.safeParse(next);
  if (!parsed.success) {
    const { message, path } = describeIssues(parsed.error.issues, 'The character', next);
    return fail({ code: 'invalid-data', message, path });
  }
  return succeed(next);
}

/** Set one Attribute; refused (`invalid-attribute`) unless the score is a whole number 1-5. */
export function setAttribute(
  character: LocusCharacter,
  attribute: LocusAttribute,
  score: number,
): LocusResult<LocusCharacter> {
  if (!AttributeScoreSchema.safeParse(score).success) {
    return fail({
      code: 'invalid-attribute',
      message: `${ATTRIBUTE_LABELS[attribute]} must be a whole number from 1 to 5, not ${score}.`,
      path: `attributes.${attribute}`,
    });
  }
  return succeed({ ...character, attributes: { ...character.attributes, [attribute]: score } });
}

function sumAttributes(attributes: Attributes): number {
  return LOCUS_ATTRIBUTES.reduce((total, attribute) => total + attributes[attribute], 0);
}

/** Points still to distribute: 24 minus the Attribute total (negative when overspent). */
export function attributePointsLeft(character: Pick<LocusCharacter, 'attributes'>): number {
  return ATTRIBUTE_TOTAL - sumAttributes(character.attributes);
}

export interface AttributeValidation {
  readonly total: number;
  readonly expectedTotal: number;
  readonly pointsLeft: number;
  /** The total is exactly 24. */
  readonly valid: boolean;
  /** Whether the rule applies: Characters yes, Foils no (the Director builds them freely). */
  readonly enforced: boolean;
  /** What is wrong, or null when the total is right. Given for Foils too, as information. */
  readonly message: string | null;
}

/** Check the 16-point rule: a Character's Attributes must total 24; a Foil's may differ (flagged, allowed). */
export function validateAttributes(
  character: Pick<LocusCharacter, 'attributes' | 'kind'>,
): AttributeValidation {
  const total = sumAttributes(character.attributes);
  const pointsLeft = ATTRIBUTE_TOTAL - total;
  const message =
    pointsLeft === 0
      ? null
      : pointsLeft > 0
        ? `${pointsLeft} of ${ATTRIBUTE_POINTS} Attribute point${pointsLeft === 1 ? '' : 's'} still to distribute.`
        : `${-pointsLeft} Attribute point${pointsLeft === -1 ? '' : 's'} too many: the total is ${total}, not ${ATTRIBUTE_TOTAL}.`;
  return {
    total,
    expectedTotal: ATTRIBUTE_TOTAL,
    pointsLeft,
    valid: pointsLeft === 0,
    enforced: character.kind === 'character',
    message,
  };
}

/** Death's Door has 27 segments: 3 symbols of 9, each of 3 sub-sections of 3. */
export const DEATHS_DOOR_SEGMENTS = 27;

/**
 * Add an injury. Injuries never upgrade (three Minor stay three Minor); each fills its own segments.
 * Filling the 27th segment kills the character (see `deathsDoorSegments`).
 */
export function addInjury(
  character: LocusCharacter,
  severity: InjurySeverity,
  name: string,
): LocusCharacter {
  const id = createUniqueId(
    `injury-${character.injuries.length + 1}`,
    character.injuries.map((injury) => injury.id),
  );
  return {
    ...character,
    injuries: [...character.injuries, { id, name, severity, treated: false }],
  };
}

function findIndexById<T extends { readonly id: string }>(list: readonly T[], id: string): number {
  return list.findIndex((entry) => entry.id === id);
}

/** Mark an injury treated (or untreated again). Only its difficulty penalty changes; its segments stay filled. */
export function treatInjury(
  character: LocusCharacter,
  injuryId: string,
  treated = true,
): LocusResult<LocusCharacter> {
  const index = findIndexById(character.injuries, injuryId);
  if (index < 0) return refuse('unknown-injury', `There is no injury "${injuryId}".`);
  return succeed({
    ...character,
    injuries: character.injuries.map((injury, at) =>
      at === index ? { ...injury, treated } : injury,
    ),
  });
}

/** Delete an injury entered by mistake (not a rule of the game: injuries heal only by the story). */
export function removeInjury(
  character: LocusCharacter,
  injuryId: string,
): LocusResult<LocusCharacter> {
  if (findIndexById(character.injuries, injuryId) < 0)
    return refuse('unknown-injury', `There is no injury "${injuryId}".`);
  return succeed({
    ...character,
    injuries: character.injuries.filter((injury) => injury.id !== injuryId),
  });
}

/**
 * Put back an injury `removeInjury` took, at its place in the list (`index`, or the end when the
 * list is shorter now), so an Undo refills the same segments in the same order. An id taken
 * meanwhile gives it a new one; the same injury already back is refused, so Undo restores once.
 */
export function restoreInjury(
  character: LocusCharacter,
  injury: Injury,
  index: number,
): LocusResult<LocusCharacter> {
  const same = JSON.stringify(injury);
  if (character.injuries.some((other) => JSON.stringify(other) === same))
    return refuse('already-restored', 'That injury is back already.');
  const id = createUniqueId(
    injury.id,
    character.injuries.map((other) => other.id),
  );
  const injuries = [...character.injuries];
  injuries.splice(Math.max(0, Math.min(index, injuries.length)), 0, { ...injury, id });
  return succeed({ ...character, injuries });
}

const FLOOR_ORDER: readonly InjuryFloor[] = ['none', 'major', 'grievous'];

/**
 * The difficulty floor the character's injuries put on every check: `grievous` (at least Hard),
 * `major` (at least Medium) or `none`. The worst injury counts.
 *
 * Treating: the text says treating an injury "reduces its Difficulty penalty only". We read
 * "reduces" as one step down ([decision]): a treated Grievous injury counts as Major (at least
 * Medium), a treated Major injury no longer raises difficulty. Minor injuries never do.
 * With no character chosen (values typed), there are no injuries: `none`.
 */
export function injuryFloor(character: Pick<LocusCharacter, 'injuries'> | undefined): InjuryFloor {
  let worst = 0;
  for (const injury of character?.injuries ?? []) {
    const untreated = injury.severity === 'grievous' ? 2 : injury.severity === 'major' ? 1 : 0;
    worst = Math.max(worst, injury.treated ? Math.max(0, untreated - 1) : untreated);
  }
  return FLOOR_ORDER[worst] ?? 'none';
}

export interface DeathsDoorSegment {
  /** 0-26, in filling order. */
  readonly index: number;
  /** 0-2: which of the three symbols. */
  readonly symbol: number;
  /** 0-2: which sub-section of the symbol. */
  readonly subsection: number;
  /** 0-2: which segment of the sub-section. */
  readonly position: number;
  /** The injury that fills it, or null while empty. */
  readonly injuryId: string | null;
  readonly severity: InjurySeverity | null;
}

export interface DeathsDoor {
  /** Segments all injuries would fill; may exceed 27. */
  readonly total: number;
  /** Filled segments, at most 27. */
  readonly filled: number;
  readonly remaining: number;
  /** All 27 filled: the character dies and becomes an Echo. */
  readonly dead: boolean;
  /** 27 segments, symbol by symbol, sub-section by sub-section. */
  readonly segments: readonly DeathsDoorSegment[];
}

/**
 * The Death's Door tracker. [decision] Injuries fill segments one after another in the order they
 * were taken, so a Major after a Minor fills segments 2-4: "3 segments (one sub-section)" gives
 * the amount, and the symbols and sub-sections are the sheet's way of counting to 27. Death comes
 * exactly when 27 are filled. (The text's Echo rule in "The World" adds that the character *may*
 * become an Echo when their Hand is large enough; the widget can say so.)
 */
export function deathsDoorSegments(character: Pick<LocusCharacter, 'injuries'>): DeathsDoor {
  const owners: { injuryId: string; severity: InjurySeverity }[] = [];
  for (const injury of character.injuries) {
    for (let count = 0; count < INJURY_SEGMENTS[injury.severity]; count += 1)
      owners.push({ injuryId: injury.id, severity: injury.severity });
  }
  const segments = Array.from({ length: DEATHS_DOOR_SEGMENTS }, (_, index): DeathsDoorSegment => {
    const owner = owners[index];
    return {
      index,
      symbol: Math.floor(index / 9),
      subsection: Math.floor(index / 3) % 3,
      position: index % 3,
      injuryId: owner?.injuryId ?? null,
      severity: owner?.severity ?? null,
    };
  });
  const filled = Math.min(owners.length, DEATHS_DOOR_SEGMENTS);
  return {
    total: owners.length,
    filled,
    remaining: DEATHS_DOOR_SEGMENTS - filled,
    dead: filled >= DEATHS_DOOR_SEGMENTS,
    segments,
  };
}

/** The players' Characters of a Cast, without the Director's Foils. */
export function playerCharacters<Member extends Pick<LocusCharacter, 'kind'>>(
  members: readonly Member[],
): Member[] {
  return members.filter((member) => member.kind === 'character');
}

/** All 27 Death's Door segments are filled. */
export function isDead(character: Pick<LocusCharacter, 'injuries'>): boolean {
  return deathsDoorSegments(character).dead;
}

function checkAmount(amount: number): LocusResult<number> {
  if (!Number.isInteger(amount) || amount < 0)
    return refuse(
      'invalid-amount',
      `An amount of WP must be a whole number of at least 0, not ${amount}.`,
    );
  return succeed(amount);
}

/** Spend WP; refused (`not-enough-willpower`) when the character has less, so WP never goes below 0. */
export function spendWillpower(
  character: LocusCharacter,
  amount: number,
): LocusResult<LocusCharacter> {
  const checked = checkAmount(amount);
  if (!checked.ok) return checked;
  if (amount > character.willpower) {
    return refuse(
      'not-enough-willpower',
      `${character.name || 'The character'} has ${character.willpower} WP and cannot spend ${amount}.`,
    );
  }
  return succeed({ ...character, willpower: character.willpower - amount });
}

/** Gain WP. There is no maximum: the text gives none. Refused (`invalid-amount`) for a negative or fractional amount. */
export function gainWillpower(
  character: LocusCharacter,
  amount: number,
): LocusResult<LocusCharacter> {
  const checked = checkAmount(amount);
  if (!checked.ok) return checked;
  return succeed({ ...character, willpower: character.willpower + amount });
}

/** Set the Stress level directly (no WP is gained: use `calmCharacterStress` for that). */
export function setStress(character: LocusCharacter, stress: StressLevel): LocusCharacter {
  return { ...character, stress };
}

/** After a failed Stress Check: one level up; already Stressed stays Stressed with `capped: true`. */
export function raiseCharacterStress(character: LocusCharacter): {
  readonly character: LocusCharacter;
  readonly capped: boolean;
} {
  const change = raiseStress(character.stress);
  return { character: { ...character, stress: change.level }, capped: change.capped };
}

export interface CharacterCalming {
  readonly character: LocusCharacter;
  readonly willpowerGained: number;
  readonly capped: boolean;
}

/** A lowered Stress written on the sheet, with the Willpower it gives. */
function applyCalming(character: LocusCharacter, change: StressCalming): CharacterCalming {
  return {
    character: {
      ...character,
      stress: change.level,
      willpower: character.willpower + change.willpowerGained,
    },
    willpowerGained: change.willpowerGained,
    capped: change.capped,
  };
}

/** Calm down one level; +3 WP on reaching Uneasy. */
export function calmCharacterStress(character: LocusCharacter): CharacterCalming {
  return applyCalming(character, calmStress(character.stress));
}

/** Extended Rest: straight to Uneasy; +3 WP if Stress dropped. */
export function restCharacter(character: LocusCharacter): CharacterCalming {
  return applyCalming(character, restStress(character.stress));
}

/** Whether the Condition is active. */
export function hasCondition(
  character: Pick<LocusCharacter, 'conditions'>,
  condition: ConditionId,
): boolean {
  return character.conditions.includes(condition);
}

/** Turn a Condition on or off. */
export function setCondition(
  character: LocusCharacter,
  condition: ConditionId,
  active: boolean,
): LocusCharacter {
  const others = character.conditions.filter((id) => id !== condition);
  return { ...character, conditions: active ? [...others, condition] : others };
}

/** Turn a Condition on if off, off if on. */
export function toggleCondition(character: LocusCharacter, condition: ConditionId): LocusCharacter {
  return setCondition(character, condition, !hasCondition(character, condition));
}

/** Add a Skill at the end of the list. */
export function addSkill(character: LocusCharacter, skill: Skill): LocusCharacter {
  return { ...character, skills: [...character.skills, { ...skill }] };
}

/** Replace the Skill at `index`; refused (`unknown-skill`) when there is none. */
export function updateSkill(
  character: LocusCharacter,
  index: number,
  skill: Skill,
): LocusResult<LocusCharacter> {
  if (character.skills[index] === undefined)
    return refuse('unknown-skill', `There is no Skill number ${index + 1}.`);
  return succeed({
    ...character,
    skills: character.skills.map((entry, at) => (at === index ? { ...skill } : entry)),
  });
}

/** Remove the Skill at `index`; refused (`unknown-skill`) when there is none. */
export function removeSkill(character: LocusCharacter, index: number): LocusResult<LocusCharacter> {
  if (character.skills[index] === undefined)
    return refuse('unknown-skill', `There is no Skill number ${index + 1}.`);
  return succeed({ ...character, skills: character.skills.filter((_, at) => at !== index) });
}

/** The fields of a new Item; anything left out takes the default of a blank Item card. */
export type ItemInput = Partial<Omit<Item, 'id'>> & { readonly id?: string };

/** A blank Item card: large, Quality 1, no Durability boxes, not a weapon. */
export function createItem(input: ItemInput & { readonly id: string }): Item {
  return {
    name: '',
    size: 'large',
    quality: 1,
    durabilityBoxes: 0,
    durabilityUsed: 0,
    damaged: false,
    damageType: '',
    weapon: false,
    destroyed: false,
    ...input,
  };
}

/** Add an Item (validated); refused (`invalid-data` naming the field) when a value is out of range. */
export function addItem(character: LocusCharacter, input: ItemInput): LocusResult<LocusCharacter> {
  const id =
    input.id ??
    createUniqueId(
      `item-${character.items.length + 1}`,
      character.items.map((item) => item.id),
    );
  if (findIndexById(character.items, id) >= 0)
    return refuse('duplicate-id', `The character already has an Item with the id "${id}".`);
  return validateItem(character, createItem({ ...input, id }), character.items.length);
}

function validateItem(
  character: LocusCharacter,
  item: Item,
  index: number,
): LocusResult<LocusCharacter> {
  const parsed = ItemSchema.safeParse(item);
  if (!parsed.success) {
    const { message, path } = describeIssues(parsed.error.issues, 'The item', item);
    return fail({
      code: 'invalid-data',
      message: `Item: ${message}`,
      path: `items.${index}.${path}`,
    });
  }
  const items = [...character.items];
  items[index] = parsed.data;
  return succeed({ ...character, items });
}

function withItem(
  character: LocusCharacter,
  itemId: string,
  change: (item: Item, index: number) => LocusResult<LocusCharacter>,
): LocusResult<LocusCharacter> {
  const index = findIndexById(character.items, itemId);
  const item = character.items[index];
  if (item === undefined) return refuse('unknown-item', `There is no Item "${itemId}".`);
  return change(item, index);
}

/** Change an Item's fields (validated). */
export function updateItem(
  character: LocusCharacter,
  itemId: string,
  patch: Partial<Omit<Item, 'id'>>,
): LocusResult<LocusCharacter> {
  return withItem(character, itemId, (item, index) =>
    validateItem(character, { ...item, ...patch }, index),
  );
}

/** A new number of Durability boxes: the boxes already used stay marked, as many as still fit. */
export function setItemDurabilityBoxes(
  character: LocusCharacter,
  itemId: string,
  boxes: number,
): LocusResult<LocusCharacter> {
  return withItem(character, itemId, (item, index) =>
    validateItem(
      character,
      { ...item, durabilityBoxes: boxes, durabilityUsed: Math.min(item.durabilityUsed, boxes) },
      index,
    ),
  );
}

/** Remove an Item from the sheet. */
export function removeItem(character: LocusCharacter, itemId: string): LocusResult<LocusCharacter> {
  return withItem(character, itemId, () =>
    succeed({ ...character, items: character.items.filter((item) => item.id !== itemId) }),
  );
}

/** What one use of an Item did to it. */
export type ItemUseEffect = 'box-used' | 'damaged' | 'durability-check';

/**
 * One use of an Item (for a Check or an attack). Every use costs a Durability box; when none are
 * left the use fills the Damaged box ([decision]: the Damaged box is the box after the last
 * Durability box); once Damaged, every use calls for a Durability Check (`durability-check`:
 * roll it and pass it to `applyDurabilityCheck`). A destroyed Item cannot be used.
 */
export function useItem(
  character: LocusCharacter,
  itemId: string,
): LocusResult<{ readonly character: LocusCharacter; readonly effect: ItemUseEffect }> {
  const index = findIndexById(character.items, itemId);
  const item = character.items[index];
  if (item === undefined) return refuse('unknown-item', `There is no Item "${itemId}".`);
  if (item.destroyed) return refuse('item-destroyed', `${item.name || 'The Item'} is destroyed.`);
  let next: Item = item;
  let effect: ItemUseEffect;
  if (item.damaged) effect = 'durability-check';
  else if (item.durabilityUsed < item.durabilityBoxes) {
    next = { ...item, durabilityUsed: item.durabilityUsed + 1 };
    effect = 'box-used';
  } else {
    next = { ...item, damaged: true };
    effect = 'damaged';
  }
  return succeed({
    character: {
      ...character,
      items: character.items.map((entry, at) => (at === index ? next : entry)),
    },
    effect,
  });
}

/** Fill (or clear) the Damaged box directly. */
export function damageItem(
  character: LocusCharacter,
  itemId: string,
  damaged = true,
): LocusResult<LocusCharacter> {
  return withItem(character, itemId, (item, index) =>
    succeed({
      ...character,
      items: character.items.map((entry, at) => (at === index ? { ...item, damaged } : entry)),
    }),
  );
}

/** Mark an Item destroyed. */
export function destroyItem(
  character: LocusCharacter,
  itemId: string,
): LocusResult<LocusCharacter> {
  return withItem(character, itemId, (item, index) =>
    succeed({
      ...character,
      items: character.items.map((entry, at) =>
        at === index ? { ...item, destroyed: true } : entry,
      ),
    }),
  );
}

/**
 * Apply a rolled Durability Check: a failure destroys the Item, a pass changes nothing. Refused
 * when the Item is not Damaged (no check is due) or already destroyed.
 */
export function applyDurabilityCheck(
  character: LocusCharacter,
  itemId: string,
  check: DurabilityCheck,
): LocusResult<LocusCharacter> {
  return withItem(character, itemId, (item, index) => {
    if (item.destroyed)
      return refuse('item-destroyed', `${item.name || 'The Item'} is already destroyed.`);
    if (!item.damaged)
      return refuse(
        'item-not-damaged',
        `${item.name || 'The Item'} is not Damaged, so no Durability Check is due.`,
      );
    if (check.passed) return succeed(character);
    return succeed({
      ...character,
      items: character.items.map((entry, at) =>
        at === index ? { ...item, destroyed: true } : entry,
      ),
    });
  });
}

/** Put a card into the Hand; refused (`card-already-in-hand`) for a card already there. */
export function addCardToHand(character: LocusCharacter, card: Card): LocusResult<LocusCharacter> {
  if (character.hand.some((held) => isSameCard(held, card)))
    return refuse('card-already-in-hand', `${formatCard(card)} is already in the Hand.`);
  return succeed({ ...character, hand: [...character.hand, { ...card }] });
}

/** Take a card out of the Hand; refused (`card-not-in-hand`) when it is not there. */
export function removeCardFromHand(
  character: LocusCharacter,
  card: Card,
): LocusResult<LocusCharacter> {
  if (!character.hand.some((held) => isSameCard(held, card)))
    return refuse('card-not-in-hand', `${formatCard(card)} is not in the Hand.`);
  return succeed({ ...character, hand: character.hand.filter((held) => !isSameCard(held, card)) });
}

/**
 * Give the character a drawn card: a Virtue-suit card adds 3 WP and goes to the discard pile
 * (the caller discards `resolution.card` when `resolution.destination` is `discard`); any other
 * card joins the Hand.
 */
export function receiveDrawnCard(
  character: LocusCharacter,
  card: Card,
): { readonly character: LocusCharacter; readonly resolution: DrawResolution } {
  const resolution = resolveDraw(card, character);
  if (resolution.destination === 'discard')
    return {
      character: { ...character, willpower: character.willpower + resolution.willpowerGained },
      resolution,
    };
  const inHand = character.hand.some((held) => isSameCard(held, card));
  return {
    character: inHand ? character : { ...character, hand: [...character.hand, { ...card }] },
    resolution,
  };
}

/** Shed a card from the Hand for a reason the text allows (see `canShedCard`); the caller discards it. */
export function shedCard(
  character: LocusCharacter,
  card: Card,
  trigger: ShedTrigger,
): LocusResult<LocusCharacter> {
  const allowed = canShedCard(card, trigger, character);
  if (!allowed.ok) return allowed;
  return removeCardFromHand(character, card);
}
