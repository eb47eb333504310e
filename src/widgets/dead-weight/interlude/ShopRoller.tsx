/**
 * Shopping in a settlement: pick a rarity and see whether such an item can be found (the text's
 * availability table: always, unavailable, or risk dice that find it when any die shows 1, with
 * the exact chance), roll for it, and roll its price (Common 1d6 silver, Uncommon 2+2d6, Valuable
 * 3x2d6, Rare 5x3d6, Exotic 10x4d6) with the settlement doom's surcharge and bans. The settlement
 * size and doom are the interlude's, shared with the interlude day runner.
 *
 * Place with `<ShopRoller client:only="preact" id="shop-roller" />`: it reads saved state.
 */
import { useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import { computeDwSettlementDoomEffects } from '../../../rules/dead-weight/interlude';
import {
  computeDwAvailabilityChance,
  computeDwPriceRange,
  DW_AVAILABILITY,
  DW_PRICE_FORMULAS,
  DW_RARITIES,
  DW_RARITY_LABELS,
  DW_SETTLEMENT_NAMES,
  DW_SETTLEMENT_SIZES,
  isDwSettlementSize,
  rollDwAvailability,
  rollDwPrice,
  type DwRarity,
} from '../../../rules/dead-weight/shopping';
import { browserRng } from '../../../lib/browser-rng';
import { withBase } from '../../../lib/navigation';
import { $dwInterlude, setDwSettlementSize } from '../../../stores/dead-weight/interlude';
import { addRoll } from '../../../stores/roll-log';
import { formatChance, formatFraction } from '../../shared/format-chance';
import Heading, { type HeadingLevel } from '../../shared/Heading';
import { injectStyle } from '../../shared/inject-style';
import campCss from '../camp/camp.css?inline';

injectStyle('dw-camp', campCss);

const page = (path: string) => withBase(import.meta.env.BASE_URL, path);

interface Props {
  readonly id?: string;
  readonly headingLevel?: HeadingLevel;
  readonly title?: string;
}

interface Shown {
  readonly serial: number;
  readonly text: string;
}

export default function ShopRoller({ id = 'shop-roller', headingLevel = 3, title = 'Shop: availability and prices' }: Props) {
  const interlude = useStore($dwInterlude);
  const [rarity, setRarity] = useState<DwRarity>('common');
  const [shown, setShown] = useState<Shown | null>(null);
  const href = typeof location === 'undefined' ? undefined : `${location.pathname}#${id}`;
  const size = interlude.size;
  const effects = computeDwSettlementDoomEffects(interlude.doom);
  const rule = DW_AVAILABILITY[size][rarity];
  const chance = computeDwAvailabilityChance(size, rarity);
  const range = computeDwPriceRange(rarity);
  const formula = DW_PRICE_FORMULAS[rarity];
  const banned = !effects.buyable.includes(rarity);
  const banReason = effects.buyable.length === 0 ? `At settlement doom ${interlude.doom} you may not buy items here.` : `At settlement doom ${interlude.doom} you may only buy ${effects.buyable.join(' and ')} items.`;
  const label = DW_RARITY_LABELS[rarity];

  function show(text: string) {
    setShown((previous) => ({ serial: (previous?.serial ?? 0) + 1, text }));
  }

  function rollAvailability() {
    const roll = rollDwAvailability(size, rarity, browserRng);
    if (typeof roll.rule === 'number') {
      addRoll({
        source: `Dead Weight: ${label} item availability (${DW_SETTLEMENT_NAMES[size]})`,
        href,
        expression: `${roll.rule}d!`,
        detail: roll.dice.join(', '),
        total: roll.available ? 1 : 0,
        result: roll.available ? 'a 1: available' : 'no 1: not available',
      });
    }
    show(`${roll.dice.length > 0 ? `${roll.rule}d! rolled ${roll.dice.join(', ')}: ` : ''}${roll.available ? `a ${label.toLowerCase()} item is available.` : `no ${label.toLowerCase()} item is available.`}`);
  }

  function rollPrice() {
    const roll = rollDwPrice(rarity, effects.priceIncrease, browserRng);
    addRoll({
      source: `Dead Weight: ${label} item price`,
      href,
      expression: formula.notation,
      detail: roll.dice.join(', '),
      total: roll.price,
      result: `${roll.price} silver${roll.surcharge > 0 ? ` (${roll.rolled} + ${roll.surcharge} settlement doom)` : ''}`,
    });
    show(`Price ${formula.notation} rolled ${roll.dice.join(', ')}: ${roll.rolled} silver${roll.surcharge > 0 ? ` + ${roll.surcharge} for the settlement doom = ${roll.price} silver` : ''}. Note it: it stays the price for everyone until the next interlude.`);
  }

  const fraction = formatFraction(chance);
  return (
    <section id={id} class="tool dwc-tool" aria-labelledby={`${id}-heading`} data-pagefind-ignore>
      <Heading level={headingLevel} id={`${id}-heading`} class="dwc-heading">
        {title}
      </Heading>
      <div class="dwc-field-row">
        <div class="field">
          <label for={`${id}-size`}>Settlement size</label>
          <select
            id={`${id}-size`}
            value={String(size)}
            onChange={(changed) => {
              const next = Number(changed.currentTarget.value);
              if (isDwSettlementSize(next)) setDwSettlementSize(next);
            }}
          >
            {DW_SETTLEMENT_SIZES.map((candidate) => (
              <option key={candidate} value={String(candidate)}>
                {candidate}: {DW_SETTLEMENT_NAMES[candidate]}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for={`${id}-rarity`}>Rarity</label>
          <select id={`${id}-rarity`} value={rarity} onChange={(changed) => setRarity(changed.currentTarget.value as DwRarity)}>
            {DW_RARITIES.map((candidate) => (
              <option key={candidate} value={candidate}>
                {DW_RARITY_LABELS[candidate]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p>
        Availability in a {DW_SETTLEMENT_NAMES[size]}:{' '}
        <strong>{rule === 'always' ? 'always available' : rule === 'unavailable' ? 'unavailable' : `${rule}d!, available on any 1`}</strong>
        {typeof rule === 'number' ? (
          <>
            {' '}
            — chance <strong>{formatChance(chance)}</strong> ({fraction.exact})
          </>
        ) : null}
        .
      </p>
      <p>
        Price: <strong>{formula.notation}</strong> silver, {range.min} to {range.max}, average {range.average}
        {effects.priceIncrease > 0 ? `; plus ${effects.priceIncrease} silver from settlement doom ${interlude.doom}` : ''}.
      </p>
      {banned ? <p class="field-error">{banReason}</p> : null}
      <div class="dwc-buttons">
        <button type="button" class="primary-button" disabled={banned || rule === 'always' || rule === 'unavailable'} onClick={rollAvailability}>
          Roll availability{typeof rule === 'number' ? ` (${rule}d!)` : ''}
        </button>
        <button type="button" class="primary-button" disabled={banned} onClick={rollPrice}>
          Roll the price ({formula.notation})
        </button>
      </div>
      <p class="dwc-hint">
        <a href={page('dead-weight/core-definitions/#risk-dice')}>Risk dice</a> find the item when any die shows 1; prices follow the{' '}
        <a href={page('dead-weight/core-definitions/#rarity-and-prices')}>rarity</a>. The GM may simply say whether an item is there, and the average price may be used instead of rolling.
      </p>
      <div class="dwc-result" role="status" aria-label={`${title} result`} aria-atomic="true">
        {shown ? <p key={shown.serial}>{shown.text}</p> : <p class="dwc-hint">No roll yet.</p>}
      </div>
    </section>
  );
}
