/**
 * The compact item editor: a name, the slot, and the properties the LOOT rules read. One form
 * both adds items and edits the chosen one; the rules decide whether the grips allow it and the
 * message is shown at the field.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  AREA_LABELS,
  LOOT_ARMOUR_OPTIONS,
  LOOT_ITEM_FLAGS,
  LOOT_NAME_HINT,
  LOOT_NAME_MAX,
  LOOT_WEAPON_OPTIONS,
  LOOT_WEIGHT_OPTIONS,
  LOOT_WORN_ON_OPTIONS,
  SLOT_AREAS,
  SLOT_NUMBERS,
  addLootItem,
  findLootItemSlots,
  holdLootItem,
  isLootGripSlot,
  lootEquipWarning,
  moveLootItem,
  newItem,
  parseLootName,
  nextLootItemId,
  updateLootItem,
  type ArmourKind,
  type EquipArea,
  type ItemWeight,
  type LootEdit,
  type LootItem,
  type LootSheet,
  type SlotNumber,
  type WeaponSize,
} from '../../../rules/loot';
import { ChoiceField, TextField, Toggle } from '../../kit';

interface Props {
  id: string;
  sheet: LootSheet;
  /** The item being edited, or undefined to add a new one. */
  editing: LootItem | undefined;
  onSave: (sheet: LootSheet, message: string) => void;
  onDone: () => void;
}

type Grip = 'one' | 'both';

function blank(): Omit<LootItem, 'id'> {
  const { id: _unused, ...rest } = newItem('draft', '');
  return rest;
}

export default function ItemEditor({ id, sheet, editing, onSave, onDone }: Props) {
  const [draft, setDraft] = useState<Omit<LootItem, 'id'>>(editing ?? blank());
  const initialSlots = editing ? findLootItemSlots(sheet, editing.id) : [];
  const [slot, setSlot] = useState<SlotNumber>(initialSlots[0] ?? 1);
  const [grip, setGrip] = useState<Grip>(initialSlots.length > 1 ? 'both' : 'one');
  const [nameError, setNameError] = useState<string | null>(null);
  const [slotError, setSlotError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setDraft(editing ?? blank());
    const slots = editing ? findLootItemSlots(sheet, editing.id) : [];
    setSlot(slots[0] ?? 1);
    setGrip(slots.length > 1 ? 'both' : 'one');
    setNameError(null);
    setSlotError(null);
    if (editing) nameInput.current?.focus();
    // Only a different item resets the form; sheet changes while editing must not wipe the draft.
  }, [editing?.id]);

  const set = <K extends keyof Omit<LootItem, 'id'>>(key: K, value: Omit<LootItem, 'id'>[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const inGrips = isLootGripSlot(slot);

  const save = (event: Event) => {
    event.preventDefault();
    const name = parseLootName(draft.name, LOOT_NAME_MAX, 'item');
    setNameError(name.ok ? null : name.error.message);
    if (!name.ok) {
      nameInput.current?.focus();
      return;
    }
    const item: LootItem = { ...draft, name: name.value, id: editing?.id ?? nextLootItemId(sheet) };
    const base = editing ? updateLootItem(sheet, item.id, () => item) : sheet;
    let result: LootEdit;
    if (inGrips) result = holdLootItem(base, item, grip === 'both' ? 'both' : slot);
    else if (editing) result = moveLootItem(base, item.id, slot);
    else result = addLootItem(base, slot, item);
    setSlotError(result.ok ? null : result.error.message);
    if (!result.ok) return;
    const where = inGrips && grip === 'both' ? 'both grips (slots 6 and 7)' : `slot ${slot}`;
    const warning = lootEquipWarning(item, slot);
    onSave(
      result.value,
      `${editing ? 'Saved' : 'Added'} ${name.value} in ${where}.${warning ? ` ${warning}` : ''}`,
    );
    if (!editing) setDraft(blank());
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
          onChange={(value) => {
            setSlot(Number(value) as SlotNumber);
            setSlotError(null);
          }}
        >
          {SLOT_NUMBERS.map((n) => (
            <option key={n} value={n}>
              {n} {AREA_LABELS[SLOT_AREAS[n]]}
            </option>
          ))}
        </ChoiceField>
        {inGrips ? (
          <ChoiceField
            id={`${id}-item-grip`}
            label="Held in"
            value={grip}
            error={slotError}
            onChange={(value) => {
              setGrip(value as Grip);
              setSlotError(null);
            }}
          >
            <option value="one">This grip only</option>
            <option value="both">Both grips (6 and 7)</option>
          </ChoiceField>
        ) : null}
      </div>
      <div class="tool-grid">
        <ChoiceField
          id={`${id}-item-weight`}
          label="Weight"
          value={draft.weight}
          options={LOOT_WEIGHT_OPTIONS}
          onChange={(value: ItemWeight) => set('weight', value)}
        />
        <ChoiceField
          id={`${id}-item-weapon`}
          label="Weapon"
          value={draft.weapon}
          options={LOOT_WEAPON_OPTIONS}
          onChange={(value: WeaponSize) => {
            set('weapon', value);
            setSlotError(null);
          }}
        />
        <ChoiceField
          id={`${id}-item-armour`}
          label="Armour"
          value={draft.armour}
          options={LOOT_ARMOUR_OPTIONS}
          onChange={(value: ArmourKind) => set('armour', value)}
        />
        <ChoiceField
          id={`${id}-item-equips`}
          label="Worn on"
          value={draft.equips ?? ''}
          options={LOOT_WORN_ON_OPTIONS}
          onChange={(value) =>
            setDraft((current) => {
              const { equips: _old, ...rest } = current;
              return value === '' ? rest : { ...rest, equips: value as EquipArea };
            })
          }
        />
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
        <button type="submit" class="primary-button">
          {editing ? 'Save item' : 'Add item'}
        </button>
        {editing ? (
          <button type="button" class="tool-button" onClick={onDone}>
            Cancel editing
          </button>
        ) : null}
      </div>
    </form>
  );
}
