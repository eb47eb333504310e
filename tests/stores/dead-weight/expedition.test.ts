import { createDwExpedition } from '../../../src/rules/dead-weight/expedition';
import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../../src/rules/dice';
import { createDwParty } from '../../../src/rules/dead-weight/character';
import {
  $dwExpedition,
  $dwExpeditionNotice,
  $dwExpeditionUndo,
  advanceDwDoom,
  dismissDwLightsReminder,
  DW_DEFAULT_LOCATION,
  DW_EXPEDITION_KEY,
  deleteDwDoomEffect,
  goToDwLocation,
  leaveDwDungeon,
  saveDwDoomEffect,
  resetDwExpedition,
  rollDwDecayRound,
  setDwSafePlace,
  startDwOmens,
  takeDwAction,
  undoDwExpedition,
} from '../../../src/stores/dead-weight/expedition';
import { $dwParty, addDwCharacter } from '../../../src/stores/dead-weight/party';
import { $rollLog } from '../../../src/stores/roll-log';
import {
  itSetsAsideUnreadableText,
  savedJson,
  useFakeStorage,
  writeFromAnotherTab,
} from '../storage';

useFakeStorage(() => {
  $dwExpedition.set(createDwExpedition());
  $dwExpeditionNotice.set(undefined);
  $dwExpeditionUndo.set(null);
  $dwParty.set(createDwParty());
  $rollLog.set([]);
});

describe('takeDwAction', () => {
  it("spends the action's turns on the decay tracker and notes it, and saves the expedition", () => {
    takeDwAction('move', 2, createSeededRng(1));
    expect($dwExpedition.get()).toMatchObject({ turns: 2, decay: 2 });
    expect($dwExpedition.get().events[0]!.text).toMatch(/^Move: 2 turns/);
    expect(savedJson(DW_EXPEDITION_KEY)).toMatchObject({ version: 1, turns: 2, decay: 2 });
  });

  it('rolls Decay for every character when the tracker fills, and logs it', () => {
    addDwCharacter('Ash');
    addDwCharacter('Bram');
    takeDwAction('move', 6, createSeededRng(2));
    expect($dwExpedition.get()).toMatchObject({ turns: 6, decay: 0, lightsDue: true });
    const decayRolls = $rollLog
      .get()
      .map((entry) => entry.source)
      .filter((source) => source.startsWith('Dead Weight: Decay'));
    expect(decayRolls.sort()).toEqual(['Dead Weight: Decay (Ash)', 'Dead Weight: Decay (Bram)']);
  });

  it('does not advance decay in a safe place', () => {
    setDwSafePlace(true);
    takeDwAction('move', 3, createSeededRng(1));
    expect($dwExpedition.get()).toMatchObject({ turns: 3, decay: 0, safe: true });
  });

  it('ignores an unknown action', () => {
    takeDwAction('fly', 1, createSeededRng(1));
    expect($dwExpedition.get()).toEqual(createDwExpedition());
  });
});

describe('saveDwDoomEffect and deleteDwDoomEffect', () => {
  const effects = () => $dwExpedition.get().locations[0]?.effects;

  it("saves a typed effect on the current location's doom tracker, and removes it, each undoable", () => {
    goToDwLocation('Crypt');
    expect(saveDwDoomEffect('3', 'The dead stir.')).toEqual({
      ok: true,
      value: { step: 3, text: 'The dead stir.' },
    });
    expect(effects()).toEqual([{ step: 3, text: 'The dead stir.' }]);
    deleteDwDoomEffect(3);
    expect(effects()).toEqual([]);
    undoDwExpedition();
    expect(effects()).toEqual([{ step: 3, text: 'The dead stir.' }]);
  });

  it('says what is wrong with the typed step and saves nothing', () => {
    goToDwLocation('Crypt');
    const refused = saveDwDoomEffect('x', 'The dead stir.');
    expect(refused.ok ? null : refused.error.field).toBe('step');
    expect(effects()).toEqual([]);
  });
});

describe('goToDwLocation', () => {
  it('starts a doom tracker for a new location and resumes a known one', () => {
    expect(goToDwLocation(' Crypt ')).toEqual({ ok: true, value: 'Crypt' });
    advanceDwDoom(1, createSeededRng(3));
    goToDwLocation('Well');
    goToDwLocation('Crypt');
    expect($dwExpedition.get().current).toBe('Crypt');
    expect($dwExpedition.get().locations.map((track) => [track.location, track.step])).toEqual([
      ['Crypt', 1],
      ['Well', 0],
    ]);
    expect($dwExpedition.get().events[0]!.text).toBe(
      'Back at Crypt: its doom tracker resumes at 1.',
    );
  });

  it('resumes a known location typed in another case or with extra spaces, keeping its first spelling', () => {
    goToDwLocation('The Crypt');
    advanceDwDoom(1, createSeededRng(3));
    goToDwLocation('Well');
    expect(goToDwLocation('  the   CRYPT ')).toEqual({ ok: true, value: 'The Crypt' });
    expect($dwExpedition.get().current).toBe('The Crypt');
    expect($dwExpedition.get().locations.map((track) => [track.location, track.step])).toEqual([
      ['The Crypt', 1],
      ['Well', 0],
    ]);
    expect($dwExpedition.get().events[0]!.text).toBe(
      'Back at The Crypt: its doom tracker resumes at 1.',
    );
  });

  it('refuses an empty or overlong name', () => {
    expect(goToDwLocation('  ').ok).toBe(false);
    expect(goToDwLocation('x'.repeat(81)).ok).toBe(false);
    expect($dwExpedition.get().locations).toEqual([]);
  });
});

