import { describe, expect, it } from 'vitest';
import * as dice from '../../../src/rules/dice/index';

describe('the dice core entry point', () => {
  it('exports the whole public API and nothing internal', () => {
    expect(Object.keys(dice).sort()).toEqual(
      [
        'DEFAULT_MAX_STEPS',
        'MAX_DICE',
        'MAX_NUMBER',
        'MAX_SIDES',
        'RISK_DIE_SIDES',
        'RISK_TRIGGER_FACE',
        'USAGE_DIE_CHAIN',
        'calculateChanceAtLeast',
        'calculateChanceAtMost',
        'calculateChanceOfExactly',
        'calculateMean',
        'calculateStandardDeviation',
        'computeDistribution',
        'computeRiskTriggerChance',
        'computeTermDistribution',
        'computeUsageStepDownChance',
        'convertFractionToNumber',
        'createCryptoRng',
        'createScriptedRng',
        'createSeededRng',
        'createUint32Rng',
        'describeRoll',
        'describeRollBeyondTotal',
        'formatDigitDie',
        'formatNotation',
        'formatTerm',
        'isUsageDieSides',
        'listDigitDieResults',
        'listOutcomes',
        'parseNotation',
        'readDigitDieSides',
        'reduceFraction',
        'rollDie',
        'rollExpression',
        'startingThreshold',
        'stepDownUsageDie',
        'summarizeDistribution',
        'viewTerm',
      ].sort(),
    );
  });

  it('parses, rolls and analyses a Locus medium check from one import', () => {
    const parsed = dice.parseNotation('3d6 kth2 > 3');
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(dice.formatNotation(parsed.value)).toBe('3d6kth2>3');
    expect(dice.rollExpression(parsed.value, dice.createScriptedRng([6, 4, 1])).total).toBe(1);
    const distribution = dice.computeDistribution(parsed.value);
    if (!distribution.ok) throw new Error(distribution.error.message);
    const chance = dice.calculateChanceAtLeast(distribution.value, 1);
    expect(dice.reduceFraction(chance)).toEqual({ numerator: 1n, denominator: 2n });
    expect(dice.convertFractionToNumber(chance)).toBe(0.5);
  });
});
