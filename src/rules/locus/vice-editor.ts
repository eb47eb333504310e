/**
 * The Vice list editor's own state as one value: the name being added (with the reason it was
 * refused), the one Vice being renamed (with its typed name and refusal), and where the Vice an
 * Undo would put back stands, for the focus. The list itself is the store's; each change here
 * follows what the store's action answered (src/stores/locus/vices.ts).
 */
import { howMany } from '../words';
import {
  isClassicViceList,
  MAX_VICE_LENGTH,
  MAX_VICES,
  type ViceList,
  type ViceResult,
} from './vices';

export interface ViceEditor {
  readonly adding: { readonly name: string; readonly error: string | null };
  readonly renaming: {
    readonly index: number;
    readonly name: string;
    readonly error: string | null;
  } | null;
  /** Where the Vice an Undo would put back stands: the removed one's place, or a reset's first. */
  readonly undoneAt: number;
}

/** Nothing typed, nothing being renamed. */
export const VICE_EDITOR_START: ViceEditor = {
  adding: { name: '', error: null },
  renaming: null,
  undoneAt: 0,
};

/** A name typed to add: its refusal goes, since it was about the name before. */
export function typeNewVice(editor: ViceEditor, name: string): ViceEditor {
  return { ...editor, adding: { name, error: null } };
}

/** After Add: the field empties once the Vice is added, or keeps the name with the refusal. */
export function afterAddingVice(editor: ViceEditor, added: ViceResult<unknown>): ViceEditor {
  return {
    ...editor,
    adding: added.ok ? { name: '', error: null } : { ...editor.adding, error: added.error.message },
  };
}

/** Rename opened on one Vice (any other rename open closes), starting from its name. */
export function openViceRename(editor: ViceEditor, index: number, name: string): ViceEditor {
  return { ...editor, renaming: { index, name, error: null } };
}

/** A new name typed in the rename open: its refusal goes. */
export function typeViceRename(editor: ViceEditor, name: string): ViceEditor {
  return editor.renaming
    ? { ...editor, renaming: { ...editor.renaming, name, error: null } }
    : editor;
}

/** After Save: the rename closes once done, or stays open with the refusal. */
export function afterRenamingVice(editor: ViceEditor, renamed: ViceResult<unknown>): ViceEditor {
  if (!editor.renaming) return editor;
  return renamed.ok
    ? { ...editor, renaming: null }
    : { ...editor, renaming: { ...editor.renaming, error: renamed.error.message } };
}

/** Cancel: the rename closes, nothing saved. */
export function closeViceRename(editor: ViceEditor): ViceEditor {
  return { ...editor, renaming: null };
}

/** After Remove: once removed, any rename closes and Undo will put the Vice back at `index`. */
export function afterRemovingVice(
  editor: ViceEditor,
  removed: ViceResult<unknown>,
  index: number,
): ViceEditor {
  return removed.ok ? { ...editor, renaming: null, undoneAt: index } : editor;
}

/**
 * After Reset: a reset that changed the list (it can be undone) closes any rename, whose Vice may
 * be gone; Undo puts the list back from its first Vice.
 */
export function afterResettingVices(
  editor: ViceEditor,
  reset: { readonly undo?: unknown },
): ViceEditor {
  return { ...editor, renaming: reset.undo ? null : editor.renaming, undoneAt: 0 };
}

/** Which list the generators roll on: "Default: the seven classic vices." or "Your own list: 8 Vices, changed from the default." */
export function describeViceList(vices: ViceList): string {
  return isClassicViceList(vices)
    ? 'Default: the seven classic vices.'
    : `Your own list: ${howMany(vices.length, 'Vice')}, changed from the default.`;
}

/** Under a generator's Vice part: "Rolled on your Vice list (7 Vices)." */
export function describeViceSource(vices: ViceList): string {
  return `Rolled on your Vice list (${howMany(vices.length, 'Vice')}).`;
}

/** What the reader did in the editor, with what the store answered for a change to the list. */
export type ViceEditorAction =
  | { readonly type: 'type-new'; readonly name: string }
  | { readonly type: 'added'; readonly added: ViceResult<unknown> }
  | { readonly type: 'open-rename'; readonly index: number; readonly name: string }
  | { readonly type: 'type-rename'; readonly name: string }
  | { readonly type: 'renamed'; readonly renamed: ViceResult<unknown> }
  | { readonly type: 'close-rename' }
  | { readonly type: 'removed'; readonly removed: ViceResult<unknown>; readonly index: number }
  | { readonly type: 'reset'; readonly reset: { readonly undo?: unknown } };

/** The editor after one action: each is one of the steps above. */
export function updateViceEditor(editor: ViceEditor, action: ViceEditorAction): ViceEditor {
  switch (action.type) {
    case 'type-new':
      return typeNewVice(editor, action.name);
    case 'added':
      return afterAddingVice(editor, action.added);
    case 'open-rename':
      return openViceRename(editor, action.index, action.name);
    case 'type-rename':
      return typeViceRename(editor, action.name);
    case 'renamed':
      return afterRenamingVice(editor, action.renamed);
    case 'close-rename':
      return closeViceRename(editor);
    case 'removed':
      return afterRemovingVice(editor, action.removed, action.index);
    case 'reset':
      return afterResettingVices(editor, action.reset);
  }
}

/** What the editor shows of the list: which list it is, and each Vice with its rename if open. */
export interface ViceListView {
  readonly summary: string;
  readonly vices: readonly {
    readonly name: string;
    readonly index: number;
    /** The rename open on this Vice (its typed name and refusal), or null. */
    readonly renaming: { readonly name: string; readonly error: string | null } | null;
  }[];
  /** The limits said under the Add field, until a refusal says more. */
  readonly addHint: string | undefined;
}

/** The editor as it shows `vices` in `editor`'s state. */
export function viewViceList(vices: ViceList, editor: ViceEditor): ViceListView {
  const { renaming } = editor;
  return {
    summary: describeViceList(vices),
    vices: vices.map((name, index) => ({
      name,
      index,
      renaming: renaming?.index === index ? { name: renaming.name, error: renaming.error } : null,
    })),
    addHint: editor.adding.error
      ? undefined
      : `Up to ${MAX_VICES} Vices, each a different name of at most ${MAX_VICE_LENGTH} characters.`,
  };
}
