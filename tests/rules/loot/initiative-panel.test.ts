import { describe, expect, it } from 'vitest';
import {
  addLootCombatant,
  changeLootInitiativePanel,
  emptyLootInitiative,
  LOOT_INITIATIVE_PANEL_START,
  LOOT_SIDE_OPTIONS,
  LOOT_SURPRISED_OPTIONS,
  lootInterruptQuestion,
  lootSideView,
  readLootSurprised,
  startLootCombat,
  viewLootInitiative,
  type LootInitiativePanel,
} from '../../../src/rules/loot';
import { fight } from './fight';
import { okState } from './ok';

/** Ada and Bo against a goblin and an ogre, the players first. */
const started = () => okState(startLootCombat(fight(), 'players', null));
const asking: LootInitiativePanel = {
  message: 'Round 1.',
  interrupting: { actor: 'ada', interrupter: 'gob' },
};
const refused = startLootCombat(emptyLootInitiative(), 'players', null);

describe('changeLootInitiativePanel', () => {
  it('says what a step did, keeping the question', () => {
    const step = startLootCombat(
      okState(addLootCombatant(emptyLootInitiative(), 'ada', 'Ada', 'players')),
      'players',
      null,
    );
    const next = changeLootInitiativePanel(asking, { kind: 'step', step });
    expect(next.message).toBe(step.ok ? step.value.note : '');
    expect(next.interrupting).toBe(asking.interrupting);
  });
  it('says why a step was refused', () => {
    expect(
      changeLootInitiativePanel(LOOT_INITIATIVE_PANEL_START, { kind: 'step', step: refused })
        .message,
    ).toBe(refused.ok ? '' : refused.error.message);
  });
  it('closes the question once the interruption is answered, saying how it went', () => {
    const next = changeLootInitiativePanel(asking, { kind: 'interrupted', step: refused });
    expect(next).toEqual({ message: refused.ok ? '' : refused.error.message, interrupting: null });
  });
  it('closes the question when the fight is ended or cleared, with the sentence given', () => {
    expect(
      changeLootInitiativePanel(asking, { kind: 'closed', note: 'The fight is over.' }),
    ).toEqual({ message: 'The fight is over.', interrupting: null });
  });
  it('asks who interrupts a setup, the first ready of the other side first', () => {
    expect(
      changeLootInitiativePanel(LOOT_INITIATIVE_PANEL_START, {
        kind: 'ask',
        state: started(),
        actor: 'ada',
      }).interrupting,
    ).toEqual({ actor: 'ada', interrupter: 'gob' });
  });
  it('changes who interrupts, and nothing while no question is asked', () => {
    expect(
      changeLootInitiativePanel(asking, { kind: 'interrupter', interrupter: 'ogre' }).interrupting,
    ).toEqual({ actor: 'ada', interrupter: 'ogre' });
    expect(
      changeLootInitiativePanel(LOOT_INITIATIVE_PANEL_START, {
        kind: 'interrupter',
        interrupter: 'ogre',
      }),
    ).toBe(LOOT_INITIATIVE_PANEL_START);
  });
  it('drops the question on cancel, keeping the line', () => {
    expect(changeLootInitiativePanel(asking, { kind: 'cancel' })).toEqual({
      message: 'Round 1.',
      interrupting: null,
    });
  });
});

describe('lootInterruptQuestion', () => {
  it('names whose setup it is and offers the ready fighters of the other side', () => {
    expect(lootInterruptQuestion(started(), { actor: 'ada', interrupter: 'gob' })).toEqual({
      legend: 'Ada performs setup: who interrupts?',
      options: [
        { value: 'gob', label: 'Goblin' },
        { value: 'ogre', label: 'Ogre' },
      ],
    });
  });
});

describe('LOOT_SIDE_OPTIONS and LOOT_SURPRISED_OPTIONS', () => {
  it('offer the two sides, and nobody first for surprise', () => {
    expect(LOOT_SIDE_OPTIONS.map((option) => option.value)).toEqual(['players', 'opponents']);
    expect(LOOT_SURPRISED_OPTIONS.map((option) => option.label)[0]).toBe('Nobody');
  });
});

describe('readLootSurprised', () => {
  it('reads nobody as null and a side as itself', () => {
    expect(readLootSurprised('none')).toBeNull();
    expect(readLootSurprised('opponents')).toBe('opponents');
  });
});

describe('lootSideView', () => {
  it('names the side, its members and the field that adds one more, before the fight', () => {
    expect(lootSideView(fight(), 'opponents')).toEqual({
      heading: 'Opponents',
      hasInitiative: false,
      members: fight().combatants.filter((c) => c.side === 'opponents'),
      addLabel: 'Add to opponents',
    });
  });

  it('marks the side with initiative, and a surprised side', () => {
    const surprised = okState(startLootCombat(fight(), 'opponents', 'players'));
    expect(lootSideView(surprised, 'opponents')).toMatchObject({
      heading: 'Opponents (initiative)',
      hasInitiative: true,
    });
    expect(lootSideView(surprised, 'players')).toMatchObject({
      heading: 'Players (surprised)',
      hasInitiative: false,
    });
    expect(lootSideView(started(), 'players').heading).toBe('Players (initiative)');
  });
});

describe('viewLootInitiative', () => {
  it('says the fight has not started, and offers adding to each side', () => {
    const view = viewLootInitiative(fight(), LOOT_INITIATIVE_PANEL_START);
    expect([view.status, view.message, view.started, view.question]).toEqual([
      'The fight has not started.',
      '',
      false,
      null,
    ]);
    expect(
      view.sides.map(({ side, heading, addLabel, addButton }) => [
        side,
        heading,
        addLabel,
        addButton,
      ]),
    ).toEqual([
      ['players', 'Players', 'Add to players', 'Add player'],
      ['opponents', 'Opponents', 'Add to opponents', 'Add opponent'],
    ]);
    expect(view.sides[0]?.members.map((member) => [member.name, member.turn])).toEqual([
      ['Ada', ''],
      ['Bo', ''],
    ]);
  });

  it('marks the side with initiative and who is ready, with each fighter’s buttons', () => {
    const view = viewLootInitiative(started(), asking);
    expect(view.status).toBe('Round 1: Players have initiative.');
    expect(view.message).toBe('Round 1.');
    expect(view.sides[0]).toMatchObject({ heading: 'Players (initiative)', hasInitiative: true });
    const [ada] = view.sides[0]?.members ?? [];
    expect(ada?.turn).toBe('(ready)');
    expect(ada?.actions.map((action) => action.action)).toContain('turn');
    expect(view.question?.legend).toBe('Ada performs setup: who interrupts?');
  });
});
