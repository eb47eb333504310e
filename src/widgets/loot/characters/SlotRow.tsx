/**
 * One numbered slot of a LOOT sheet: its body area and what it equips, the items (a bundle when
 * several), the mark, the wound (slots 1-5) and the condition letters. Changes go through the
 * rules' reducers; a dropped backpack greys slots 8-11 out, since they count as empty.
 */
import {
  CONDITION_LETTERS,
  CONDITION_NAMES,
  LOOT_WOUND_OPTIONS,
  lootSlotView,
  markLootSlotByHand,
  setLootWoundByHand,
  toggleLootConditionByHand,
  type LootItem,
  type LootSheet,
  type LootSheetChange,
  type SlotNumber,
} from '../../../rules/loot';
import type { ComponentChildren } from 'preact';
import { Button, ChoiceField, Heading, type HeadingLevel, Toggle } from '../../kit';

interface Props {
  id: string;
  sheet: LootSheet;
  slot: SlotNumber;
  headingLevel: HeadingLevel;
  onChange: (change: LootSheetChange) => void;
  onEdit: (item: LootItem) => void;
  onRemove: (item: LootItem) => void;
  /** Said at the foot of the slot: the Undo of an item just removed from it. */
  children?: ComponentChildren;
}

export default function SlotRow(props: Props) {
  const { id, sheet, slot, headingLevel, onChange, onEdit, onRemove, children } = props;
  const view = lootSlotView(sheet, slot);
  if (!view) return null;
  const { state, dropped } = view;
  const titleId = `${id}-slot-${slot}`;

  return (
    <li class={`tool-card loot-slot${dropped ? ' loot-slot-dropped' : ''}`}>
      <section aria-labelledby={titleId}>
        <div class="tool-row">
          <Heading level={headingLevel} id={titleId} class="loot-slot-title">
            <span class="loot-slot-number">{slot}</span> {view.area}
            <span class="visually-hidden"> (slot {slot})</span>
          </Heading>
          <span class="tool-hint">{view.equips}</span>
        </div>
        {dropped ? (
          <p class="tool-hint">
            Backpack dropped: this slot counts as empty until the pack is put back on.
          </p>
        ) : null}
        {view.items.length === 0 ? (
          <p class="tool-hint">Empty</p>
        ) : (
          <ul class="loot-items" aria-label={view.itemsLabel}>
            {view.items.map(({ item, equipped, bothGrips, tags, warning }) => (
              <li key={item.id} class="tool-row">
                <strong>{item.name}</strong>
                {equipped ? <span class="loot-tag loot-tag-equipped">equipped</span> : null}
                {bothGrips ? <span class="loot-tag">both grips</span> : null}
                {tags ? <span class="tool-hint">{tags}</span> : null}
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
                  onClick={() => onRemove(item)}
                >
                  Remove
                </Button>
                {warning ? <p class="loot-warning">{warning}</p> : null}
              </li>
            ))}
          </ul>
        )}
        <div class="tool-row loot-form">
          <Toggle
            id={`${id}-marked-${slot}`}
            label="Marked"
            checked={state.marked}
            onChange={(marked) => onChange(markLootSlotByHand(sheet, slot, marked))}
          />
          {view.body ? (
            <ChoiceField
              id={`${id}-wound-${slot}`}
              label="Wound"
              value={state.wound}
              options={LOOT_WOUND_OPTIONS}
              onChange={(wound) => {
                const change = setLootWoundByHand(sheet, slot, wound);
                if (change.ok) onChange(change.value);
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
                onChange={(marked) =>
                  onChange(toggleLootConditionByHand(sheet, slot, letter, marked))
                }
              />
            ))}
          </fieldset>
        </div>
        {children}
      </section>
    </li>
  );
}
