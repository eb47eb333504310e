/**
 * Cairn morale for enemies (never PCs): a group must pass a WIL save to avoid fleeing when it
 * takes its first casualty and again when it loses half its number; some groups use their
 * leader's WIL instead of their own; a lone foe saves when reduced to 0 HP.
 * [decision] "Half their number" of an odd-sized group is reached when the casualties are at
 * least half, i.e. ceil(size / 2): 3 of 5. When the first casualty is already half the group
 * (a group of 2), that is one moment and one save. A group with no one left standing saves no
 * more. A failed save means they flee; the text names only fleeing, so a group that cannot flee
 * surrendering is left to the Warden and said so.
 */
import type { Fraction, Rng } from '../dice';
import type { Result } from '../result';
import { readWholeNumber, type WholeNumberError } from '../whole-number';
import {
  cairnAttributeRollOff,
  cairnSaveChance,
  explainCairnSave,
  parseCairnAttribute,
  rollCairnSave,
  type CairnSaveRoll,
} from './saves';

export type CairnMoraleTrigger =
  'first-casualty' | 'half' | 'first-casualty-and-half' | 'lone-zero-hp';

export const CAIRN_MORALE_TRIGGER_LABELS: Readonly<Record<CairnMoraleTrigger, string>> = {
  'first-casualty': 'First casualty',
  half: 'Lost half their number',
  'first-casualty-and-half': 'First casualty, already half their number',
  'lone-zero-hp': 'Lone foe reduced to 0 HP',
};

export const CAIRN_MAX_GROUP_SIZE = 999;

export interface CairnMoraleCheck {
  readonly trigger: CairnMoraleTrigger;
  /** Casualties at which this save is due (for a lone foe: 1 means "reduced to 0 HP"). */
  readonly at: number;
  /** Whether the group has reached that point. */
  readonly reached: boolean;
}

/** Casualties at which a group of `size` has lost half its number. */
export function cairnHalfOfGroup(size: number): number {
  return Math.ceil(size / 2);
}

function checkGroup(size: number, casualties: number): void {
  if (!Number.isInteger(size) || size < 1 || size > CAIRN_MAX_GROUP_SIZE)
    throw new RangeError(`a group has 1 to ${CAIRN_MAX_GROUP_SIZE} members, got ${size}`);
  if (!Number.isInteger(casualties) || casualties < 0 || casualties > size)
    throw new RangeError(`casualties are 0 to ${size}, got ${casualties}`);
}

/**
 * The morale saves of a group, in order, and whether each is due yet. For a lone foe (size 1),
 * `casualties` 1 means reduced to 0 HP.
 */
export function cairnMoraleChecks(size: number, casualties: number): CairnMoraleCheck[] {
  checkGroup(size, casualties);
  if (size === 1) return [{ trigger: 'lone-zero-hp', at: 1, reached: casualties >= 1 }];
  const half = cairnHalfOfGroup(size);
  if (half === 1) return [{ trigger: 'first-casualty-and-half', at: 1, reached: casualties >= 1 }];
  return [
    { trigger: 'first-casualty', at: 1, reached: casualties >= 1 },
    { trigger: 'half', at: half, reached: casualties >= half },
  ];
}

/** Whether anyone is left to save: a group whose every member is a casualty has no morale to check. */
export function cairnGroupHasSurvivors(size: number, casualties: number): boolean {
  checkGroup(size, casualties);
  return size === 1 || casualties < size;
}

/** The WIL the group saves with: the leader's when the group uses it, its own otherwise. */
export function cairnMoraleWil(groupWil: number, leaderWil: number | null): number {
  return leaderWil ?? groupWil;
}

/**
 * The WIL a morale save is rolled with, from the values that could be read (null where not): the
 * leader's while a leader leads, else the group's; null while that one cannot be read.
 */
export function cairnMoraleSaveWil(
  groupWil: number | null,
  leaderWil: number | null,
  leads: boolean,
): number | null {
  if (!leads) return groupWil;
  return leaderWil === null ? null : cairnMoraleWil(groupWil ?? leaderWil, leaderWil);
}

