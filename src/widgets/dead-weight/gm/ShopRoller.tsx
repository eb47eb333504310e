/**
 * Shopping in a settlement: pick a rarity and see whether such an item can be found (the text's
 * availability table: always, unavailable, or risk dice that find it when any die shows 1, with
 * the exact chance), roll for it, and roll its price (Common 1d6 silver, Uncommon 2+2d6, Valuable
 * 3x2d6, Rare 5x3d6, Exotic 10x4d6) with the settlement doom's surcharge and bans. The settlement
 * size and doom are the interlude's, shared with the interlude day runner.
 *
 * Place with `<ShopRoller client:visible-after-load id="shop-roller" />`: it reads saved state.
 */
import { useState } from 'preact/hooks';
import {
  ChanceText,
  ChoiceField,
  ResultArea,
  RollButton,
  ToolSection,
  useSaved,
  useShown,
  type ToolProps,
  toolFrame,
} from '../../kit';
import { dwLogSource } from '../../../rules/dead-weight/log-lines';
import {
  explainDwAvailability,
  explainDwPrice,
  type DwRarity,
} from '../../../rules/dead-weight/shopping';
import { DW_RARITY_CHOICES, viewDwShop } from '../../../rules/dead-weight/shop-view';
import { dwPage } from './links';
import {
  addDwShopResult,
  listDwShopResults,
  type DwShopResults,
} from '../../../rules/dead-weight/shop-results';
import { $dwInterlude } from '../../../stores/dead-weight/interlude';
import { dwAvailabilityTool, dwPriceTool } from '../../../rules/dead-weight/roll-tools';
import { rollAndLog } from '../log-roll';
import SettlementSize from './SettlementSize';

export default function ShopRoller(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(
    props,
    'shop-roller',
    'Shop: availability and prices',
  );
  const interlude = useSaved($dwInterlude);
  const [rarity, setRarity] = useState<DwRarity>('common');
  const [shown, show] = useShown<DwShopResults>();
  const { size } = interlude;
  const view = viewDwShop(size, interlude.doom, rarity);
  const { price } = view;

  function rollAvailability() {
    const source = dwLogSource(view.logAs.availability);
    const roll = rollAndLog(dwAvailabilityTool, { size, rarity }, source, id);
    show(
      addDwShopResult(
        shown?.value ?? null,
        rarity,
        'availability',
        explainDwAvailability(roll, rarity),
      ),
    );
  }

  function rollPrice() {
    const input = { rarity, surcharge: view.surchargeSilver };
    const roll = rollAndLog(dwPriceTool, input, dwLogSource(view.logAs.price), id);
    show(addDwShopResult(shown?.value ?? null, rarity, 'price', explainDwPrice(roll)));
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <div class="tool-row">
        <SettlementSize id={`${id}-size`} size={size} />
        <ChoiceField
          id={`${id}-rarity`}
          label="Rarity"
          value={rarity}
          options={DW_RARITY_CHOICES}
          onChange={setRarity}
        />
      </div>
      <p>
        Availability in a {view.settlement}: <strong>{view.rule}</strong>
        {view.chance ? (
          <>
            {' '}
            — chance <ChanceText fraction={view.chance} />
          </>
        ) : null}
        .
      </p>
      <p>
        Price: <strong>{price.notation}</strong> silver, {price.min} to {price.max}, average{' '}
        {price.average}
        {price.surcharge}.
      </p>
      <div class="tool-actions">
        <RollButton
          id={`${id}-availability`}
          blockedBy={view.availabilityBlockedBy}
          onClick={rollAvailability}
        >
          {view.availabilityButton}
        </RollButton>
        <RollButton id={`${id}-price`} blockedBy={view.priceBlockedBy} onClick={rollPrice}>
          {view.priceButton}
        </RollButton>
      </div>
      <p class="tool-hint">
        <a href={dwPage('core-definitions/#risk-dice')}>Risk dice</a> find the item when any die
        shows 1; prices follow the{' '}
        <a href={dwPage('core-definitions/#rarity-and-prices')}>rarity</a>. The GM may simply say
        whether an item is there, and the average price may be used instead of rolling.
      </p>
      <ResultArea serial={shown?.serial} label={`${title} result`} atomic empty="No roll yet.">
        {shown ? listDwShopResults(shown.value).map((line) => <p key={line}>{line}</p>) : null}
      </ResultArea>
    </ToolSection>
  );
}
