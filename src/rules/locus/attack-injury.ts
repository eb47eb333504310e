/**
 * An attack's injury as the Contested Check roller applies it to the target's sheet: which Cast
 * member, how bad and from whom, the button's words, and what is said on adding it and on taking
 * it back.
 */
import type { Difficulty } from './attributes';
import { deathsDoorSegments, type LocusCharacter } from './character';
import { describeInjuryApplied, type ContestedLogInput } from './check-log';
import { otherSide } from './contest-form';
import { INJURY_LABELS, type AttackResult, type InjurySeverity } from './injury';
import type { SheetChangeWords } from './sheet-change-text';
import { displayName } from './sheet-text';

/** A rolled contest as the roller keeps it. */
export interface RolledAttack {
  readonly input: Pick<ContestedLogInput, 'names' | 'attack'>;
  readonly attack: AttackResult | null;
  /** The target's Cast id, or undefined when the target was typed. */
  readonly targetId: string | undefined;
}

export interface InjuryToApply {
  readonly targetId: string;
  readonly severity: InjurySeverity;
  readonly stressCheckDifficulty: Difficulty;
  readonly attackerName: string;
  /** "Apply Major injury to Ada's Death's Door". */
  readonly button: string;
}

/** The injury a rolled attack can add to a Cast member's sheet, or null (a miss, a typed target, no attack). */
export function injuryToApply({ input, attack, targetId }: RolledAttack): InjuryToApply | null {
  if (!input.attack || attack?.kind !== 'injury' || !targetId) return null;
  const targetName = input.names[otherSide(input.attack.attacker)];
  return {
    targetId,
    severity: attack.severity,
    stressCheckDifficulty: attack.stressCheckDifficulty,
    attackerName: input.names[input.attack.attacker],
    button: `Apply ${INJURY_LABELS[attack.severity]} injury to ${targetName}'s Death's Door`,
  };
}

/** What is said once the injury is on `character`'s sheet, on taking it back, and whose sheet it is. */
export function describeInjuryAdded(
  character: LocusCharacter,
  injury: Pick<InjuryToApply, 'severity' | 'stressCheckDifficulty'>,
): SheetChangeWords {
  const name = displayName(character, 'The character');
  const door = deathsDoorSegments(character);
  return {
    done: describeInjuryApplied(name, injury.severity, door, injury.stressCheckDifficulty),
    undone: `Took back the injury: ${name}'s Death's Door is as it was.`,
    whose: `${name}'s sheet`,
  };
}
