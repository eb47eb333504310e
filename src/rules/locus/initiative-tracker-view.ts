/**
 * What the Initiative tool shows, decided: the Cast members in or out of the Conflict, the
 * problems at the Add fields, the Monsters and Foils added, what a removal or a new Conflict
 * cleared (beside their Undos), the Roll button's words, and the order rolled as it stands now.
 */
import type { ThreeDice } from './three-dice';
import { INITIATIVE_KIND_OPTIONS } from './check-options';
import { formatNumber, ordinal } from './check-inputs';
import {
  INITIATIVE_NAME_MAX,
  INITIATIVE_TIE_RULE,
  type ConflictView,
  type InitiativeState,
} from './initiative';
import { initiativeFieldErrors, type InitiativeForm } from './initiative-form';
import {
  castEntityLabel,
  describeInitiativeSum,
  describeNewConflict,
  describeNotRolled,
  describeRemovedFromConflict,
  ENTITY_KIND_LABELS,
} from './initiative-text';

/** One place in the order: "**1st** Ada (Character): **10**", its dice, its sum and any tie-break. */
export interface InitiativePlaceView {
  readonly id: string;
  readonly place: string;
  readonly name: string;
  /** "(Monster)". */
  readonly kind: string;
  readonly total: string;
  readonly dice: ThreeDice;
  /** "Ada's dice". */
  readonly diceLabel: string;
  /** "4 + 2 + 6 = 12 − Carelessness 2 = 10". */
  readonly sum: string;
  readonly tieBreak: string | null;
}

export interface InitiativeTrackerView {
  /** Each Cast member's box: "Ada, Carelessness 2", ticked while in the Conflict. */
  readonly cast: readonly {
    readonly id: string;
    readonly label: string;
    readonly included: boolean;
  }[];
  readonly kindOptions: typeof INITIATIVE_KIND_OPTIONS;
  readonly nameMax: number;
  /** The problems at the Add fields as typed. */
  readonly errors: ReturnType<typeof initiativeFieldErrors>;
  /** The Monsters and Foils added: "The Hollow (Monster), Carelessness 0". */
  readonly added: readonly { readonly id: string; readonly name: string; readonly line: string }[];
  /** What the removal offered for Undo took out, or null. */
  readonly removedText: string | null;
  /** What "Start a new Conflict" cleared, offered for Undo, or null. */
  readonly clearedText: string | null;
  readonly tieRule: string;
  readonly rollButton: string;
  /** The order rolled as it stands now, or null before a roll. */
  readonly order: {
    /** Empty once everyone in the roll has left the Conflict. */
    readonly places: readonly InitiativePlaceView[];
    /** Who joined after the roll, or null. */
    readonly notRolled: string | null;
    /** What changed since the roll, or false while it still stands. */
    readonly stale: string | false;
  } | null;
}

/** The tool as it shows the Conflict (`conflict`, from `state`), its form and the Add fields typed. */
export function viewInitiativeTracker(
  conflict: ConflictView,
  state: InitiativeState,
  form: InitiativeForm,
  fields: { readonly name: string; readonly carelessness: string },
): InitiativeTrackerView {
  const { shown } = conflict;
  return {
    cast: conflict.cast.map((entity) => ({
      id: entity.id,
      label: castEntityLabel(entity),
      included: !state.excluded.includes(entity.id),
    })),
    kindOptions: INITIATIVE_KIND_OPTIONS,
    nameMax: INITIATIVE_NAME_MAX,
    errors: initiativeFieldErrors(fields, conflict.taken, form),
    added: state.added.map(({ id, name, kind, carelessness }) => ({
      id,
      name,
      line: `${name} (${ENTITY_KIND_LABELS[kind]}), Carelessness ${carelessness}`,
    })),
    removedText: form.removed
      ? describeRemovedFromConflict(form.removed.removed.entity.name, form.removed.place)
      : null,
    clearedText: form.cleared
      ? describeNewConflict(
          form.cleared.added.length,
          conflict.cast.length,
          form.cleared.order !== null,
        )
      : null,
    tieRule: INITIATIVE_TIE_RULE,
    rollButton: `Roll Initiative for ${conflict.entities.length} in the Conflict`,
    order: shown && {
      places: shown.order.entries.map((entry) => ({
        id: entry.entity.id,
        place: ordinal(entry.position),
        name: entry.entity.name,
        kind: `(${ENTITY_KIND_LABELS[entry.entity.kind]})`,
        total: formatNumber(entry.total),
        dice: entry.dice,
        diceLabel: `${entry.entity.name}'s dice`,
        sum: describeInitiativeSum(entry),
        tieBreak: entry.tieBreak,
      })),
      notRolled: shown.notRolled.length > 0 ? describeNotRolled(shown.notRolled) : null,
      stale: shown.staleNote ?? false,
    },
  };
}
