import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  describeDwDoomTrack,
  advanceDwDoomTrack,
  advanceDwOmensTrack,
  createDwDoomTrack,
  DW_DOOM_STEP_MAX,
  findDwDoomEnd,
  isDwDoomEffectReached,
  labelDwSaveEffect,
  parseDwDoomEffect,
  removeDwDoomEffect,
  rollDwOmen,
  setDwDoomEffect,
} from '../../../src/rules/dead-weight/omens';

const crypt = setDwDoomEffect(
  setDwDoomEffect(createDwDoomTrack('Crypt'), { step: 5, text: 'The dead rise' }),
  { step: 2, text: 'A door slams shut' },
);

describe('setDwDoomEffect and removeDwDoomEffect', () => {
  it('keeps the effects in step order and replaces the effect at a step', () => {
    expect(crypt.effects.map((effect) => effect.step)).toEqual([2, 5]);
    expect(setDwDoomEffect(crypt, { step: 2, text: 'Rats' }).effects).toEqual([
      { step: 2, text: 'Rats' },
      { step: 5, text: 'The dead rise' },
    ]);
    expect(removeDwDoomEffect(crypt, 2).effects).toEqual([{ step: 5, text: 'The dead rise' }]);
  });
});

describe('labelDwSaveEffect', () => {
  it('adds an effect at a step that has none, or while the step cannot be read', () => {
    expect(labelDwSaveEffect(crypt, '3')).toBe('Add effect');
    expect(labelDwSaveEffect(crypt, '')).toBe('Add effect');
    expect(labelDwSaveEffect(crypt, 'two')).toBe('Add effect');
  });

  it('says it replaces the effect already at the step, naming it', () => {
    expect(labelDwSaveEffect(crypt, ' 2 ')).toBe('Replace step 2: “A door slams shut”');
  });

  it('quotes a long effect up to 40 characters, ending in an ellipsis', () => {
    const long = setDwDoomEffect(crypt, {
      step: 4,
      text: 'The bridge over the black river collapses under the party',
    });
    expect(labelDwSaveEffect(long, '4')).toBe(
      'Replace step 4: “The bridge over the black river collaps…”',
    );
  });
});

describe('advanceDwDoomTrack', () => {
  it('lists the effects reached on the way, so each can advance the omens tracker', () => {
    const first = advanceDwDoomTrack(crypt, 1);
    expect(first.reached).toEqual([]);
    const second = advanceDwDoomTrack(first.track, 4);
    expect(second.track.step).toBe(5);
    expect(second.reached.map((effect) => effect.step)).toEqual([2, 5]);
    expect(second.atEnd).toBe(true);
  });

  it('stops at the last effect: doom does not go past certain death', () => {
    expect(findDwDoomEnd(crypt)).toBe(5);
    expect(advanceDwDoomTrack({ ...crypt, step: 4 }, 3).track.step).toBe(5);
  });

  it('counts up to the maximum while no effect is typed', () => {
    const empty = createDwDoomTrack('Hall');
    expect(advanceDwDoomTrack(empty, 2)).toEqual({
      track: { ...empty, step: 2 },
      reached: [],
      atEnd: false,
    });
    expect(advanceDwDoomTrack(empty, 500).track.step).toBe(DW_DOOM_STEP_MAX);
  });
});

describe('parseDwDoomEffect', () => {
  it('accepts a step from 1 to 99 and a description', () => {
    expect(parseDwDoomEffect('3', ' Ghouls ')).toEqual({
      ok: true,
      value: { step: 3, text: 'Ghouls' },
    });
  });

  it('names the field that is wrong', () => {
    expect(parseDwDoomEffect('', 'x')).toMatchObject({ ok: false, error: { field: 'step' } });
    expect(parseDwDoomEffect('zero', 'x')).toMatchObject({ ok: false, error: { field: 'step' } });
    expect(parseDwDoomEffect('100', 'x')).toEqual({
      ok: false,
      error: { code: 'too-high', field: 'step', message: 'The step must be at most 99.' },
    });
    expect(parseDwDoomEffect('4', '  ')).toEqual({
      ok: false,
      error: { code: 'empty', field: 'text', message: 'Describe what happens at this step.' },
    });
  });
});

describe('rollDwOmen', () => {
  it('rolls the 2d4 the row asks for', () => {
    expect(rollDwOmen(createScriptedRng([5, 3, 4]))).toEqual({
      roll: 5,
      text: 'The party must discard 2d4 torches.',
      amount: { dice: [3, 4], total: 7 },
      decayTwice: false,
    });
  });

  it('marks the row that makes the party roll Decay twice, with no 2d4', () => {
    expect(rollDwOmen(createScriptedRng([2]))).toMatchObject({
      roll: 2,
      amount: null,
      decayTwice: true,
    });
  });
});

describe('advanceDwOmensTrack', () => {
  it('fills one step at a time without rolling', () => {
    expect(advanceDwOmensTrack({ size: 4, step: 1 }, 2, createScriptedRng([]))).toEqual({
      track: { size: 4, step: 3 },
      fills: [],
    });
  });

  it('rolls the omen when full and starts a new tracker of a newly rolled 2d6 size', () => {
    const advanced = advanceDwOmensTrack(
      { size: 4, step: 3 },
      1,
      createScriptedRng([3, 1, 2, 6, 5]),
    );
    expect(advanced.track).toEqual({ size: 11, step: 0 });
    expect(advanced.fills).toEqual([
      {
        omen: {
          roll: 3,
          text: 'The party must discard 2d4 units of water.',
          amount: { dice: [1, 2], total: 3 },
          decayTwice: false,
        },
        newSize: { dice: [6, 5], total: 11 },
      },
    ]);
  });

  it('carries on into the new tracker when several steps are added at once', () => {
    // a 2-step tracker at 1: the first step fills it (omen 2, new size 1+1), the next two fill the new one (omen 4 with 2d4 = 1+1, new size 3+3)
    const advanced = advanceDwOmensTrack(
      { size: 2, step: 1 },
      3,
      createScriptedRng([2, 1, 1, 4, 1, 1, 3, 3]),
    );
    expect(advanced.fills.map((fill) => fill.omen.roll)).toEqual([2, 4]);
    expect(advanced.fills.map((fill) => fill.newSize.total)).toEqual([2, 6]);
    expect(advanced.track).toEqual({ size: 6, step: 0 });
  });
});

describe('isDwDoomEffectReached', () => {
  const track = { location: 'Crypt', step: 2, effects: [] };
  it('counts an effect at or below the doom step as reached, and one above it as not yet', () => {
    expect(isDwDoomEffectReached(track, { step: 1, text: 'Rats' })).toBe(true);
    expect(isDwDoomEffectReached(track, { step: 2, text: 'Ghouls wake' })).toBe(true);
    expect(isDwDoomEffectReached(track, { step: 3, text: 'The crypt seals' })).toBe(false);
  });
});

describe('describeDwDoomTrack', () => {
  it('gives the step, and the last step once the location has effects', () => {
    expect(describeDwDoomTrack({ location: 'Hall', step: 0, effects: [] })).toBe('Doom at Hall: 0');
    expect(
      describeDwDoomTrack({
        location: 'Crypt',
        step: 1,
        effects: [{ step: 2, text: 'Ghouls wake' }],
      }),
    ).toBe('Doom at Crypt: 1 of 2');
  });
});
