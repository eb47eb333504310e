import { describe, expect, it } from 'vitest';
import { CAIRN_PARTY_LIMIT, CAIRN_INVENTORY_SLOTS } from '../../../src/rules/cairn/character';
import { resolveCairnAttack } from '../../../src/rules/cairn/attack';
import { createScriptedRng } from '../../../src/rules/dice';
import { rollCairnHireling } from '../../../src/rules/cairn/hirelings';
import { rollCairnScar } from '../../../src/rules/cairn/scars';
import {
  addCairnFatigueInSlot,
  joinCairnParty,
  restCairnPartyMember,
  setCairnMemberScore,
  addCairnHireling,
  applyCairnScarLater,
  recordCairnScarOn,
  applyCairnAttackToParty,
  cairnPartyRoster,
  $cairnParty,
  $cairnPartyNotice,
  addCairnFatigue,
  dropCairnMemberScar,
  editCairnMember,
  addCairnMember,
  CAIRN_PARTY_KEY,
  newCairnMemberId,
  replaceCairnParty,
} from '../../../src/stores/cairn/party';
import { itSetsAsideUnreadableText, savedJson, useFakeStorage } from '../storage';

const bryn = { kind: 'character' as const, name: 'Bryn', str: 12, dex: 9, wil: 7, hp: 4, armor: 1 };

useFakeStorage(() => {
  $cairnParty.set([]);
  $cairnPartyNotice.set(undefined);
});

const names = () => $cairnParty.get().map((member) => member.name);

describe('addCairnMember', () => {
  it('adds a member with full scores under an id from the name, and saves the party', () => {
    expect(addCairnMember(bryn)).toBe('bryn');
    expect($cairnParty.get()[0]).toMatchObject({
      id: 'bryn',
      name: 'Bryn',
      str: { current: 12, max: 12 },
      hp: { current: 4, max: 4 },
    });
    expect(savedJson(CAIRN_PARTY_KEY)).toMatchObject({ version: 1, members: [{ id: 'bryn' }] });
  });

  it(`refuses a member beyond ${CAIRN_PARTY_LIMIT}`, () => {
    for (let index = 0; index < CAIRN_PARTY_LIMIT; index += 1) addCairnMember(bryn);
    expect(addCairnMember(bryn)).toBe('');
    expect($cairnParty.get()).toHaveLength(CAIRN_PARTY_LIMIT);
  });
});

describe('newCairnMemberId', () => {
  it('numbers a taken id and falls back to "member" for a name without letters', () => {
    expect(newCairnMemberId('Bryn', ['bryn', 'bryn-2'])).toBe('bryn-3');
    expect(newCairnMemberId('???', [])).toBe('member');
  });
});

describe('updateCairnMember', () => {
  it('changes one member and keeps its id', () => {
    const id = addCairnMember(bryn);
    cairnPartyRoster.update(id, (member) => ({ ...member, id: 'other', notes: 'owes the miller' }));
    expect($cairnParty.get()[0]).toMatchObject({ id, notes: 'owes the miller' });
  });
});

describe('addCairnFatigue', () => {
  it(`adds Fatigue one at a time, capped at ${CAIRN_INVENTORY_SLOTS} slots`, () => {
    const id = addCairnMember(bryn);
    addCairnFatigue(id);
    expect($cairnParty.get()[0]!.fatigue).toBe(1);
    addCairnFatigue(id, 50);
    expect($cairnParty.get()[0]!.fatigue).toBe(CAIRN_INVENTORY_SLOTS);
  });
});

describe('removeCairnMemberWithUndo and restoreCairnMember', () => {
  it('removes a member and undo puts it back in its place, once', () => {
    addCairnMember(bryn);
    const id = addCairnMember({ ...bryn, name: 'Cole', kind: 'hireling' });
    addCairnMember({ ...bryn, name: 'Dara' });
    const removed = cairnPartyRoster.remove(id)!;
    expect(names()).toEqual(['Bryn', 'Dara']);
    cairnPartyRoster.restore(removed);
    cairnPartyRoster.restore(removed);
    expect(names()).toEqual(['Bryn', 'Cole', 'Dara']);
  });

  it('removes nothing for an unknown id', () => {
    addCairnMember(bryn);
    cairnPartyRoster.remove('nobody');
    expect(cairnPartyRoster.remove('nobody')).toBeUndefined();
    expect(names()).toEqual(['Bryn']);
  });
});

