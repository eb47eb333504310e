/**
 * What the combat resolver's fields hold, read into the attack (`resolveCairnAttack`): each
 * attacker as chosen (weapon die, a second weapon, Impaired or Enhanced, Blast) and the Detachments
 * rule over them, and the target, a party member as tracked or a creature typed in, with why the
 * damage cannot be rolled yet.
 */
import type { Result } from '../result';
import { readWholeNumber, type WholeNumberError } from '../whole-number';
import { trackedOrTyped } from '../tracked-or-typed';
import type { CairnAttackTarget } from './attack';
import {
  CAIRN_MAX_ARMOR,
  CAIRN_SCORE_LIMIT,
  cairnMemberName,
  isCairnPc,
  type CairnMember,
} from './character';
import {
  applyCairnDetachmentRule,
  cairnAttackBlockedBy,
  CAIRN_WEAPON_DICE,
  isCairnTargetDead,
  switchCairnDetachmentRule,
  type CairnAttacker,
  type CairnAttackMode,
  type CairnDetachmentRule,
  type CairnWeaponDie,
} from './damage';

/** An attacker as the resolver's fields hold it. */
export interface CairnAttackerDraft {
  readonly die: CairnWeaponDie;
  /** The second weapon's die, 0 for none. */
  readonly second: CairnWeaponDie | 0;
  readonly mode: CairnAttackMode;
  readonly blast: boolean;
}

/** The attacker the resolver starts with: a d6 weapon, no modifiers. */
export const CAIRN_FIRST_ATTACKER: CairnAttackerDraft = {
  die: 6,
  second: 0,
  mode: 'normal',
  blast: false,
};

/** The attacker a draft rolls as: both weapons' dice when there are two. */
export function cairnDraftAttacker(draft: CairnAttackerDraft): CairnAttacker {
  return {
    dice: draft.second ? [draft.die, draft.second] : [draft.die],
    mode: draft.mode,
    blast: draft.blast,
  };
}

/** An attacker added while a Detachments rule holds: the first attacker, with the rule's modifiers. */
export function newCairnAttackerDraft(rule: CairnDetachmentRule): CairnAttackerDraft {
  const { mode, blast } = applyCairnDetachmentRule(cairnDraftAttacker(CAIRN_FIRST_ATTACKER), rule);
  return { ...CAIRN_FIRST_ATTACKER, mode, blast };
}

/** A draft's modifiers once the Detachments rule switches (`switchCairnDetachmentRule`). */
export function switchCairnDraftDetachment(
  draft: CairnAttackerDraft,
  from: CairnDetachmentRule,
  to: CairnDetachmentRule,
): Pick<CairnAttackerDraft, 'mode' | 'blast'> {
  const { mode, blast } = switchCairnDetachmentRule(cairnDraftAttacker(draft), from, to);
  return { mode, blast };
}

const DIE_CHOICES = CAIRN_WEAPON_DICE.map((sides) => ({
  value: String(sides),
  label: `d${sides}`,
}));

/** An attacker's choices, each a select: its field, label and options. */
export const CAIRN_ATTACKER_CHOICES = [
  { field: 'die', label: 'Weapon die', options: DIE_CHOICES },
  {
    field: 'second',
    label: 'Second weapon (keep highest)',
    options: [{ value: '0', label: 'None' }, ...DIE_CHOICES],
  },
  {
    field: 'mode',
    label: 'Modifier',
    options: [
      { value: 'normal', label: 'Weapon die' },
      { value: 'impaired', label: 'Impaired: roll d4' },
      { value: 'enhanced', label: 'Enhanced: roll d12' },
    ],
  },
] as const;

export type CairnAttackerChoice = (typeof CAIRN_ATTACKER_CHOICES)[number]['field'];

/** The change to a draft when one of its selects picks `value` (always one of its options). */
export function chooseCairnAttackerOption(
  field: CairnAttackerChoice,
  value: string,
): Partial<CairnAttackerDraft> {
  if (field === 'mode') return { mode: value as CairnAttackMode };
  return { [field]: Number(value) as CairnWeaponDie };
}

