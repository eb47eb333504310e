/**
 * The Contested Check roller whole: its fields (both sides, whether it is an attack, who attacks
 * or defends), the roll shown and whether that roll's injury is on the target's sheet, changed by
 * one reducer; and what the roller shows, decided here (`viewContestedCheck`): each side's legend,
 * bonus choices and total, the choice of attacker or defender, the chances, the Roll button and
 * why it is off, the rolled sides and verdict, and the injury a click can add.
 */
import type { Rng } from '../dice';
import type { LocusCharacter } from './character';
import { formatSigned, toggleChoice } from './check-inputs';
import { attackOf, contestedTool, type ContestedLogInput } from './check-log';
import { injuryToApply, type InjuryToApply, type RolledAttack } from './attack-injury';
import {
  CONTEST_SIDE_IDS,
  contestDefenderOptions,
  contestModifierSections,
  contestSideOptions,
  describeAttackTarget,
  otherSide,
  readContest,
  START_CONTEST_SIDES,
  type ContestSideDraft,
} from './contest-form';
import { CONTEST_CHANCE_WAITS, describeContestChances, describeContestRoll } from './contest-text';
import {
  contestModifiersFor,
  type ContestedCheck,
  type ContestModifierId,
  type ContestSideId,
  type Defender,
  type LabelledChance,
} from './contested-check';

/** One contest rolled, as the roller keeps it to show and to apply its injury. */
export interface ContestRolled extends RolledAttack {
  readonly check: ContestedCheck;
  readonly input: ContestedLogInput;
}

export interface ContestedRollerState {
  readonly drafts: Readonly<Record<ContestSideId, ContestSideDraft>>;
  /** Who wins ties outside an attack (in an attack, its target does). */
  readonly defender: Defender;
  readonly attack: boolean;
  readonly attacker: ContestSideId;
  /** An unarmed attack against a Monster, which fails within a Locus. */
  readonly unarmed: boolean;
  /** The roll shown, numbered anew by each roll so the result area says it again. */
  readonly shown: { readonly serial: number; readonly value: ContestRolled } | null;
  /** The shown roll's injury is on the sheet (kept apart from the roll, which is not said again). */
  readonly applied: boolean;
}

export const CONTESTED_ROLLER_START: ContestedRollerState = {
  drafts: START_CONTEST_SIDES,
  defender: 'b',
  attack: false,
  attacker: 'b',
  unarmed: false,
  shown: null,
  applied: false,
};

export type ContestedRollerAction =
  | {
      readonly type: 'side';
      readonly side: ContestSideId;
      readonly patch: Partial<ContestSideDraft>;
    }
  | {
      readonly type: 'modifier';
      readonly side: ContestSideId;
      readonly modifier: ContestModifierId;
      readonly on: boolean;
    }
  | { readonly type: 'attack'; readonly on: boolean }
  | { readonly type: 'attacker'; readonly side: ContestSideId }
  | { readonly type: 'unarmed'; readonly on: boolean }
  | { readonly type: 'defender'; readonly defender: Defender }
  /** A fresh roll: its injury not applied yet. */
  | { readonly type: 'rolled'; readonly rolled: ContestRolled }
  /** The injury added, or taken back with Undo (then it may be added again). */
  | { readonly type: 'injury-applied'; readonly applied: boolean };

/** The roller after one action. */
export function updateContestedRoller(
  state: ContestedRollerState,
  action: ContestedRollerAction,
): ContestedRollerState {
  switch (action.type) {
    case 'side':
      return withSide(state, action.side, action.patch);
    case 'modifier': {
      const modifiers = state.drafts[action.side].modifiers;
      return withSide(state, action.side, {
        modifiers: toggleChoice(modifiers, action.modifier, action.on),
      });
    }
    case 'attack':
      return { ...state, attack: action.on };
    case 'attacker':
      return { ...state, attacker: action.side };
    case 'unarmed':
      return { ...state, unarmed: action.on };
    case 'defender':
      return { ...state, defender: action.defender };
    case 'rolled': {
      const serial = (state.shown?.serial ?? 0) + 1;
      return { ...state, shown: { serial, value: action.rolled }, applied: false };
    }
    case 'injury-applied':
      return { ...state, applied: action.applied };
  }
}

function withSide(
  state: ContestedRollerState,
  side: ContestSideId,
  patch: Partial<ContestSideDraft>,
): ContestedRollerState {
  return { ...state, drafts: { ...state.drafts, [side]: { ...state.drafts[side], ...patch } } };
}

/** What a contest is rolled from: the logged input, and the target's Cast id in an attack on one. */
export interface ContestToRoll {
  readonly input: ContestedLogInput;
  readonly targetId: string | undefined;
}

/** A contest rolled for `toRoll`, with what its attack did. */
export function rollContestShown({ input, targetId }: ContestToRoll, rng: Rng): ContestRolled {
  const check = contestedTool.roll(input, rng);
  return { check, input, attack: attackOf(input, check), targetId };
}

/** One bonus choice of a side: the text's words, its points signed ("+1") and whether it is ticked. */
export interface ContestModifierView {
  readonly id: ContestModifierId;
  readonly label: string;
  readonly points: string;
  readonly checked: boolean;
}