describe('replaceCairnParty', () => {
  it(`replaces the party with imported members, keeping at most ${CAIRN_PARTY_LIMIT}`, () => {
    addCairnMember(bryn);
    const member = $cairnParty.get()[0]!;
    replaceCairnParty(
      Array.from({ length: CAIRN_PARTY_LIMIT + 3 }, (_, index) => ({ ...member, id: `m${index}` })),
    );
    expect($cairnParty.get()).toHaveLength(CAIRN_PARTY_LIMIT);
    expect($cairnParty.get()[0]!.id).toBe('m0');
  });
});

describe('$cairnParty', () => {
  itSetsAsideUnreadableText(() => ({
    store: $cairnParty,
    notice: $cairnPartyNotice,
    key: CAIRN_PARTY_KEY,
    initial: [],
    wrongShape: '{"version":1,"members":[{"id":"a"}]}',
    label: 'Cairn party',
  }));
});

describe('applyCairnAttackToParty', () => {
  it('lands the damage on the member’s sheet and returns the change for the Undo', () => {
    const id = addCairnMember(bryn);
    const result = resolveCairnAttack(
      { attackers: [{ dice: [6], mode: 'normal', blast: false }], armor: 0 },
      { hp: 4, str: 12, pc: true, member: $cairnParty.get()[0]! },
      (tool, input) => tool.roll(input, createScriptedRng([3])),
    );
    const changed = applyCairnAttackToParty(id, result);
    expect($cairnParty.get()[0]!.hp.current).toBe(1);
    expect(cairnPartyRoster.revert(changed!)).toBeDefined();
    expect($cairnParty.get()[0]!.hp.current).toBe(4);
  });

  it('changes nothing for an unknown id', () => {
    addCairnMember(bryn);
    const result = resolveCairnAttack(
      { attackers: [{ dice: [6], mode: 'normal', blast: false }], armor: 0 },
      { hp: 4, str: 12, pc: false },
      (tool, input) => tool.roll(input, createScriptedRng([3])),
    );
    expect(applyCairnAttackToParty('nobody', result)).toBeUndefined();
  });
});

describe('addCairnHireling', () => {
  const hireling = rollCairnHireling(createScriptedRng([1, 2, 3, 6, 6, 6, 1, 1, 1, 4]));

  it('adds the hireling under the name typed and says how many are in the party', () => {
    expect(addCairnHireling(' Pell ', hireling)).toEqual({
      ok: true,
      value: 'Added Pell to the party as a hireling (1 in the party).',
    });
    expect($cairnParty.get()[0]).toMatchObject({
      kind: 'hireling',
      name: 'Pell',
      dex: { max: 18 },
    });
  });

  it('refuses a blank name with the sentence for its field, and adds no one', () => {
    const added = addCairnHireling('  ', hireling);
    expect(added.ok ? '' : added.error.message).toBe(
      'Give the hireling a name before adding them to the party.',
    );
    expect($cairnParty.get()).toEqual([]);
  });

  it('says so when the party is full', () => {
    for (let index = 0; index < CAIRN_PARTY_LIMIT; index += 1) addCairnMember(bryn);
    expect(addCairnHireling('Pell', hireling)).toEqual({
      ok: true,
      value: 'The party is full: remove someone in the party tracker first.',
    });
  });
});

describe('recordCairnScarOn', () => {
  it('writes the scar on the member’s sheet', () => {
    const id = addCairnMember(bryn);
    const scar = rollCairnScar(1, createScriptedRng([1, 1, 1, 1, 1, 1]));
    recordCairnScarOn(id, scar);
    expect($cairnParty.get()[0]!.scars).toHaveLength(1);
    expect($cairnParty.get()[0]!.scars[0]).toContain(scar.name);
  });

  it('returns the change, which puts the sheet back as it was before the scar', () => {
    const id = addCairnMember(bryn);
    const before = $cairnParty.get()[0]!;
    const changed = recordCairnScarOn(id, rollCairnScar(1, createScriptedRng([3, 6])));
    expect($cairnParty.get()[0]!.hp.max).toBe(6);
    expect(cairnPartyRoster.revert(changed!)).toBeDefined();
    expect($cairnParty.get()[0]).toEqual(before);
  });

  it('changes nothing and returns nothing for an unknown id', () => {
    addCairnMember(bryn);
    expect(
      recordCairnScarOn('nobody', rollCairnScar(1, createScriptedRng([3, 6]))),
    ).toBeUndefined();
  });
});

