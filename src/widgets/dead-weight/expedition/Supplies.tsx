/**
 * Dead Weight supplies with usage dice: torches, lanterns, rations and other consumables, each with
 * its usage die. Rolling steps the die down on 1-2 and a 1-2 on a d4 uses the item up. Items marked
 * as lights are listed in the expedition tracker's reminder after decay. The text gives no starting
 * die for any item, so the user picks it. Saved in this browser; every roll goes to the roll log.
 *
 * Place with `<Supplies client:only="preact" id="..." />`: it reads saved state.
 */
import { useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import type { UsageDieSides } from '../../../rules/dice';
import { DW_USAGE_DICE } from '../../../rules/dead-weight/usage';
import { $dwSupplies, $dwSuppliesNotice, addDwSupply, describeDwUsage, removeDwSupply, useDwSupply, DW_SUPPLY_NAME_MAX } from '../../../stores/dead-weight/supplies';
import Heading, { type HeadingLevel } from '../../shared/Heading';
import expeditionCss from './expedition.css?inline';
import { injectStyle } from '../../shared/inject-style';
import StoreNotice from '../../kit/StoreNotice';

injectStyle('dw-expedition', expeditionCss);

interface Props {
  readonly id?: string;
  readonly headingLevel?: HeadingLevel;
  readonly title?: string;
}

export default function Supplies({ id = 'dw-supplies', headingLevel = 3, title = 'Supplies and usage dice' }: Props) {
  const items = useStore($dwSupplies);
  const [name, setName] = useState('');
  const [sides, setSides] = useState<UsageDieSides>(6);
  const [light, setLight] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [last, setLast] = useState<string | null>(null);

  function add(event: Event) {
    event.preventDefault();
    const result = addDwSupply(name, sides, light);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    setName('');
    setLight(false);
  }

  function use(itemId: string, itemName: string) {
    const roll = useDwSupply(itemId);
    if (roll) setLast(`${itemName}: rolled ${roll.value} on Ud${roll.sides}, ${describeDwUsage(roll)}.`);
  }

  return (
    <section id={id} class="tool dwx-tool" aria-labelledby={`${id}-heading`} data-pagefind-ignore>
      <Heading level={headingLevel} id={`${id}-heading`} class="dwx-heading">
        {title}
      </Heading>
      <p class="dwx-hint">Saved in this browser. The rules give no starting die for items: use the one your equipment list gives. Lights are listed in the expedition tracker after each decay.</p>
      <StoreNotice $notice={$dwSuppliesNotice} />
      {items.length > 0 ? (
        <ul class="dwx-items" aria-label="Supplies">
          {items.map((item) => (
            <li key={item.id}>
              <span>
                <strong>{item.name}</strong>
                {item.light ? ' (light)' : ''}: {item.sides === null ? 'used up' : `Ud${item.sides}`}
              </span>
              {item.sides !== null ? (
                <button type="button" class="primary-button" onClick={() => use(item.id, item.name)}>
                  Roll Ud{item.sides} for {item.name}
                </button>
              ) : null}
              <button type="button" class="dwx-secondary" onClick={() => removeDwSupply(item.id)}>
                Remove {item.name}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p class="dwx-hint">No supplies yet.</p>
      )}
      <p aria-live="polite" class="dwx-result">
        {last ?? ''}
      </p>
      <form onSubmit={add} noValidate>
        <div class="dwx-row">
          <div class="field">
            <label for={`${id}-name`}>Item</label>
            <input
              id={`${id}-name`}
              value={name}
              maxLength={DW_SUPPLY_NAME_MAX}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={error ? `${id}-name-error` : undefined}
              onInput={(event) => setName(event.currentTarget.value)}
            />
          </div>
          <div class="field dwx-narrow">
            <label for={`${id}-die`}>Usage die</label>
            <select id={`${id}-die`} value={sides} onChange={(event) => setSides(Number(event.currentTarget.value) as UsageDieSides)}>
              {DW_USAGE_DICE.map((die) => (
                <option key={die} value={die}>
                  Ud{die}
                </option>
              ))}
            </select>
          </div>
        </div>
        <label class="dwx-check">
          <input type="checkbox" checked={light} onChange={(event) => setLight(event.currentTarget.checked)} />
          Light source (torch, lantern, candle)
        </label>
        {error ? (
          <p id={`${id}-name-error`} class="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" class="primary-button">
          Add item
        </button>
      </form>
    </section>
  );
}
