import { describe, expect, it } from 'vitest';
import {
  checkHeading,
  describeCriticalGain,
  describeRerollCapacity,
  describeRerollCost,
  describeRerollPaid,
  describeStressChange,
  describeStressOutcome,
  evaluateOutcomeCheck,
  explainDifficulty,
  explainFloorPreset,
  explainInjuryRaise,
  resolveDifficulty,
  rerollButtonLabel,
  resolveStressCheck,
  describeIgnoranceOnSheet,
  describeQualityOnCard,
  describeStressOnSheet,
  describeUntrainedVerdict,
} from '../../../src/rules/locus';

describe('explainFloorPreset', () => {
  it('names the worst untreated injury the floor was preset from, or says there is none', () => {
    expect(explainFloorPreset('Ada', 'major')).toBe("Preset from Ada's injuries (worst: Major).");
    expect(explainFloorPreset('Ada', 'grievous')).toBe(
      "Preset from Ada's injuries (worst: Grievous).",
    );
    expect(explainFloorPreset('', 'none')).toBe(
      "Preset from the character's injuries (no Major or Grievous injury untreated).",
    );
  });

  it('says the floor was changed by hand once it differs from the preset', () => {
    expect(explainFloorPreset('Ada', 'grievous', 'none')).toBe(
      "Changed by hand to None; the preset from Ada's injuries is Grievous.",
    );
    expect(explainFloorPreset('', 'none', 'major')).toBe(
      "Changed by hand to Major; the preset from the character's injuries is None.",
    );
    expect(explainFloorPreset('Ada', 'major', 'major')).toBe(
      "Preset from Ada's injuries (worst: Major).",
    );
  });
});

describe('explainInjuryRaise', () => {
  it('names the injury that raised the difficulty, and nothing when none did', () => {
    const raised = resolveDifficulty({
      base: 'easy',
      relevantItem: false,
      injuryFloor: 'grievous',
    });
    expect(explainInjuryRaise(raised, 'Ada', 'grievous')).toBe("raised by Ada's Grievous injury");
    const medium = resolveDifficulty({ base: 'easy', relevantItem: false, injuryFloor: 'major' });
    expect(explainInjuryRaise(medium, '', 'major')).toBe("raised by the character's Major injury");
    const kept = resolveDifficulty({ base: 'hard', relevantItem: false, injuryFloor: 'major' });
    expect(explainInjuryRaise(kept, 'Ada', 'major')).toBe('');
  });
});

describe('explainDifficulty', () => {
  it('says what the Item and the injury floor did, and nothing when neither did', () => {
    expect(
      explainDifficulty(
        resolveDifficulty({ base: 'medium', relevantItem: false, injuryFloor: 'none' }),
        false,
        'none',
      ),
    ).toBe('');
    expect(
      explainDifficulty(
        resolveDifficulty({ base: 'hard', relevantItem: true, injuryFloor: 'none' }),
        true,
        'none',
      ),
    ).toBe('Hard made one step easier by the Item');
    expect(
      explainDifficulty(
        resolveDifficulty({ base: 'easy', relevantItem: true, injuryFloor: 'grievous' }),
        true,
        'grievous',
      ),
    ).toBe('Easy cannot get easier; raised to Hard by a Grievous injury');
  });
});

describe('checkHeading', () => {
  it('names who, the Attribute and the difficulty, and counts re-rolls', () => {
    const check = evaluateOutcomeCheck([6, 4, 1], 3, 'medium');
    expect(checkHeading('Ada', 'Frailty', check)).toBe('Ada: Frailty 3, Medium');
    expect(checkHeading('', 'Frailty', check, 2)).toBe('Frailty 3, Medium (after 2 re-rolls)');
  });
});

