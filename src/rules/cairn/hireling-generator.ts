/**
 * The hireling generator's state, changed only by `stepCairnHirelingGenerator`: the hireling
 * rolled (or opened from a share link), the name typed, and why that name could not join the
 * party. A shared hireling brings its name with it; typing the name again takes its problem away
 * until the next try. `viewCairnHirelingGenerator` reads it into what the generator lays out.
 */
import type { NameProblem } from '../name-text';
import type { Problem, Result } from '../result';
import {
  CAIRN_HIRELING_DICE,
  CAIRN_HIRELING_PART_LABELS,
  CAIRN_HIRELING_PARTS,
  encodeCairnHirelingLink,
  type CairnHireling,
  type CairnHirelingPart,
  type CairnHirelingRoll,
  type CairnSharedHireling,
} from './hirelings';

export interface CairnHirelingGenerator {
  readonly hireling: CairnHireling | null;
  readonly name: string;
  /** Why the name could not join the party, at its field; null until an add refuses it. */
  readonly nameError: string | null;
  /**
   * The name this hireling joined the party under, until the hireling or the name changes: the
   * same press again would add a second, identical hireling that no list could tell apart.
   */
  readonly joinedAs: string | null;
}

export type CairnHirelingGeneratorAction =
  | { readonly kind: 'opened'; readonly shared: CairnSharedHireling }
  | { readonly kind: 'rolled'; readonly hireling: CairnHireling }
  /** One part rolled again (nothing before a hireling is rolled). */
  | {
      readonly kind: 'rerolled';
      readonly part: CairnHirelingPart;
      readonly roll: CairnHirelingRoll;
    }
  | { readonly kind: 'name'; readonly text: string }
  /** What adding to the party said: added, or why the name cannot be read. */
  | { readonly kind: 'added'; readonly result: Result<string, Problem<NameProblem>> };

/** The generator as it opens: no hireling, no name. */
export const CAIRN_HIRELING_GENERATOR_START: CairnHirelingGenerator = {
  hireling: null,
  name: '',
  nameError: null,
  joinedAs: null,
};

/** The generator after `action`. */
export function stepCairnHirelingGenerator(
  state: CairnHirelingGenerator,
  action: CairnHirelingGeneratorAction,
): CairnHirelingGenerator {
  switch (action.kind) {
    case 'opened':
      return {
        ...state,
        hireling: action.shared.hireling,
        name: action.shared.name,
        joinedAs: null,
      };
    case 'rolled':
      return { ...state, hireling: action.hireling, joinedAs: null };
    case 'rerolled':
      return state.hireling
        ? {
            ...state,
            hireling: { ...state.hireling, [action.part]: action.roll },
            joinedAs: null,
          }
        : state;
    case 'name':
      return { ...state, name: action.text, nameError: null, joinedAs: null };
    case 'added':
      return action.result.ok
        ? { ...state, nameError: null, joinedAs: state.name.trim() }
        : { ...state, nameError: action.result.error.message };
  }
}

/** Why "Add to party" is off: this hireling joined already under this name; null otherwise. */
export function cairnHirelingAddBlockedBy(state: CairnHirelingGenerator): string | null {
  return state.joinedAs === null
    ? null
    : `${state.joinedAs} is in the party already: roll a new hireling, or change the name, to add another.`;
}

/** One rolled part as the generator lists it. */
export interface CairnHirelingPartView {
  readonly part: CairnHirelingPart;
  readonly label: string;
  /** The dice it is rolled with: "3d6". */
  readonly dice: string;
  readonly total: number;
  /** The faces rolled: "Dice: 4 + 2 + 6". */
  readonly faces: string;
  /** The Re-roll button's name: "Re-roll STR". */
  readonly reroll: string;
}

export interface CairnHirelingGeneratorView {
  /** The roll button's words: a new hireling once one is rolled. */
  readonly rollButton: string;
  /** The hireling's parts, null before one is rolled. */
  readonly parts: readonly CairnHirelingPartView[] | null;
  readonly addBlockedBy: string | null;
  /** The share link's value, null before a hireling is rolled. */
  readonly share: string | null;
}

/** What the generator shows for its state. */
export function viewCairnHirelingGenerator(
  state: CairnHirelingGenerator,
): CairnHirelingGeneratorView {
  const { hireling } = state;
  return {
    rollButton: hireling ? 'Roll a new hireling' : 'Roll a hireling',
    parts:
      hireling &&
      CAIRN_HIRELING_PARTS.map((part) => ({
        part,
        label: CAIRN_HIRELING_PART_LABELS[part],
        dice: CAIRN_HIRELING_DICE[part],
        total: hireling[part].total,
        faces: `Dice: ${hireling[part].dice.join(' + ')}`,
        reroll: `Re-roll ${CAIRN_HIRELING_PART_LABELS[part]}`,
      })),
    addBlockedBy: cairnHirelingAddBlockedBy(state),
    share: hireling && encodeCairnHirelingLink(state.name, hireling),
  };
}
