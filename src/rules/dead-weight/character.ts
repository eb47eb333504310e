/**
 * Dead Weight adventurers: the four attributes (score, proficiency, fatigue, wounds), the twelve
 * afflictions, insight points and what insight buys, and the saved party list.
 *
 * Stored shape (party store and export file): `{ version: 1, characters: DwCharacter[] }`, each
 * character as `DwCharacterSchema` below. `insight` counts the circles received (slashed),
 * `insightSpent` the circles filled in; an older list without `insightSpent` reads as 0 spent.
 * When the shape changes, bump `version` and migrate old lists in `readDwPartyData`.
 *
 * Share link: `?character=d1.<base64url of one DwCharacter as JSON>`, validated with the same
 * schema as an imported party; the receiver adds it to the party (a taken id gets a new one).
 *
 * The text has no character creation, so a new character starts at score 2 in every attribute
 * as a value to edit, not as a rule.
 */
import { readJsonText } from '../json-text';
import { readName, type NameProblem } from '../name-text';
import { describeIssues, type PlainIssue } from '../plain-issues';
import { fail, refuse, succeed, type Problem, type Result } from '../result';
import * as z from 'zod/mini';
import { wholeNumberSchema } from '../whole-number-schema';
import { createShareCodec, parseShareWithSchema, type ShareLinkResult } from '../share-link';

export const DW_ATTRIBUTES = ['str', 'dex', 'int', 'pre'] as const;
export type DwAttribute = (typeof DW_ATTRIBUTES)[number];
export const DW_ATTRIBUTE_LABELS: Readonly<Record<DwAttribute, string>> = {
  str: 'STR',
  dex: 'DEX',
  int: 'INT',
  pre: 'PRE',
};
export const DW_ATTRIBUTE_NAMES: Readonly<Record<DwAttribute, string>> = {
  str: 'Strength',
  dex: 'Dexterity',
  int: 'Intelligence',
  pre: 'Presence',
};

export const DW_AFFLICTIONS = [
  'Hungry',
  'Parched',
  'Bleeding',
  'Sleepy',
  'Angry',
  'Shaken',
  'Nauseated',
  'Terrified',
  'Hopeless',
  'Cursed',
  'Plagued',
  'Doomed',
] as const;
export type DwAffliction = (typeof DW_AFFLICTIONS)[number];

export interface DwAttributeState {
  readonly score: number;
  readonly fatigue: number;
  readonly wounds: number;
  readonly proficiency: number;
}

export interface DwCharacter {
  readonly id: string;
  readonly name: string;
  readonly attributes: Readonly<Record<DwAttribute, DwAttributeState>>;
  readonly afflictions: readonly DwAffliction[];
  /** Insight circles received (slashed), 0-12. */
  readonly insight: number;
  /** Insight circles spent (filled in), never more than received; absent means 0. */
  readonly insightSpent?: number;
  readonly notes: string;
}

/** Generous bounds that keep saved data sane; the text sets no maximum score. */
export const DW_ATTRIBUTE_VALUE_MAX = 20;
export const DW_INSIGHT_CIRCLES = 12;
export const DW_NAME_MAX = 80;

/** A new character's name as typed: tidied, and refused when empty or too long. */
export function readDwCharacterName(text: string): Result<string, Problem<NameProblem>> {
  return readName(text, DW_NAME_MAX, 'Enter a name for the new character.');
}
export const DW_NOTES_MAX = 4000;
export const DW_STARTING_SCORE = 2;
export const DW_PARTY_MAX = 50;

export function createDwCharacter(id: string, name: string): DwCharacter {
  const fresh: DwAttributeState = {
    score: DW_STARTING_SCORE,
    fatigue: 0,
    wounds: 0,
    proficiency: 0,
  };
  return {
    id,
    name,
    attributes: { str: fresh, dex: fresh, int: fresh, pre: fresh },
    afflictions: [],
    insight: 0,
    insightSpent: 0,
    notes: '',
  };
}

