/**
 * What the character sheet says about the numbers the rules compute: the Attribute total, the
 * check floor from injuries, Death's Door. Kept apart from the components so the wording is
 * tested once and the tracker, the deck and the check rollers can share it.
 */
import { DIFFICULTY_LABELS, INJURY_FLOOR_DIFFICULTY, type InjuryFloor } from './attributes';
import {
  ATTRIBUTE_POINTS,
  deathsDoorSegments,
  DEATHS_DOOR_SEGMENTS,
  validateAttributes,
  type DeathsDoor,
  type Injury,
  type Item,
  type ItemUseEffect,
  type LocusCharacter,
} from './character';
import { formatNumber } from './check-inputs';
import { DURABILITY_TARGET, QUALITY_DIE } from './durability-check';
import {
  INJURY_EXAMPLES,
  INJURY_LABELS,
  INJURY_SEGMENTS,
  INJURY_SEVERITIES,
  type InjurySeverity,
} from './injury';
import { howMany } from '../words';
import { STRESS_LABELS } from './stress';

export type Tone = 'ok' | 'info' | 'error';

export interface AttributeSummary {
  /** "Points left: 3 of 16", or "Points left: −2 of 16" with a real minus sign when overspent. */
  readonly pointsLeftText: string;
  /** What is wrong or allowed, or null when the points left say enough (none left, or some to add). */
  readonly message: string | null;
  /** `error` for a Character who spent too many points, `info` while points are left or for a Foil. */
  readonly tone: Tone;
}

/** The 16-point rule as the sheet states it: flagged for Characters, allowed (and said so) for Foils. */
export function summarizeAttributes(
  character: Pick<LocusCharacter, 'attributes' | 'kind'>,
): AttributeSummary {
  const validation = validateAttributes(character);
  const pointsLeftText = `Points left: ${formatNumber(validation.pointsLeft)} of ${ATTRIBUTE_POINTS}`;
  if (!validation.enforced) {
    // The text: "Build Foils like Characters". The sheet counts a Foil's points against a
    // Character's 16 but leaves the Director free, and says both in words, not in totals.
    return {
      pointsLeftText: `Points added: ${ATTRIBUTE_POINTS - validation.pointsLeft} (a Character adds ${ATTRIBUTE_POINTS})`,
      message: `The text says to build Foils like Characters: ${ATTRIBUTE_POINTS} points over the starting 1s. The sheet does not hold a Foil to that, so the Director may give one more or fewer.`,
      tone: 'info',
    };
  }
  if (validation.valid) return { pointsLeftText, message: null, tone: 'ok' };
  // Points still to add: "Points left: 9 of 16" says it all, so no sentence repeats it.
  if (validation.pointsLeft > 0) return { pointsLeftText, message: null, tone: 'info' };
  return {
    pointsLeftText,
    message: validation.message,
    tone: validation.pointsLeft < 0 ? 'error' : 'info',
  };
}

const SEVERITY_RANK = { minor: 0, major: 1, grievous: 2 } as const;

/** The injury that sets the check floor: the worst one, counting a treated injury one step lighter. */
export function worstInjury(injuries: readonly Injury[]): Injury | undefined {
  let worst: Injury | undefined;
  let worstRank = 0;
  for (const injury of injuries) {
    const rank = Math.max(0, SEVERITY_RANK[injury.severity] - (injury.treated ? 1 : 0));
    if (rank > worstRank) {
      worst = injury;
      worstRank = rank;
    }
  }
  return worst;
}

/** An injury as the sheet names it: "Broken arm (Major)", "Unnamed Minor injury". */
export function injuryName(injury: Pick<Injury, 'name' | 'severity'>): string {
  return injury.name.trim() === ''
    ? `Unnamed ${INJURY_LABELS[injury.severity]} injury`
    : `${injury.name} (${INJURY_LABELS[injury.severity]})`;
}

/** The check floor in a sentence: "Every Check is at least Medium, from Broken arm (Major)." */
export function describeFloor(floor: InjuryFloor, injuries: readonly Injury[]): string {
  if (floor === 'none') return 'No injury raises the difficulty of Checks.';
  const worst = worstInjury(injuries);
  const from =
    worst === undefined ? '' : `, from ${injuryName(worst)}${worst.treated ? ', treated' : ''}`;
  return `Every Check is at least ${DIFFICULTY_LABELS[INJURY_FLOOR_DIFFICULTY[floor]]}${from}.`;
}

/** "Death's Door: 13 of 27 segments filled" (the graphic's accessible name). */
export function describeDeathsDoor(filled: number): string {
  return `Death's Door: ${filled} of ${DEATHS_DOOR_SEGMENTS} segments filled`;
}

