import { describe, expect, it } from 'vitest';
import { scoreThreat } from '../../../src/rules/locus';
import {
  editThreatCalculator,
  FIRST_DEATHS_DOOR_SIZE,
  scoreThreatCalculator,
  THREAT_CALCULATOR_START,
} from '../../../src/rules/locus/threat-calculator-form';

describe('THREAT_CALCULATOR_START', () => {
  it('is a middling Monster with the smallest Death’s Door', () => {
    expect(THREAT_CALCULATOR_START.attributes).toEqual({
      attack: 3,
      chase: 3,
      search: 3,
      resist: 3,
    });
    expect(THREAT_CALCULATOR_START.chaseLikelihood).toBe('none');
    expect(THREAT_CALCULATOR_START.deathsDoorSegments).toBe(FIRST_DEATHS_DOOR_SIZE);
    expect(THREAT_CALCULATOR_START.locusMonster).toBe(false);
  });
});

describe('editThreatCalculator', () => {
  it('sets one Attribute’s rating and keeps the others', () => {
    const form = editThreatCalculator(THREAT_CALCULATOR_START, { attribute: 'attack', rating: 1 });
    expect(form.attributes).toEqual({ attack: 1, chase: 3, search: 3, resist: 3 });
  });

  it('reads a rating left unset as null', () => {
    const form = editThreatCalculator(THREAT_CALCULATOR_START, {
      attribute: 'chase',
      rating: undefined,
    });
    expect(form.attributes.chase).toBeNull();
  });

  it('changes any other input alone', () => {
    const form = editThreatCalculator(THREAT_CALCULATOR_START, { chaseLikelihood: 'definite' });
    expect(form).toEqual({ ...THREAT_CALCULATOR_START, chaseLikelihood: 'definite' });
    expect(editThreatCalculator(form, { locusMonster: true }).locusMonster).toBe(true);
  });
});

describe('editThreatCalculator with Death’s Door typed', () => {
  it('keeps the text as typed and counts the size once it reads, null until then', () => {
    const half = editThreatCalculator(THREAT_CALCULATOR_START, { deathsDoorText: '1' });
    expect(half).toMatchObject({ deathsDoorText: '1', deathsDoorSegments: null });
    const nine = editThreatCalculator(half, { deathsDoorText: '9' });
    expect(nine).toMatchObject({ deathsDoorText: '9', deathsDoorSegments: 9 });
  });
});

describe('scoreThreatCalculator', () => {
  it('scores the form with its Inflictions as the threat rules do', () => {
    const form = editThreatCalculator(THREAT_CALCULATOR_START, { deathsDoorSegments: 6 });
    expect(scoreThreatCalculator(form, ['medium'])).toEqual(
      scoreThreat({
        attributes: form.attributes,
        chaseLikelihood: 'none',
        inflictions: ['medium'],
        deathsDoorSegments: 6,
      }),
    );
    expect(scoreThreatCalculator(form, ['medium'])?.total).toBe(11);
  });

  it('scores nothing while Death’s Door cannot be read', () => {
    const form = editThreatCalculator(THREAT_CALCULATOR_START, { deathsDoorSegments: null });
    expect(scoreThreatCalculator(form, [])).toBeNull();
  });
});
