/**
 * Items: name, size, Quality 1-3, Durability boxes (up to 8) and how many are used, the Damaged
 * box, damage type, weapon, destroyed. "Use" applies the rules' `useItem`: a box, then the
 * Damaged box, then a Durability Check on every use.
 */
import { howMany } from '../../../rules/words';
import {
  addItem,
  itemTitle,
  MAX_DURABILITY_BOXES,
  removeItem,
  setItemDurabilityBoxes,
  updateItem,
  type Item,
  type LocusCharacter,
  type LocusResult,
  countOptions,
  SHEET_QUALITY_OPTIONS,
  SHEET_SIZE_OPTIONS,
} from '../../../rules/locus';
import { updateCharacter, applyItemUse } from '../../../stores/locus/cast';
import { Button, ChoiceField, focusAfterRender, TextField, Toggle, useActionNote } from '../../kit';
import SheetSection, { type PanelProps } from './SheetSection';

function DurabilityStrip({ item }: { item: Item }) {
  return (
    <span class="locus-boxes" aria-hidden="true">
      {Array.from({ length: item.durabilityBoxes }, (_, box) => (
        <span key={box} class={`locus-box${box < item.durabilityUsed ? ' locus-box-used' : ''}`} />
      ))}
      <span class={`locus-box locus-box-damaged${item.damaged ? ' locus-box-used' : ''}`}>D</span>
    </span>
  );
}

/** One Item's card, with the line that says what its last change or use did. */
function ItemCard({
  prefix,
  item,
  index,
  characterId,
}: {
  prefix: string;
  item: Item;
  index: number;
  characterId: string;
}) {
  const note = useActionNote();

  const change = (apply: (current: LocusCharacter) => LocusResult<LocusCharacter>) => {
    const result = updateCharacter(characterId, apply);
    if (!result.ok) note.refuse(result.error.message);
    else if (note.refused) note.clear();
  };
  const edit = (patch: Partial<Omit<Item, 'id'>>) =>
    change((current) => updateItem(current, item.id, patch));

  const use = () => note.report(applyItemUse(characterId, item.id), (said) => said);

  return (
    <fieldset class={`tool-card${item.destroyed ? ' locus-destroyed' : ''}`}>
      <legend>
        {itemTitle(item, index)}
        {item.destroyed ? ' (destroyed)' : ''}
      </legend>
      {item.destroyed ? <p class="locus-tag">Destroyed</p> : null}
      <div class="tool-grid">
        <TextField
          id={`${prefix}-name`}
          fieldClass="locus-wide"
          label="Name"
          value={item.name}
          onText={(text) => edit({ name: text })}
        />
        <ChoiceField
          id={`${prefix}-size`}
          label="Size"
          value={item.size}
          options={SHEET_SIZE_OPTIONS}
          onChange={(size) => edit({ size })}
        />
        <ChoiceField
          id={`${prefix}-quality`}
          label="Quality"
          value={String(item.quality)}
          options={SHEET_QUALITY_OPTIONS}
          onChange={(quality) => edit({ quality: Number(quality) as Item['quality'] })}
        />
        <ChoiceField
          id={`${prefix}-boxes`}
          label="Durability boxes"
          value={String(item.durabilityBoxes)}
          options={countOptions(MAX_DURABILITY_BOXES)}
          onChange={(text) =>
            change((current) => setItemDurabilityBoxes(current, item.id, Number(text)))
          }
        />
        <ChoiceField
          id={`${prefix}-used`}
          label="Boxes used"
          value={String(item.durabilityUsed)}
          options={countOptions(item.durabilityBoxes)}
          onChange={(used) => edit({ durabilityUsed: Number(used) })}
        />
        <TextField
          id={`${prefix}-damage`}
          label="Damage type"
          value={item.damageType}
          onText={(text) => edit({ damageType: text })}
        />
      </div>
      <p class="tool-row">
        <DurabilityStrip item={item} />
        <span>
          {item.durabilityUsed} of{' '}
          {howMany(item.durabilityBoxes, 'Durability box', 'Durability boxes')} used; Damaged box{' '}
          {item.damaged ? 'filled' : 'empty'}.
        </span>
      </p>
      <div class="tool-options">
        {(['weapon', 'damaged', 'destroyed'] as const).map((flag) => (
          <Toggle
            key={flag}
            id={`${prefix}-${flag}`}
            label={flag.charAt(0).toUpperCase() + flag.slice(1)}
            checked={item[flag]}
            onChange={(on) => edit({ [flag]: on })}
          />
        ))}
      </div>
      <div class="tool-actions tool-no-print">
        <Button aria-label={`Use ${itemTitle(item, index)}`} onClick={use}>
          Use
        </Button>
        <Button
          aria-label={`Remove ${itemTitle(item, index)}`}
          onClick={() => updateCharacter(characterId, (current) => removeItem(current, item.id))}
        >
          Remove
        </Button>
      </div>
      {note.note}
    </fieldset>
  );
}

export default function ItemsPanel({ id, level, character }: PanelProps) {
  const note = useActionNote();
  return (
    <SheetSection id={id} part="items" level={level} title="Items">
      {character.items.length === 0 ? <p class="tool-hint">No Items yet.</p> : null}
      {character.items.map((item, index) => (
        <ItemCard
          key={item.id}
          prefix={`${id}-item-${item.id}`}
          item={item}
          index={index}
          characterId={character.id}
        />
      ))}
      <Button
        noPrint
        onClick={() => {
          const result = updateCharacter(character.id, (current) => addItem(current, {}));
          if (!result.ok) return note.refuse(result.error.message);
          note.clear();
          const added = result.value.items[result.value.items.length - 1];
          if (added) focusAfterRender(`${id}-item-${added.id}-name`);
        }}
      >
        Add an Item
      </Button>
      {note.note}
      <p class="tool-hint">
        Each use fills a Durability box; with none left it fills the Damaged box; once Damaged,
        every use calls for a Durability Check (Quality picks the die, 4+ passes) and a failure
        destroys the Item.
      </p>
    </SheetSection>
  );
}
