/**
 * The death and wounds parts as they show, decided here: the hidden Death Save's buttons, what is
 * shown of it (hidden, or the die revealed with its result), the Wounds Table's roll in a
 * sentence, and the Bleeding and Burning round: the HP field's message, why Next round is off,
 * and the round's HP and sentence. The Death Save as saved is `{ save, revealed }`.
 */
import {
  DEATH_RESULT_LABELS,
  describeRound,
  NEXT_ROUND_OFF,
  parseHp,
  tickRound,
  woundSentence,
  woundTool,
  type DeathSave,
  type OngoingLoss,
} from './death';
import type { EiRollLogger } from './tool';

export interface DeathSaveView {
  readonly rollButton: string;
  /** Check vitals is off with nothing hidden to reveal. */
  readonly revealOff: boolean;
  /** The die revealed, its result ("Dying.") and the Death Table's text; null while hidden. */
  readonly revealed: {
    readonly roll: number;
    readonly result: string;
    readonly text: string;
  } | null;
  /** Said while a die is rolled and hidden; null otherwise. */
  readonly hiddenNote: string | null;
}

export function viewDeathSave(
  hidden: { readonly save: DeathSave; readonly revealed: boolean } | null,
): DeathSaveView {
  return {
    rollButton: hidden ? 'Roll a new hidden Death Save' : 'Roll hidden Death Save',
    revealOff: !hidden || hidden.revealed,
    revealed: hidden?.revealed
      ? {
          roll: hidden.save.roll,
          result: `${DEATH_RESULT_LABELS[hidden.save.result]}.`,
          text: hidden.save.text,
        }
      : null,
    hiddenNote:
      hidden && !hidden.revealed
        ? 'A Death Save was rolled and is hidden until someone checks the vitals.'
        : null,
  };
}

/** A roll on the Wounds Table (with the weapon's +10 or not), logged and said in a sentence. */
export function rollWoundSaid(options: { readonly plusTen: boolean }, log: EiRollLogger): string {
  return woundSentence(log(woundTool, options, 'Wounds Table'));
}

export interface BleedingView {
  readonly error: string | null;
  readonly blockedBy: string | null;
  /** The next round from the HP typed: the HP after it and the round in words; null while unread. */
  readonly next: { readonly hp: number; readonly sentence: string } | null;
}

export function viewBleeding(hpText: string, conditions: OngoingLoss): BleedingView {
  const hp = parseHp(hpText);
  const tick = hp.ok ? tickRound(hp.value, conditions) : null;
  return {
    error: hp.ok ? null : hp.error.message,
    blockedBy: hp.ok ? null : NEXT_ROUND_OFF,
    next: tick && { hp: tick.hp, sentence: describeRound(conditions, tick) },
  };
}
