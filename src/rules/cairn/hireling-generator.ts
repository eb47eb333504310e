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
};

/** The generator after `action`. */
export function stepCairnHirelingGenerator(
  state: CairnHirelingGenerator,
  action: CairnHirelingGeneratorAction,
): CairnHirelingGenerator {
  switch (action.kind) {
    case 'opened':
      return { ...state, hireling: action.shared.hireling, name: action.shared.name };
    case 'rolled':
      return { ...state, hireling: action.hireling };
    case 'rerolled':
      return state.hireling
        ? { ...state, hireling: { ...state.hireling, [action.part]: action.roll } }
        : state;
    case 'name':
      return { ...state, name: action.text, nameError: null };
    case 'added':
      return { ...state, nameError: action.result.ok ? null : action.result.error.message };
  }
}
