/**
 * What the party tracker's card says about one member, decided here so the card only lays it
 * out: the kind and state in words, the Attributes at 0, the Fatigue line, and why a button is
 * off (a disabled button always says why beside it). The choices the card offers (kind, state
 * toggles, rests) are data here too, each with the words its control shows.
 */
import {
  cairnFreeSlots,
  cairnMemberBadges,
  cairnMemberName,
  describeCairnZero,
  type CairnMember,
  type CairnRest,
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
