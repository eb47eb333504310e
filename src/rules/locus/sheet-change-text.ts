/**
 * What a Locus roller says about a change it wrote on a Cast member's sheet: the sentence once it
 * is done, the sentence once its Undo has put the sheet back, and whose sheet it is (for the
 * Undo's refusal once the sheet has changed since). A roll made for the wrong character, or a tap
 * on the wrong button, is taken back at once.
 */
import { CRITICAL_WILLPOWER_GAIN } from './outcome-check';
import type { DurabilityCheck } from './durability-check';
import type { StressCheck } from './stress-check';
import { STRESS_LABELS } from './stress';
import {
  describeCriticalGain,
  describeDurabilityApplied,
  describeStressChange,
} from './check-text';

export interface SheetChangeWords {
  readonly done: string;
  readonly undone: string;
  readonly whose: string;
}

/** A failed Stress Check's raise on `name`'s sheet, and its Undo. */
export function stressCheckSheetWords(name: string, result: StressCheck): SheetChangeWords {
  return {
    done: describeStressChange(name, result),
    undone: `Took back the Stress Check: ${name}'s Stress is ${STRESS_LABELS[result.before]} again.`,
    whose: `${name}'s sheet`,
  };
}

/** A Durability Check's result on `owner`'s Item, and its Undo (only a failure changes the sheet). */
export function durabilitySheetWords(
  itemName: string,
  owner: string,
  check: DurabilityCheck,
): SheetChangeWords {
  return {
    done: describeDurabilityApplied(itemName, owner, check),
    undone: `Took back the Durability Check: ${itemName} is no longer destroyed on ${owner}'s sheet.`,
    whose: `${owner}'s sheet`,
  };
}

/** A critical success's Willpower added to `name`'s sheet (now `willpower`), and its Undo. */
export function criticalGainSheetWords(name: string, willpower: number): SheetChangeWords {
  return {
    done: describeCriticalGain(name, willpower),
    undone: `Took back the ${CRITICAL_WILLPOWER_GAIN} WP: ${name} has ${willpower - CRITICAL_WILLPOWER_GAIN} WP again.`,
    whose: `${name}'s sheet`,
  };
}
