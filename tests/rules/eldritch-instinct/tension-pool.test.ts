import { describe, expect, it } from 'vitest';
import { createScriptedRng, reduceFraction } from '../../../src/rules/dice';
import {
  addingTriggersRoll,
  addTensionDie,
  chanceOfTensionTrigger,
  addedEvent,
  clearTensionPool,
  emptyPoolBlockedBy,
  emptiedSentence,
  isTensionPoolSize,
  refillRefusedSentence,
  rollPool,
  rollTensionPool,
  tensionDiceNextRoll,
  tensionPressSentence,
  tensionRollSource,
} from '../../../src/rules/eldritch-instinct/tension-pool';

describe('addTensionDie', () => {
  it('adds one die without rolling while the pool holds fewer than six', () => {
    const rng = createScriptedRng([]);
    expect(addTensionDie(0, rng)).toEqual({ size: 1, roll: null, reset: false });
    expect(addTensionDie(4, rng)).toEqual({ size: 5, roll: null, reset: false });
  });

  it('rolls all six dice at once and empties the pool when the sixth is added', () => {
    const step = addTensionDie(5, createScriptedRng([2, 3, 4, 5, 6, 6]));
    expect(step.size).toBe(0);
    expect(step.reset).toBe(true);
    expect(step.roll?.dice).toEqual([2, 3, 4, 5, 6, 6]);
    expect(step.roll?.triggered).toBe(false);
    expect(step.roll?.consequence).toBeNull();
  });

  it('asks the Warden for a 2d6 consequence when the automatic roll shows a 1', () => {
    const step = addTensionDie(5, createScriptedRng([6, 1, 6, 6, 6, 6, 2, 3]));
    expect(step.size).toBe(0);
    expect(step.roll?.triggered).toBe(true);
    expect(step.roll?.consequence).toEqual({ dice: [2, 3], total: 5 });
  });
});

describe('rollPool', () => {
  it('rolls every die in the pool and keeps them there', () => {
    const step = rollPool(3, createScriptedRng([4, 5, 6]));
    expect(step).toEqual({
      size: 3,
      reset: false,
      roll: { dice: [4, 5, 6], emptyPoolDie: false, triggered: false, consequence: null },
    });
  });

  it('rolls one d6 for an empty pool without adding it', () => {
    const step = rollPool(0, createScriptedRng([1, 6, 6]));
    expect(step.size).toBe(0);
    expect(step.roll?.emptyPoolDie).toBe(true);
    expect(step.roll?.dice).toEqual([1]);
    expect(step.roll?.consequence).toEqual({ dice: [6, 6], total: 12 });
  });
});

describe('rollTensionPool', () => {
  it('triggers on any 1 among the dice', () => {
    expect(rollTensionPool(2, createScriptedRng([5, 1, 1, 1])).consequence?.total).toBe(2);
  });
});

describe('clearTensionPool', () => {
  it('empties the pool without rolling', () => {
    expect(clearTensionPool()).toEqual({ size: 0, roll: null, reset: true });
  });
});

describe('tensionDiceNextRoll', () => {
  it('is the number of dice a roll of the pool rolls, one for an empty pool', () => {
    for (let size = 0; size <= 5; size += 1) {
      const rolled = rollTensionPool(size, createScriptedRng([2, 2, 2, 2, 2])).dice.length;
      expect(tensionDiceNextRoll(size), `a pool of ${size}`).toBe(rolled);
    }
  });
});

