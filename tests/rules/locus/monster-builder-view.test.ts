import { describe, expect, it } from 'vitest';
import {
  createMonsterDraft,
  createMonsterList,
  withMonsterId,
} from '../../../src/rules/locus/monster';
import {
  blankMonster,
  MONSTER_BUILDER_NOTES,
  monsterFromLink,
  monsterFromSample,
  viewMonsterBuilder,
} from '../../../src/rules/locus/monster-builder-view';

const hollow = withMonsterId(createMonsterDraft({ name: 'The Hollow' }), []);
const spare = withMonsterId(createMonsterDraft({ name: '  ' }), ['the-hollow']);
const list = { ...createMonsterList(), monsters: [hollow, spare] };

describe('viewMonsterBuilder', () => {
  it('lists each Monster by name with its threat so far, and edits the first until one is chosen', () => {
    const view = viewMonsterBuilder(list, undefined, 'pterodactyl');
    expect(view.listLabel).toBe('Your Monsters (2): choose one to edit');
    expect(view.picks.map(({ name }) => name)).toEqual(['The Hollow', 'Unnamed Monster']);
    expect(view.picks[0]?.summary).toMatch(/^Total so far \d+; not graded until /);
    expect(view.selected).toBe(hollow);
  });

  it('edits the Monster chosen and offers it, and all of them, for export', () => {
    const view = viewMonsterBuilder(list, spare.id, 'pterodactyl');
    expect(view.selected).toBe(spare);
    expect(view.exports).toEqual([
      { label: 'Export this Monster', value: [spare] },
      { label: 'Export all 2 Monsters', value: [hollow, spare] },
    ]);
  });

  it('offers nothing to export from an empty list, and describes the sample chosen', () => {
    const view = viewMonsterBuilder(createMonsterList(), undefined, 'pterodactyl');
    expect(view.selected).toBeUndefined();
    expect(view.exports).toEqual([]);
    expect(view.sampleHint).toMatch(/^Pterodactyl-like, infected red bulging eyes/);
  });
});

describe('blankMonster', () => {
  it('is a blank draft called a new blank Monster', () => {
    expect(blankMonster()).toEqual({ draft: createMonsterDraft(), what: 'A new blank Monster' });
  });
});

describe('monsterFromSample', () => {
  it('takes the sample’s name and description and says its numbers are to set', () => {
    const made = monsterFromSample('flesh-tower');
    expect(made?.draft.name).toBe('The Flesh Tower');
    expect(made?.what).toBe("The Flesh Tower (from the text's sample; set its numbers)");
  });
  it('is null for an id that is no sample', () => {
    expect(monsterFromSample('dragon')).toBeNull();
  });
});

describe('monsterFromLink', () => {
  it('says the Monster came from the link', () => {
    expect(monsterFromLink(hollow).what).toBe('The Hollow (from the link)');
  });
});

describe('MONSTER_BUILDER_NOTES', () => {
  it('names the Monster copied, put back and deleted', () => {
    expect(MONSTER_BUILDER_NOTES.copied(hollow, { ...hollow, name: 'The Hollow (copy)' })).toBe(
      'Made a copy of The Hollow: The Hollow (copy).',
    );
    expect(MONSTER_BUILDER_NOTES.back(spare)).toBe('Unnamed Monster is back.');
    expect(MONSTER_BUILDER_NOTES.deleted(hollow)).toBe('The Hollow was deleted.');
  });
});