/** One side of the roller as shown. */
export interface ContestSideView {
  readonly id: ContestSideId;
  /** "Side A: Ada". */
  readonly legend: string;
  readonly draft: ContestSideDraft;
  /** The Cast member this side is: its name and Attribute come from the sheet. */
  readonly character: LocusCharacter | undefined;
  /** The Attribute field's values: the chosen Attribute, its typed text and that text's problem. */
  readonly attributeField: {
    readonly character: LocusCharacter | undefined;
    readonly attribute: ContestSideDraft['attribute'];
    readonly text: string;
    readonly error: string | null;
  };
  readonly extraError: string | null;
  /**
   * The bonus choices in the order shown: the loose ones (`summary` null), then those folded under
   * a summary, with "(2 chosen)" beside it once any are.
   */
  readonly sections: readonly {
    readonly summary: string | null;
    readonly chosen: string | null;
    readonly modifiers: readonly ContestModifierView[];
  }[];
  /** The side's bonus points signed ("+2"), or null while a field cannot be read. */
  readonly bonus: string | null;
}

type SideOptions<Value> = readonly { readonly value: Value; readonly label: string }[];

/** What the roller shows, decided. */
export interface ContestedCheckView {
  readonly sides: readonly ContestSideView[];
  /** In an attack: who attacks, with the line saying the target defends. */
  readonly attacker: { readonly options: SideOptions<ContestSideId>; readonly hint: string } | null;
  /** Outside an attack: who defends, or nobody. */
  readonly defenders: SideOptions<Defender> | null;
  /** Each side's chance to win and of a tie, or null while a field cannot be read. */
  readonly contestChances: readonly LabelledChance[] | null;
  /** In an attack that can hit: "If Ada attacks Monster:" over what it may do. */
  readonly attackChances: {
    readonly heading: string;
    readonly chances: readonly LabelledChance[];
  } | null;
  /** Said under the chances: what they wait for, or why an attack cannot hit; null when nothing. */
  readonly chanceNote: string | null;
  readonly button: string;
  /** Why the roll is off, or null. */
  readonly blocked: string | null;
  /** What a roll now is made of, or null while it is off. */
  readonly toRoll: ContestToRoll | null;
  /** The roll shown in words, under the same serial. */
  readonly shown: {
    readonly serial: number;
    readonly value: ReturnType<typeof describeContestRoll> & { readonly check: ContestedCheck };
  } | null;
  /** The shown attack's injury one click can add to the target's sheet, until it is added. */
  readonly injury: InjuryToApply | null;
}

/** The roller as it shows `state`, its sides read against the Cast's `characters`. */
export function viewContestedCheck(
  state: ContestedRollerState,
  characters: readonly LocusCharacter[],
): ContestedCheckView {
  const { attack, attacker, unarmed, shown } = state;
  const read = readContest(state.drafts, characters, attack ? attacker : null, state.defender);
  const { names, contest } = read;
  const allowed = contestModifiersFor(attack);
  const attackInput = attack ? { attacker, unarmed } : null;
  const chances = contest ? describeContestChances(contest, names, attackInput) : null;
  return {
    sides: CONTEST_SIDE_IDS.map((id) => {
      const draft = state.drafts[id];
      const side = read.sides[id];
      return {
        id,
        legend: `Side ${id.toUpperCase()}: ${side.name}`,
        draft,
        character: side.character,
        attributeField: {
          character: side.character,
          attribute: draft.attribute,
          text: draft.attributeText,
          error: side.attributeError,
        },
        extraError: side.extraError,
        sections: contestModifierSections(allowed, draft.modifiers).map((section) => ({
          summary: section.summary,
          chosen: section.chosen > 0 ? ` (${section.chosen} chosen)` : null,
          modifiers: section.modifiers.map(({ id: modifier, label, value }) => ({
            id: modifier,
            label,
            points: formatSigned(value),
            checked: draft.modifiers.includes(modifier),
          })),
        })),
        bonus: side.bonus === null ? null : formatSigned(side.bonus),
      };
    }),
    attacker: attack
      ? { options: contestSideOptions(names), hint: describeAttackTarget(names, attacker) }
      : null,
    defenders: attack ? null : contestDefenderOptions(names),
    contestChances: chances?.contest ?? null,
    attackChances: chances?.attack && 'heading' in chances.attack ? chances.attack : null,
    chanceNote: chances
      ? chances.attack && 'note' in chances.attack
        ? chances.attack.note
        : null
      : CONTEST_CHANCE_WAITS,
    button: attack ? 'Roll the attack' : 'Roll Contested Check',
    blocked: read.blocked,
    toRoll: contest
      ? {
          input: { names, contest, attack: attackInput, side: 'a' },
          targetId: attack ? read.sides[otherSide(attacker)].character?.id : undefined,
        }
      : null,
    shown: shown && {
      serial: shown.serial,
      value: {
        check: shown.value.check,
        ...describeContestRoll(shown.value.check, shown.value.input, shown.value.attack),
      },
    },
    injury: shown && !state.applied ? injuryToApply(shown.value) : null,
  };
}
