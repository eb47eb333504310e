import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import { parseArmour } from '../../../src/rules/eldritch-instinct/combat';
import {
  describeRound,
  parseHp,
  readWound,
  tickRound,
  woundSentence,
} from '../../../src/rules/eldritch-instinct/death';
import { parseWil, recover } from '../../../src/rules/eldritch-instinct/sanity';
import { checkRunnerName, pointsText } from '../../../src/rules/eldritch-instinct/chase';
import {
  readReaction,
  reactionModifierLabel,
  reactionSentence,
} from '../../../src/rules/eldritch-instinct/small-rollers';

describe('parseHp', () => {
  it('reads a whole number from 0 to 999 and says what else is wrong', () => {
    expect(parseHp(' 12 ')).toEqual({ ok: true, value: 12 });
    expect(parseHp('0')).toEqual({ ok: true, value: 0 });
    expect(parseHp('')).toMatchObject({ error: { code: 'empty' } });
    expect(parseHp('-1')).toMatchObject({ error: { message: 'HP must be at least 0.' } });
    expect(parseHp('1000')).toMatchObject({ error: { message: 'HP must be at most 999.' } });
    expect(parseHp('2.5')).toMatchObject({ error: { code: 'not-whole' } });
    expect(parseHp('ten')).toMatchObject({ error: { code: 'not-a-number' } });
  });
});

describe('parseArmour', () => {
  it('reads 0 to 10 and refuses more', () => {
    expect(parseArmour('10')).toEqual({ ok: true, value: 10 });
    expect(parseArmour('11')).toEqual({
      ok: false,
      error: { code: 'too-high', message: 'Armour must be at most 10.' },
    });
  });
});

describe('parseWil', () => {
  it("reads the rules' score range, 1 to 120, as tracking a new investigator does", () => {
    expect(parseWil('1')).toEqual({ ok: true, value: 1 });
    expect(parseWil('120')).toEqual({ ok: true, value: 120 });
    expect(parseWil('121')).toMatchObject({ ok: false, error: { code: 'too-high' } });
    expect(parseWil('130')).toMatchObject({ ok: false, error: { code: 'too-high' } });
    expect(parseWil('0')).toMatchObject({ ok: false, error: { code: 'too-low' } });
  });
});

describe('describeRound', () => {
  it('says how much HP a round of Bleeding and Burning took, and when it reached 0', () => {
    const both = { bleeding: true, burning: true };
    expect(describeRound(both, tickRound(5, both))).toBe('Lost 2 HP this round; 3 HP left.');
    expect(describeRound(both, tickRound(1, both))).toBe(
      'Lost 1 HP: 0 HP. Fall unconscious and make a Death Save.',
    );
    expect(describeRound(both, tickRound(0, both))).toBe('Already at 0 HP: you cannot have less.');
    expect(
      describeRound(
        { bleeding: false, burning: false },
        tickRound(5, { bleeding: false, burning: false }),
      ),
    ).toBe('Neither Bleeding nor Burning: no HP lost.');
  });
});

describe('woundSentence', () => {
  it('shows the weapon’s +10 on the roll', () => {
    const wound = readWound(47, 3, 10);
    expect(woundSentence(wound)).toBe(
      `Rolled 47 + 10 = 57: row 50, ${wound.effect} Area 3: ${wound.area}.`,
    );
  });
});

describe('checkRunnerName', () => {
  it('asks for a name, refuses one already running, and holds six PCs', () => {
    expect(checkRunnerName('  Ada ', [])).toEqual({ ok: true, value: 'Ada' });
    expect(checkRunnerName(' ', [])).toMatchObject({
      ok: false,
      error: { code: 'empty', message: 'Enter the PC’s name.' },
    });
    expect(checkRunnerName('ada', [{ name: 'Ada', obstacles: [] }])).toMatchObject({
      ok: false,
      error: { code: 'taken', message: 'ada is already in the chase.' },
    });
    const six = ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => ({ name, obstacles: [] }));
    expect(checkRunnerName('G', six)).toMatchObject({
      ok: false,
      error: { code: 'full', message: 'A chase here holds 6 PCs.' },
    });
  });
});

describe('pointsText', () => {
  it('signs the points and counts them in words', () => {
    expect([2, 1, 0, -1].map(pointsText)).toEqual([
      '+2 points',
      '+1 point',
      '0 points',
      '-1 point',
    ]);
  });
});

describe('reactionSentence', () => {
  it('reads a plain reaction, and a favour with the Warden’s modifier', () => {
    expect(reactionSentence(readReaction([3, 4]))).toBe(
      `Rolled 3 + 4 = 7: ${readReaction([3, 4]).reaction}.`,
    );
    expect(reactionSentence(readReaction([5, 4], -2))).toBe(
      `Rolled 5 + 4 − 2 = 7: ${readReaction([5, 4], -2).reaction}. For a favour: the NPC does not simply agree.`,
    );
    expect(reactionModifierLabel(0)).toBe('0 (plain reaction)');
    expect(reactionModifierLabel(-3)).toBe('−3');
  });
});

describe('recover', () => {
  it('refuses every way of getting better without a Broken notch', () => {
    const mind = { san: 4, wil: 50, hardened: 0, broken: 0, mk: 0 };
    for (const how of ['remove', 'self-help', 'self-help-key', 'sanatorium'] as const)
      expect(recover(mind, how, createScriptedRng([]))).toMatchObject({
        ok: false,
        error: { code: 'no-broken-notch' },
      });
  });

  it('removes a notch and raises WIL by the d10 when covering traces', () => {
    const result = recover(
      { san: 4, wil: 50, hardened: 0, broken: 1, mk: 0 },
      'remove',
      createScriptedRng([7]),
    );
    expect(result.ok && result.value.state).toEqual({
      san: 4,
      wil: 57,
      hardened: 0,
      broken: 0,
      mk: 0,
    });
  });
});
