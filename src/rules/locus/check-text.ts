/**
 * The sentences the Locus check rollers show around a roll: why the difficulty is what it is,
 * what is missing before a roll, a rolled check's heading, what a Stress Check did and how an
 * Untrained Check went.
 */
import { howMany } from '../words';
import {
  DIFFICULTY_LABELS,
  INJURY_FLOOR_DIFFICULTY,
  type DifficultySteps,
  type InjuryFloor,
} from './attributes';
import type { Item } from './character';
import type { DurabilityCheck } from './durability-check';
import type { OutcomeCheck } from './outcome-check';
import type { StressCheck } from './stress-check';
import { STRESS_LABELS, type StressLevel } from './stress';
import { CRITICAL_WILLPOWER_GAIN, OUTCOME_LABELS } from './outcome-check';
import type { UntrainedCheck } from './untrained-check';

export const ATTRIBUTE_ROLL_BLOCKED =
  'Roll is off until the Attribute value is a whole number from 1 to 5.';
export const ATTRIBUTE_CHANCE_WAITS =
  'The chance shows once the Attribute value is a whole number from 1 to 5.';

const FLOOR_NAMES: Readonly<Record<InjuryFloor, string>> = {
  none: 'no injury floor',
  major: 'a Major injury',
  grievous: 'a Grievous injury',
};

/** Why an Outcome Check's difficulty differs from the one set: "Hard made one step easier by the Item; ...". Empty when it does not. */
export function explainDifficulty(
  steps: DifficultySteps,
  relevantItem: boolean,
  floor: InjuryFloor,
): string {
  const why: string[] = [];
  if (steps.easedByItem)
    why.push(`${DIFFICULTY_LABELS[steps.base]} made one step easier by the Item`);
  if (relevantItem && !steps.easedByItem) why.push('Easy cannot get easier');
  if (steps.raisedByInjury)
    why.push(
      `raised to ${DIFFICULTY_LABELS[INJURY_FLOOR_DIFFICULTY[floor]]} by ${FLOOR_NAMES[floor]}`,
    );
  return why.join('; ');
}

/** The worst untreated injury behind a floor, as the text names it. */
const worstInjury = (floor: InjuryFloor): string => (floor === 'major' ? 'Major' : 'Grievous');

const FLOOR_WORDS: Readonly<Record<InjuryFloor, string>> = {
  none: 'None',
  major: 'Major',
  grievous: 'Grievous',
};

/**
 * Where a chosen character's injury floor came from: "Preset from Ada's injuries (worst: Major).";
 * or, once `chosen` by hand differs from the preset, that it was changed: "Changed by hand to
 * None; the preset from Ada's injuries is Major."
 */
export function explainFloorPreset(
  who: string,
  floor: InjuryFloor,
  chosen: InjuryFloor = floor,
): string {
  const whose = `${who || 'the character'}'s injuries`;
  if (chosen !== floor)
    return `Changed by hand to ${FLOOR_WORDS[chosen]}; the preset from ${whose} is ${FLOOR_WORDS[floor]}.`;
  const worst =
    floor === 'none' ? 'no Major or Grievous injury untreated' : `worst: ${worstInjury(floor)}`;
  return `Preset from ${whose} (${worst}).`;
}

/** Why a check's difficulty was raised by a character's injury, or '' when it was not: "raised by Ada's Major injury". */
export function explainInjuryRaise(
  steps: DifficultySteps,
  who: string,
  floor: InjuryFloor,
): string {
  return steps.raisedByInjury
    ? `raised by ${who || 'the character'}'s ${worstInjury(floor)} injury`
    : '';
}

/** A rolled check's heading: "Ada: Frailty 3, Medium (after 1 re-roll)". */
export function checkHeading(
  who: string,
  attributeLabel: string,
  check: OutcomeCheck,
  rerolls = 0,
): string {
  const after = rerolls > 0 ? ` (after ${howMany(rerolls, 're-roll')})` : '';
  return `${who ? `${who}: ` : ''}${attributeLabel} ${check.attribute}, ${DIFFICULTY_LABELS[check.difficulty]}${after}`;
}

/** What a Stress Check did to the Stress track. */
export function describeStressOutcome(result: StressCheck): string {
  if (result.check.success) return `Stress stays ${STRESS_LABELS[result.before]}.`;
  return result.capped
    ? 'Already Stressed: Stress stays Stressed (the track ends there).'
    : `Stress rises from ${STRESS_LABELS[result.before]} to ${STRESS_LABELS[result.after]}.`;
}

/** What a failed Stress Check changed on a character's sheet. */
export function describeStressChange(name: string, result: StressCheck): string {
  return result.capped
    ? `${name} was already Stressed and stays Stressed.`
    : `${name}'s Stress rose from ${STRESS_LABELS[result.before]} to ${STRESS_LABELS[result.after]} on the sheet.`;
}

type CheckedItem = Pick<Item, 'name' | 'damaged' | 'destroyed'>;

