import { describe, expect, it } from 'vitest';
import {
  createDwCharacter,
  createDwParty,
  DW_AFFLICTIONS,
  DW_PARTY_MAX,
} from '../../../src/rules/dead-weight/character';
import {
  dwPartyRoster,
  $dwParty,
  $dwPartyNotice,
  addDwAffliction,
  addDwCharacter,
  addNamedDwCharacter,
  addDwFatigue,
  addDwWound,
  applyDwCharacterEffect,
  DW_PARTY_KEY,
  receiveDwInsightPoint,
  replaceDwParty,
  spendDwInsight,
  takeBackDwInsightPoint,
} from '../../../src/stores/dead-weight/party';
import { itSetsAsideUnreadableText, savedJson, useFakeStorage } from '../storage';

useFakeStorage(() => {
  $dwParty.set(createDwParty());
  $dwPartyNotice.set(undefined);
});

const character = (id: string) =>
  $dwParty.get().characters.find((candidate) => candidate.id === id)!;

describe('addDwCharacter', () => {
  it('adds characters under distinct ids and saves the party', () => {
    const first = addDwCharacter('Ash');
    const second = addDwCharacter('Bram');
    expect(first).not.toBe(second);
    expect(savedJson(DW_PARTY_KEY)).toMatchObject({
      version: 1,
      characters: [
        { id: first, name: 'Ash' },
        { id: second, name: 'Bram' },
      ],
    });
  });

  it(`refuses a character beyond ${DW_PARTY_MAX}`, () => {
    for (let index = 0; index < DW_PARTY_MAX; index += 1) addDwCharacter(`C${index}`);
    expect(addDwCharacter('One too many')).toBe('');
  });
});

describe('addNamedDwCharacter', () => {
  it('adds a character under the name typed, or says why not', () => {
    const added = addNamedDwCharacter('  Ash ');
    expect(added.ok && character(added.value).name).toBe('Ash');
    const empty = addNamedDwCharacter('   ');
    expect(empty.ok ? null : empty.error.message).toBe('Enter a name for the new character.');
    for (let index = 1; index < DW_PARTY_MAX; index += 1) addDwCharacter(`C${index}`);
    const full = addNamedDwCharacter('One too many');
    expect(full.ok ? null : full.error).toEqual({
      code: 'party-full',
      message: `The party is full (${DW_PARTY_MAX} characters).`,
    });
  });
});

describe('receiveDwInsightPoint, takeBackDwInsightPoint and spendDwInsight', () => {
  it('receives and takes back insight, and spends it on a purchase as saved now', () => {
    const id = addDwCharacter('Ash');
    receiveDwInsightPoint(id);
    receiveDwInsightPoint(id);
    takeBackDwInsightPoint(id);
    expect(character(id).insight).toBe(1);
    const spent = spendDwInsight(id, { id: 'learn-skill' });
    expect(spent.ok).toBe(true);
    expect(character(id)).toMatchObject({ insight: 1, insightSpent: 1 });
    // Spent insight cannot be taken back, nor spent again.
    takeBackDwInsightPoint(id);
    expect(character(id).insight).toBe(1);
    expect(spendDwInsight(id, { id: 'learn-skill' }).ok).toBe(false);
    expect(spendDwInsight('nobody', { id: 'learn-skill' }).ok).toBe(false);
  });
});

describe('updateDwCharacter and removeDwCharacter', () => {
  it('changes one character, ignores an unknown id, and removes a character', () => {
    const id = addDwCharacter('Ash');
    dwPartyRoster.update(id, (current) => ({ ...current, name: 'Ash the Pale' }));
    dwPartyRoster.update('nobody', (current) => ({ ...current, name: 'x' }));
    expect($dwParty.get().characters.map((current) => current.name)).toEqual(['Ash the Pale']);
    dwPartyRoster.remove(id);
    expect($dwParty.get().characters).toEqual([]);
  });
});

describe('addDwAffliction, addDwFatigue and addDwWound', () => {
  it('adds an affliction once, and fatigue and wounds to the chosen attribute', () => {
    const id = addDwCharacter('Ash');
    const affliction = DW_AFFLICTIONS[0];
    const attribute = Object.keys(character(id).attributes)[0] as Parameters<
      typeof addDwFatigue
    >[1];
    addDwAffliction(id, affliction);
    addDwAffliction(id, affliction);
    addDwFatigue(id, attribute);
    addDwWound(id, attribute);
    expect(character(id).afflictions).toEqual([affliction]);
    expect(character(id).attributes[attribute]).toMatchObject({ fatigue: 1, wounds: 1 });
  });
});

describe('dwPartyRoster.importItems', () => {
  it('adds imported characters and gives a new id to one whose id is taken', () => {
    const id = addDwCharacter('Ash');
    const imported = dwPartyRoster.importItems([
      createDwCharacter(id, 'Other Ash'),
      createDwCharacter('z9', 'Zed'),
    ]);
    const ids = $dwParty.get().characters.map((current) => current.id);
    expect(imported).toEqual({ ok: true, value: $dwParty.get().characters.slice(1) });
    expect(new Set(ids).size).toBe(3);
    expect(ids).toContain('z9');
  });

  it('refuses an import that would overfill the party', () => {
    const many = Array.from({ length: DW_PARTY_MAX + 1 }, (_, index) =>
      createDwCharacter(`i${index}`, `I${index}`),
    );
    expect(dwPartyRoster.importItems(many).ok).toBe(false);
    expect($dwParty.get().characters).toEqual([]);
  });
});

describe('replaceDwParty', () => {
  it("puts the file's party in place of the one there, and saves it", () => {
    addDwCharacter('Ash');
    addDwCharacter('Bo');
    const file = { version: 1 as const, characters: [createDwCharacter('z9', 'Zed')] };
    replaceDwParty(file);
    expect($dwParty.get().characters.map((current) => current.name)).toEqual(['Zed']);
    expect(savedJson(DW_PARTY_KEY)).toMatchObject({ characters: [{ id: 'z9', name: 'Zed' }] });
  });
});

describe('$dwParty', () => {
  itSetsAsideUnreadableText(() => ({
    store: $dwParty,
    notice: $dwPartyNotice,
    key: DW_PARTY_KEY,
    initial: createDwParty(),
    wrongShape: '{"version":1,"characters":[{"id":1}]}',
    label: 'party',
  }));
});

describe('applyDwCharacterEffect', () => {
  it('writes the fatigue recovered and the afflictions removed and gained to the sheet', () => {
    const id = addDwCharacter('Ada');
    addDwFatigue(id, 'str', 2);
    addDwFatigue(id, 'pre', 1);
    addDwAffliction(id, 'Sleepy');
    addDwAffliction(id, 'Hungry');
    applyDwCharacterEffect(id, {
      fatigue: { str: 2, pre: 1 },
      fatigueRule: 'all',
      fatigueEach: 0,
      gain: ['Angry'],
      remove: ['Sleepy'],
      byHand: ['heal 1 wound'],
    });
    expect(character(id).attributes.str.fatigue).toBe(0);
    expect(character(id).attributes.pre.fatigue).toBe(0);
    expect(character(id).afflictions).toEqual(['Hungry', 'Angry']);
  });
});
