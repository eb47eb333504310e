/**
 * Items: name, size, Quality 1-3, Durability boxes (up to 8) and how many are used, the Damaged
 * box, damage type, weapon, destroyed. "Use" applies the rules' `useItem`: a box, then the
 * Damaged box, then a Durability Check on every use.
 */
import { useEffect, useState } from 'preact/hooks';
import { addItem, DURABILITY_TARGET, MAX_DURABILITY_BOXES, QUALITY_DIE, removeItem, updateItem, useItem, type Item, type LocusCharacter } from '../../../rules/locus';
import { updateCharacter } from '../../../stores/locus/cast';
import Heading, { type HeadingLevel } from '../../shared/Heading';

interface Props {
  id: string;
  level: HeadingLevel;
  character: LocusCharacter;
}

const QUALITY_TEXT = { 1: '1 (lowest die)', 2: '2 (middle die)', 3: '3 (highest die)' } as const;

function itemTitle(item: Item, index: number): string {
  return `Item ${index + 1}${item.name.trim() ? `: ${item.name}` : ''}`;
}

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

export default function ItemsPanel({ id, level, character }: Props) {
  const [focusItem, setFocusItem] = useState<string | null>(null);
  const [messages, setMessages] = useState<Record<string, { text: string; error: boolean }>>({});

  // Focus the new Item's name once it is rendered (the Cast store may re-render after this panel).
  useEffect(() => {
    if (focusItem === null) return;
    const field = document.getElementById(`${id}-item-${focusItem}-name`);
    if (!field) return;
    field.focus();
    setFocusItem(null);
  });

  const say = (itemId: string, text: string, error = false) => setMessages((current) => ({ ...current, [itemId]: { text, error } }));

  const edit = (item: Item, patch: Partial<Omit<Item, 'id'>>) => {
    const result = updateCharacter(character.id, (current) => updateItem(current, item.id, patch));
    if (!result.ok) say(item.id, result.error.message, true);
    else if (messages[item.id]?.error) say(item.id, '');
  };

  const use = (item: Item) => {
    const title = item.name.trim() || 'The Item';
    let effect: string | null = null;
    const result = updateCharacter(character.id, (current) => {
      const used = useItem(current, item.id);
      if (!used.ok) return used;
      effect = used.value.effect;
      return used.value.character;
    });
    if (!result.ok) return say(item.id, result.error.message, true);
    if (effect === 'box-used') say(item.id, `${title}: one Durability box used (${item.durabilityUsed + 1} of ${item.durabilityBoxes}).`);
    else if (effect === 'damaged') say(item.id, `${title}: no Durability boxes left, so the Damaged box is filled. From now on every use calls for a Durability Check.`);
    else
      say(
        item.id,
        `${title} is Damaged: roll a Durability Check (Quality ${item.quality}: the ${QUALITY_DIE[item.quality]} die, passes on ${DURABILITY_TARGET}+). A failure destroys it.`,
      );
  };

  return (
    <section class="locus-section" aria-labelledby={`${id}-items-title`}>
      <Heading level={level} id={`${id}-items-title`}>
        Items
      </Heading>
      {character.items.length === 0 ? <p class="locus-hint">No Items yet.</p> : null}
      {character.items.map((item, index) => {
        const prefix = `${id}-item-${item.id}`;
        const message = messages[item.id];
        return (
          <fieldset key={item.id} class={`locus-entry${item.destroyed ? ' locus-destroyed' : ''}`}>
            <legend>
              {itemTitle(item, index)}
              {item.destroyed ? ' (destroyed)' : ''}
            </legend>
            {item.destroyed ? <p class="locus-tag locus-tag-strong">Destroyed</p> : null}
            <div class="locus-grid">
              <div class="field locus-wide">
                <label for={`${prefix}-name`}>Name</label>
                <input id={`${prefix}-name`} type="text" value={item.name} onInput={(event) => edit(item, { name: event.currentTarget.value })} />
              </div>
              <div class="field">
                <label for={`${prefix}-size`}>Size</label>
                <select id={`${prefix}-size`} value={item.size} onChange={(event) => edit(item, { size: event.currentTarget.value as Item['size'] })}>
                  <option value="small">Small</option>
                  <option value="large">Large</option>
                </select>
              </div>
              <div class="field">
                <label for={`${prefix}-quality`}>Quality</label>
                <select id={`${prefix}-quality`} value={String(item.quality)} onChange={(event) => edit(item, { quality: Number(event.currentTarget.value) as Item['quality'] })}>
                  {([1, 2, 3] as const).map((quality) => (
                    <option key={quality} value={String(quality)}>
                      {QUALITY_TEXT[quality]}
                    </option>
                  ))}
                </select>
              </div>
              <div class="field">
                <label for={`${prefix}-boxes`}>Durability boxes</label>
                <select
                  id={`${prefix}-boxes`}
                  value={String(item.durabilityBoxes)}
                  onChange={(event) => {
                    const boxes = Number(event.currentTarget.value);
                    edit(item, { durabilityBoxes: boxes, durabilityUsed: Math.min(item.durabilityUsed, boxes) });
                  }}
                >
                  {Array.from({ length: MAX_DURABILITY_BOXES + 1 }, (_, boxes) => (
                    <option key={boxes} value={String(boxes)}>
                      {boxes}
                    </option>
                  ))}
                </select>
              </div>
              <div class="field">
                <label for={`${prefix}-used`}>Boxes used</label>
                <select id={`${prefix}-used`} value={String(item.durabilityUsed)} onChange={(event) => edit(item, { durabilityUsed: Number(event.currentTarget.value) })}>
                  {Array.from({ length: item.durabilityBoxes + 1 }, (_, used) => (
                    <option key={used} value={String(used)}>
                      {used}
                    </option>
                  ))}
                </select>
              </div>
              <div class="field">
                <label for={`${prefix}-damage`}>Damage type</label>
                <input id={`${prefix}-damage`} type="text" value={item.damageType} onInput={(event) => edit(item, { damageType: event.currentTarget.value })} />
              </div>
            </div>
            <p class="locus-durability">
              <DurabilityStrip item={item} />
              <span>
                {item.durabilityUsed} of {item.durabilityBoxes} Durability box{item.durabilityBoxes === 1 ? '' : 'es'} used; Damaged box {item.damaged ? 'filled' : 'empty'}.
              </span>
            </p>
            <div class="locus-checks">
              <label class="locus-check">
                <input type="checkbox" checked={item.weapon} onChange={(event) => edit(item, { weapon: event.currentTarget.checked })} />
                Weapon
              </label>
              <label class="locus-check">
                <input type="checkbox" checked={item.damaged} onChange={(event) => edit(item, { damaged: event.currentTarget.checked })} />
                Damaged
              </label>
              <label class="locus-check">
                <input type="checkbox" checked={item.destroyed} onChange={(event) => edit(item, { destroyed: event.currentTarget.checked })} />
                Destroyed
              </label>
            </div>
            <div class="locus-actions locus-no-print">
              <button type="button" class="text-button" aria-label={`Use ${itemTitle(item, index)}`} onClick={() => use(item)}>
                Use
              </button>
              <button
                type="button"
                class="text-button"
                aria-label={`Remove ${itemTitle(item, index)}`}
                onClick={() => updateCharacter(character.id, (current) => removeItem(current, item.id))}
              >
                Remove
              </button>
            </div>
            <p class={message?.error ? 'field-error' : 'locus-result'} role="status">
              {message?.text}
            </p>
          </fieldset>
        );
      })}
      <button
        type="button"
        class="text-button locus-no-print"
        onClick={() => {
          const result = updateCharacter(character.id, (current) => addItem(current, {}));
          const added = result.ok ? result.value.items[result.value.items.length - 1] : undefined;
          if (added) setFocusItem(added.id);
        }}
      >
        Add an Item
      </button>
      <p class="locus-hint">
        Each use fills a Durability box; with none left it fills the Damaged box; once Damaged, every use calls for a Durability Check (Quality picks the die, 4+ passes) and a
        failure destroys the Item.
      </p>
    </section>
  );
}