/** The Detachments choices, each with the label the resolver shows. */
export const CAIRN_DETACHMENT_CHOICES = [
  { value: 'none', label: 'No detachment' },
  { value: 'against-detachment', label: 'Individuals attack a detachment' },
  { value: 'by-detachment', label: 'A detachment attacks individuals' },
] as const;

/** A typed target's fields, and what "Reset the target" brings back (Armor is kept). */
export interface CairnTargetTexts {
  readonly name: string;
  readonly hp: string;
  readonly str: string;
}

export const CAIRN_FRESH_TARGET: CairnTargetTexts = { name: '', hp: '6', str: '10' };

/** A typed target's score fields, each with its label. */
export const CAIRN_TYPED_TARGET_SCORES = [
  { field: 'hp', label: 'Current HP' },
  { field: 'str', label: 'Current STR' },
] as const;

/** The target's Armor as typed: 0 to 3. */
export function readCairnArmor(text: string): Result<number, WholeNumberError> {
  return readWholeNumber(text, 0, CAIRN_MAX_ARMOR, 'Armor');
}

export interface CairnCombatTarget {
  readonly hp: Result<number, WholeNumberError>;
  readonly str: Result<number, WholeNumberError>;
  readonly armor: Result<number, WholeNumberError>;
  /** Who the notices name: the member, the typed name, or "The target". */
  readonly name: string;
  /** Who the roll log and the result name: as `name`, but "the target" inside a sentence. */
  readonly who: string;
  /** The scores that cannot be read ("current HP", "Armor"). */
  readonly unread: readonly string[];
  /** Dead already (STR 0, or marked dead on the sheet): it takes no more damage. */
  readonly dead: boolean;
  /** Why Roll is off, or null. */
  readonly blockedBy: string | null;
  /** The target as the attack takes it, null while a score cannot be read. */
  readonly attack: CairnAttackTarget | null;
}

/**
 * The target as the fields say: a tracked member's current HP and STR (their Armor is typed, as
 * a shield may be set down), or the typed scores, `pc` saying whether a typed target is a PC.
 */
export function readCairnCombatTarget(
  member: CairnMember | undefined,
  texts: CairnTargetTexts & { readonly armor: string; readonly pc: boolean },
): CairnCombatTarget {
  const hp = trackedOrTyped(
    member?.hp.current,
    readWholeNumber(texts.hp, 0, CAIRN_SCORE_LIMIT, 'HP'),
  );
  const str = trackedOrTyped(
    member?.str.current,
    readWholeNumber(texts.str, 0, CAIRN_SCORE_LIMIT, 'STR'),
  );
  const armor = readCairnArmor(texts.armor);
  const unread = [!hp.ok && 'current HP', !str.ok && 'current STR', !armor.ok && 'Armor'].filter(
    (what): what is string => Boolean(what),
  );
  const typedName = texts.name.trim();
  const name = member ? cairnMemberName(member) : typedName || 'The target';
  const who = member ? name : typedName || 'the target';
  const dead =
    hp.ok &&
    str.ok &&
    isCairnTargetDead({
      hp: { current: hp.value, max: hp.value },
      str: { current: str.value, max: str.value },
      dead: member?.dead ?? false,
    });
  const attack: CairnAttackTarget | null =
    hp.ok && str.ok
      ? {
          hp: hp.value,
          str: str.value,
          pc: member ? isCairnPc(member) : texts.pc,
          ...(member && { member }),
        }
      : null;
  const blockedBy = cairnAttackBlockedBy(unread, dead, name, Boolean(member));
  return { hp, str, armor, name, who, unread, dead, blockedBy, attack };
}

/** A party member as the target select names them: "Ada (character, HP 3/5, STR 12)". */
export function nameCairnTargetChoice(member: CairnMember): string {
  return `${cairnMemberName(member)} (${member.kind}, HP ${member.hp.current}/${member.hp.max}, STR ${member.str.current})`;
}