const count = wholeNumberSchema(0, DW_ATTRIBUTE_VALUE_MAX);
export const DwAttributeStateSchema = z.object({
  score: count,
  fatigue: count,
  wounds: count,
  proficiency: count,
});
export const DwCharacterSchema = z
  .object({
    id: z.string().check(z.minLength(1), z.maxLength(64)),
    name: z.string().check(z.maxLength(DW_NAME_MAX)),
    attributes: z.object({
      str: DwAttributeStateSchema,
      dex: DwAttributeStateSchema,
      int: DwAttributeStateSchema,
      pre: DwAttributeStateSchema,
    }),
    afflictions: z.array(z.enum(DW_AFFLICTIONS)).check(z.maxLength(DW_AFFLICTIONS.length)),
    insight: wholeNumberSchema(0, DW_INSIGHT_CIRCLES),
    insightSpent: z.optional(wholeNumberSchema(0, DW_INSIGHT_CIRCLES)),
    notes: z.string().check(z.maxLength(DW_NOTES_MAX)),
  })
  .check(
    z.refine((character) => (character.insightSpent ?? 0) <= character.insight, {
      message: 'is more than the insight received',
      path: ['insightSpent'],
    }),
  );
export const DwPartySchema = z.object({
  version: z.literal(1),
  characters: z.array(DwCharacterSchema).check(z.maxLength(DW_PARTY_MAX)),
});
export type DwParty = { readonly version: 1; readonly characters: readonly DwCharacter[] };

export function createDwParty(): DwParty {
  return { version: 1, characters: [] };
}

export function serializeDwParty(party: DwParty): string {
  return JSON.stringify(party);
}

/** Reads a saved or imported party's parsed JSON; the refusal names the first bad field. */
export function readDwPartyData(data: unknown): Result<DwParty, PlainIssue> {
  const parsed = DwPartySchema.safeParse(data);
  return parsed.success
    ? succeed(parsed.data)
    : fail(describeIssues(parsed.error.issues, 'the party', data));
}

/** Reads saved party text; the refusal says what is wrong, for the reader. */
export function parseDwParty(text: string) {
  return readJsonText(text, readDwPartyData);
}

export const DW_CHARACTER_SHARE_PARAM = 'character';
export const DW_CHARACTER_LINK_VERSION = 'd1';
/** Above what the fullest valid character encodes to (4,000 characters of notes, all escaped); longer input is refused unread. */
export const MAX_DW_CHARACTER_LINK_LENGTH = 60_000;

const dwCharacterCodec = createShareCodec<DwCharacter>({
  version: DW_CHARACTER_LINK_VERSION,
  what: 'character',
  maxLength: MAX_DW_CHARACTER_LINK_LENGTH,
  parse: parseShareWithSchema(
    DwCharacterSchema as unknown as z.ZodMiniType<DwCharacter>,
    'the character',
  ),
});

/** The link parameter's value for one character. */
export function encodeDwCharacterLink(character: DwCharacter): string {
  return dwCharacterCodec.encode(character);
}

/** Read a link parameter back into a character, validated like an imported party; tampering gives an error value. */
export function decodeDwCharacterLink(value: string): ShareLinkResult<DwCharacter> {
  return dwCharacterCodec.decode(value);
}

/** Dice in the attribute's pool: score minus fatigue and wounds, never below zero. */
export function computeDwPool(
  state: Pick<DwAttributeState, 'score' | 'fatigue' | 'wounds'>,
): number {
  return Math.max(0, state.score - state.fatigue - state.wounds);
}

export function clampDwValue(value: number): number {
  return Math.min(DW_ATTRIBUTE_VALUE_MAX, Math.max(0, Math.trunc(value)));
}

/** The character with one attribute changed; values are kept within the saved bounds. */
export function changeDwAttribute(
  character: DwCharacter,
  attribute: DwAttribute,
  change: Partial<DwAttributeState>,
): DwCharacter {
  const current = character.attributes[attribute];
  const next: DwAttributeState = {
    score: clampDwValue(change.score ?? current.score),
    fatigue: clampDwValue(change.fatigue ?? current.fatigue),
    wounds: clampDwValue(change.wounds ?? current.wounds),
    proficiency: clampDwValue(change.proficiency ?? current.proficiency),
  };
  return { ...character, attributes: { ...character.attributes, [attribute]: next } };
}

export function toggleDwAffliction(character: DwCharacter, affliction: DwAffliction): DwCharacter {
  const has = character.afflictions.includes(affliction);
  const afflictions = has
    ? character.afflictions.filter((a) => a !== affliction)
    : [...character.afflictions, affliction];
  // Kept in the text's order so the saved list does not depend on click order.
  return { ...character, afflictions: DW_AFFLICTIONS.filter((a) => afflictions.includes(a)) };
}

// ---------------------------------------------------------------------------------------------
// Insight

export function countDwInsightAvailable(character: DwCharacter): number {
  return character.insight - (character.insightSpent ?? 0);
}

