import { describe, expect, it } from 'vitest';
import { createCairnMember } from '../../../src/rules/cairn/character';
import { viewCairnCasting } from '../../../src/rules/cairn/casting-helper';

// WIL 14, 2 Fatigue.
const ada = (change: object = {}) => ({
  ...createCairnMember('ada', { kind: 'character', name: 'Ada', str: 10, dex: 9, wil: 14, hp: 4 }),
  fatigue: 2,
  ...change,
});
const calm = { source: 'spellbook', danger: false, wilText: '10' } as const;

describe('viewCairnCasting', () => {
  it('offers no save and asks for no WIL while the caster is safe', () => {
    expect(viewCairnCasting(undefined, calm)).toMatchObject({
      wil: 10,
      asksWil: false,
      caster: null,
      dangerLabel: 'Deprived or in danger (such as combat)',
      blockedBy: null,
      casting: { fatigue: 1, saveOffered: false },
    });
  });
  it('asks an untracked caster in danger for their WIL, and says why the save waits for it', () => {
    const view = viewCairnCasting(undefined, { ...calm, danger: true, wilText: '21' });
    expect(view).toMatchObject({
      wil: null,
      asksWil: true,
      blockedBy: 'Roll is off until the caster’s WIL is a whole number from 1 to 20.',
    });
    expect(view.wilError).toMatch(/20/);
  });
  it('takes a tracked caster’s WIL from the sheet, names them, and asks a Deprived one only about danger', () => {
    const view = viewCairnCasting(ada({ deprived: true }), { ...calm, wilText: 'x' });
    expect(view).toMatchObject({
      wil: 14,
      wilError: null,
      asksWil: false,
      caster: 'Ada: WIL 14, 2 Fatigue, Deprived.',
      dangerLabel: 'In danger (the caster is already Deprived)',
      casting: { saveOffered: true, saveChance: { numerator: 14n, denominator: 20n } },
    });
  });
  it('labels the typed WIL with its range, offers both sources, and the save’s chance line', () => {
    const view = viewCairnCasting(undefined, { ...calm, danger: true, wilText: '12' });
    expect(view.wilLabel).toBe('Caster’s WIL (1–20)');
    expect(view.sources.map(({ label }) => label)).toEqual([
      'Spellbook (adds 1 Fatigue)',
      'Scroll (no Fatigue)',
    ]);
    expect(view.chanceLabel).toBe('Chance to pass the WIL save with WIL 12');
    expect(view.toRoll).toEqual({ input: { attribute: 'wil', score: 12, casting: true }, who: '' });
  });
  it('rolls a tracked caster’s WIL save in their name, and offers no chance line while safe', () => {
    expect(viewCairnCasting(ada(), { ...calm, danger: true }).toRoll).toEqual({
      input: { attribute: 'wil', score: 14, casting: true },
      who: 'Ada',
    });
    expect(viewCairnCasting(ada(), calm).chanceLabel).toBeNull();
    expect(viewCairnCasting(undefined, { ...calm, wilText: 'x' }).toRoll).toBeNull();
  });
});