/** How full Death's Door is, or that it killed: "13 of 27 segments filled, 14 left before death." */
export function describeDoorFill(
  door: Pick<DeathsDoor, 'filled' | 'remaining' | 'dead'>,
  name: string,
): string {
  return door.dead
    ? `All ${door.filled} of ${DEATHS_DOOR_SEGMENTS} segments filled: ${name} is dead.`
    : `${door.filled} of ${DEATHS_DOOR_SEGMENTS} segments filled, ${door.remaining} left before death.`;
}

/** An injury in the sheet's list: "Cut (Minor): 1 segment, treated". */
export function describeInjuryLine(injury: Pick<Injury, 'name' | 'severity' | 'treated'>): string {
  return `${injuryName(injury)}: ${howMany(INJURY_SEGMENTS[injury.severity], 'segment')}${injury.treated ? ', treated' : ''}`;
}

/** The severities offered for a new injury: "Major: 3 segments (fractures, concussions)". */
export const INJURY_SEVERITY_OPTIONS: readonly {
  readonly value: InjurySeverity;
  readonly label: string;
}[] = INJURY_SEVERITIES.map((value) => ({
  value,
  label: `${INJURY_LABELS[value]}: ${howMany(INJURY_SEGMENTS[value], 'segment')} (${INJURY_EXAMPLES[value]})`,
}));

/** A display name that is never empty: the name, or `fallback` when it is blank or nobody is chosen. */
export function displayName(
  character: Pick<LocusCharacter, 'name'> | undefined,
  fallback = 'Unnamed',
): string {
  const name = character?.name.trim() ?? '';
  return name === '' ? fallback : name;
}

/** A rules message without its field path, as a sentence: "hauntSuit: the suits must differ" -> "The suits must differ." */
export function asSentence(message: string): string {
  const text = message.replace(/^[\w.[\]]+: /, '').trim();
  if (text === '') return text;
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** An Item's card title: "Item 2: Lantern", or "Item 2" while it has no name. */
export function itemTitle(item: Pick<Item, 'name'>, index: number): string {
  return `Item ${index + 1}${item.name.trim() ? `: ${item.name}` : ''}`;
}

/**
 * What one use did to an Item, said from the Item as it was before the use: a box used, the
 * Damaged box filled, or a Durability Check to roll.
 */
export function describeItemUse(
  item: Pick<Item, 'name' | 'durabilityUsed' | 'durabilityBoxes' | 'quality'>,
  effect: ItemUseEffect,
): string {
  const title = item.name.trim() || 'The Item';
  if (effect === 'box-used')
    return `${title}: one Durability box used (${item.durabilityUsed + 1} of ${item.durabilityBoxes}).`;
  if (effect === 'damaged')
    return `${title}: no Durability boxes left, so the Damaged box is filled. From now on every use calls for a Durability Check.`;
  return `${title} is Damaged: roll a Durability Check (Quality ${item.quality}: the ${QUALITY_DIE[item.quality]} die, passes on ${DURABILITY_TARGET}+). A failure destroys it.`;
}

/** What the sheet's "Failed Stress Check" did: one level more stressed, or Stressed already. */
export function describeStressRaised(name: string, capped: boolean): string {
  return capped
    ? `${name} is already Stressed and stays Stressed: the track has three levels and stops there.`
    : `Failed Stress Check: ${name} is one level more stressed.`;
}

/** What calming down (or an Extended Rest) did: calmer, with any WP gained, or Uneasy already. */
export function describeCalmed(name: string, capped: boolean, willpowerGained: number): string {
  return capped
    ? `${name} is already Uneasy, the calmest level.`
    : `${name} calms down${willpowerGained > 0 ? ` to Uneasy and gains ${willpowerGained} WP` : ''}.`;
}

/** A Cast member in the Cast's list: "Character · 5 WP · Uneasy · Death's Door 4/27". */
export function summarizeCastMember(character: LocusCharacter): string {
  const door = deathsDoorSegments(character);
  const state = door.dead ? 'dead (Echo)' : `Death's Door ${door.filled}/27`;
  return `${character.kind === 'foil' ? 'Foil' : 'Character'} · ${character.willpower} WP · ${STRESS_LABELS[character.stress]} · ${state}`;
}

/** What adding a member to the Cast did: "Added Ada to the Cast as a Character: their sheet is shown." */
export function describeJoinedCast(character: LocusCharacter): string {
  return `Added ${displayName(character)} to the Cast as a ${character.kind === 'foil' ? 'Foil' : 'Character'}: their sheet is shown.`;
}