describe('chanceOfTensionTrigger', () => {
  it('is 1/6 for an empty pool, which rolls one d6', () => {
    expect(reduceFraction(chanceOfTensionTrigger(0))).toEqual({ numerator: 1n, denominator: 6n });
  });

  it('is exactly 1 - (5/6)^n for n dice', () => {
    for (let n = 1; n <= 5; n += 1) {
      const chance = chanceOfTensionTrigger(n);
      expect(chance.denominator).toBe(6n ** BigInt(n));
      expect(chance.numerator).toBe(6n ** BigInt(n) - 5n ** BigInt(n));
    }
    expect(chanceOfTensionTrigger(3)).toEqual({ numerator: 91n, denominator: 216n });
  });

  it('matches counting every face combination', () => {
    for (let n = 1; n <= 5; n += 1) {
      let hits = 0;
      for (let code = 0; code < 6 ** n; code += 1) {
        let rest = code;
        let one = false;
        for (let die = 0; die < n; die += 1) {
          if (rest % 6 === 0) one = true;
          rest = Math.floor(rest / 6);
        }
        if (one) hits += 1;
      }
      expect(chanceOfTensionTrigger(n).numerator).toBe(BigInt(hits));
    }
  });
});

describe('isTensionPoolSize and addingTriggersRoll', () => {
  it('accepts 0 to 5 dice and knows the sixth die rolls the pool', () => {
    expect([0, 5].every(isTensionPoolSize)).toBe(true);
    expect([6, -1, 1.5, '2'].some(isTensionPoolSize)).toBe(false);
    expect(addingTriggersRoll(5)).toBe(true);
    expect(addingTriggersRoll(4)).toBe(false);
  });
});

describe('tensionPressSentence', () => {
  it('says what adding a die and undoing an emptying did', () => {
    const rng = createScriptedRng([]);
    expect(tensionPressSentence(addedEvent(addTensionDie(2, rng)))).toBe(
      'A Tension Die was added: 3 in the pool.',
    );
    const step = { size: 1, roll: null, reset: false };
    expect(tensionPressSentence({ what: 'refilled', step })).toBe(
      'Emptying undone: 1 die back in the pool.',
    );
  });

  it('says how the pool rolled: by the sixth die, as an empty pool, or as a reckless act', () => {
    const sixth = addedEvent(addTensionDie(5, createScriptedRng([2, 3, 4, 5, 6, 2])));
    expect(sixth.what).toBe('auto');
    expect(tensionPressSentence(sixth)).toBe(
      'The sixth die was added: all six rolled, then the pool was emptied.',
    );
    const rolled = (size: number, faces: number[]) =>
      tensionPressSentence({ what: 'rolled', step: rollPool(size, createScriptedRng(faces)) });
    expect(rolled(0, [4])).toBe('The pool was empty: one d6 rolled and not added.');
    expect(rolled(1, [4])).toBe('The pool rolled (1 die stays in it).');
    expect(rolled(3, [4, 5, 6])).toBe('The pool rolled (3 dice stay in it).');
  });
});

describe('emptyPoolBlockedBy', () => {
  it('says why an empty pool cannot be emptied, and lets a pool with dice be', () => {
    expect(emptyPoolBlockedBy(0)).toBe('Nothing to empty: the pool has no dice.');
    expect(emptyPoolBlockedBy(1)).toBeNull();
    expect(emptyPoolBlockedBy(5)).toBeNull();
  });
});

describe('tensionRollSource', () => {
  it('names a roll of the pool for the log by what made it', () => {
    const roll = rollTensionPool(2, createScriptedRng([3, 4]));
    expect(tensionRollSource('auto', roll)).toBe('Tension Pool (sixth die)');
    expect(tensionRollSource('rolled', roll)).toBe('Tension Pool (reckless act)');
    const empty = rollPool(0, createScriptedRng([5])).roll!;
    expect(tensionRollSource('rolled', empty)).toBe('Tension Pool (empty pool, 1d6)');
  });
});

describe('emptiedSentence and refillRefusedSentence', () => {
  it('say what emptying took, and why the Undo did not put it back', () => {
    expect(emptiedSentence(3)).toBe('Emptied the pool of 3 dice.');
    expect(refillRefusedSentence(1)).toBe(
      'Not put back: a die was added since, and putting the 1 die back would lose it; add them by hand.',
    );
  });
});
