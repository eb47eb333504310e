/**
 * Statistical checks that the rngs roll fair dice. Each check is also run on a deliberately
 * unfair source and must reject it, which proves the check can fail at all.
 *
 * The crypto checks use real randomness, so a fair source fails them with probability 0.000001
 * (the chosen significance): about one run in a million. The seeded checks are deterministic.
 */
import { describe, expect, it } from 'vitest';
import { createCryptoRng, createSeededRng, rollDie, type Rng } from '../../../src/rules/dice/rng';
import { CHI_SQUARE_CRITICAL, measureChiSquareAgainstUniform, tally } from './chi-square';

const D6_SAMPLES = 60_000;
const D6_CRITICAL = CHI_SQUARE_CRITICAL[5] as number;
const THIRDS_CRITICAL = CHI_SQUARE_CRITICAL[2] as number;

/** A bound of 3·2^30: 2^32 holds one full block of it plus a third, the worst case for modulo bias. */
const LARGE_BOUND = 3 * 2 ** 30;

function getCryptoValues(array: Uint32Array<ArrayBuffer>): Uint32Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(array);
}

function tallyD6(rng: Rng): number[] {
  return tally(D6_SAMPLES, 6, () => rollDie(rng, 6) - 1);
}

/** Which third of 0..LARGE_BOUND-1 each draw lands in: equally often for a fair source. */
function tallyThirds(rng: Rng): number[] {
  return tally(30_000, 3, () => Math.floor(rng.randomInt(LARGE_BOUND) / 2 ** 30));
}

/** Fair underneath, but every 25th roll is forced to the top face: a 6 one time in five. */
function createLoadedRng(fair: Rng): Rng {
  let rolls = 0;
  return {
    randomInt: (bound) => {
      rolls += 1;
      return rolls % 25 === 0 ? bound - 1 : fair.randomInt(bound);
    },
  };
}

/** What rejection sampling prevents: a fair 32-bit draw taken modulo the bound. */
function createPlainModuloRng(): Rng {
  const buffer = new Uint32Array(1);
  return {
    randomInt: (bound) => {
      getCryptoValues(buffer);
      return (buffer[0] as number) % bound;
    },
  };
}

describe('createCryptoRng', () => {
  it(`rolls ${D6_SAMPLES} d6 that pass a chi-square test against uniform at p = 0.000001`, () => {
    const counts = tallyD6(createCryptoRng(getCryptoValues));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(D6_SAMPLES);
    expect(measureChiSquareAgainstUniform(counts)).toBeLessThan(D6_CRITICAL);
  });

  it('fails the same test when every 25th roll is loaded to a 6, so the test can tell', () => {
    const counts = tallyD6(createLoadedRng(createCryptoRng(getCryptoValues)));
    expect(measureChiSquareAgainstUniform(counts)).toBeGreaterThan(D6_CRITICAL);
  });

  it('draws a huge bound evenly, where a plain modulo of the same draws fails the same test', () => {
    expect(
      measureChiSquareAgainstUniform(tallyThirds(createCryptoRng(getCryptoValues))),
    ).toBeLessThan(THIRDS_CRITICAL);
    // Modulo maps the top third of 2^32 onto the bottom third of the bound, doubling its share.
    expect(measureChiSquareAgainstUniform(tallyThirds(createPlainModuloRng()))).toBeGreaterThan(
      THIRDS_CRITICAL,
    );
  });
});

describe('createSeededRng', () => {
  it(`rolls ${D6_SAMPLES} d6 that pass a chi-square test against uniform at p = 0.000001`, () => {
    expect(measureChiSquareAgainstUniform(tallyD6(createSeededRng(1)))).toBeLessThan(D6_CRITICAL);
  });

  it('fails the same test when every 25th roll is loaded to a 6', () => {
    expect(
      measureChiSquareAgainstUniform(tallyD6(createLoadedRng(createSeededRng(1)))),
    ).toBeGreaterThan(D6_CRITICAL);
  });

  it('draws a huge bound evenly', () => {
    expect(measureChiSquareAgainstUniform(tallyThirds(createSeededRng(2)))).toBeLessThan(
      THIRDS_CRITICAL,
    );
  });
});