/** Marks one more circle received; refused once all 12 are slashed ("cannot earn more insight"). */
export function receiveDwInsight(character: DwCharacter): DwCharacter | undefined {
  if (character.insight >= DW_INSIGHT_CIRCLES) return undefined;
  return { ...character, insight: character.insight + 1 };
}

/** Takes back the last received circle when it was marked by mistake (never below the spent ones). */
export function unreceiveDwInsight(character: DwCharacter): DwCharacter | undefined {
  if (character.insight <= (character.insightSpent ?? 0)) return undefined;
  return { ...character, insight: character.insight - 1 };
}

/** Why "Receive an insight point" is off: every circle is received; null while one is left. */
export function explainDwReceiveInsightBlocked(character: DwCharacter): string | null {
  return receiveDwInsight(character) === undefined
    ? `All ${DW_INSIGHT_CIRCLES} insight circles are received.`
    : null;
}

/**
 * Why "Take back the last received point" is off: nothing received yet, or every point received
 * is spent (a spent point is not taken back); null while one can be.
 */
export function explainDwTakeBackInsightBlocked(character: DwCharacter): string | null {
  if (unreceiveDwInsight(character) !== undefined) return null;
  return character.insight === 0
    ? 'No insight point received yet to take back.'
    : 'Every point received is spent: a spent point is not taken back.';
}

/** All 12 circles filled in: the character cannot earn more insight and may be retired. */
export function canRetireDw(character: DwCharacter): boolean {
  return (character.insightSpent ?? 0) >= DW_INSIGHT_CIRCLES;
}

export const DW_INSIGHT_PURCHASES = [
  { id: 'move-score', label: 'Move attribute score', cost: 1 },
  { id: 'learn-skill', label: 'Learn skill', cost: 1 },
  { id: 'heal-trauma', label: 'Heal trauma', cost: 1 },
  { id: 'increase-lowest', label: 'Increase lowest score', cost: 2 },
  { id: 'increase-score', label: 'Increase score', cost: 3 },
  { id: 'increase-proficiency', label: 'Increase proficiency', cost: 4 },
] as const;
export type DwInsightPurchaseId = (typeof DW_INSIGHT_PURCHASES)[number]['id'];

export interface DwInsightPurchase {
  readonly id: DwInsightPurchaseId;
  /** move-score: the highest attribute the point leaves. */
  readonly from?: DwAttribute;
  /** move-score: the lower attribute it goes to; increase-*: the attribute raised. */
  readonly to?: DwAttribute;
}

/** Why a purchase was refused. */
export type DwPurchaseProblem =
  'unknown-purchase' | 'not-enough-insight' | 'choose-attribute' | 'not-allowed' | 'at-max';

export type DwPurchaseResult = Result<DwCharacter, Problem<DwPurchaseProblem>>;

export function findDwHighestAttributes(character: DwCharacter): DwAttribute[] {
  const top = Math.max(...DW_ATTRIBUTES.map((a) => character.attributes[a].score));
  return DW_ATTRIBUTES.filter((a) => character.attributes[a].score === top);
}

export function findDwLowestAttributes(character: DwCharacter): DwAttribute[] {
  const bottom = Math.min(...DW_ATTRIBUTES.map((a) => character.attributes[a].score));
  return DW_ATTRIBUTES.filter((a) => character.attributes[a].score === bottom);
}

/**
 * Spends insight on one purchase from the list and applies its mechanical change. Learning a
 * skill and healing a trauma only spend the insight (the sheet's notes hold skills and traumas).
 * Ties for highest or lowest score let the player pick which one.
 */
