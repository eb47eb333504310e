import { describe, expect, it } from 'vitest';
import {
  checkNewTracked,
  mindOf,
  typedWilError,
} from '../../../src/rules/eldritch-instinct/sanity';

const mind = { san: 3, wil: 50, hardened: 1, broken: 0, mk: 2 };

describe('mindOf', () => {
  it('keeps the mind of a tracked investigator and drops the rest', () => {
    const tracked = { ...mind, id: 'ada', name: 'Ada' };
    expect(mindOf(tracked)).toEqual(mind);
  });
});

describe('checkNewTracked', () => {
  it('accepts a new name with a readable WIL', () => {
    expect(checkNewTracked('Ada', '50', ['Bo'])).toEqual({});
  });
  it('asks for a name when none is typed', () => {
    expect(checkNewTracked('  ', '50', [])).toEqual({ name: 'Enter the investigator’s name.' });
  });
  it('refuses a name already tracked, whatever its case', () => {
    expect(checkNewTracked(' ada ', '50', ['Ada']).name).toBe('ada is already tracked.');
  });
  it('explains a WIL that cannot be read, beside a name refusal', () => {
    const errors = checkNewTracked('', 'lots', []);
    expect(errors.name).toBeDefined();
    expect(errors.wil).toMatch(/WIL/);
  });
});

describe('typedWilError', () => {
  it('says nothing while WIL is empty or reads, and why not once it cannot be read', () => {
    expect(typedWilError('  ')).toBeNull();
    expect(typedWilError('45')).toBeNull();
    expect(typedWilError('130')).toBe('WIL must be at most 120.');
  });
});
