import { describe, expect, it } from 'vitest';
import {
  checkHeading,
  describeStressChange,
  describeStressOutcome,
  evaluateOutcomeCheck,
  explainDifficulty,
  explainFloorPreset,
  explainInjuryRaise,
  resolveDifficulty,
  resolveStressCheck,
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
