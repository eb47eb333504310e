/**
 * A Cairn party member (character or hireling) as the trackers and rollers share it: the three
 * Attributes and HP as current/max pairs, Armor, Deprived, Fatigue, the critical damage state,
 * scars and notes. Pure data and reducers; the stored shape is validated here so the party store
 * and the JSON import read it the same way.
 */
import { describeIssues } from '../plain-issues';
import { readJsonText } from '../json-text';
import { fail, succeed, type Problem, type Result } from '../result';
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../whole-number-schema';
import { readWholeNumber, type WholeNumberError } from '../whole-number';

export type CairnAttribute = 'str' | 'dex' | 'wil';
export const CAIRN_ATTRIBUTES: readonly CairnAttribute[] = ['str', 'dex', 'wil'];
export const CAIRN_ATTRIBUTE_NAMES: Readonly<Record<CairnAttribute, string>> = {
  str: 'STR',
  dex: 'DEX',
  wil: 'WIL',
};

export interface CairnScore {
  readonly current: number;
  readonly max: number;
}

export interface CairnMember {
  readonly id: string;
  readonly kind: 'character' | 'hireling';
  readonly name: string;
  readonly str: CairnScore;
  readonly dex: CairnScore;
  readonly wil: CairnScore;
  readonly hp: CairnScore;
  /** 0-3: "A PC, NPC, or monster cannot have more than 3 Armor." */
  readonly armor: number;
  readonly deprived: boolean;
  /** Fatigue filling inventory slots, one slot each. */
  readonly fatigue: number;
  readonly criticalDamage: boolean;
  readonly dead: boolean;
  readonly scars: readonly string[];
  readonly notes: string;
}

export interface NewCairnMember {
  kind: 'character' | 'hireling';
  name: string;
  str: number;
  dex: number;
  wil: number;
  hp: number;
  armor?: number;
}

/** Cairn inventories have ten slots; Fatigue fills them one by one. */
export const CAIRN_INVENTORY_SLOTS = 10;
export const CAIRN_MAX_ARMOR = 3;
/** Generous upper bound: scars can raise scores past the 3d6 range, but never this far. */
export const CAIRN_SCORE_LIMIT = 99;
export const CAIRN_NAME_LIMIT = 80;
export const CAIRN_NOTES_LIMIT = 4000;