/**
 * What a Durability Check on a sheet's Item will do, said before the roll: nothing for a destroyed
 * Item, only a shown roll for one not Damaged (no check is due), else destruction on a failure.
 */
export function describeDurabilityDue(item: CheckedItem, owner: string): string {
  if (item.destroyed) return `${item.name || 'This Item'} is already destroyed.`;
  if (!item.damaged)
    return `${item.name || 'This Item'} is not Damaged, so no Durability Check is due: a roll is shown but not applied.`;
  return `A failure marks ${item.name || 'the Item'} destroyed on ${owner}'s sheet.`;
}

/** Why a Durability Check cannot be rolled for this Item (it is destroyed), or null. */
export function durabilityBlocked(item: CheckedItem | undefined): string | null {
  return item?.destroyed
    ? `${item.name || 'This Item'} is destroyed: there is nothing left to check.`
    : null;
}

/** What a Durability Check applied to a sheet did: the Item holds, or is marked destroyed. */
export function describeDurabilityApplied(
  itemName: string,
  owner: string,
  check: DurabilityCheck,
): string {
  return check.passed
    ? `${itemName} holds; nothing changes on ${owner}'s sheet.`
    : `${itemName} is marked destroyed on ${owner}'s sheet.`;
}

/** What a critical success added to the sheet: "Ada gained 3 WP (now 7)." */
export function describeCriticalGain(name: string, willpower: number): string {
  return `${name} gained ${CRITICAL_WILLPOWER_GAIN} WP (now ${willpower}).`;
}

/**
 * What paying for an Outcome Check's re-roll did: the WP spent from the sheet and what is left,
 * or, with no character chosen, the cost alone (nothing tracked).
 */
export function describeRerollPaid(
  cost: number,
  spender?: { readonly name: string; readonly willpower: number },
): string {
  return spender
    ? `${spender.name} spent ${cost} WP on the re-roll (${spender.willpower} WP left).`
    : `Re-rolled for ${cost} WP (not tracked: no character chosen).`;
}

/** How far a character's WP goes on a re-roll at their Stress: "Ada is Tense with 4 WP: 1 WP re-rolls up to 2 dice." */
export function describeRerollCapacity(
  who: string,
  stress: StressLevel,
  willpower: number,
  capacity: number,
): string {
  return `${who || 'The character'} is ${STRESS_LABELS[stress]} with ${willpower} WP: 1 WP re-rolls up to ${howMany(capacity, 'die', 'dice')}.`;
}

/** What the dice chosen for a re-roll cost, said under them (to pay on the sheet when untracked). */
export function describeRerollCost(chosen: number, cost: number, tracked: boolean): string {
  return chosen === 0
    ? 'Choose the dice to re-roll.'
    : `Cost: ${cost} WP for ${howMany(chosen, 'die', 'dice')}${tracked ? '' : ' (pay it on the sheet: no character chosen)'}.`;
}

/** The re-roll button's words: "Re-roll 2 dice for 1 WP", or an invitation before any die is chosen. */
export function rerollButtonLabel(chosen: number, cost: number): string {
  return chosen === 0
    ? 'Re-roll chosen dice'
    : `Re-roll ${howMany(chosen, 'die', 'dice')} for ${cost} WP`;
}

export const UNTRAINED_ROLL_BLOCKED =
  'Roll is off until both values are whole numbers from 1 to 5.';
export const UNTRAINED_CHANCE_WAITS =
  'The chance shows once both values are whole numbers from 1 to 5.';

/**
 * An Untrained Check's verdict in three parts, the middle one to stress: who rolled ("Ada: ", or
 * nothing), whether both checks succeeded, and what that means.
 */
export function describeUntrainedVerdict(
  who: string,
  check: Pick<UntrainedCheck, 'success'>,
): { readonly who: string; readonly verdict: string; readonly meaning: string } {
  return {
    who: who ? `${who}: ` : '',
    verdict: check.success ? 'Both checks succeeded' : 'The Untrained Check failed',
    meaning: check.success
      ? `: ${OUTCOME_LABELS.success.toLowerCase()}.`
      : ': not both checks succeeded.',
  };
}

/** A value a roller reads from a sheet or card, said with the value to stress: "Ada is **Tense**". */
export interface ReadValue {
  readonly before: string;
  readonly value: string | number;
  readonly after: string;
}

/** "Ada is **Tense**": the Stress a Stress Check starts from. */
export function describeStressOnSheet(who: string, stress: StressLevel): ReadValue {
  return { before: `${who || 'The character'} is `, value: STRESS_LABELS[stress], after: '' };
}

/** "Ignorance **3** from Ada's sheet": an Untrained Check's approach score. */
export function describeIgnoranceOnSheet(who: string, ignorance: number): ReadValue {
  return {
    before: 'Ignorance ',
    value: ignorance,
    after: ` from ${who || 'the character'}'s sheet`,
  };
}

/** "Quality **2** from the Item card": the Quality a Durability Check reads. */
export function describeQualityOnCard(quality: number): ReadValue {
  return { before: 'Quality ', value: quality, after: ' from the Item card' };
}
