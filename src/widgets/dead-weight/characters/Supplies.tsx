/**
 * Dead Weight supplies with usage dice: torches, lanterns, rations and other consumables, each with
 * its usage die. Rolling steps the die down on 1-2 and a 1-2 on a d4 uses the item up. Items marked
 * as lights are listed in the expedition tracker's reminder after decay. The text gives no starting
 * die for any item, so the user picks it. Saved in this browser; every roll goes to the roll log.
 *
 * Place with `<Supplies client:visible-after-load id="..." />`: it reads saved state.
 */
import { useState } from 'preact/hooks';
import {
  Form,
  Button,
  ChoiceField,
  Toggle,
  ToolSection,
  useSaved,
  type ToolProps,
  LiveNote,
  toolFrame,
} from '../../kit';
import type { UsageDieSides } from '../../../rules/dice';
import { describeDwUsageDie, DW_USAGE_DIE_CHOICES } from '../../../rules/dead-weight/usage';
import {
  $dwSupplies,
  $dwSuppliesNotice,
  addDwSupply,
  removeDwSupply,
  DW_SUPPLY_NAME_MAX,
} from '../../../stores/dead-weight/supplies';
import { UsageButton, useUsageRoll } from './UsageButton';
import { useTypedForm } from './use-typed-form';

export default function Supplies(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'dw-supplies', 'Supplies and usage dice');
  const items = useSaved($dwSupplies);
  const form = useTypedForm(['name']);
  const [sides, setSides] = useState<UsageDieSides>(6);
  const [light, setLight] = useState(false);
  const usage = useUsageRoll();

  function add() {
    if (form.submitted(addDwSupply(form.texts.name, sides, light)).ok) setLight(false);
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel} notices={[$dwSuppliesNotice]}>
      <p class="tool-hint">
        Saved in this browser. The rules give no starting die for items: use the one your equipment
        list gives. Lights are listed in the expedition tracker after each decay.
      </p>
      {items.length > 0 ? (
        <ul class="tool-list" aria-label="Supplies">
          {items.map((item) => (
            <li key={item.id} class="tool-card tool-row">
              <span id={`${id}-${item.id}-line`} tabIndex={-1}>
                <strong>{item.name}</strong>
                {item.light ? ' (light)' : ''}: {describeDwUsageDie(item.sides)}
              </span>
              <UsageButton item={item} onUse={(used) => usage.use(used, `${id}-${item.id}-line`)} />
              <Button look="tool" onClick={() => removeDwSupply(item.id)}>
                Remove {item.name}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p class="tool-hint">No supplies yet.</p>
      )}
      <LiveNote class="tool-result">
        <strong>{usage.last ?? ''}</strong>
      </LiveNote>
      <Form onSubmit={add}>
        <div class="tool-row">
          {form.field('name', { id: `${id}-name`, label: 'Item', maxLength: DW_SUPPLY_NAME_MAX })}
          <ChoiceField
            id={`${id}-die`}
            label="Usage die"
            value={String(sides)}
            options={DW_USAGE_DIE_CHOICES}
            onChange={(next) => setSides(Number(next) as UsageDieSides)}
          />
        </div>
        <Toggle
          id={`${id}-light`}
          label="Light source (torch, lantern, candle)"
          checked={light}
          onChange={setLight}
        />
        <div class="tool-actions">
          <Button look="primary" submit>
            Add item
          </Button>
        </div>
      </Form>
    </ToolSection>
  );
}
