import { describe, expect, it } from 'vitest';
import { changeTableForm, FRESH_TABLE_FORM } from '../../../src/rules/table-notes/table-form';

describe('changeTableForm', () => {
  it('keeps a typed name and why it could not be saved', () => {
    expect(
      changeTableForm(FRESH_TABLE_FORM, { type: 'typed', text: ' ', error: 'Give it a name.' }),
    ).toEqual({ draftName: ' ', nameError: 'Give it a name.', removing: false });
  });

  it('asks before a removal, and stops asking when the table is kept', () => {
    const asking = changeTableForm(FRESH_TABLE_FORM, { type: 'ask-remove' });
    expect(asking.removing).toBe(true);
    expect(changeTableForm(asking, { type: 'keep' }).removing).toBe(false);
  });

  it('starts afresh for another table: no question, no typed name carried over', () => {
    const busy = changeTableForm(
      changeTableForm(FRESH_TABLE_FORM, { type: 'typed', text: 'x', error: null }),
      { type: 'ask-remove' },
    );
    expect(changeTableForm(busy, { type: 'other-table' })).toEqual(FRESH_TABLE_FORM);
  });
});