/**
 * How many of a group are down so far: for a lone foe, one once it is reduced to 0 HP; for a
 * larger group, its casualties (null while they cannot be read).
 */
export function cairnMoraleDown(
  size: number,
  casualties: number | null,
  loneDown: boolean,
): number | null {
  if (size === 1) return loneDown ? 1 : 0;
  return casualties;
}

/** Exact chance that the group holds (passes the WIL save). */
export function cairnMoraleHoldChance(wil: number): Fraction {
  return cairnSaveChance(wil);
}

export interface CairnMoraleRoll extends CairnSaveRoll {
  readonly trigger: CairnMoraleTrigger;
  readonly outcome: string;
}

export const CAIRN_MORALE_HOLD = 'They hold: the save is passed and they fight on.';
export const CAIRN_MORALE_FLEE =
  'They flee: the save is failed. (A group that cannot flee may surrender instead, at the Warden’s call.)';

/**
 * Where one morale save stands: not reached yet, due, or rolled (they held or they fled). A save
 * rolled with a WIL other than the one the fields give now is no longer the group's save: it is
 * due again (see `isCairnMoraleRollCurrent`).
 */
export type CairnMoraleStanding = 'not-yet' | 'due' | 'held' | 'fled';

/** How a morale save stands, words for the line that names it: "save rolled, they hold." */
export const CAIRN_MORALE_STANDING_WORDS: Readonly<Record<CairnMoraleStanding, string>> = {
  'not-yet': 'not yet.',
  due: 'save due.',
  held: 'save rolled, they hold.',
  fled: 'save rolled, they flee.',
};

/**
 * How a save stands: not yet until its moment is reached; then due until it is rolled, and once
 * rolled (`rolled`, null when it was not, or not with the WIL the fields give now) held or fled.
 * A save rolled is not due again: the next save is the next moment's.
 */
export function cairnMoraleStanding(
  check: CairnMoraleCheck,
  rolled: Pick<CairnSaveRoll, 'passed'> | null,
): CairnMoraleStanding {
  if (!check.reached) return 'not-yet';
  if (rolled === null) return 'due';
  return rolled.passed ? 'held' : 'fled';
}

/** The WIL a morale save was rolled with: its score, and whether it was the leader's. */
export interface CairnMoraleWilUsed {
  readonly wil: number;
  readonly leader: boolean;
}

/**
 * Whether a save rolled with `used` is a roll of what the fields say `now` (null while the WIL
 * cannot be read): the same WIL, and the leader's or the group's as then.
 */
export function isCairnMoraleRollCurrent(
  used: CairnMoraleWilUsed,
  now: { readonly wil: number | null; readonly leader: boolean },
): boolean {
  return now.wil === used.wil && now.leader === used.leader;
}

export function rollCairnMorale(
  trigger: CairnMoraleTrigger,
  wil: number,
  rng: Rng,
): CairnMoraleRoll {
  const save = rollCairnSave(wil, rng);
  return { ...save, trigger, outcome: save.passed ? CAIRN_MORALE_HOLD : CAIRN_MORALE_FLEE };
}

/** A save's line, naming its moment: "Lost half their number (3 of 5)". */
export function describeCairnMoraleCheck(check: CairnMoraleCheck, size: number): string {
  if (check.trigger === 'half')
    return `${CAIRN_MORALE_TRIGGER_LABELS.half} (${check.at} of ${size})`;
  return CAIRN_MORALE_TRIGGER_LABELS[check.trigger];
}

/** The morale tool's fields as typed. */
export interface CairnMoraleTexts {
  readonly size: string;
  readonly casualties: string;
  /** A lone foe reduced to 0 HP (a lone foe has no casualties to count). */
  readonly loneDown: boolean;
  readonly wil: string;
  readonly leader: string;
  /** The group saves with its leader's WIL. */
  readonly useLeader: boolean;
}

/** What the tool starts with: a group of six, no casualties yet, WIL 8 (a leader's 12). */
export const CAIRN_MORALE_FIRST_TEXTS: CairnMoraleTexts = {
  size: '6',
  casualties: '0',
  loneDown: false,
  wil: '8',
  leader: '12',
  useLeader: false,
};

