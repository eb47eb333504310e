import { describe, expect, it } from 'vitest';
import {
  afterAddingVice,
  afterRemovingVice,
  afterRenamingVice,
  afterResettingVices,
  closeViceRename,
  describeViceList,
  describeViceSource,
  openViceRename,
  typeNewVice,
  typeViceRename,
  updateViceEditor,
  VICE_EDITOR_START,
  viewViceList,
  type ViceEditorAction,
} from '../../../src/rules/locus/vice-editor';
import { CLASSIC_VICES, type ViceResult } from '../../../src/rules/locus/vices';

const refused: ViceResult<never> = {
  ok: false,
  error: { code: 'duplicate-vice', message: 'Pride is already on the list.' },
};
const done = { ok: true, value: { text: 'Done.' } } as const;

describe('typeNewVice', () => {
  it('keeps the name typed and drops the last refusal', () => {
    const refusedEditor = afterAddingVice(typeNewVice(VICE_EDITOR_START, 'Pride'), refused);
    expect(refusedEditor.adding.error).toBe('Pride is already on the list.');
    expect(typeNewVice(refusedEditor, 'Prid').adding).toEqual({ name: 'Prid', error: null });
  });
});

describe('afterAddingVice', () => {
  it('empties the field once the Vice is added', () => {
    expect(afterAddingVice(typeNewVice(VICE_EDITOR_START, 'Vanity'), done).adding).toEqual({
      name: '',
      error: null,
    });
  });

  it('keeps the name with the refusal', () => {
    expect(afterAddingVice(typeNewVice(VICE_EDITOR_START, 'Pride'), refused).adding).toEqual({
      name: 'Pride',
      error: 'Pride is already on the list.',
    });
  });
});

describe('openViceRename, typeViceRename and closeViceRename', () => {
  it('opens one rename from the Vice’s name, follows the typing and closes', () => {
    const open = openViceRename(VICE_EDITOR_START, 2, 'Lust');
    expect(open.renaming).toEqual({ index: 2, name: 'Lust', error: null });
    expect(typeViceRename(open, 'Longing').renaming).toEqual({
      index: 2,
      name: 'Longing',
      error: null,
    });
    expect(closeViceRename(open).renaming).toBeNull();
  });

  it('changes nothing when typing with no rename open', () => {
    expect(typeViceRename(VICE_EDITOR_START, 'x')).toBe(VICE_EDITOR_START);
  });
});

describe('afterRenamingVice', () => {
  it('closes the rename once done, or keeps it open with the refusal', () => {
    const open = openViceRename(VICE_EDITOR_START, 0, 'Greed');
    expect(afterRenamingVice(open, done).renaming).toBeNull();
    expect(afterRenamingVice(open, refused).renaming).toEqual({
      index: 0,
      name: 'Greed',
      error: 'Pride is already on the list.',
    });
    expect(afterRenamingVice(VICE_EDITOR_START, done)).toBe(VICE_EDITOR_START);
  });
});

describe('afterRemovingVice', () => {
  it('closes any rename and remembers where Undo puts the Vice back', () => {
    const open = openViceRename(VICE_EDITOR_START, 1, 'Greed');
    expect(afterRemovingVice(open, done, 4)).toEqual({ ...open, renaming: null, undoneAt: 4 });
  });

  it('changes nothing when the removal is refused', () => {
    const open = openViceRename(VICE_EDITOR_START, 1, 'Greed');
    expect(afterRemovingVice(open, refused, 4)).toBe(open);
  });
});

describe('afterResettingVices', () => {
  it('closes any rename when the reset changed the list, Undo starting from the first', () => {
    const open = { ...openViceRename(VICE_EDITOR_START, 1, 'Greed'), undoneAt: 3 };
    expect(afterResettingVices(open, { undo: ['Spite'] })).toEqual({
      ...open,
      renaming: null,
      undoneAt: 0,
    });
  });

  it('keeps a rename open when the list was the classic seven already', () => {
    const open = openViceRename(VICE_EDITOR_START, 1, 'Greed');
    expect(afterResettingVices(open, {}).renaming).toEqual(open.renaming);
  });
});

describe('describeViceList', () => {
  it('says the classic seven are the default', () => {
    expect(describeViceList(CLASSIC_VICES)).toBe('Default: the seven classic vices.');
  });

  it('counts a list of the table’s own', () => {
    expect(describeViceList([...CLASSIC_VICES, 'Spite'])).toBe(
      'Your own list: 8 Vices, changed from the default.',
    );
    expect(describeViceList(['Spite'])).toBe('Your own list: 1 Vice, changed from the default.');
  });
});

describe('describeViceSource', () => {
  it('counts the Vices a generator rolls on', () => {
    expect(describeViceSource(CLASSIC_VICES)).toBe('Rolled on your Vice list (7 Vices).');
    expect(describeViceSource(['Spite'])).toBe('Rolled on your Vice list (1 Vice).');
  });
});

describe('updateViceEditor', () => {
  const after = (...actions: ViceEditorAction[]) =>
    actions.reduce(updateViceEditor, VICE_EDITOR_START);

  it('keeps a refused name to add with its refusal, and empties the field once added', () => {
    const tried = after({ type: 'type-new', name: 'Pride' }, { type: 'added', added: refused });
    expect(tried.adding).toEqual({ name: 'Pride', error: 'Pride is already on the list.' });
    expect(updateViceEditor(tried, { type: 'added', added: done }).adding).toEqual({
      name: '',
      error: null,
    });
  });

  it('opens a rename, keeps what is typed in it, and closes it once saved or cancelled', () => {
    const typed = after(
      { type: 'open-rename', index: 2, name: 'Lust' },
      { type: 'type-rename', name: 'Longing' },
    );
    expect(typed.renaming).toEqual({ index: 2, name: 'Longing', error: null });
    expect(updateViceEditor(typed, { type: 'renamed', renamed: refused }).renaming?.error).toBe(
      'Pride is already on the list.',
    );
    expect(updateViceEditor(typed, { type: 'renamed', renamed: done }).renaming).toBeNull();
    expect(updateViceEditor(typed, { type: 'close-rename' }).renaming).toBeNull();
  });

  it('puts an Undo’s Vice back where one was removed, or first after a reset', () => {
    const removed = after({ type: 'removed', removed: done, index: 4 });
    expect(removed.undoneAt).toBe(4);
    expect(updateViceEditor(removed, { type: 'reset', reset: { undo: [] } }).undoneAt).toBe(0);
  });
});

describe('viewViceList', () => {
  it('says which list it is and lists each Vice, the rename open on one', () => {
    const editor = openViceRename(VICE_EDITOR_START, 1, 'Greed');
    const view = viewViceList(CLASSIC_VICES, editor);
    expect(view.summary).toBe('Default: the seven classic vices.');
    expect(view.vices.slice(0, 2)).toEqual([
      { name: 'Pride', index: 0, renaming: null },
      { name: 'Greed', index: 1, renaming: { name: 'Greed', error: null } },
    ]);
  });

  it('says the limits under the Add field until a refusal says more', () => {
    expect(viewViceList(CLASSIC_VICES, VICE_EDITOR_START).addHint).toBe(
      'Up to 24 Vices, each a different name of at most 40 characters.',
    );
    const refusedAdd = afterAddingVice(VICE_EDITOR_START, refused);
    expect(viewViceList(CLASSIC_VICES, refusedAdd).addHint).toBeUndefined();
  });
});
