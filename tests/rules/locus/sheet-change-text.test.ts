import { describe, expect, it } from 'vitest';
import {
  criticalGainSheetWords,
  durabilitySheetWords,
  evaluateDurabilityCheck,
  evaluateOutcomeCheck,
  resolveStressCheck,
  stressCheckSheetWords,
} from '../../../src/rules/locus';

describe('stressCheckSheetWords', () => {
  it('says the raise on the sheet, its Undo, and whose sheet it is', () => {
    const failed = resolveStressCheck(evaluateOutcomeCheck([1, 1, 1], 3, 'medium'), 'uneasy');
    expect(stressCheckSheetWords('Ada', failed)).toEqual({
      done: "Ada's Stress rose from Uneasy to Tense on the sheet.",
      undone: "Took back the Stress Check: Ada's Stress is Uneasy again.",
      whose: "Ada's sheet",
    });
  });
});

describe('durabilitySheetWords', () => {
  it('says the Item marked destroyed, its Undo, and whose sheet it is', () => {
    expect(durabilitySheetWords('Lamp', 'Ada', evaluateDurabilityCheck([1, 1, 1], 2))).toEqual({
      done: "Lamp is marked destroyed on Ada's sheet.",
      undone: "Took back the Durability Check: Lamp is no longer destroyed on Ada's sheet.",
      whose: "Ada's sheet",
    });
  });
});

describe('criticalGainSheetWords', () => {
  it('says the WP added, its Undo with the WP before, and whose sheet it is', () => {
    expect(criticalGainSheetWords('Ada', 7)).toEqual({
      done: 'Ada gained 3 WP (now 7).',
      undone: 'Took back the 3 WP: Ada has 4 WP again.',
      whose: "Ada's sheet",
    });
  });
});