describe('advanceDwDoom', () => {
  it('starts a tracker for an unnamed location when none was chosen', () => {
    advanceDwDoom(1, createSeededRng(4));
    expect($dwExpedition.get().current).toBe(DW_DEFAULT_LOCATION);
    expect($dwExpedition.get().locations[0]!.step).toBe(1);
  });
});

describe('leaveDwDungeon', () => {
  it('advances doom by 2 and puts the party in a safe place', () => {
    goToDwLocation('Crypt');
    leaveDwDungeon(createSeededRng(5));
    expect($dwExpedition.get().locations[0]!.step).toBe(2);
    expect($dwExpedition.get().safe).toBe(true);
  });
});

describe('leaveDwDungeon, once left', () => {
  it('refuses to leave again until the party goes to a location', () => {
    goToDwLocation('Crypt');
    expect(leaveDwDungeon(createSeededRng(5))).toBe(true);
    const events = $dwExpedition.get().events.length;
    expect(leaveDwDungeon(createSeededRng(5))).toBe(false);
    expect($dwExpedition.get().locations[0]!.step).toBe(2);
    expect($dwExpedition.get().events).toHaveLength(events);
    expect($dwExpedition.get().left).toBe(true);
    goToDwLocation('crypt');
    expect($dwExpedition.get().left).toBe(false);
    expect(leaveDwDungeon(createSeededRng(5))).toBe(true);
    expect($dwExpedition.get().locations[0]!.step).toBe(4);
  });

  it('lets a new expedition leave again', () => {
    leaveDwDungeon(createSeededRng(5));
    resetDwExpedition();
    expect(leaveDwDungeon(createSeededRng(5))).toBe(true);
  });

  it('reads an expedition saved before leaving was kept as not left', () => {
    const { left: _left, ...older } = createDwExpedition();
    const read = writeFromAnotherTab($dwExpedition, DW_EXPEDITION_KEY, JSON.stringify(older));
    expect(read.left).toBe(false);
    expect($dwExpeditionNotice.get()).toBeUndefined();
  });
});

describe('startDwOmens', () => {
  it('rolls the omens tracker size once, 2 to 12 steps, and logs it', () => {
    startDwOmens(createSeededRng(6));
    const omens = $dwExpedition.get().omens!;
    expect(omens.step).toBe(0);
    expect(omens.size).toBeGreaterThanOrEqual(2);
    expect(omens.size).toBeLessThanOrEqual(12);
    startDwOmens(createSeededRng(7));
    expect($dwExpedition.get().omens).toEqual(omens);
    expect($rollLog.get()).toHaveLength(1);
  });
});

describe('rollDwDecayRound', () => {
  it('notes that there is nobody to roll for in an empty party, and asks for lights', () => {
    rollDwDecayRound(createSeededRng(8));
    expect($dwExpedition.get().events[0]!.text).toMatch(/the party has no characters/);
    expect($dwExpedition.get().lightsDue).toBe(true);
    dismissDwLightsReminder();
    expect($dwExpedition.get().lightsDue).toBe(false);
  });
});

describe('undoDwExpedition', () => {
  it('takes back the last step, party changes included, once', () => {
    addDwCharacter('Ash');
    const party = $dwParty.get();
    takeDwAction('move', 1, createSeededRng(1));
    const before = $dwExpedition.get();
    takeDwAction('move', 6, createSeededRng(9));
    expect(undoDwExpedition()).toBe('Move');
    expect($dwExpedition.get()).toEqual(before);
    expect($dwParty.get()).toEqual(party);
    expect(undoDwExpedition()).toBeNull();
  });
});

describe('resetDwExpedition', () => {
  it('starts a new expedition, which can be undone', () => {
    goToDwLocation('Crypt');
    resetDwExpedition();
    expect($dwExpedition.get()).toEqual(createDwExpedition());
    undoDwExpedition();
    expect($dwExpedition.get().current).toBe('Crypt');
  });
});

describe('$dwExpedition', () => {
  itSetsAsideUnreadableText(() => ({
    store: $dwExpedition,
    notice: $dwExpeditionNotice,
    key: DW_EXPEDITION_KEY,
    initial: createDwExpedition(),
    // a current location without a doom tracker
    wrongShape: JSON.stringify({ ...createDwExpedition(), current: 'Crypt' }),
    label: 'expedition',
  }));
});
