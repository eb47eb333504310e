/**
 * The compact item editor: a name, the slot, and the properties the LOOT rules read. One form
 * both adds items and edits the chosen one; the rules decide whether the grips allow it and the
 * message is shown at the field.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  AREA_LABELS,
  LOOT_NAME_MAX,
  SLOT_AREAS,
  SLOT_NUMBERS,
  addLootItem,
  findLootItemSlots,
  holdLootItem,
  lootEquipWarning,
  moveLootItem,
  newItem,
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

interface Props {
  id: string;
  sheet: LootSheet;
  /** The item being edited, or undefined to add a new one. */
  editing: LootItem | undefined;
  onSave: (sheet: LootSheet, message: string) => void;
  onDone: () => void;
}

type Flag = 'noisy' | 'smelly' | 'flammable' | 'rigid' | 'shield' | 'cushions';
const FLAGS: readonly { key: Flag; label: string }[] = [
  { key: 'flammable', label: 'Flammable' },
  { key: 'noisy', label: 'Noisy' },
  { key: 'rigid', label: 'Rigid (metal, glass, stone)' },
  { key: 'smelly', label: 'Smelly' },
  { key: 'shield', label: 'Shield' },
  { key: 'cushions', label: 'Cushions a blow' },
];

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

  const set = <K extends keyof Omit<LootItem, 'id'>>(key: K, value: Omit<LootItem, 'id'>[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const inGrips = slot === 6 || slot === 7;

  const save = (event: Event) => {
    event.preventDefault();
    const name = draft.name.trim();
    if (name === '') {
      setNameError('Give the item a name.');
      nameInput.current?.focus();
      return;
    }
    if (name.length > LOOT_NAME_MAX) {
      setNameError(`At most ${LOOT_NAME_MAX} characters.`);
      nameInput.current?.focus();
      return;
    }
    setNameError(null);
    const item: LootItem = { ...draft, name, id: editing?.id ?? nextLootItemId(sheet) };
    const base = editing ? updateLootItem(sheet, item.id, () => item) : sheet;
    let result: LootEdit;
    if (inGrips) result = holdLootItem(base, item, grip === 'both' ? 'both' : slot);
    else if (editing) result = moveLootItem(base, item.id, slot);
    else result = addLootItem(base, slot, item);
    if (!result.ok) {
      setSlotError(result.message);
      return;
    }
    setSlotError(null);
    const where = inGrips && grip === 'both' ? 'both grips (slots 6 and 7)' : `slot ${slot}`;
    const warning = lootEquipWarning(item, slot);
    onSave(result.sheet, `${editing ? 'Saved' : 'Added'} ${name} in ${where}.${warning ? ` ${warning}` : ''}`);
    if (!editing) setDraft(blank());
    else onDone();
  };

  const slotErrorId = `${id}-item-slot-error`;
  const nameErrorId = `${id}-item-name-error`;

  return (
    <form class="loot-editor loot-no-print" onSubmit={save} aria-labelledby={`${id}-editor-title`} noValidate>
      <p id={`${id}-editor-title`} class="loot-editor-title">
        {editing ? `Edit ${editing.name}` : 'Add an item'}
      </p>
      <div class="loot-editor-row">
        <div class="field">
          <label for={`${id}-item-name`}>Item name</label>
          <input
            ref={nameInput}
            id={`${id}-item-name`}
            value={draft.name}
            maxLength={LOOT_NAME_MAX + 20}
            aria-invalid={nameError ? 'true' : undefined}
            aria-describedby={nameError ? nameErrorId : undefined}
            onInput={(event) => set('name', event.currentTarget.value)}
          />
          {nameError ? (
            <p id={nameErrorId} class="field-error">
              {nameError}
            </p>
          ) : null}
        </div>
        <div class="field">
          <label for={`${id}-item-slot`}>Slot</label>
          <select
            id={`${id}-item-slot`}
            value={String(slot)}
            aria-invalid={slotError && !inGrips ? 'true' : undefined}
            aria-describedby={slotError && !inGrips ? slotErrorId : undefined}
            onChange={(event) => {
              setSlot(Number(event.currentTarget.value) as SlotNumber);
              setSlotError(null);
            }}
          >
            {SLOT_NUMBERS.map((n) => (
              <option key={n} value={n}>
                {n} {AREA_LABELS[SLOT_AREAS[n]]}
              </option>
            ))}
          </select>
          {slotError && !inGrips ? (
            <p id={slotErrorId} class="field-error">
              {slotError}
            </p>
          ) : null}
        </div>
        {inGrips ? (
          <div class="field">
            <label for={`${id}-item-grip`}>Held in</label>
            <select
              id={`${id}-item-grip`}
              value={grip}
              aria-invalid={slotError ? 'true' : undefined}
              aria-describedby={slotError ? slotErrorId : undefined}
              onChange={(event) => {
                setGrip(event.currentTarget.value as Grip);
                setSlotError(null);
              }}
            >
              <option value="one">This grip only</option>
              <option value="both">Both grips (6 and 7)</option>
            </select>
            {slotError ? (
              <p id={slotErrorId} class="field-error">
                {slotError}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <div class="loot-editor-row">
        <div class="field">
          <label for={`${id}-item-weight`}>Weight</label>
          <select id={`${id}-item-weight`} value={draft.weight} onChange={(event) => set('weight', event.currentTarget.value as ItemWeight)}>
            <option value="light">Light</option>
            <option value="normal">Normal</option>
            <option value="heavy">Heavy</option>
          </select>
        </div>
        <div class="field">
          <label for={`${id}-item-weapon`}>Weapon</label>
          <select
            id={`${id}-item-weapon`}
            value={draft.weapon}
            onChange={(event) => {
              set('weapon', event.currentTarget.value as WeaponSize);
              setSlotError(null);
            }}
          >
            <option value="none">Not a weapon</option>
            <option value="small">Small (one grip)</option>
            <option value="medium">Medium (one or two grips)</option>
            <option value="bulky">Bulky (both grips)</option>
          </select>
        </div>
        <div class="field">
          <label for={`${id}-item-armour`}>Armour</label>
          <select id={`${id}-item-armour`} value={draft.armour} onChange={(event) => set('armour', event.currentTarget.value as ArmourKind)}>
            <option value="none">Not armour</option>
            <option value="light">Light armour</option>
            <option value="heavy">Heavy armour</option>
          </select>
        </div>
        <div class="field">
          <label for={`${id}-item-equips`}>Worn on</label>
          <select
            id={`${id}-item-equips`}
            value={draft.equips ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDraft((current) => {
                const { equips: _old, ...rest } = current;
                return value === '' ? rest : { ...rest, equips: value as EquipArea };
              });
            }}
          >
            <option value="">Nowhere in particular</option>
            <option value="head">Head (hats & helms)</option>
            <option value="torso">Torso (armor, shirts, scarves)</option>
            <option value="legs">Legs/Feet (boots, shoes)</option>
            <option value="arms">Arms/Hands (gloves, grieves)</option>
            <option value="grips">Grips (weapons, shields, wands)</option>
          </select>
        </div>
      </div>
      <fieldset class="loot-flags">
        <legend>Properties</legend>
        {FLAGS.map((flag) => (
          <label key={flag.key} class="loot-check">
            <input type="checkbox" checked={draft[flag.key]} onChange={(event) => set(flag.key, event.currentTarget.checked)} />
            {flag.label}
          </label>
        ))}
      </fieldset>
      <div class="loot-actions">
        <button type="submit" class="primary-button">
          {editing ? 'Save item' : 'Add item'}
        </button>
        {editing ? (
          <button type="button" class="text-button" onClick={onDone}>
            Cancel editing
          </button>
        ) : null}
      </div>
    </form>
  );
}