export function buyDwInsightPurchase(
  character: DwCharacter,
  purchase: DwInsightPurchase,
): DwPurchaseResult {
  const item = DW_INSIGHT_PURCHASES.find((candidate) => candidate.id === purchase.id);
  if (!item) return refuse('unknown-purchase', 'Unknown purchase.');
  const available = countDwInsightAvailable(character);
  if (available < item.cost) {
    return refuse(
      'not-enough-insight',
      `${item.label} costs ${item.cost} insight; ${available} unspent.`,
    );
  }
  let changed = character;
  const { from, to } = purchase;
  switch (purchase.id) {
    case 'move-score': {
      if (!from || !to)
        return refuse(
          'choose-attribute',
          'Choose the attribute to move from and the one to move to.',
        );
      if (!findDwHighestAttributes(character).includes(from)) {
        return refuse(
          'not-allowed',
          `${DW_ATTRIBUTE_LABELS[from]} is not the highest scored attribute.`,
        );
      }
      if (character.attributes[to].score >= character.attributes[from].score) {
        return refuse(
          'not-allowed',
          `${DW_ATTRIBUTE_LABELS[to]} is not lower than ${DW_ATTRIBUTE_LABELS[from]}.`,
        );
      }
      changed = changeDwAttribute(character, from, { score: character.attributes[from].score - 1 });
      changed = changeDwAttribute(changed, to, { score: character.attributes[to].score + 1 });
      break;
    }
    case 'increase-lowest': {
      if (!to) return refuse('choose-attribute', 'Choose the lowest scored attribute.');
      if (!findDwLowestAttributes(character).includes(to)) {
        return refuse(
          'not-allowed',
          `${DW_ATTRIBUTE_LABELS[to]} is not the lowest scored attribute.`,
        );
      }
      changed = changeDwAttribute(character, to, { score: character.attributes[to].score + 1 });
      break;
    }
    case 'increase-score':
    case 'increase-proficiency': {
      if (!to) return refuse('choose-attribute', 'Choose an attribute.');
      const field = purchase.id === 'increase-score' ? 'score' : 'proficiency';
      if (character.attributes[to][field] >= DW_ATTRIBUTE_VALUE_MAX) {
        return refuse(
          'at-max',
          `${DW_ATTRIBUTE_LABELS[to]} is already at ${DW_ATTRIBUTE_VALUE_MAX}.`,
        );
      }
      changed = changeDwAttribute(character, to, { [field]: character.attributes[to][field] + 1 });
      break;
    }
    case 'learn-skill':
    case 'heal-trauma':
      break;
  }
  return succeed({ ...changed, insightSpent: (character.insightSpent ?? 0) + item.cost });
}

/** The attributes an insight purchase may raise: lower than the highest, the lowest, or any. */
export function listDwInsightTargets(
  character: DwCharacter,
  purchase: DwInsightPurchaseId,
): DwAttribute[] {
  if (purchase === 'move-score') {
    const highest = character.attributes[findDwHighestAttributes(character)[0] ?? 'str'].score;
    return DW_ATTRIBUTES.filter((attribute) => character.attributes[attribute].score < highest);
  }
  if (purchase === 'increase-lowest') return findDwLowestAttributes(character);
  return needsDwInsightTarget(purchase) ? [...DW_ATTRIBUTES] : [];
}

/** One attribute a purchase may take, labelled with the number the purchase looks at. */
export interface DwInsightChoice<Value extends string = DwAttribute> {
  readonly value: Value;
  readonly label: string;
}

/**
 * The attribute fields of an insight purchase: the highest to move from ("STR (4)"), and the
 * attributes it may raise under the label that fits it, each with its score, or its proficiency
 * when the purchase raises that; "none lower" when there is none.
 */
export function listDwInsightChoices(
  character: DwCharacter,
  purchase: DwInsightPurchaseId,
): {
  readonly from: readonly DwInsightChoice[];
  readonly toLabel: string;
  readonly to: readonly DwInsightChoice<DwAttribute | ''>[];
} {
  const label = (attribute: DwAttribute, number: string | number): DwInsightChoice => ({
    value: attribute,
    label: `${DW_ATTRIBUTE_LABELS[attribute]} (${number})`,
  });
  const state = (attribute: DwAttribute) => character.attributes[attribute];
  const targets = listDwInsightTargets(character, purchase);
  return {
    from: findDwHighestAttributes(character).map((a) => label(a, state(a).score)),
    toLabel:
      purchase === 'move-score'
        ? 'To (lower)'
        : purchase === 'increase-lowest'
          ? 'Lowest attribute'
          : 'Attribute',
    to:
      targets.length === 0
        ? [{ value: '', label: 'none lower' }]
        : targets.map((a) =>
            label(
              a,
              purchase === 'increase-proficiency'
                ? `proficiency ${state(a).proficiency}`
                : state(a).score,
            ),
          ),
  };
}

/** A purchase made, in words: "Move attribute score (STR to DEX): 1 insight spent." */
export function describeDwInsightPurchase(purchase: DwInsightPurchase): string {
  const item =
    DW_INSIGHT_PURCHASES.find((candidate) => candidate.id === purchase.id) ??
    DW_INSIGHT_PURCHASES[0];
  const from =
    purchase.id === 'move-score' && purchase.from
      ? `${DW_ATTRIBUTE_LABELS[purchase.from]} to `
      : '';
  const where =
    purchase.to && needsDwInsightTarget(purchase.id)
      ? ` (${from}${DW_ATTRIBUTE_LABELS[purchase.to]})`
      : '';
  return `${item.label}${where}: ${item.cost} insight spent.`;
}