describe('applyCairnScarLater', () => {
  it('applies the later effects to the member', () => {
    const id = addCairnMember(bryn);
    applyCairnScarLater(id, [{ kind: 'max-hp-add', value: 2 }, { kind: 'deprived' }]);
    expect($cairnParty.get()[0]).toMatchObject({ hp: { max: 6 }, deprived: true });
  });
});

describe('joinCairnParty', () => {
  it('adds the member and says so, or says the party is full', () => {
    expect(joinCairnParty(bryn)).toEqual({ ok: true, value: 'Added Bryn.' });
    for (let index = 1; index < CAIRN_PARTY_LIMIT; index += 1) addCairnMember(bryn);
    expect(joinCairnParty(bryn)).toEqual({
      ok: false,
      error: { message: `The party is full (${CAIRN_PARTY_LIMIT}); remove someone first.` },
    });
  });
});

describe('addCairnFatigueInSlot', () => {
  it('adds a Fatigue while a slot is free, and refuses once none is', () => {
    const id = addCairnMember(bryn);
    expect(addCairnFatigueInSlot(id)).toEqual({ ok: true, value: 'Bryn adds a Fatigue.' });
    addCairnFatigue(id, CAIRN_INVENTORY_SLOTS);
    expect(addCairnFatigueInSlot(id)).toEqual({
      ok: false,
      error: { message: 'Bryn has no free slot: drop an item from the inventory to add Fatigue.' },
    });
    expect($cairnParty.get()[0]!.fatigue).toBe(CAIRN_INVENTORY_SLOTS);
  });
});

describe('restCairnPartyMember', () => {
  it('restores HP on a short rest and says so', () => {
    const id = addCairnMember(bryn);
    setCairnMemberScore(id, 'hp', 'current', 1);
    expect(restCairnPartyMember(id, 'short')).toEqual({
      ok: true,
      value: 'Bryn rests a few moments: HP restored to 4.',
    });
    expect($cairnParty.get()[0]!.hp.current).toBe(4);
  });

  it('restores nothing while Deprived, and says why', () => {
    const id = addCairnMember(bryn);
    setCairnMemberScore(id, 'hp', 'current', 1);
    cairnPartyRoster.update(id, (member) => ({ ...member, deprived: true }));
    const rest = restCairnPartyMember(id, 'full');
    expect(rest.ok ? '' : rest.error.message).toContain('Bryn is Deprived');
    expect($cairnParty.get()[0]!.hp.current).toBe(1);
  });
});

describe('setCairnMemberScore', () => {
  it('keeps a current score within its max', () => {
    const id = addCairnMember(bryn);
    setCairnMemberScore(id, 'str', 'current', 50);
    expect($cairnParty.get()[0]!.str).toEqual({ current: 12, max: 12 });
  });
});

describe('editCairnMember', () => {
  it('changes what the card edits on that member alone, keeping the id', () => {
    const id = addCairnMember(bryn);
    const other = addCairnMember({ ...bryn, name: 'Cora' });
    editCairnMember(id, { name: 'Bryn the Bold', armor: 2, deprived: true });
    expect($cairnParty.get().find((member) => member.id === id)).toMatchObject({
      id,
      name: 'Bryn the Bold',
      armor: 2,
      deprived: true,
    });
    expect($cairnParty.get().find((member) => member.id === other)!.name).toBe('Cora');
  });
});

describe('dropCairnMemberScar', () => {
  it('takes the scar at that place off the sheet, the others staying', () => {
    const id = addCairnMember(bryn);
    editCairnMember(id, { scars: ['Lasting Scar', 'Broken Limb', 'Lasting Scar'] });
    dropCairnMemberScar(id, 1);
    expect($cairnParty.get()[0]!.scars).toEqual(['Lasting Scar', 'Lasting Scar']);
  });
});
