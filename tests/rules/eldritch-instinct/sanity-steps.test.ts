import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../src/rules/dice';
import {
  createMind,
  recover,
  rollFortitudeSave,
  rollSanitySave,
  type MindState,
} from '../../../src/rules/eldritch-instinct/sanity';
import {
  fortitudeStep,
  mindStats,
  recoveryStep,
  restStep,
  retrackedReport,
  sanitySaveStep,
  setMythosKnowledgeStep,
  setWilStep,
  stepReport,
  trackedReport,
  viewSanityCard,
} from '../../../src/rules/eldritch-instinct/sanity-steps';

/** The scripted face that reads as this d100 roll (00-99). */
const d100 = (roll: number) => roll + 1;
const mind = (change: Partial<MindState> = {}): MindState => ({ ...createMind(50), ...change });

describe('sanitySaveStep', () => {
  it('keeps the mind after the save, titled by what was rolled', () => {
    const kept = rollSanitySave(mind(), createScriptedRng([3]));
    expect(sanitySaveStep(kept)).toEqual({
      state: kept.state,
      what: 'Sanity save',
      notes: kept.notes,
    });
    const low = rollSanitySave(mind({ san: 2 }), createScriptedRng([1, d100(30)]));
    expect(low.fortitude).not.toBeNull();
    expect(sanitySaveStep(low).what).toBe('Sanity save, then Fortitude save');
  });
});

describe('fortitudeStep', () => {
  it('leads the notes with the WIL save rolled', () => {
    const result = rollFortitudeSave(mind(), createScriptedRng([d100(30)]));
    const step = fortitudeStep(result);
    expect(step.what).toBe('Fortitude save');
    expect(step.state).toBe(result.state);
    expect(step.notes[0]).toMatch(/^WIL save: rolled \d\d against 50, /);
  });
});

describe('restStep', () => {
  it('sets SAN back to 4 and says so', () => {
    expect(restStep(mind({ san: 2 }))).toEqual({
      state: mind({ san: 4 }),
      what: 'Rest',
      notes: ['After 8 hours of uninterrupted rest, SAN resets to 4.'],
    });
  });
});

describe('recoveryStep', () => {
  it('keeps the mind after a way of Getting Better, or changes nothing and says why not', () => {
    const refused = recover(mind(), 'remove', createScriptedRng([]));
    expect(recoveryStep('remove', refused)).toEqual({
      state: null,
      what: 'Cover traces or conversation: remove a Broken notch',
      notes: ['There is no Broken notch to remove.'],
    });
    const removed = recover(mind({ broken: 1 }), 'remove', createScriptedRng([4]));
    const step = recoveryStep('remove', removed);
    expect(step.state?.broken).toBe(0);
    expect(removed.ok && step.notes).toEqual(removed.ok && removed.value.notes);
  });
});

describe('setWilStep', () => {
  it('sets WIL as typed, or gives the field’s message', () => {
    expect(setWilStep(mind(), '62')).toEqual({
      ok: true,
      value: { state: mind({ wil: 62 }), what: 'WIL', notes: ['WIL set to 62.'] },
    });
    expect(setWilStep(mind(), 'lots').ok).toBe(false);
  });
});

describe('setMythosKnowledgeStep', () => {
  it('sets MK up to its cap, or says why not', () => {
    expect(setMythosKnowledgeStep(mind({ hardened: 2 }), '15')).toEqual({
      ok: true,
      value: {
        state: mind({ hardened: 2, mk: 15 }),
        what: 'Mythos Knowledge',
        notes: ['MK set to 15 (cap 20).'],
      },
    });
    const over = setMythosKnowledgeStep(mind({ hardened: 1 }), '15');
    expect(over.ok).toBe(false);
    if (!over.ok) expect(over.error.message).toMatch(/cannot exceed/);
  });
});

describe('stepReport', () => {
  it('says whose mind a press changed, with its title and notes', () => {
    const step = restStep(mind({ san: 2 }));
    expect(stepReport('Mary', step)).toEqual({
      who: 'Mary',
      what: 'Rest',
      notes: ['After 8 hours of uninterrupted rest, SAN resets to 4.'],
      refused: false,
    });
  });
  it('marks a press that changed nothing as refused', () => {
    const step = recoveryStep('remove', recover(mind(), 'remove', createScriptedRng([])));
    expect(stepReport('Mary', step)).toMatchObject({
      notes: ['There is no Broken notch to remove.'],
      refused: true,
    });
  });
});

describe('trackedReport and retrackedReport', () => {
  it('say what the tracker did with an investigator', () => {
    expect(trackedReport({ name: 'Mary', wil: 45 })).toEqual({
      who: 'Mary',
      what: 'Added',
      notes: ['Mary starts at SAN 4 with WIL 45, no notches and MK 0.'],
      refused: false,
    });
    expect(retrackedReport({ name: 'Mary' })).toEqual({
      who: 'Mary',
      what: 'Restored',
      notes: ['Mary is tracked again, with every notch as it was.'],
      refused: false,
    });
  });
});

describe('mindStats', () => {
  it('gives each line of the card with what its number costs', () => {
    const lines = mindStats(mind({ san: 3, hardened: 3, broken: 6, mk: 12 }));
    expect(lines.map(({ term, value, detail }) => `${term}: ${value}${detail}`)).toEqual([
      'SAN: 3 of 4',
      'WIL: 50',
      'Hardened: 3 (1 Bond lost)',
      'Broken: 6 (2 conditions)',
      'MK: 12 (cap 30 = 10 × Hardened)',
    ]);
    expect(mindStats(mind()).map((line) => line.detail)).toEqual([
      ' of 4',
      '',
      '',
      '',
      ' (cap 0 = 10 × Hardened)',
    ]);
  });
});

describe('viewSanityCard', () => {
  // A tracked investigator carries a name and an id beside the mind.
  const tracked = { ...mind({ wil: 62, hardened: 2, mk: 5 }), id: 'i1', name: 'Ada' };
  const card = viewSanityCard(tracked);

  it('reads the mind alone from the tracked entry, and its lines from mindStats', () => {
    expect(card.mind).toEqual(mind({ wil: 62, hardened: 2, mk: 5 }));
    expect(card.stats.map((line) => line.term)).toEqual(['SAN', 'WIL', 'Hardened', 'Broken', 'MK']);
  });

  it('gives the exact chance of passing the Fortitude save on WIL (00-62 of 100)', () => {
    expect(card.fortitudeLine).toBe('Fortitude save (WIL 62) passes:');
    expect(card.fortitudeChance).toEqual({ numerator: 63n, denominator: 100n });
  });

  it('offers the four ways of Getting Better, removing a notch first', () => {
    expect(card.recoveries.map((option) => option.value)).toEqual([
      'remove',
      'self-help',
      'self-help-key',
      'sanatorium',
    ]);
  });

  it('sets WIL in the score range and MK under its cap, each saying its step or refusal', () => {
    const [wil, mk] = card.settings;
    expect([wil?.label, wil?.button, mk?.label, mk?.button]).toEqual([
      'WIL (1–120)',
      'Set WIL',
      'Mythos Knowledge (max 20)',
      'Set MK',
    ]);
    expect(wil?.read('70')).toMatchObject({ ok: true, value: { notes: ['WIL set to 70.'] } });
    expect(mk?.read('25')).toMatchObject({ ok: false });
  });
});
