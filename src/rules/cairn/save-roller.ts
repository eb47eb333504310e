/**
 * What the save roller shows, decided here from its savers as listed, the party and the attribute
 * chosen (`viewCairnSaveRoller`): each saver's field or member line, who saves for a group and
 * their chance, the Roll button's words and why it is off, whether the result shown is out of
 * date; and a roll's result as it is shown (`showCairnSaveRoll`). The widget lays these out.
 */
import type { Fraction } from '../dice';
import { cairnMemberName, type CairnMember } from './character';
import {
  describeCairnGroupSaveRoll,
  isCairnGroupSaveStale,
  readCairnGroupSave,
  type CairnGroupSave,
  type CairnSaverEntry,
} from './group-save';
import {
  CAIRN_SAVE_ATTRIBUTE_LABELS,
  cairnAttributeLabel,
  cairnSaveChance,
  type CairnSaveAttribute,
  type CairnSaveRoll,
} from './saves';

/** A saver as the list starts them: an attribute to type, 10 until it is typed. */
export const CAIRN_FRESH_SAVER: CairnSaverEntry = { memberId: '', text: '10' };

/** One saver's row: a member's line, or the field to type their attribute in. */
export interface CairnSaverRowView {
  /** The "who?" select's label: "Saver 2". */
  readonly choice: string;
  /** A member's attribute, in place of the field: "Ada: DEX 9"; null for a typed attribute. */
  readonly memberLine: string | null;
  /** The typed attribute's label: "Saver 2: DEX (1–20)". */
  readonly fieldLabel: string;
  readonly error: string | null;
  /** The Remove button's words in a group action, null for a lone saver. */
  readonly remove: string | null;
}

/** A save shown in the result area, with the savers it was rolled for. */
export interface CairnSaveShown {
  readonly verdict: string;
  readonly sentence: string;
  readonly savers: string;
}

export interface CairnSaveRollerView {
  readonly rows: readonly CairnSaverRowView[];
  /** Who saves for a group ("Bram (DEX 6)"), null for a lone saver or while no one is picked. */
  readonly mostAtRisk: string | null;
  /** The chance of the one who saves passing, null while no one is picked. */
  readonly chance: { readonly label: string; readonly fraction: Fraction } | null;
  readonly button: string;
  readonly blockedBy: string | null;
  /** The save to roll and who rolls it (for the roll log), null while no one is picked. */
  readonly toRoll: {
    readonly input: NonNullable<CairnGroupSave['input']>;
    readonly who: string;
  } | null;
  /** Whether the result shown no longer says what the fields say. */
  readonly stale: boolean;
  readonly reading: CairnGroupSave;
}

/** The save roller for its savers, the party and the attribute, with the result shown if any. */
export function viewCairnSaveRoller(
  entries: readonly CairnSaverEntry[],
  party: readonly CairnMember[],
  attribute: CairnSaveAttribute,
  shown?: CairnSaveShown,
): CairnSaveRollerView {
  const name = CAIRN_SAVE_ATTRIBUTE_LABELS[attribute];
  const reading = readCairnGroupSave(entries, party, attribute);
  const { savers, picked, group, input } = reading;
  return {
    rows: savers.map((saver, index) => ({
      choice: `Saver ${index + 1}`,
      memberLine: saver.member
        ? `${cairnMemberName(saver.member)}: ${name} ${saver.attribute}`
        : null,
      fieldLabel: cairnAttributeLabel(`Saver ${index + 1}: ${name}`),
      error: saver.error,
      remove: group ? `Remove saver ${index + 1}` : null,
    })),
    mostAtRisk: group && picked ? picked.label : null,
    chance: picked && {
      label: `Chance to pass with ${name} ${picked.attribute}`,
      fraction: cairnSaveChance(picked.attribute),
    },
    button: `Roll ${name} save`,
    blockedBy: reading.blockedBy,
    toRoll: picked && input && { input, who: picked.name },
    stale: isCairnGroupSaveStale(reading, shown?.savers),
    reading,
  };
}

/** A save rolled for the view's savers, as the result area shows it. */
export function showCairnSaveRoll(
  save: CairnSaveRoll,
  view: CairnSaveRollerView,
  attribute: CairnSaveAttribute,
): CairnSaveShown {
  return {
    ...describeCairnGroupSaveRoll(save, view.reading, attribute),
    savers: view.reading.signature,
  };
}
