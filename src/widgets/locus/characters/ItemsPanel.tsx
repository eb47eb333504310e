/**
 * Items: name, size, Quality 1-3, Durability boxes (up to 8) and how many are used, the Damaged
 * box, damage type, weapon, destroyed. "Use" applies the rules' `useItem`: a box, then the
 * Damaged box, then a Durability Check on every use.
 */
import {
  addItem,
  viewItemCard,
  type Item,
  type ItemCardView,
  type SheetChange,
} from '../../../rules/locus';
import { updateCharacter, applyItemUse } from '../../../stores/locus/cast';
import { Button, focusAfterRender, Toggle, useActionNote } from '../../kit';
import FieldList from './FieldList';
import SheetSection, { type PanelProps } from './SheetSection';

function DurabilityStrip({ card }: { card: ItemCardView }) {
  return (
    <span class="locus-boxes" aria-hidden="true">
      {card.boxes.map((used, box) => (
        <span key={box} class={`locus-box${used ? ' locus-box-used' : ''}`} />
      ))}
      <span class={`locus-box locus-box-damaged${card.damaged ? ' locus-box-used' : ''}`}>D</span>
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
  const card = viewItemCard(item, index);

  const change = (update: SheetChange) => {
    const result = updateCharacter(characterId, update);
    if (!result.ok) note.refuse(result.error.message);
    else if (note.refused) note.clear();
  };

  const use = () => note.report(applyItemUse(characterId, item.id), (said) => said);

  return (
    <fieldset class={`tool-card${card.destroyed ? ' locus-destroyed' : ''}`}>
      <legend>{card.legend}</legend>
      {card.destroyed ? <p class="locus-tag">Destroyed</p> : null}
      <div class="tool-grid">
        <FieldList id={prefix} fields={card.fields} onChange={change} />
      </div>
      <p class="tool-row">
        <DurabilityStrip card={card} />
        <span>{card.used}</span>
      </p>
      <div class="tool-options">
        {card.flags.map((flag) => (
          <Toggle
            key={flag.key}
            id={`${prefix}-${flag.key}`}
            label={flag.label}
            checked={flag.checked}
            onChange={(on) => change(flag.change(on))}
          />
        ))}
      </div>
      <div class="tool-actions tool-no-print">
        <Button aria-label={`Use ${card.title}`} onClick={use}>
          Use
        </Button>
        <Button
          aria-label={`Remove ${card.title}`}
          onClick={() => updateCharacter(characterId, card.remove)}
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
