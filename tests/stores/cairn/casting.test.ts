import { describe, expect, it } from 'vitest';
import { CAIRN_INVENTORY_SLOTS } from '../../../src/rules/cairn/character';
import { describeCairnCasting } from '../../../src/rules/cairn/spells';
import {
  $cairnParty,
  $cairnPartyNotice,
  addCairnFatigue,
  addCairnMember,
  setCairnMemberScore,
} from '../../../src/stores/cairn/party';
import { $cairnCastUndo, castCairnSpell, undoCairnCast } from '../../../src/stores/cairn/casting';
import { useFakeStorage } from '../storage';

const bryn = { kind: 'character' as const, name: 'Bryn', str: 12, dex: 9, wil: 7, hp: 4, armor: 1 };

useFakeStorage(() => {
  $cairnParty.set([]);
  $cairnPartyNotice.set(undefined);
  $cairnCastUndo.set({ removed: null, refused: null, message: null });
});

describe('castCairnSpell', () => {
  const calm = { danger: false, deprived: false };

  it('adds a Spellbook’s Fatigue to the tracked caster and says how much they have now', () => {
    const id = addCairnMember(bryn);
    const caster = $cairnParty.get()[0]!;
    expect(castCairnSpell(caster, describeCairnCasting('spellbook', calm, 10))).toBe(
      'Bryn adds 1 Fatigue: now 1 Fatigue. If no slot is free, an item must be dropped.',
    );
    expect($cairnParty.get().find((member) => member.id === id)!.fatigue).toBe(1);
  });

  it('says an item must be dropped when every slot is full', () => {
    const id = addCairnMember(bryn);
    addCairnFatigue(id, CAIRN_INVENTORY_SLOTS);
    expect(castCairnSpell($cairnParty.get()[0], describeCairnCasting('spellbook', calm, 10))).toBe(
      `Bryn already has Fatigue in all ${CAIRN_INVENTORY_SLOTS} slots: an item must be dropped.`,
    );
  });

  it('adds nothing for a Scroll, nor without a tracked caster', () => {
    expect(castCairnSpell(undefined, describeCairnCasting('scroll', calm, 10))).toBe(
      'Cast from a Scroll: no Fatigue for the caster; the Scroll disappears.',
    );
    expect(castCairnSpell(undefined, describeCairnCasting('spellbook', calm, 10))).toContain(
      'pick a caster from the party to track it',
    );
  });
});

describe('undoCairnCast', () => {
  const calm = { danger: false, deprived: false };
  const fatigueOf = (id: string) => $cairnParty.get().find((member) => member.id === id)!.fatigue;

  it('takes a Spellbook’s Fatigue back off the caster and says so, once', () => {
    const id = addCairnMember(bryn);
    castCairnSpell($cairnParty.get()[0], describeCairnCasting('spellbook', calm, 10));
    expect($cairnCastUndo.get().removed).toMatchObject({ name: 'Bryn' });
    expect(undoCairnCast()).toEqual({
      ok: true,
      value: 'Took back the cast: Bryn has 0 Fatigue again.',
    });
    expect(fatigueOf(id)).toBe(0);
    expect($cairnCastUndo.get()).toEqual({ removed: null, refused: null, message: null });
    expect(undoCairnCast()).toBeUndefined();
  });

  it('offers nothing for a cast that changed no sheet (a Scroll, every slot full, no caster)', () => {
    const id = addCairnMember(bryn);
    castCairnSpell($cairnParty.get()[0], describeCairnCasting('spellbook', calm, 10));
    castCairnSpell($cairnParty.get()[0], describeCairnCasting('scroll', calm, 10));
    expect(undoCairnCast()).toBeUndefined();
    addCairnFatigue(id, CAIRN_INVENTORY_SLOTS);
    castCairnSpell($cairnParty.get()[0], describeCairnCasting('spellbook', calm, 10));
    expect(undoCairnCast()).toBeUndefined();
    castCairnSpell(undefined, describeCairnCasting('spellbook', calm, 10));
    expect(undoCairnCast()).toBeUndefined();
  });

  it('refuses, changing nothing, once the caster’s sheet has changed since, and keeps why', () => {
    const id = addCairnMember(bryn);
    castCairnSpell($cairnParty.get()[0], describeCairnCasting('spellbook', calm, 10));
    setCairnMemberScore(id, 'hp', 'current', 2);
    const message =
      'Bryn’s sheet has changed since, so the Undo would lose that; change it back by hand.';
    expect(undoCairnCast()).toEqual({ ok: false, error: { message } });
    expect(fatigueOf(id)).toBe(1);
    expect($cairnCastUndo.get()).toMatchObject({ removed: null, message });
  });
});
