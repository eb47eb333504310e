import { describe, expect, it } from 'vitest';
import {
  $sanityNotice,
  $sanityTracked,
  addInvestigator,
  EI_SANITY_KEY,
  EI_SANITY_LIMIT,
  removeInvestigator,
  restoreInvestigator,
  trackInvestigator,
  updateMind,
} from '../../../src/stores/eldritch-instinct/sanity';
import {
  itSetsAsideUnreadableText,
  savedJson,
  useFakeStorage,
  writeFromAnotherTab,
} from '../storage';

useFakeStorage(() => {
  $sanityTracked.set([]);
  $sanityNotice.set(undefined);
});

describe('addInvestigator', () => {
  it('adds an investigator at SAN 4 with no notches and saves the list', () => {
    const added = addInvestigator('Mary Ellis', 12);
    expect(added).toEqual({
      id: 'mary-ellis',
      name: 'Mary Ellis',
      san: 4,
      wil: 12,
      hardened: 0,
      broken: 0,
      mk: 0,
    });
    expect(savedJson(EI_SANITY_KEY)).toEqual({ version: 1, investigators: [added] });
  });

  it(`numbers a taken id and refuses more than ${EI_SANITY_LIMIT}`, () => {
    addInvestigator('Mary', 10);
    expect(addInvestigator('Mary', 10)?.id).toBe('mary-2');
    for (let index = 2; index < EI_SANITY_LIMIT; index += 1) addInvestigator(`I${index}`, 10);
    expect(addInvestigator('Too many', 10)).toBeUndefined();
  });
});

describe('trackInvestigator', () => {
  it('tracks an investigator from the typed name and WIL', () => {
    const added = trackInvestigator('  Mary Ellis ', '45');
    expect(added).toMatchObject({ ok: true, value: { name: 'Mary Ellis', wil: 45, san: 4 } });
    expect($sanityTracked.get()).toHaveLength(1);
  });

  it('refuses at the fields: a missing or tracked name, a WIL that does not read', () => {
    expect(trackInvestigator('', 'x')).toMatchObject({
      ok: false,
      error: { name: 'Enter the investigator’s name.', wil: expect.any(String) },
    });
    trackInvestigator('Mary', '40');
    expect(trackInvestigator('mary', '40')).toEqual({
      ok: false,
      error: { name: 'mary is already tracked.' },
    });
    expect($sanityTracked.get()).toHaveLength(1);
  });

  it(`says the tracker is full past ${EI_SANITY_LIMIT}`, () => {
    for (let n = 0; n < EI_SANITY_LIMIT; n += 1) trackInvestigator(`PC ${n}`, '40');
    expect(trackInvestigator('One more', '40')).toEqual({
      ok: false,
      error: {
        name: `The tracker holds ${EI_SANITY_LIMIT} investigators; remove one first.`,
        full: true,
      },
    });
  });
});

describe('updateMind and removeInvestigator', () => {
  it('replaces one mind, ignores an unknown id, and removes an investigator', () => {
    addInvestigator('Mary', 10);
    expect(updateMind('mary', { san: 2, wil: 8, hardened: 1, broken: 0, mk: 3 })).toMatchObject({
      san: 2,
      wil: 8,
      mk: 3,
    });
    expect(updateMind('nobody', { san: 2, wil: 8, hardened: 1, broken: 0, mk: 3 })).toBeUndefined();
    removeInvestigator('mary');
    expect($sanityTracked.get()).toEqual([]);
  });
});

describe('restoreInvestigator', () => {
  it('puts a removed investigator back at their place with every notch, once', () => {
    addInvestigator('Mary', 10);
    addInvestigator('Ezra', 40);
    updateMind('mary', { san: 2, wil: 8, hardened: 3, broken: 1, mk: 12 });
    const before = $sanityTracked.get();
    const removed = removeInvestigator('mary')!;
    expect($sanityTracked.get().map((entry) => entry.id)).toEqual(['ezra']);
    expect(restoreInvestigator(removed)).toEqual(before[0]);
    expect($sanityTracked.get()).toEqual(before);
    expect(restoreInvestigator(removed)).toBeUndefined();
    expect($sanityTracked.get()).toEqual(before);
    expect(removeInvestigator('nobody')).toBeUndefined();
  });

  it('gives a new id when another took theirs, and refuses a full tracker', () => {
    addInvestigator('Mary', 10);
    const removed = removeInvestigator('mary')!;
    addInvestigator('Mary', 30);
    expect(restoreInvestigator(removed)).toMatchObject({ id: 'mary-2', wil: 10 });
    const again = removeInvestigator('mary-2')!;
    for (let n = $sanityTracked.get().length; n < EI_SANITY_LIMIT; n += 1)
      addInvestigator(`Other ${n}`, 10);
    expect(restoreInvestigator(again)).toBeUndefined();
  });
});

describe('$sanityTracked', () => {
  it(`keeps only the first ${EI_SANITY_LIMIT} investigators of saved text`, () => {
    const many = Array.from({ length: EI_SANITY_LIMIT + 2 }, (_, index) => ({
      id: `i${index}`,
      name: `I${index}`,
      san: 4,
      wil: 10,
      hardened: 0,
      broken: 0,
      mk: 0,
    }));
    expect(
      writeFromAnotherTab(
        $sanityTracked,
        EI_SANITY_KEY,
        JSON.stringify({ version: 1, investigators: many }),
      ),
    ).toHaveLength(EI_SANITY_LIMIT);
  });

  itSetsAsideUnreadableText(() => ({
    store: $sanityTracked,
    notice: $sanityNotice,
    key: EI_SANITY_KEY,
    initial: [],
    wrongShape:
      '{"version":1,"investigators":[{"id":"a","name":"A","san":9,"wil":1,"hardened":0,"broken":0,"mk":0}]}',
    label: 'Sanity tracker',
  }));
});
