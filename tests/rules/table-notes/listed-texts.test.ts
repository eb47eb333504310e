import { describe, expect, it } from 'vitest';
import { listedTexts } from '../../../src/rules/table-notes/listed-texts';

const place = { section: 'cairn/combat#rounds', title: 'Rounds', page: 'Combat' };

describe('listedTexts', () => {
  it('labels the house rule with its table, then the note, then a shared table note', () => {
    expect(
      listedTexts(
        {
          ...place,
          bookmarked: true,
          houseRule: 'Ten seconds.',
          note: 'Mine',
          shared: true,
          tableNote: 'Theirs',
        },
        'Tuesday group',
      ),
    ).toEqual([
      { label: 'House rule of “Tuesday group”:', preview: 'Ten seconds.' },
      { label: 'Your note (shared):', preview: 'Mine' },
      { label: 'Table note:', preview: 'Theirs' },
    ]);
  });

  it('names no table when there is none, and a note not shared as the reader’s', () => {
    expect(
      listedTexts({ ...place, bookmarked: false, houseRule: 'Rule', note: 'Mine' }, undefined),
    ).toEqual([
      { label: 'House rule:', preview: 'Rule' },
      { label: 'Your note:', preview: 'Mine' },
    ]);
  });

  it('lists nothing for a bookmark alone', () => {
    expect(listedTexts({ ...place, bookmarked: true }, 'Tuesday group')).toEqual([]);
  });
});