/** Whether a purchase names an attribute (learning a skill and healing a trauma do not). */
export function needsDwInsightTarget(id: DwInsightPurchaseId): boolean {
  return id !== 'learn-skill' && id !== 'heal-trauma';
}

/** "STR 4 (proficiency 1, fatigue 1, wounds 0, pool 3)". */
export function describeDwAttribute(character: DwCharacter, attribute: DwAttribute): string {
  const state = character.attributes[attribute];
  return `${DW_ATTRIBUTE_LABELS[attribute]} ${state.score} (proficiency ${state.proficiency}, fatigue ${state.fatigue}, wounds ${state.wounds}, pool ${computeDwPool(state)})`;
}

/** The name shown for a character; a blank name reads "Unnamed character". */
export function nameDwCharacter(character: DwCharacter | undefined): string {
  return character?.name.trim() || 'Unnamed character';
}

/**
 * What adding a test's fatigue did to a sheet, and what its Undo says: "Ada’s STR fatigue is now
 * 2." / "Took back the 1 fatigue: Ada’s STR fatigue is 1 again." `before` and `after` are the
 * sheet either side of it.
 */
export function describeDwFatigueAdded(
  before: DwCharacter,
  after: DwCharacter,
  attribute: DwAttribute,
): { readonly added: string; readonly undone: string } {
  const where = `${nameDwCharacter(after)}’s ${DW_ATTRIBUTE_LABELS[attribute]} fatigue`;
  const was = before.attributes[attribute].fatigue;
  const now = after.attributes[attribute].fatigue;
  return {
    added: `${where} is now ${now}.`,
    undone: `Took back the ${now - was} fatigue: ${where} is ${was} again.`,
  };
}

/** "Afflictions: Bleeding. Insight: 2 received, 1 spent." */
export function describeDwAfflictionsAndInsight(character: DwCharacter): string {
  const afflictions = character.afflictions.length > 0 ? character.afflictions.join(', ') : 'none';
  return `Afflictions: ${afflictions}. Insight: ${character.insight} received, ${character.insightSpent ?? 0} spent.`;
}

/** "5 of 12 received, 2 spent, 3 to spend.", and what a full row of spent circles means. */
export function describeDwInsight(character: DwCharacter): string {
  const spent = character.insightSpent ?? 0;
  const retire = canRetireDw(character)
    ? ' All circles are filled: no more insight, and the character may be retired.'
    : '';
  return `${character.insight} of ${DW_INSIGHT_CIRCLES} received, ${spent} spent, ${countDwInsightAvailable(character)} to spend.${retire}`;
}

const CAMP_ACTIONS_PAGE = 'dead-weight/camp/#camp-actions';
const INTERLUDE_ACTIONS_PAGE = 'dead-weight/interlude-day/#1-interlude-actions';

/** Only the cures this text names, with the page that has them (a path within the site: the widget adds the base path); the full effects are in the original's core rules. */
export const DW_AFFLICTION_CURES: Readonly<
  Partial<Record<DwAffliction, { readonly cure: string; readonly href: string }>>
> = {
  Hungry: { cure: 'a regular ration (camp: Cook some food)', href: CAMP_ACTIONS_PAGE },
  Parched: { cure: 'a regular or special ration (camp: Cook some food)', href: CAMP_ACTIONS_PAGE },
  Bleeding: { cure: 'Tend Wounds (interlude)', href: INTERLUDE_ACTIONS_PAGE },
  Sleepy: { cure: 'coffee; Sleep (camp); some sleep results', href: CAMP_ACTIONS_PAGE },
  Angry: {
    cure: 'tea or hot chocolate; proper entertainment (interlude Rest)',
    href: CAMP_ACTIONS_PAGE,
  },
  Shaken: { cure: 'A well deserved rest or Sleep (camp)', href: CAMP_ACTIONS_PAGE },
  Terrified: { cure: 'getting very drunk (interlude Rest)', href: INTERLUDE_ACTIONS_PAGE },
  Hopeless: {
    cure: 'proper entertainment or getting very drunk (interlude Rest)',
    href: INTERLUDE_ACTIONS_PAGE,
  },
  Cursed: {
    cure: 'the witch doctor, on a 1d! success (interlude Tend Wounds)',
    href: INTERLUDE_ACTIONS_PAGE,
  },
  Plagued: {
    cure: 'the surgeon, on a 1d! success (interlude Tend Wounds)',
    href: INTERLUDE_ACTIONS_PAGE,
  },
};
