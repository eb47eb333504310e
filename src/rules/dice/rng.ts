/**
 * Randomness as a parameter. Nothing in the dice core reaches for Math.random or crypto itself;
 * callers pass an Rng, which makes rolls reproducible in tests and keeps the modules pure.
 *
 * The contract is integer-level on purpose: `() => number` in [0, 1) invites
 * `Math.floor(random() * sides)`, which is subtly biased for most side counts, and cannot be
 * scripted as die faces. An Rng instead answers "a whole number below `bound`", each equally
 * likely, and the sources below guarantee that with rejection sampling.
 */

export interface Rng {
  /**
   * A uniformly chosen whole number in 0..bound-1. `bound` must be a whole number from 1 to 2^32;
   * anything else is a programming error and throws a RangeError.
   */
  readonly randomInt: (bound: number) => number;
}

/** One die of `sides` faces, read 1..sides. */
export function rollDie(rng: Rng, sides: number): number {
  return rng.randomInt(sides) + 1;
}

const UINT32_RANGE = 2 ** 32;

/**
 * Rejection sampling needs fewer than two draws on average; this many rejections in a row means
 * the source is broken (it keeps returning the same high value), and looping on would freeze.
 */
const MAX_REJECTIONS = 1000;

function checkBound(bound: number): void {
  if (!Number.isInteger(bound) || bound < 1 || bound > UINT32_RANGE) {
    throw new RangeError(`randomInt needs a whole number from 1 to 2^32, got ${bound}`);
  }
}

/**
 * An unbiased Rng on top of any source of uniform 32-bit unsigned integers. `draw % bound` alone
 * would favour low results whenever 2^32 is not a multiple of `bound`, so draws from the top,
 * incomplete block are thrown away and drawn again.
 */
export function createUint32Rng(nextUint32: () => number): Rng {
  return {
    randomInt(bound: number): number {
      checkBound(bound);
      // The largest multiple of `bound` that fits below 2^32: every result has the same number
      // of draws below it.
      const limit = UINT32_RANGE - (UINT32_RANGE % bound);
      for (let rejections = 0; rejections < MAX_REJECTIONS; rejections += 1) {
        const draw = nextUint32();
        if (draw < limit) return draw % bound;
      }
      throw new Error(
        `the random source returned ${MAX_REJECTIONS} unusable values in a row; it is not uniform`,
      );
    },
  };
}

/**
 * The shape of `crypto.getRandomValues`, reduced to what is used. Pass it bound to its object,
 * e.g. `(array) => crypto.getRandomValues(array)`: browsers throw "Illegal invocation" for a
 * detached `crypto.getRandomValues`.
 */
export type GetRandomValues = (array: Uint32Array<ArrayBuffer>) => unknown;

/** A cryptographically strong, unbiased Rng for real rolls in the browser or Node. */
export function createCryptoRng(getRandomValues: GetRandomValues): Rng {
  const buffer = new Uint32Array(1);
  return createUint32Rng(() => {
    getRandomValues(buffer);
    return buffer[0] as number;
  });
}

/**
 * A reproducible Rng: the same seed always rolls the same dice. Uses mulberry32, a small
 * 32-bit generator that passes the usual statistical test batteries; good for shareable or
 * replayable rolls and tests, not for anything adversarial. Only the low 32 bits of the seed count.
 */
export function createSeededRng(seed: number): Rng {
  let state = seed | 0;
  return createUint32Rng(() => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return (mixed ^ (mixed >>> 14)) >>> 0;
  });
}

export interface ScriptedRng extends Rng {
  /** How many scripted faces have not been rolled yet, so a test can check that all were used. */
  readonly countUnused: () => number;
}

/**
 * An Rng for tests that rolls the given faces in order: `createScriptedRng([6, 3, 1])` is "the
 * dice show 6, 3, 1". Faces are read 1..sides like a physical die; a zero-based die subtracts one,
 * so a scripted 1 on a `d100z` reads 00. Throws when a face cannot come from the die being
 * rolled or when the script runs out, because either means the test is wrong.
 */
export function createScriptedRng(faces: readonly number[]): ScriptedRng {
  let next = 0;
  return {
    randomInt(bound: number): number {
      checkBound(bound);
      const face = faces[next];
      if (face === undefined) {
        throw new Error(
          `the scripted dice ran out: all ${faces.length} faces [${faces.join(', ')}] were used and a d${bound} was rolled`,
        );
      }
      if (!Number.isInteger(face) || face < 1 || face > bound) {
        throw new Error(`scripted face ${face} (number ${next + 1}) cannot come from a d${bound}`);
      }
      next += 1;
      return face - 1;
    },
    countUnused: () => faces.length - next,
  };
}
