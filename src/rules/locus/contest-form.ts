/**
 * The Contested Check roller's form read as the rules see it: each side is a Cast member (name
 * and Attribute from the sheet) or a typed entity, with its chosen modifiers and further points;
 * the two sides make a contest once both can be read, with the defender the contest's kind decides.
 */
import type { LocusAttribute } from './attributes';
import { displayName } from './sheet-text';
import type { LocusCharacter } from './character';
import { parseBonusText, readCheckAttribute } from './check-inputs';
import {
  contestDefender,
  contestSideOf,
  sumContestBonus,
  type ContestModifier,
  type ContestModifierId,
  type ContestSideId,
  type Defender,
} from './contested-check';

/** One side as typed into the roller. */
export interface ContestSideDraft {
  /** The Cast member this side is, or undefined for a typed entity (a Monster). */
  readonly characterId: string | undefined;
  readonly name: string;
  readonly attribute: LocusAttribute;
  readonly attributeText: string;
  readonly modifiers: readonly ContestModifierId[];
  readonly extraText: string;
}

export const CONTEST_SIDE_IDS: readonly ContestSideId[] = ['a', 'b'];
const FALLBACK_NAMES: Readonly<Record<ContestSideId, string>> = { a: 'Side A', b: 'Side B' };

/** A side as the roller starts: typed, Clumsiness 3, no bonus; only the names differ. */
const startSide = (name: string): ContestSideDraft => ({
  characterId: undefined,
  name,
  attribute: 'clumsiness',
  attributeText: '3',
  modifiers: [],
  extraText: '0',
});

export const START_CONTEST_SIDES: Readonly<Record<ContestSideId, ContestSideDraft>> = {
  a: startSide('Character'),
  b: startSide('Monster'),
};

/** A side as the contest rolls it, its modifiers and further points spelled out for the log. */
type FormSide = ReturnType<typeof contestSideOf>;

/** The side facing `side`. */
export function otherSide(side: ContestSideId): ContestSideId {
  return side === 'a' ? 'b' : 'a';
}

/** One side read: its name, the Cast member it is, each field's problem, and the side to roll. */
export interface ReadContestSide {
  readonly name: string;
  readonly character: LocusCharacter | undefined;
  readonly attributeError: string | null;
  readonly extraError: string | null;
  /** Null while a field cannot be read. */
  readonly side: FormSide | null;
  /** The side's bonus points, or null while a field cannot be read. */
  readonly bonus: number | null;
}

export function readContestSide(
  draft: ContestSideDraft,
  sideId: ContestSideId,
  characters: readonly LocusCharacter[],
  attack: boolean,
): ReadContestSide {
  const character = characters.find((candidate) => candidate.id === draft.characterId);
  const name = character
    ? displayName(character, FALLBACK_NAMES[sideId])
    : draft.name.trim() || FALLBACK_NAMES[sideId];
  const attribute = readCheckAttribute(character, draft.attribute, draft.attributeText);
  const extra = parseBonusText(draft.extraText.trim());
  const side =
    attribute.ok && extra.ok
      ? contestSideOf(attribute.value, draft.modifiers, extra.value, attack)
      : null;
  return {
    name,
    character,
    attributeError: attribute.ok ? null : attribute.error.message,
    extraError: extra.ok ? null : extra.error.message,
    side,
    bonus: side ? sumContestBonus(side) : null,
  };
}

/** Both sides read, their names, and the contest to roll (null, with why, while one cannot be). */
export interface ReadContest {
  readonly sides: Readonly<Record<ContestSideId, ReadContestSide>>;
  readonly names: Readonly<Record<ContestSideId, string>>;
  readonly defender: Defender;
  readonly contest: {
    readonly a: FormSide;
    readonly b: FormSide;
    readonly defender: Defender;
  } | null;
  readonly blocked: string | null;
}

/**
 * The roller's form read whole. In an attack (`attacker` given) the target defends, so a tie is
 * a miss; otherwise the defender is the one chosen, or none.
 */
export function readContest(
  drafts: Readonly<Record<ContestSideId, ContestSideDraft>>,
  characters: readonly LocusCharacter[],
  attacker: ContestSideId | null,
  defenderChoice: Defender,
): ReadContest {
  const read = (sideId: ContestSideId) =>
    readContestSide(drafts[sideId], sideId, characters, attacker !== null);
  const sides = { a: read('a'), b: read('b') };
  const defender = contestDefender(attacker, defenderChoice);
  const contest =
    sides.a.side && sides.b.side ? { a: sides.a.side, b: sides.b.side, defender } : null;
  return {
    sides,
    names: { a: sides.a.name, b: sides.b.name },
    defender,
    contest,
    blocked: contest
      ? null
      : 'Roll is off until both sides have an Attribute from 1 to 5 and whole bonus points.',
  };
}

/**
 * A side's bonus choices in the order shown: the ones for any contest loose (`summary` null),
 * then the weapon and Item ones and the hide and search ones each folded under a summary, with
 * how many of them are `chosen`. A group with nothing allowed is left out.
 */
export function contestModifierSections(
  allowed: readonly ContestModifier[],
  chosen: readonly ContestModifierId[],
): readonly {
  readonly summary: string | null;
  readonly modifiers: readonly ContestModifier[];
  readonly chosen: number;
}[] {
  const groups = [
    [null, 'any'],
    ['Weapon and Item modifiers', 'attack'],
    ['Hide and search modifiers', 'search'],
  ] as const;
  return groups
    .map(([summary, kind]) => {
      const modifiers = allowed.filter((modifier) => modifier.appliesTo === kind);
      const count = modifiers.filter((modifier) => chosen.includes(modifier.id)).length;
      return { summary, modifiers, chosen: count };
    })
    .filter((section) => section.modifiers.length > 0);
}

/** The sides by name, for choosing who attacks or defends. */
export function contestSideOptions(
  names: Readonly<Record<ContestSideId, string>>,
): readonly { readonly value: ContestSideId; readonly label: string }[] {
  return CONTEST_SIDE_IDS.map((value) => ({ value, label: names[value] }));
}

/** Who may defend (and so win ties): either side, or nobody, when a tie is a stalemate. */
export function contestDefenderOptions(
  names: Readonly<Record<ContestSideId, string>>,
): readonly { readonly value: Defender; readonly label: string }[] {
  return [...contestSideOptions(names), { value: 'none', label: 'No defender (tie = stalemate)' }];
}

/** Said under the choice of attacker: the target defends, so a tie is a miss. */
export function describeAttackTarget(
  names: Readonly<Record<ContestSideId, string>>,
  attacker: ContestSideId,
): string {
  return `The target, ${names[otherSide(attacker)]}, defends: ties go to it, so a tie is a miss.`;
}