export interface CairnMoraleReading {
  readonly size: Result<number, WholeNumberError>;
  /** A group of one: a toggle for 0 HP takes the casualties' place. */
  readonly lone: boolean;
  /** The casualties as read; null for a lone foe or while the size cannot be read. */
  readonly casualties: Result<number, WholeNumberError> | null;
  /** What the group's and the leader's WIL fields say is wrong (the group's is not asked while a leader leads). */
  readonly wilError: string | null;
  readonly leaderError: string | null;
  /** The WIL the saves are rolled with, null while it cannot be read. */
  readonly wil: number | null;
  /** Whose WIL that is, in words: "the leader’s WIL". */
  readonly wilSource: string;
  /** Why the saves cannot be rolled, or null. */
  readonly blockedBy: string | null;
  /** The group's saves in order; null while the size or the casualties cannot be read. */
  readonly checks: readonly CairnMoraleCheck[] | null;
  /** Whether anyone is left to save (see `cairnGroupHasSurvivors`). */
  readonly survivors: boolean;
}

/** The morale tool's fields read: the group, its casualties, the WIL it saves with, its saves. */
export function readCairnMorale(texts: CairnMoraleTexts): CairnMoraleReading {
  const size = readWholeNumber(texts.size, 1, CAIRN_MAX_GROUP_SIZE, 'the group size');
  const lone = size.ok && size.value === 1;
  const casualties =
    size.ok && !lone
      ? readWholeNumber(texts.casualties, 0, size.value, 'the number of casualties')
      : null;
  const groupWil = parseCairnAttribute(texts.wil);
  const leaderWil = parseCairnAttribute(texts.leader);
  const wil = cairnMoraleSaveWil(
    groupWil.ok ? groupWil.value : null,
    leaderWil.ok ? leaderWil.value : null,
    texts.useLeader,
  );
  const wilSource = texts.useLeader ? 'the leader’s WIL' : 'the group’s WIL';
  const down = size.ok
    ? cairnMoraleDown(size.value, casualties?.ok ? casualties.value : null, texts.loneDown)
    : null;
  return {
    size,
    lone,
    casualties,
    wilError: texts.useLeader || groupWil.ok ? null : groupWil.error.message,
    leaderError: leaderWil.ok ? null : leaderWil.error.message,
    wil,
    wilSource,
    blockedBy: wil === null ? cairnAttributeRollOff(wilSource) : null,
    checks: size.ok && down !== null ? cairnMoraleChecks(size.value, down) : null,
    survivors: size.ok && down !== null ? cairnGroupHasSurvivors(size.value, down) : true,
  };
}

/** A morale save rolled, as the tool keeps it: its sentence, how it went, and the WIL it used. */
export interface CairnMoraleSaveRolled {
  readonly text: string;
  readonly passed: boolean;
  readonly used: CairnMoraleWilUsed;
}

/**
 * A morale save rolled with `wilSource`'s WIL (the leader's when `leader`), in words: "Rolled 7
 * against the group’s WIL 8 (7 is equal to or under 8). They hold: …"
 */
export function describeCairnMoraleSave(
  roll: CairnMoraleRoll,
  wilSource: string,
  leader: boolean,
): CairnMoraleSaveRolled {
  return {
    text: `Rolled ${roll.roll} against ${wilSource} ${roll.attribute} (${explainCairnSave(roll)}). ${roll.outcome}`,
    passed: roll.passed,
    used: { wil: roll.attribute, leader },
  };
}

/**
 * How a save stands on the tool, from the save rolled for it (if any, with the WIL it used) and the
 * WIL the fields give now: `current` while that roll is still the group's save, and its standing.
 */
export function cairnMoraleSaveState(
  check: CairnMoraleCheck,
  rolled: Pick<CairnMoraleSaveRolled, 'passed' | 'used'> | undefined,
  now: { readonly wil: number | null; readonly leader: boolean },
): { readonly current: boolean; readonly standing: CairnMoraleStanding } {
  // A save rolled with another WIL than the fields give now is not this save.
  const current = rolled !== undefined && isCairnMoraleRollCurrent(rolled.used, now);
  return { current, standing: cairnMoraleStanding(check, current ? rolled : null) };
}
