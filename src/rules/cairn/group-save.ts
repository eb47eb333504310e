/**
 * The save roller's savers, read: each a party member (their current attribute) or a typed
 * attribute, named as the result names them; with several, a group action in which the most at
 * risk saves (`pickCairnMostAtRisk`). Also what the roll is logged with and the sentence of its
 * result, so the widget only lays the savers out.
 */
import { trackedOrTyped } from '../tracked-or-typed';
import { cairnMemberName, type CairnMember } from './character';
import type { cairnSaveTool } from './log';
import {
  CAIRN_SAVE_ATTRIBUTE_LABELS,
  cairnAttributeRollOff,
  explainCairnSave,
  parseCairnAttribute,
  pickCairnMostAtRisk,
  type CairnSaveAttribute,
  type CairnSaveRoll,
} from './saves';

/** A saver as listed: a party member's id ('' for a typed attribute) and the typed text. */
export interface CairnSaverEntry {
  readonly memberId: string;
  readonly text: string;
}

export interface CairnSaver {
  readonly member: CairnMember | undefined;
  /** Who saves, for the roll log: the member's name or "Saver 2". */
  readonly name: string;
  /** Who saves with what, for the result: "Ada (DEX 12)"; the name alone while unread. */
  readonly label: string;
  /** The attribute saved with, null while the typed text cannot be read. */
  readonly attribute: number | null;
  /** Why the typed text cannot be read, for its field. */
  readonly error: string | null;
}

export interface CairnGroupSave {
  readonly savers: readonly CairnSaver[];
  /** Several savers: a group action. */
  readonly group: boolean;
  /** Who saves (the lowest attribute, the first listed on a tie); null while any is unread. */
  readonly picked: (CairnSaver & { readonly attribute: number }) | null;
  /** The roll's logged input, null while no one can be picked. */
  readonly input: Parameters<typeof cairnSaveTool.roll>[0] | null;
  /**
   * The savers as a result names them: a result rolled under another signature (a saver removed,
   * the rest renumbered, or one changed) speaks of savers that are no longer the ones listed.
   */
  readonly signature: string;
  /** Why the save cannot be rolled (a saver's attribute cannot be read), or null. */
  readonly blockedBy: string | null;
}

function readCairnSaver(
  entry: CairnSaverEntry,
  index: number,
  party: readonly CairnMember[],
  attribute: CairnSaveAttribute,
): CairnSaver {
  const member = party.find((candidate) => candidate.id === entry.memberId);
  const name = member ? cairnMemberName(member) : `Saver ${index + 1}`;
  const score = trackedOrTyped(member?.[attribute].current, parseCairnAttribute(entry.text));
  return score.ok
    ? {
        member,
        name,
        label: `${name} (${CAIRN_SAVE_ATTRIBUTE_LABELS[attribute]} ${score.value})`,
        attribute: score.value,
        error: null,
      }
    : { member, name, label: name, attribute: null, error: score.error.message };
}

/** The listed savers read against `attribute`, and who of them saves. */
export function readCairnGroupSave(
  entries: readonly CairnSaverEntry[],
  party: readonly CairnMember[],
  attribute: CairnSaveAttribute,
): CairnGroupSave {
  const savers = entries.map((entry, index) => readCairnSaver(entry, index, party, attribute));
  const signature = savers.map((saver) => `${saver.label}=${saver.attribute}`).join(' ');
  const group = savers.length > 1;
  const scores = savers.flatMap((saver) => (saver.attribute === null ? [] : [saver.attribute]));
  const picked =
    scores.length === savers.length
      ? pickCairnMostAtRisk(savers.map((saver, index) => ({ ...saver, attribute: scores[index]! })))
      : null;
  const input = picked && {
    attribute,
    score: picked.attribute,
    ...(group && { lowestOf: scores }),
  };
  const blockedBy = picked
    ? null
    : cairnAttributeRollOff(`every saver’s ${CAIRN_SAVE_ATTRIBUTE_LABELS[attribute]}`);
  return { savers, group, picked, input, signature, blockedBy };
}

/**
 * Whether the last save shown, rolled for the savers `rolledFor` (their signature), no longer
 * says what the fields say: no one can roll now, or the savers have changed since.
 */
export function isCairnGroupSaveStale(reading: CairnGroupSave, rolledFor?: string): boolean {
  return !reading.picked || (rolledFor !== undefined && rolledFor !== reading.signature);
}

/**
 * A save rolled, in words: the verdict, then who saved for the group (in a group action) and the
 * roll: "Bram (DEX 6) saves for the group, as the most at risk (lowest DEX). Rolled 5 against DEX
 * 6: 5 is equal to or under 6."
 */
export function describeCairnGroupSaveRoll(
  save: CairnSaveRoll,
  reading: Pick<CairnGroupSave, 'group' | 'picked'>,
  attribute: CairnSaveAttribute,
): { readonly verdict: string; readonly sentence: string } {
  const name = CAIRN_SAVE_ATTRIBUTE_LABELS[attribute];
  const who =
    reading.group && reading.picked
      ? `${reading.picked.label} saves for the group, as the most at risk (lowest ${name}). `
      : '';
  return {
    verdict: save.passed ? 'Passed.' : 'Failed.',
    sentence: `${who}Rolled ${save.roll} against ${name} ${save.attribute}: ${explainCairnSave(save)}.`,
  };
}
