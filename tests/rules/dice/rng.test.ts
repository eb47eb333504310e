import { describe, expect, it } from 'vitest';
import {
  createCryptoRng,
  createScriptedRng,
  createSeededRng,
  createUint32Rng,
  rollDie,
  type Rng,
} from '../../../src/rules/dice/rng';

const TWO_TO_32 = 2 ** 32;
/** For a d6, 2^32 leaves 4 values over after the last full block of six: 2^32 - 4 and up are thrown away. */
const FIRST_REJECTED_FOR_D6 = TWO_TO_32 - 4;

/** A uint32 source that returns the given draws in order and records how many were taken. */
function createScriptedSource(draws: readonly number[]): {
  next: () => number;
  taken: () => number;
} {
  let index = 0;
  return {
    next: () => {
      const draw = draws[index];
      if (draw === undefined) throw new Error('the scripted source ran out');
      index += 1;
      return draw;
    },
    taken: () => index,
  };
}

describe('rollDie', () => {
  it('asks the rng for a number below the sides and reads it from 1', () => {
    const bounds: number[] = [];
    const rng: Rng = {
      randomInt: (bound) => {
        bounds.push(bound);
        return bound - 1;
      },
    };
    expect([rollDie(rng, 6), rollDie(rng, 20), rollDie(rng, 1)]).toEqual([6, 20, 1]);
    expect(bounds).toEqual([6, 20, 1]);
  });

  it('reads a zero from the rng as face 1', () => {
    expect(rollDie({ randomInt: () => 0 }, 8)).toBe(1);
  });
});

describe('createUint32Rng', () => {
  it('takes a usable draw modulo the bound', () => {
    const source = createScriptedSource([7, 0, 5]);
    const rng = createUint32Rng(source.next);
    expect([rng.randomInt(6), rng.randomInt(6), rng.randomInt(6)]).toEqual([1, 0, 5]);
    expect(source.taken()).toBe(3);
  });

  it('throws away draws from the incomplete block at the top and draws again', () => {
    const source = createScriptedSource([FIRST_REJECTED_FOR_D6, TWO_TO_32 - 1, 13]);
    expect(createUint32Rng(source.next).randomInt(6)).toBe(13 % 6);
    expect(source.taken()).toBe(3);
  });

  it('keeps the highest draw of the last complete block', () => {
    const source = createScriptedSource([FIRST_REJECTED_FOR_D6 - 1]);
    expect(createUint32Rng(source.next).randomInt(6)).toBe(5);
    expect(source.taken()).toBe(1);
  });

  it('rejects nothing when the bound divides 2^32', () => {
    const source = createScriptedSource([TWO_TO_32 - 1, TWO_TO_32 - 1]);
    const rng = createUint32Rng(source.next);
    expect(rng.randomInt(TWO_TO_32)).toBe(TWO_TO_32 - 1);
    expect(rng.randomInt(8)).toBe(7);
    expect(source.taken()).toBe(2);
  });

  it('gives 0 for a bound of 1', () => {
    expect(createUint32Rng(() => 123_456).randomInt(1)).toBe(0);
  });

  it.each([0, -1, 1.5, Number.NaN, TWO_TO_32 + 1])(
    'refuses the bound %d as a programming error',
    (bound) => {
      expect(() => createUint32Rng(() => 0).randomInt(bound)).toThrow(RangeError);
    },
  );

  it('gives up on a source stuck in the rejected zone instead of freezing', () => {
    const source = createScriptedSource(Array<number>(1000).fill(TWO_TO_32 - 1));
    expect(() => createUint32Rng(source.next).randomInt(6)).toThrow(
      '1000 unusable values in a row',
    );
    expect(source.taken()).toBe(1000);
  });
});

describe('createCryptoRng', () => {
  it('draws again when getRandomValues first returns a value in the rejected zone', () => {
    const script = [TWO_TO_32 - 1, 9];
    const calls: number[] = [];
    const rng = createCryptoRng((array) => {
      calls.push(array.length);
      array[0] = script[calls.length - 1] ?? 0;
      return array;
    });
    expect(rollDie(rng, 6)).toBe((9 % 6) + 1);
    expect(calls).toEqual([1, 1]);
  });

  it('rolls whole numbers within the bound from the real crypto.getRandomValues', () => {
    const rng = createCryptoRng((array) => globalThis.crypto.getRandomValues(array));
    const rolls = Array.from({ length: 1000 }, () => rollDie(rng, 20));
    expect(rolls.every((roll) => Number.isInteger(roll) && roll >= 1 && roll <= 20)).toBe(true);
    expect(new Set(rolls).size).toBe(20);
  });
});

describe('createSeededRng', () => {
  const rollTen = (rng: Rng) => Array.from({ length: 10 }, () => rollDie(rng, 1000));

  it('rolls the same dice for the same seed', () => {
    expect(rollTen(createSeededRng(42))).toEqual(rollTen(createSeededRng(42)));
  });

  it('rolls different dice for different seeds', () => {
    expect(rollTen(createSeededRng(42))).not.toEqual(rollTen(createSeededRng(43)));
  });

  it('draws the published mulberry32 sequence, so stored seeds replay the same rolls', () => {
    // First outputs of the widely copied reference mulberry32 for seed 42; a bound of 2^32 returns draws unchanged.
    const rng = createSeededRng(42);
    expect(Array.from({ length: 5 }, () => rng.randomInt(TWO_TO_32))).toEqual([
      2581720956, 1925393290, 3661312704, 2876485805, 750819978,
    ]);
  });

  it('uses only the low 32 bits of the seed', () => {
    expect(rollTen(createSeededRng(7 + TWO_TO_32))).toEqual(rollTen(createSeededRng(7)));
  });
});

describe('createScriptedRng', () => {
  it('rolls the dice it was told: the dice show 6, 3, 1', () => {
    const rng = createScriptedRng([6, 3, 1]);
    expect([rollDie(rng, 6), rollDie(rng, 6), rollDie(rng, 6)]).toEqual([6, 3, 1]);
  });

  it('counts the faces not yet rolled', () => {
    const rng = createScriptedRng([2, 4]);
    expect(rng.countUnused()).toBe(2);
    rollDie(rng, 4);
    expect(rng.countUnused()).toBe(1);
  });

  it('says so when the script runs out', () => {
    const rng = createScriptedRng([5]);
    rollDie(rng, 6);
    expect(() => rollDie(rng, 8)).toThrow(
      'the scripted dice ran out: all 1 faces [5] were used and a d8 was rolled',
    );
  });

  it.each([7, 0, 2.5])('refuses a face %d that a d6 cannot show', (face) => {
    expect(() => rollDie(createScriptedRng([face]), 6)).toThrow(
      `scripted face ${face} (number 1) cannot come from a d6`,
    );
  });

  it('refuses a bound no die can have', () => {
    expect(() => createScriptedRng([1]).randomInt(0)).toThrow(RangeError);
  });
});
