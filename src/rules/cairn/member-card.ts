/**
 * What the party tracker's card says about one member, decided here so the card only lays it
 * out: the kind and state in words, the Attributes at 0, the Fatigue line, and why a button is
 * off (a disabled button always says why beside it); `viewCairnMemberCard` adds the fields'
 * labels and readers, the scars and the buttons' words. The choices the card offers (kind, state
 * toggles, rests) are data here too, each with the words its control shows.
 */
import type { Result } from '../result';
import { readWholeNumber, type WholeNumberError } from '../whole-number';
import {
  CAIRN_INVENTORY_SLOTS,
  CAIRN_MAX_ARMOR,
  CAIRN_NAME_LIMIT,
  CAIRN_NOTES_LIMIT,
  CAIRN_SCORE_KEYS,
  CAIRN_SCORE_PARTS,
  cairnFreeSlots,
  cairnMemberBadges,
  cairnMemberName,
  cairnScarTitle,
  cairnScoreFieldLabel,
  describeCairnZero,
  readCairnScoreField,
  type CairnMember,
  type CairnRest,
  type CairnScoreKey,
  type CairnScorePart,
} from './character';

/** The kinds of member, as the kind choices show them. */
export const CAIRN_MEMBER_KINDS = [
  { value: 'character', label: 'Character' },
  { value: 'hireling', label: 'Hireling' },
] as const;

/** The states a card toggles, each with its label. */
export const CAIRN_MEMBER_STATES = [
  { state: 'deprived', label: 'Deprived' },
  { state: 'criticalDamage', label: 'Critical damage' },
  { state: 'dead', label: 'Dead' },
] as const;

/** The rests a card offers, each with its button's words. */
export const CAIRN_REST_CHOICES: readonly { readonly rest: CairnRest; readonly label: string }[] = [
  { rest: 'short', label: 'Short rest (restore HP)' },
  { rest: 'full', label: 'Full night’s rest (HP, Fatigue)' },
  { rest: 'week', label: 'Week’s rest with a healer (Attributes)' },
];

export interface CairnMemberCard {
  /** The member's name as the card's heading and buttons say it. */
  readonly who: string;
  /** "Character" or "Hireling". */
  readonly kind: string;
  readonly badges: readonly string[];
  /** The Attributes at 0 and what each means, as one sentence, or null. */
  readonly zero: string | null;
  /** What critical damage means for a member who is not dead yet, or null. */
  readonly criticalDamage: string | null;
  /** The inventory slots Fatigue leaves free. */
  readonly free: number;
  /** Said after the Fatigue line when no slot is free, else ''. */
  readonly full: string;
  /** Why "Remove a Fatigue" is off (no Fatigue to remove), or null. */
  readonly removeFatigueBlockedBy: string | null;
}

/** The party tracker's card for `member`. */
export function describeCairnMemberCard(member: CairnMember): CairnMemberCard {
  const who = cairnMemberName(member);
  const zero = describeCairnZero(member);
  const free = cairnFreeSlots(member);
  return {
    who,
    kind: member.kind === 'character' ? 'Character' : 'Hireling',
    badges: cairnMemberBadges(member),
    zero: zero.length > 0 ? `${zero.join('. ')}.` : null,
    criticalDamage:
      member.criticalDamage && !member.dead
        ? 'Critical damage: can only crawl weakly; stabilizes with aid such as bandages, dies within the hour if left untreated.'
        : null,
    free,
    full: free === 0 ? ' No free slots: more Fatigue means dropping an item.' : '',
    removeFatigueBlockedBy: member.fatigue === 0 ? `${who} has no Fatigue to remove.` : null,
  };
}

/** One score field of the card: its label, its saved value and how its text is read. */
export interface CairnScoreFieldView {
  readonly score: CairnScoreKey;
  readonly part: CairnScorePart;
  readonly label: string;
  readonly value: number;
  readonly read: (text: string) => Result<number, WholeNumberError>;
}

/** Everything the party tracker's card lays out for `member`, beyond its description. */
export interface CairnMemberCardView extends CairnMemberCard {
  /** The badges' list's name: "Ada’s state". */
  readonly stateLabel: string;
  /** HP, STR, DEX and WIL, each a pair: now and max. */
  readonly scores: readonly (readonly CairnScoreFieldView[])[];
  readonly armor: {
    readonly label: string;
    readonly hint: string;
    readonly read: (text: string) => Result<number, WholeNumberError>;
  };
  readonly limits: { readonly name: number; readonly notes: number };
  /** The inventory slots Fatigue fills. */
  readonly slots: number;
  /** Each scar and its Remove button's words: "Remove scar “Lasting scar”". */
  readonly scars: readonly { readonly text: string; readonly remove: string }[];
  /** The buttons' words, each naming the member. */
  readonly buttons: {
    readonly addFatigue: string;
    readonly removeFatigue: string;
    readonly print: string;
    readonly remove: string;
  };
}

/** The party tracker's card for `member`, as it is laid out. */
export function viewCairnMemberCard(member: CairnMember): CairnMemberCardView {
  const card = describeCairnMemberCard(member);
  const { who } = card;
  return {
    ...card,
    stateLabel: `${who}’s state`,
    scores: CAIRN_SCORE_KEYS.map((score) =>
      CAIRN_SCORE_PARTS.map((part) => ({
        score,
        part,
        label: cairnScoreFieldLabel(score, part),
        value: member[score][part],
        read: (text: string) => readCairnScoreField(member, score, part, text),
      })),
    ),
    armor: {
      label: `Armor (0–${CAIRN_MAX_ARMOR})`,
      hint: 'At most 3. Shields and helmets count only while held or worn.',
      read: (text) => readWholeNumber(text, 0, CAIRN_MAX_ARMOR, 'Armor'),
    },
    limits: { name: CAIRN_NAME_LIMIT, notes: CAIRN_NOTES_LIMIT },
    slots: CAIRN_INVENTORY_SLOTS,
    scars: member.scars.map((scar) => ({
      text: scar,
      remove: `Remove scar “${cairnScarTitle(scar)}”`,
    })),
    buttons: {
      addFatigue: `Add Fatigue to ${who}`,
      removeFatigue: `Remove a Fatigue from ${who}`,
      print: `Print ${who}`,
      remove: `Remove ${who}`,
    },
  };
}
