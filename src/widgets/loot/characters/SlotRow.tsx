/**
 * One numbered slot of a LOOT sheet: its body area and what it equips, the items (a bundle when
 * several), the mark, the wound (slots 1-5) and the condition letters. Changes go through the
 * rules' reducers; a dropped backpack greys slots 8-11 out, since they count as empty.
 */
import {
  AREA_LABELS,
  CONDITION_LETTERS,
  CONDITION_NAMES,
  describeLootItemRemoved,
  describeLootItemTags,
  describeLootSlotEquips,
  isBodySlot,
  isHeldInBothGrips,
  isLootItemEquipped,
  isLootSlotDropped,
  LOOT_WOUND_OPTIONS,
  lootEquipWarning,
  markLootSlotByHand,
  removeLootItem,
  setLootWoundByHand,
  SLOT_AREAS,
  toggleLootConditionByHand,
  type LootItem,
  type LootSheet,
  type LootSheetChange,
  type SlotNumber,
} from '../../../rules/loot';
import { Button, ChoiceField, Heading, type HeadingLevel, Toggle } from '../../kit';

interface Props {
  id: string;
  sheet: LootSheet;
  slot: SlotNumber;
  headingLevel: HeadingLevel;
  onChange: (sheet: LootSheet, message: string) => void;
  onEdit: (item: LootItem) => void;
}

export default function SlotRow({ id, sheet, slot, headingLevel, onChange, onEdit }: Props) {
  const state = sheet.slots[slot - 1];
  if (!state) return null;
  const area = SLOT_AREAS[slot];
  const dropped = isLootSlotDropped(sheet, slot);
  const titleId = `${id}-slot-${slot}`;
  const save = (change: LootSheetChange) => onChange(change.sheet, change.note);

  return (
    <li class={`tool-card loot-slot${dropped ? ' loot-slot-dropped' : ''}`}>
      <section aria-labelledby={titleId}>
        <div class="tool-row">
          <Heading level={headingLevel} id={titleId} class="loot-slot-title">
            <span class="loot-slot-number">{slot}</span> {AREA_LABELS[area]}
            <span class="visually-hidden"> (slot {slot})</span>
          </Heading>
          <span class="tool-hint">{describeLootSlotEquips(area)}</span>
        </div>
        {dropped ? (
          <p class="tool-hint">
            Backpack dropped: this slot counts as empty until the pack is put back on.
          </p>
        ) : null}
        {state.items.length === 0 ? (
          <p class="tool-hint">Empty</p>
        ) : (
          <ul
            class="loot-items"
            aria-label={state.items.length > 1 ? `Bundle in slot ${slot}` : `Item in slot ${slot}`}
          >
            {state.items.map((item) => {
              const warning = lootEquipWarning(item, slot);
              const tags = describeLootItemTags(item);
              return (
                <li key={item.id} class="tool-row">
                  <strong>{item.name}</strong>
                  {isLootItemEquipped(item, slot) ? (
                    <span class="loot-tag loot-tag-equipped">equipped</span>
                  ) : null}
                  {isHeldInBothGrips(sheet, item.id) ? (
                    <span class="loot-tag">both grips</span>
                  ) : null}
                  {tags.length > 0 ? <span class="tool-hint">{tags.join(', ')}</span> : null}
                  {/* In the row itself, so they keep its gap between them (a finger's margin). */}
                  <Button
                    noPrint
                    aria-label={`Edit ${item.name} (slot ${slot})`}
                    onClick={() => onEdit(item)}
                  >
                    Edit
                  </Button>
                  <Button
                    noPrint
                    aria-label={`Remove ${item.name} (slot ${slot})`}
                    onClick={() =>
                      onChange(removeLootItem(sheet, item.id), describeLootItemRemoved(item))
                    }
                  >
                    Remove
                  </Button>
                  {warning ? <p class="loot-warning">{warning}</p> : null}
                </li>
              );
            })}
          </ul>
        )}
        <div class="tool-row loot-form">
          <Toggle
            id={`${id}-marked-${slot}`}
            label="Marked"
            checked={state.marked}
            onChange={(marked) => save(markLootSlotByHand(sheet, slot, marked))}
          />
          {isBodySlot(slot) ? (
            <ChoiceField
              id={`${id}-wound-${slot}`}
              label="Wound"
              value={state.wound}
              options={LOOT_WOUND_OPTIONS}
              onChange={(wound) => {
                const change = setLootWoundByHand(sheet, slot, wound);
                if (change.ok) save(change.value);
              }}
            />
          ) : null}
          <fieldset class="loot-letters">
            <legend>Conditions</legend>
            {CONDITION_LETTERS.map((letter) => (
              <Toggle
                key={letter}
                id={`${id}-slot-${slot}-condition-${letter}`}
                class="tool-toggle loot-letter"
                title={CONDITION_NAMES[letter]}
                label={
                  // The letter is what the sheet shows; the condition's name is what is read out.
                  <>
                    <span aria-hidden="true">{letter}</span>
                    <span class="visually-hidden">{CONDITION_NAMES[letter]}</span>
                  </>
                }
                checked={state.conditions.includes(letter)}
                onChange={(marked) => save(toggleLootConditionByHand(sheet, slot, letter, marked))}
              />
            ))}
          </fieldset>
        </div>
      </section>
    </li>
  );
}
