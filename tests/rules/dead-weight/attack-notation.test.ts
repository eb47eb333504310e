import { describe, expect, it } from 'vitest';
import {
  explainDwAttack,
  parseDwAttack,
  type DwAttack,
} from '../../../src/rules/dead-weight/attack-notation';

function parsed(text: string): DwAttack {
  const result = parseDwAttack(text);
  if (!result.ok) throw new Error(`${text}: ${result.error.message}`);
  return result.value;
}

describe('parseDwAttack', () => {
  it('reads every notation the Attack Notation page uses', () => {
    expect(parsed('Driftwood Club (STR 2)')).toMatchObject({
      name: 'Driftwood Club',
      attribute: 'str',
      wounds: 2,
      critical: 0,
      range: null,
      modifier: null,
    });
    expect(parsed('Falchion (STR 3+1B)')).toMatchObject({
      attribute: 'str',
      wounds: 3,
      critical: 1,
      criticalEffects: ['B'],
    });
    expect(parsed('Throwing hatchet (DEX 1+1): Nearby')).toMatchObject({
      name: 'Throwing hatchet',
      attribute: 'dex',
      wounds: 1,
      critical: 1,
      range: 'Nearby',
    });
    expect(parsed('Soul nibble (INT 2): Ignore shields. Add a stun token on hit.')).toMatchObject({
      attribute: 'int',
      wounds: 2,
      range: null,
      special: 'Ignore shields. Add a stun token on hit.',
    });
    expect(parsed('Rend(-STR 2+2B)')).toMatchObject({
      modifier: 'disadvantage',
      wounds: 2,
      critical: 2,
      criticalEffects: ['B'],
    });
  });

  it('reads every notation the Enemies page uses, with its markdown', () => {
    expect(parsed('**Infectious bite (STR 1+1):** Causes Plagued on 1d!.')).toMatchObject({
      name: 'Infectious bite',
      wounds: 1,
      critical: 1,
      special: 'Causes Plagued on 1d!.',
    });
    expect(
      parsed('**Lunge (DEX 2, Nearby):** Moves Close to the target and attack.'),
    ).toMatchObject({
      attribute: 'dex',
      wounds: 2,
      range: 'Nearby',
      special: 'Moves Close to the target and attack.',
    });
    expect(parsed('**Eat (-STR 3+3):** Can only be used on a grabbed character.')).toMatchObject({
      modifier: 'disadvantage',
      wounds: 3,
      critical: 3,
    });
  });

  it('reads the bare forms and a plus sign as advantage', () => {
    expect(parsed('STR 3+1B')).toMatchObject({
      name: '',
      attribute: 'str',
      wounds: 3,
      critical: 1,
      criticalEffects: ['B'],
    });
    expect(parsed('-STR 2+2B')).toMatchObject({ modifier: 'disadvantage' });
    expect(parsed('DEX 1+1: Nearby')).toMatchObject({ range: 'Nearby' });
    expect(parsed('+pre 2P')).toMatchObject({
      modifier: 'advantage',
      attribute: 'pre',
      effects: ['P'],
    });
    expect(parsed('DEX 1, 3 tiles')).toMatchObject({ range: '3 tiles' });
  });

  it('says what kind of mistake it is, so a reader of the code can branch on it', () => {
    const code = (text: string) => {
      const read = parseDwAttack(text);
      return read.ok ? null : read.error.code;
    };
    expect(code('   ')).toBe('empty');
    expect(code('STR')).toBe('expected');
    expect(code('STR 100')).toBe('too-large');
    expect(code('STR 3+1X')).toBe('unexpected');
    expect(code('STR 3 ?')).toBe('unexpected');
    expect(code('STR 3')).toBeNull();
  });

  it('names the column of a mistake', () => {
    expect(parseDwAttack('')).toMatchObject({ ok: false, error: { column: 1 } });
    expect(parseDwAttack('STX 2')).toMatchObject({
      ok: false,
      error: { column: 1, message: expect.stringContaining('STR, DEX, INT or PRE') },
    });
    expect(parseDwAttack('STR')).toMatchObject({
      ok: false,
      error: { column: 4, message: expect.stringContaining('number of wounds') },
    });
    expect(parseDwAttack('STR 3+')).toMatchObject({ ok: false, error: { column: 7 } });
    expect(parseDwAttack('STR 3+1X')).toMatchObject({
      ok: false,
      error: { column: 8, message: expect.stringContaining('B, P, R or N') },
    });
    expect(parseDwAttack('(STR 3')).toMatchObject({
      ok: false,
      error: { column: 7, message: expect.stringContaining('")"') },
    });
    expect(parseDwAttack('STR 3 4')).toMatchObject({ ok: false, error: { column: 7 } });
  });
});

describe('explainDwAttack', () => {
  it('reads a weapon as a test to hit with a critical hit on a great success', () => {
    const lines = explainDwAttack(parsed('STR 3+1B'), 'weapon');
    expect(lines).toContain('Test strength (STR) to hit.');
    expect(lines).toContain(
      'On a great success (two or more 6s, a critical hit): 1 wound more, 4 wounds in all.',
    );
    expect(lines).toContain('On a critical hit, B: Causes the Bleeding affliction.');
    expect(lines).toContain('Close targets only (1 tile away, not diagonally).');
  });

  it('says "an" before an attribute that starts with a vowel sound', () => {
    expect(explainDwAttack(parsed('INT 2'), 'enemy')[0]).toBe(
      'The adventurer defends with an intelligence (INT) test; a success avoids the attack.',
    );
  });

  it('reads an enemy attack as a defence test, the minus sign as disadvantage', () => {
    const lines = explainDwAttack(parsed('-STR 2+2B'), 'enemy');
    expect(lines[0]).toBe(
      'The adventurer defends with a strength (STR) test with disadvantage (the GM re-rolls one chosen die); a success avoids the attack.',
    );
    expect(lines).toContain(
      'On a critical failure (a failure with one or more 1s): 2 wounds more, 4 wounds in all.',
    );
  });
});
