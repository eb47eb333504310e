/**
 * The compact item editor: a name, the slot, and the properties the LOOT rules read. One form
 * both adds items and edits the chosen one; the rules decide whether the grips allow it and the
 * message is shown at the field.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  changeLootItemForm,
  openLootItemForm,
  submitLootItemForm,
  viewLootItemEditor,
  type LootItem,
  type LootItemFormChange,
  type LootSheet,
  type LootSheetChange,
} from '../../../rules/loot';
import { Form, Button, ChoiceField, TextField, Toggle } from '../../kit';

interface Props {
  id: string;
  sheet: LootSheet;
  /** The item being edited, or undefined to add a new one. */
  editing: LootItem | undefined;
  onSave: (change: LootSheetChange) => void;
  onDone: () => void;
}

export default function ItemEditor({ id, sheet, editing, onSave, onDone }: Props) {
  const [form, setForm] = useState(() => openLootItemForm(sheet, editing));
  const nameInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setForm(openLootItemForm(sheet, editing));
    if (editing) nameInput.current?.focus();
    // Only a different item resets the form; sheet changes while editing must not wipe the draft.
  }, [editing?.id]);

  const change = (next: LootItemFormChange) =>
    setForm((current) => changeLootItemForm(current, next));
  const view = viewLootItemEditor(form, editing);

  const save = () => {
    const submitted = submitLootItemForm(sheet, form, editing);
    setForm(submitted.form);
    if (submitted.form.nameError) nameInput.current?.focus();
    if (!submitted.saved.ok) return;
    onSave(submitted.saved.value);
    if (editing) onDone();
  };

  return (
    <Form class="tool-card tool-no-print" onSubmit={save} labelledBy={`${id}-editor-title`}>
      <p id={`${id}-editor-title`}>
        <strong>{view.title}</strong>
      </p>
      <div class="tool-grid">
        <TextField
          id={`${id}-item-name`}
          label="Item name"
          {...view.name}
          inputRef={nameInput}
          onText={(text) => change({ field: 'name', text })}
        />
        <ChoiceField
          id={`${id}-item-slot`}
          label="Slot"
          {...view.slot}
          onChange={(value) => change({ field: 'slot', value })}
        />
        {view.grip ? (
          <ChoiceField
            id={`${id}-item-grip`}
            label="Held in"
            {...view.grip}
            onChange={(value) => change({ field: 'grip', value })}
          />
        ) : null}
      </div>
      <div class="tool-grid">
        {view.choices.map((choice) => (
          <ChoiceField
            key={choice.key}
            id={`${id}-item-${choice.key}`}
            label={choice.label}
            value={choice.value}
            options={choice.options}
            onChange={(value: string) => change({ field: 'choice', key: choice.key, value })}
          />
        ))}
      </div>
      <fieldset class="tool-options">
        <legend>Properties</legend>
        {view.flags.map((flag) => (
          <Toggle
            key={flag.key}
            id={`${id}-item-${flag.key}`}
            label={flag.label}
            checked={flag.checked}
            onChange={(checked) => change({ field: 'flag', key: flag.key, checked })}
          />
        ))}
      </fieldset>
      <div class="tool-actions">
        <Button look="primary" submit>
          {view.submit}
        </Button>
        {view.cancels ? (
          <Button look="tool" onClick={onDone}>
            Cancel editing
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