describe('describeStressOutcome and describeStressChange', () => {
  it('say whether Stress rose or stayed', () => {
    const failed = resolveStressCheck(evaluateOutcomeCheck([1, 1, 1], 3, 'medium'), 'tense');
    expect(describeStressOutcome(failed)).toBe('Stress rises from Tense to Stressed.');
    expect(describeStressChange('Ada', failed)).toBe(
      "Ada's Stress rose from Tense to Stressed on the sheet.",
    );
    const capped = resolveStressCheck(evaluateOutcomeCheck([1, 1, 1], 3, 'medium'), 'stressed');
    expect(describeStressOutcome(capped)).toBe(
      'Already Stressed: Stress stays Stressed (the track ends there).',
    );
    expect(describeStressChange('Ada', capped)).toBe(
      'Ada was already Stressed and stays Stressed.',
    );
    expect(
      describeStressOutcome(
        resolveStressCheck(evaluateOutcomeCheck([6, 6, 6], 3, 'medium'), 'uneasy'),
      ),
    ).toBe('Stress stays Uneasy.');
  });
});

describe('describeCriticalGain', () => {
  it('says the WP a critical success added and the total now', () => {
    expect(describeCriticalGain('Ada', 7)).toBe('Ada gained 3 WP (now 7).');
  });
});

describe('describeRerollPaid', () => {
  it('says the WP spent from the sheet and what is left', () => {
    expect(describeRerollPaid(2, { name: 'Ada', willpower: 3 })).toBe(
      'Ada spent 2 WP on the re-roll (3 WP left).',
    );
  });

  it('says the cost alone when no character is tracked', () => {
    expect(describeRerollPaid(1)).toBe('Re-rolled for 1 WP (not tracked: no character chosen).');
  });
});

describe('describeRerollCapacity', () => {
  it("says how many dice 1 WP re-rolls at the character's Stress", () => {
    expect(describeRerollCapacity('Ada', 'tense', 4, 2)).toBe(
      'Ada is Tense with 4 WP: 1 WP re-rolls up to 2 dice.',
    );
    expect(describeRerollCapacity('', 'stressed', 1, 1)).toBe(
      'The character is Stressed with 1 WP: 1 WP re-rolls up to 1 die.',
    );
  });
});

describe('describeRerollCost', () => {
  it('asks for dice first, then says what they cost', () => {
    expect(describeRerollCost(0, 0, true)).toBe('Choose the dice to re-roll.');
    expect(describeRerollCost(2, 1, true)).toBe('Cost: 1 WP for 2 dice.');
  });

  it('says the cost is paid on the sheet when no character is chosen', () => {
    expect(describeRerollCost(1, 1, false)).toBe(
      'Cost: 1 WP for 1 die (pay it on the sheet: no character chosen).',
    );
  });
});

describe('rerollButtonLabel', () => {
  it('names the dice and the cost once any die is chosen', () => {
    expect(rerollButtonLabel(0, 0)).toBe('Re-roll chosen dice');
    expect(rerollButtonLabel(3, 1)).toBe('Re-roll 3 dice for 1 WP');
  });
});

describe('describeUntrainedVerdict', () => {
  it('says both checks succeeded, and that this is success as intended', () => {
    expect(describeUntrainedVerdict('Ada', { success: true })).toEqual({
      who: 'Ada: ',
      verdict: 'Both checks succeeded',
      meaning: ': success as intended.',
    });
  });

  it('says the check failed, naming nobody for typed values', () => {
    expect(describeUntrainedVerdict('', { success: false })).toEqual({
      who: '',
      verdict: 'The Untrained Check failed',
      meaning: ': not both checks succeeded.',
    });
  });
});

describe('describeStressOnSheet, describeIgnoranceOnSheet and describeQualityOnCard', () => {
  it('say where a value is read from, the value apart to stress', () => {
    expect(describeStressOnSheet('Ada', 'tense')).toEqual({
      before: 'Ada is ',
      value: 'Tense',
      after: '',
    });
    expect(describeStressOnSheet('', 'stressed').before).toBe('The character is ');
    expect(describeIgnoranceOnSheet('Ada', 3)).toEqual({
      before: 'Ignorance ',
      value: 3,
      after: " from Ada's sheet",
    });
    expect(describeIgnoranceOnSheet('', 2).after).toBe(" from the character's sheet");
    expect(describeQualityOnCard(2)).toEqual({
      before: 'Quality ',
      value: 2,
      after: ' from the Item card',
    });
  });
});
