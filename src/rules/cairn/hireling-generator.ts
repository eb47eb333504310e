/**
 * The hireling generator's state, changed only by `stepCairnHirelingGenerator`: the hireling
 * rolled (or opened from a share link), the name typed, and why that name could not join the
 * party. A shared hireling brings its name with it; typing the name again takes its problem away
 * until the next try.
 */
import type { NameProblem } from '../name-text';
import type { Problem, Result } from '../result';
import type {
  CairnHireling,
  CairnHirelingPart,
  CairnHirelingRoll,
  CairnSharedHireling,
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
