/**
 * The Director's Vice list editor: add, rename, remove, and reset to the classic seven. The
 * Locus text does not list its Vices, so the default is the seven classic vices, labelled as a
 * default a table may change. The generators' "Vice" parts roll on this list.
 *
 * State: `$vices` (persistent, shared by every tab and generator). Removing a Vice or resetting
 * the list can be undone until the next change. Place with `<div id="vice-list"><ViceList client:visible-after-load /></div>`.
 */
import { useReducer } from 'preact/hooks';
import {
  Form,
  Button,
  focusAfterRender,
  LiveNote,
  TextField,
  ToolSection,
  useSaved,
  useShown,
  toolFrame,
  type ToolProps,
} from '../../kit';
import {
  CLASSIC_VICES,
  MAX_VICE_LENGTH,
  updateViceEditor,
  VICE_EDITOR_START,
  viewViceList,
} from '../../../rules/locus';
import {
  $vices,
  $vicesNotice,
  addViceToList,
  removeViceFromList,
  renameViceInList,
  resetVices,
  restoreVices,
  type ViceChange,
} from '../../../stores/locus/vices';
import '../gm/gm.css';

interface Props extends ToolProps {
  /**
   * Prefix for element ids. Links to the list point at a server-rendered element with this id
   * around the island (`<div id="vice-list"><ViceList client:visible-after-load /></div>`), which exists
   * before the list renders; the section itself is `<id>-editor`, so that one stays unique.
   */
  readonly id?: string;
}

export default function ViceList(props: Props) {
  const { id, title, headingLevel } = toolFrame(props, 'vice-list', 'Your Vice list', 4);
  const vices = useSaved($vices);
  const [editor, dispatch] = useReducer(updateViceEditor, VICE_EDITOR_START);
  const { adding, renaming: editing } = editor;
  const view = viewViceList(vices, editor);
  const [done, show] = useShown<ViceChange>();
  /** The list before the change shown, while that change can be undone. */
  const undo = done?.value.undo;

  function add() {
    const added = addViceToList(adding.name);
    dispatch({ type: 'added', added });
    if (added.ok) show(added.value);
  }

  function saveRename() {
    if (!editing) return;
    const renamed = renameViceInList(editing.index, editing.name);
    dispatch({ type: 'renamed', renamed });
    if (!renamed.ok) return;
    show(renamed.value);
    focusAfterRender(`${id}-rename-${editing.index}`);
  }

  // Opening a rename moves the focus into that Vice's field itself: the Rename button pressed is
  // gone once the field is drawn, and so is any other rename that was open (with its Save and
  // Cancel), so the browser alone would leave the focus nowhere useful.
  function openRename(index: number, name: string) {
    dispatch({ type: 'open-rename', index, name });
    focusAfterRender(`${id}-rename-input-${index}`);
  }

  function cancelRename(index: number) {
    dispatch({ type: 'close-rename' });
    focusAfterRender(`${id}-rename-${index}`);
  }

  function remove(index: number) {
    const removed = removeViceFromList(index);
    dispatch({ type: 'removed', removed, index });
    if (!removed.ok) return show({ text: removed.error.message });
    show(removed.value);
    focusAfterRender(`${id}-status-undo`);
  }

  function reset() {
    const reset = resetVices();
    dispatch({ type: 'reset', reset });
    show(reset);
  }

  return (
    <ToolSection
      id={`${id}-editor`}
      title={title}
      headingLevel={headingLevel}
      notices={[$vicesNotice]}
    >
      <p class="tool-hint">
        Haunts are categorised by Vice, their root cause. The Locus text does not list its Vices, so
        the default here is the seven classic vices ({CLASSIC_VICES.join(', ')}): change them to
        suit your table. The Haunt, Monster concept and Spot Effect generators roll on this list. It
        is saved in this browser.
      </p>
      <p>
        <strong>{view.summary}</strong>
      </p>

      <ol class="locus-vices">
        {view.vices.map(({ name: vice, index, renaming }) =>
          renaming ? (
            <li key={vice} class="locus-editing">
              {/* Escape anywhere in the rename (the field, Save, Cancel) cancels it. */}
              <Form onSubmit={saveRename} onEscape={() => cancelRename(index)}>
                <TextField
                  id={`${id}-rename-input-${index}`}
                  label={`New name for ${vice}`}
                  fieldClass="locus-inline-field"
                  value={renaming.name}
                  maxLength={MAX_VICE_LENGTH + 20}
                  error={renaming.error}
                  alert
                  onText={(name) => dispatch({ type: 'type-rename', name })}
                >
                  <Button look="primary" submit>
                    Save
                  </Button>
                  <Button onClick={() => cancelRename(index)}>Cancel</Button>
                </TextField>
              </Form>
            </li>
          ) : (
            <li key={vice}>
              <span class="locus-vice-name">{vice}</span>
              <div class="tool-row">
                <Button
                  id={`${id}-rename-${index}`}
                  aria-label={`Rename ${vice}`}
                  onClick={() => openRename(index, vice)}
                >
                  Rename
                </Button>
                <Button aria-label={`Remove ${vice}`} onClick={() => remove(index)}>
                  Remove
                </Button>
              </div>
            </li>
          ),
        )}
      </ol>

      <Form onSubmit={add}>
        <TextField
          id={`${id}-add-input`}
          label="Add a Vice"
          fieldClass="locus-inline-field"
          value={adding.name}
          maxLength={MAX_VICE_LENGTH + 20}
          placeholder="e.g. Cowardice"
          error={adding.error}
          alert
          hint={view.addHint}
          onText={(name) => dispatch({ type: 'type-new', name })}
        >
          <Button look="primary" submit>
            Add
          </Button>
        </TextField>
      </Form>

      <div class="tool-actions">
        <Button onClick={reset}>Reset to the classic seven</Button>
      </div>
      <div class="tool-row">
        <LiveNote class="locus-status">
          {done ? <span key={done.serial}>{done.value.text}</span> : null}
        </LiveNote>
        {undo ? (
          <Button
            id={`${id}-status-undo`}
            onClick={() => {
              show(restoreVices(undo));
              // Undo goes once pressed: the focus goes to the Vice put back, not on to Reset.
              focusAfterRender(`${id}-rename-${editor.undoneAt}`);
            }}
          >
            Undo
          </Button>
        ) : null}
      </div>
    </ToolSection>
  );
}