function clampInt(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/** A full score: current equals max. */
export function createCairnScore(value: number, min = 0): CairnScore {
  const max = clampInt(value, min, CAIRN_SCORE_LIMIT);
  return { current: max, max };
}

export function createCairnMember(id: string, input: NewCairnMember): CairnMember {
  return {
    id,
    kind: input.kind,
    name: input.name.trim().slice(0, CAIRN_NAME_LIMIT),
    str: createCairnScore(input.str),
    dex: createCairnScore(input.dex),
    wil: createCairnScore(input.wil),
    hp: createCairnScore(input.hp),
    armor: clampInt(input.armor ?? 0, 0, CAIRN_MAX_ARMOR),
    deprived: false,
    fatigue: 0,
    criticalDamage: false,
    dead: false,
    scars: [],
    notes: '',
  };
}

/** A member's name as the tools show it; "Unnamed" when blank. */
export function cairnMemberName(member: Pick<CairnMember, 'name'>): string {
  return member.name.trim() || 'Unnamed';
}

export const NEW_CAIRN_MEMBER_FIELDS = ['name', 'str', 'dex', 'wil', 'hp', 'armor'] as const;
export type NewCairnMemberField = (typeof NEW_CAIRN_MEMBER_FIELDS)[number];

/** The add form as it starts, and as it goes back to after an add (the name emptied). */
export const CAIRN_NEW_MEMBER_TEXTS: Readonly<Record<NewCairnMemberField, string>> = {
  name: '',
  str: '10',
  dex: '10',
  wil: '10',
  hp: '4',
  armor: '0',
};

/** The add form's number fields, in order, each with its label (and a hint where it needs one). */
export const CAIRN_NEW_MEMBER_NUMBERS: readonly {
  readonly field: Exclude<NewCairnMemberField, 'name'>;
  readonly label: string;
  readonly hint?: string;
}[] = [
  { field: 'str', label: 'STR' },
  { field: 'dex', label: 'DEX' },
  { field: 'wil', label: 'WIL' },
  { field: 'hp', label: 'HP' },
  {
    field: 'armor',
    label: 'Armor (0–3)',
    hint: 'At most 3; shields and helmets count only while held or worn.',
  },
];

/**
 * Why the add form cannot add a member yet: every field that cannot be read with its sentence, and
 * the first of them in the form's order (where the focus goes); `message` is that first sentence.
 */
export interface NewCairnMemberProblem extends Problem<'unreadable'> {
  readonly fields: Partial<Record<NewCairnMemberField, string>>;
  readonly first: NewCairnMemberField;
}

export type NewCairnMemberReading = Result<NewCairnMember, NewCairnMemberProblem>;

/** A member as typed into the add form: a name, scores from 1 and Armor 0-3, or each field's problem and the first of them. */
export function parseNewCairnMember(
  kind: NewCairnMember['kind'],
  texts: Readonly<Record<NewCairnMemberField, string>>,
): NewCairnMemberReading {
  const name = texts.name.trim();
  const readings = {
    str: readWholeNumber(texts.str, 1, CAIRN_SCORE_LIMIT, 'STR'),
    dex: readWholeNumber(texts.dex, 1, CAIRN_SCORE_LIMIT, 'DEX'),
    wil: readWholeNumber(texts.wil, 1, CAIRN_SCORE_LIMIT, 'WIL'),
    hp: readWholeNumber(texts.hp, 1, CAIRN_SCORE_LIMIT, 'HP'),
    armor: readWholeNumber(texts.armor, 0, CAIRN_MAX_ARMOR, 'Armor'),
  };
  const { str, dex, wil, hp, armor } = readings;
  if (name !== '' && str.ok && dex.ok && wil.ok && hp.ok && armor.ok)
    return succeed({
      kind,
      name,
      str: str.value,
      dex: dex.value,
      wil: wil.value,
      hp: hp.value,
      armor: armor.value,
    });
  const fields: Partial<Record<NewCairnMemberField, string>> =
    name === '' ? { name: 'Enter a name.' } : {};
  for (const [field, reading] of Object.entries(readings))
    if (!reading.ok) fields[field as NewCairnMemberField] = reading.error.message;
  const first = NEW_CAIRN_MEMBER_FIELDS.find((field) => fields[field] !== undefined) ?? 'name';
  return fail({ code: 'unreadable', message: fields[first] ?? '', fields, first });
}

/** Sets a score's current value within 0..max (a raised max lifts nothing else). */
export function setCairnCurrent(score: CairnScore, current: number): CairnScore {
  return { current: clampInt(current, 0, score.max), max: score.max };
}

/** Sets a score's max; current follows it down but never up. */
export function setCairnMax(score: CairnScore, max: number): CairnScore {
  const nextMax = clampInt(max, 0, CAIRN_SCORE_LIMIT);
  return { current: Math.min(score.current, nextMax), max: nextMax };
}

/** A tracked score: HP or an Attribute. */
export type CairnScoreKey = 'hp' | CairnAttribute;
/** The scores a member's card shows, HP first, each as a pair of fields. */
export const CAIRN_SCORE_KEYS: readonly CairnScoreKey[] = ['hp', ...CAIRN_ATTRIBUTES];
export type CairnScorePart = keyof CairnScore;
export const CAIRN_SCORE_PARTS: readonly CairnScorePart[] = ['current', 'max'];

/** A score field's label: "HP now", "STR max". */
export function cairnScoreFieldLabel(score: CairnScoreKey, part: CairnScorePart): string {
  const name = score === 'hp' ? 'HP' : CAIRN_ATTRIBUTE_NAMES[score];
  return `${name} ${part === 'current' ? 'now' : 'max'}`;
}

/** Reads a score field's text: a current value up to the max, a max up to the score limit. */
export function readCairnScoreField(
  member: CairnMember,
  score: CairnScoreKey,
  part: CairnScorePart,
  text: string,
): Result<number, WholeNumberError> {
  const name = score === 'hp' ? 'HP' : CAIRN_ATTRIBUTE_NAMES[score];
  const most = part === 'current' ? member[score].max : CAIRN_SCORE_LIMIT;
  return readWholeNumber(text, 0, most, `${part} ${name}`);
}

/** The member with one part of a score set (`setCairnCurrent`, `setCairnMax`). */
export function setCairnScorePart(
  member: CairnMember,
  score: CairnScoreKey,
  part: CairnScorePart,
  value: number,
): CairnMember {
  const set = part === 'current' ? setCairnCurrent : setCairnMax;
  return { ...member, [score]: set(member[score], value) };
}

/** A scar as the card's Remove button names it: its name, without the details in brackets. */
export function cairnScarTitle(scar: string): string {
  return scar.split(' (')[0] ?? scar;
}

/** Whether a party member is a PC: hirelings are not (only a PC rolls on the Scars table). */
export function isCairnPc(member: Pick<CairnMember, 'kind'>): boolean {
  return member.kind === 'character';
}

/** The inventory slots Fatigue leaves free (each Fatigue fills one of them). */
export function cairnFreeSlots(member: CairnMember): number {
  return CAIRN_INVENTORY_SLOTS - member.fatigue;
}

/** Fatigue added past the free slots: each one means an item must be dropped. */
export function addCairnFatigueTo(member: CairnMember, amount = 1): CairnMember {
  return { ...member, fatigue: clampInt(member.fatigue + amount, 0, CAIRN_INVENTORY_SLOTS) };
}

/**
 * "Resting for a few moments and having a drink of water restores lost HP" - unless Deprived:
 * "A Deprived PC cannot recover HP, Attributes, or item slots from Fatigue."
 */
export function cairnShortRest(member: CairnMember): CairnMember {
  if (member.deprived || member.dead) return member;
  return { ...member, hp: { current: member.hp.max, max: member.hp.max } };
}

/** A full night's rest in a safe spot clears Fatigue (and restores HP), unless Deprived. */
export function cairnFullRest(member: CairnMember): CairnMember {
  if (member.deprived || member.dead) return member;
  return { ...cairnShortRest(member), fatigue: 0 };
}

/** A week's rest with a healer restores lost Attributes (not while Deprived). */
export function cairnWeekRest(member: CairnMember): CairnMember {
  if (member.deprived || member.dead) return member;
  const restore = (score: CairnScore): CairnScore => ({ current: score.max, max: score.max });
  return {
    ...cairnFullRest(member),
    str: restore(member.str),
    dex: restore(member.dex),
    wil: restore(member.wil),
    criticalDamage: false,
  };
}

export type CairnRest = 'short' | 'full' | 'week';

const RESTS: Readonly<
  Record<
    CairnRest,
    { apply: (member: CairnMember) => CairnMember; words: (member: CairnMember) => string }
  >
> = {
  short: {
    apply: cairnShortRest,
    words: (member) => `rests a few moments: HP restored to ${member.hp.max}.`,
  },
  full: {
    apply: cairnFullRest,
    words: () => 'gets a full night’s rest in a safe spot: HP restored and Fatigue cleared.',
  },
  week: {
    apply: cairnWeekRest,
    words: () => 'rests a week with a healer: HP, STR, DEX and WIL restored, Fatigue cleared.',
  },
};

/**
 * A rest taken: the member after it, whether it `rested` at all, and what happened, in words. The
 * dead and the Deprived do not recover.
 */
export function restCairnMember(
  member: CairnMember,
  kind: CairnRest,
): { member: CairnMember; rested: boolean; message: string } {
  const who = cairnMemberName(member);
  if (member.dead) return { member, rested: false, message: `${who} is dead and cannot rest.` };
  if (member.deprived)
    return {
      member,
      rested: false,
      message: `${who} is Deprived: a Deprived PC cannot recover HP, Attributes, or item slots from Fatigue.`,
    };
  return {
    member: RESTS[kind].apply(member),
    rested: true,
    message: `${who} ${RESTS[kind].words(member)}`,
  };
}

/** The consequence the text names for an Attribute at 0, if any. */
export function describeCairnZero(member: CairnMember): string[] {
  const states: string[] = [];
  if (member.str.current === 0) states.push('STR 0: dead');
  if (member.dex.current === 0) states.push('DEX 0: paralyzed');
  if (member.wil.current === 0) states.push('WIL 0: delirious');
  return states;
}

/**
 * The state a member's card shows beside the name: dead, critical damage, Deprived, then the
 * Attributes at 0 (STR 0 is "Dead" already).
 */
export function cairnMemberBadges(member: CairnMember): string[] {
  return [
    ...(member.dead ? ['Dead'] : []),
    ...(member.criticalDamage ? ['Critical damage'] : []),
    ...(member.deprived ? ['Deprived'] : []),
    ...describeCairnZero(member).filter((state) => !state.startsWith('STR')),
  ];
}

/** Whether a member has a free inventory slot for one more Fatigue, and the sentence that says so. */
export function cairnFatigueRoom(member: CairnMember): { fits: boolean; message: string } {
  const who = cairnMemberName(member);
  return cairnFreeSlots(member) > 0
    ? { fits: true, message: `${who} adds a Fatigue.` }
    : {
        fits: false,
        message: `${who} has no free slot: drop an item from the inventory to add Fatigue.`,
      };
}

const ScoreSchema = z
  .object({
    current: wholeNumberSchema(0, CAIRN_SCORE_LIMIT),
    max: wholeNumberSchema(0, CAIRN_SCORE_LIMIT),
  })
  .check(z.refine((score) => score.current <= score.max, 'a current score is above its max'));

export const CairnMemberSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  kind: z.enum(['character', 'hireling']),
  name: z.string().check(z.maxLength(CAIRN_NAME_LIMIT)),
  str: ScoreSchema,
  dex: ScoreSchema,
  wil: ScoreSchema,
  hp: ScoreSchema,
  armor: wholeNumberSchema(0, CAIRN_MAX_ARMOR),
  deprived: z.boolean(),
  fatigue: wholeNumberSchema(0, CAIRN_INVENTORY_SLOTS),
  criticalDamage: z.boolean(),
  dead: z.boolean(),
  scars: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50)),
  notes: z.string().check(z.maxLength(CAIRN_NOTES_LIMIT)),
});

export const CAIRN_PARTY_LIMIT = 40;
export const CairnPartySchema = z.object({
  version: z.literal(1),
  members: z.array(CairnMemberSchema).check(z.maxLength(CAIRN_PARTY_LIMIT)),
});

/**
 * Reads a saved party's text or an imported file's parsed JSON into its members; the refusal
 * names the first bad field in plain words (or the id two members share).
 */
export function readCairnPartyData(
  data: unknown,
): Result<readonly CairnMember[], { message: string; path?: string }> {
  const parsed = CairnPartySchema.safeParse(data);
  if (!parsed.success) return fail(describeIssues(parsed.error.issues, 'the party', data));
  const ids = new Set<string>();
  for (const member of parsed.data.members) {
    if (ids.has(member.id)) return fail({ message: `two members share the id "${member.id}"` });
    ids.add(member.id);
  }
  return succeed(parsed.data.members);
}

/** Reads saved party text; the refusal says what is wrong, for the reader. */
export function parseCairnParty(text: string) {
  return readJsonText(text, readCairnPartyData);
}

export function serializeCairnParty(members: readonly CairnMember[]): string {
  return JSON.stringify({ version: 1, members });
}
