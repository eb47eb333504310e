import { describe, expect, it } from 'vitest';
import { createCairnMember } from '../../../src/rules/cairn/character';
import {
  CAIRN_MEMBER_KINDS,
  CAIRN_MEMBER_STATES,
  CAIRN_REST_CHOICES,
  describeCairnMemberCard,
  viewCairnMemberCard,
} from '../../../src/rules/cairn/member-card';

const ada = (change: object = {}) => ({
  ...createCairnMember('ada', { kind: 'character', name: 'Ada', str: 10, dex: 9, wil: 11, hp: 4 }),
  ...change,
});

describe('describeCairnMemberCard', () => {
  it('names a fresh character with nothing marked and every slot free', () => {
    expect(describeCairnMemberCard(ada())).toEqual({
      who: 'Ada',
      kind: 'Character',
      badges: [],
      zero: null,
      criticalDamage: null,
      free: 10,
      full: '',
      removeFatigueBlockedBy: 'Ada has no Fatigue to remove.',
    });
  });
  it('lets Fatigue be removed once there is some, and says when no slot is free', () => {
    expect(describeCairnMemberCard(ada({ fatigue: 3 }))).toMatchObject({
      free: 7,
      full: '',
      removeFatigueBlockedBy: null,
    });
    expect(describeCairnMemberCard(ada({ fatigue: 10 }))).toMatchObject({
      free: 0,
      full: ' No free slots: more Fatigue means dropping an item.',
    });
  });
  it('says what Attributes at 0 mean in one sentence, and what critical damage means', () => {
    const card = describeCairnMemberCard(
      ada({ dex: { current: 0, max: 9 }, wil: { current: 0, max: 11 }, criticalDamage: true }),
    );
    expect(card.zero).toBe('DEX 0: paralyzed. WIL 0: delirious.');
    expect(card.criticalDamage).toBe(
      'Critical damage: can only crawl weakly; stabilizes with aid such as bandages, dies within the hour if left untreated.',
    );
    expect(card.badges).toEqual(['Critical damage', 'DEX 0: paralyzed', 'WIL 0: delirious']);
  });
  it('says nothing of critical damage for the dead, and names a hireling as one', () => {
    expect(describeCairnMemberCard(ada({ criticalDamage: true, dead: true })).criticalDamage).toBe(
      null,
    );
    expect(describeCairnMemberCard(ada({ kind: 'hireling' })).kind).toBe('Hireling');
  });
});

describe('the card’s choices', () => {
  it('offers both kinds, three states and three rests, each in the words its control shows', () => {
    expect(CAIRN_MEMBER_KINDS.map(({ label }) => label)).toEqual(['Character', 'Hireling']);
    expect(CAIRN_MEMBER_STATES.map(({ label }) => label)).toEqual([
      'Deprived',
      'Critical damage',
      'Dead',
    ]);
    expect(CAIRN_REST_CHOICES.map(({ label }) => label)).toEqual([
      'Short rest (restore HP)',
      'Full night’s rest (HP, Fatigue)',
      'Week’s rest with a healer (Attributes)',
    ]);
  });
});

describe('viewCairnMemberCard', () => {
  it('lays out HP, STR, DEX and WIL as pairs of now and max, with the saved values', () => {
    const card = viewCairnMemberCard(ada());
    expect(card.scores.map((pair) => pair.map(({ label, value }) => `${label} ${value}`))).toEqual([
      ['HP now 4', 'HP max 4'],
      ['STR now 10', 'STR max 10'],
      ['DEX now 9', 'DEX max 9'],
      ['WIL now 11', 'WIL max 11'],
    ]);
  });
  it('reads a current score up to its max, and Armor up to 3', () => {
    const card = viewCairnMemberCard(ada());
    const strNow = card.scores[1]![0]!;
    expect(strNow.read('8')).toEqual({ ok: true, value: 8 });
    expect(strNow.read('11').ok).toBe(false);
    expect(card.armor.label).toBe('Armor (0–3)');
    expect(card.armor.read('3')).toEqual({ ok: true, value: 3 });
    expect(card.armor.read('4').ok).toBe(false);
  });
  it('names the member in its state list and buttons, and each scar by its title', () => {
    const card = viewCairnMemberCard(ada({ scars: ['Lasting scar (roll 1d6)'] }));
    expect(card.stateLabel).toBe('Ada’s state');
    expect(card.buttons).toEqual({
      addFatigue: 'Add Fatigue to Ada',
      removeFatigue: 'Remove a Fatigue from Ada',
      print: 'Print Ada',
      remove: 'Remove Ada',
    });
    expect(card.scars).toEqual([
      { text: 'Lasting scar (roll 1d6)', remove: 'Remove scar “Lasting scar”' },
    ]);
    expect(card.slots).toBe(10);
    expect(card.limits).toEqual({ name: 80, notes: 4000 });
  });
});
