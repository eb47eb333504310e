/**
 * The compact item editor: a name, the slot, and the properties the LOOT rules read. One form
 * both adds items and edits the chosen one; the rules decide whether the grips allow it and the
 * message is shown at the field.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  changeLootItemForm,
  isLootGripSlot,
  LOOT_GRIP_OPTIONS,
  LOOT_ITEM_CHOICES,
  LOOT_ITEM_FLAGS,
  LOOT_NAME_HINT,
  LOOT_NAME_MAX,
  LOOT_SLOT_OPTIONS,
  lootItemChoice,
  lootItemFormPlaceErrors,
  openLootItemForm,
  submitLootItemForm,
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
  const { draft, slot, grip } = form;
  const inGrips = isLootGripSlot(slot);
  const placeErrors = lootItemFormPlaceErrors(form);

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
        <strong>{editing ? `Edit ${editing.name}` : 'Add an item'}</strong>
      </p>
      <div class="tool-grid">
        <TextField
          id={`${id}-item-name`}
          label="Item name"
          value={draft.name}
          maxLength={LOOT_NAME_MAX}
          hint={LOOT_NAME_HINT}
          error={form.nameError}
          inputRef={nameInput}
          onText={(text) => change({ field: 'name', text })}
        />
        <ChoiceField
          id={`${id}-item-slot`}
          label="Slot"
          value={String(slot)}
          error={placeErrors.slot}
          options={LOOT_SLOT_OPTIONS}
          onChange={(value) => change({ field: 'slot', value })}
        />
        {inGrips ? (
          <ChoiceField
            id={`${id}-item-grip`}
            label="Held in"
            value={grip}
            error={placeErrors.grip}
            options={LOOT_GRIP_OPTIONS}
            onChange={(value) => change({ field: 'grip', value })}
          />
        ) : null}
      </div>
      <div class="tool-grid">
        {LOOT_ITEM_CHOICES.map((choice) => (
          <ChoiceField
            key={choice.key}
            id={`${id}-item-${choice.key}`}
            label={choice.label}
            value={lootItemChoice(draft, choice.key)}
            options={choice.options}
            onChange={(value: string) => change({ field: 'choice', key: choice.key, value })}
          />
        ))}
      </div>
      <fieldset class="tool-options">
        <legend>Properties</legend>
        {LOOT_ITEM_FLAGS.map((flag) => (
          <Toggle
            key={flag.key}
            id={`${id}-item-${flag.key}`}
            label={flag.label}
            checked={draft[flag.key]}
            onChange={(checked) => change({ field: 'flag', key: flag.key, checked })}
          />
        ))}
      </fieldset>
      <div class="tool-actions">
        <Button look="primary" submit>
          {editing ? 'Save item' : 'Add item'}
        </Button>
        {editing ? (
          <Button look="tool" onClick={onDone}>
            Cancel editing
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
