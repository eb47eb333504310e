/**
 * The compact item editor: a name, the slot, and the properties the LOOT rules read. One form
 * both adds items and edits the chosen one; the rules decide whether the grips allow it and the
 * message is shown at the field.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  blankLootItem,
  isLootGripSlot,
  chooseLootItemProperty,
  LOOT_GRIP_OPTIONS,
  LOOT_ITEM_CHOICES,
  LOOT_ITEM_FLAGS,
  LOOT_NAME_HINT,
  LOOT_NAME_MAX,
  LOOT_SLOT_OPTIONS,
  lootItemChoice,
  lootItemPlace,
  saveLootItem,
  type LootGripChoice,
  type LootItem,
  type LootItemDraft,
  type LootSheet,
  type SlotNumber,
} from '../../../rules/loot';
import { Button, ChoiceField, TextField, Toggle } from '../../kit';

interface Props {
  id: string;
  sheet: LootSheet;
  /** The item being edited, or undefined to add a new one. */
  editing: LootItem | undefined;
  onSave: (sheet: LootSheet, message: string) => void;
  onDone: () => void;
}

export default function ItemEditor({ id, sheet, editing, onSave, onDone }: Props) {
  const [draft, setDraft] = useState<LootItemDraft>(editing ?? blankLootItem());
  const [slot, setSlot] = useState<SlotNumber>(() => lootItemPlace(sheet, editing).slot);
  const [grip, setGrip] = useState<LootGripChoice>(() => lootItemPlace(sheet, editing).grip);
  const [nameError, setNameError] = useState<string | null>(null);
  const [slotError, setSlotError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setDraft(editing ?? blankLootItem());
    const place = lootItemPlace(sheet, editing);
    setSlot(place.slot);
    setGrip(place.grip);
    setNameError(null);
    setSlotError(null);
    if (editing) nameInput.current?.focus();
    // Only a different item resets the form; sheet changes while editing must not wipe the draft.
  }, [editing?.id]);

  const set = <K extends keyof LootItemDraft>(key: K, value: LootItemDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const inGrips = isLootGripSlot(slot);

  const save = (event: Event) => {
    event.preventDefault();
    const saved = saveLootItem(sheet, { draft, editing, slot, grip });
    if (!saved.ok && saved.error.field === 'name') {
      setNameError(saved.error.message);
      nameInput.current?.focus();
      return;
    }
    setNameError(null);
    setSlotError(saved.ok ? null : saved.error.message);
    if (!saved.ok) return;
    onSave(saved.value.sheet, saved.value.note);
    if (!editing) setDraft(blankLootItem());
    else onDone();
  };

  return (
    <form
      class="tool-card tool-no-print"
      onSubmit={save}
      aria-labelledby={`${id}-editor-title`}
      noValidate
    >
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
          error={nameError}
          inputRef={nameInput}
          onText={(text) => set('name', text)}
        />
        <ChoiceField
          id={`${id}-item-slot`}
          label="Slot"
          value={String(slot)}
          error={inGrips ? null : slotError}
          options={LOOT_SLOT_OPTIONS}
          onChange={(value) => {
            setSlot(Number(value) as SlotNumber);
            setSlotError(null);
          }}
        />
        {inGrips ? (
          <ChoiceField
            id={`${id}-item-grip`}
            label="Held in"
            value={grip}
            error={slotError}
            options={LOOT_GRIP_OPTIONS}
            onChange={(value) => {
              setGrip(value);
              setSlotError(null);
            }}
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
            onChange={(value: string) => {
              setDraft((current) => chooseLootItemProperty(current, choice.key, value));
              if (choice.movesItem) setSlotError(null);
            }}
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
            onChange={(checked) => set(flag.key, checked)}
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
    </form>
  );
}
