/**
 * The Item creator, after the Item Creation Quick-Ref: choose the tier, spend its points on size,
 * Quality, Durability boxes, a damage type and being designed as a weapon. Shows what each option
 * costs, the points spent and left (flagging an Item over budget), the tier's XP cost, and adds
 * the finished Item card to a Character's sheet in the Cast tracker. The rules
 * (`item-creation.ts`, `addItem`) decide; this island renders.
 *
 * Place it with `<ItemCreator client:visible-after-load />`: it reads the saved Cast.
 */
import { useState } from 'preact/hooks';
import {
  Form,
  Button,
  LiveNote,
  Radio,
  RadioGroup,
  Toggle,
  type ToolProps,
  ToolSection,
  useActionNote,
  useSaved,
  toolFrame,
} from '../../kit';
import {
  editItemForm,
  ITEM_FORM_START,
  ITEM_QUALITY_OPTIONS,
  ITEM_SIZE_OPTIONS,
  viewItemCreator,
  type ItemCreatorView,
  type ItemForm,
  type ItemFormEdit,
} from '../../../rules/locus';
import { withBase } from '../../../lib/navigation';
import { $cast, addItemFromForm } from '../../../stores/locus/cast';
import CharacterPicker from '../characters/CharacterPicker';
import FieldList from '../characters/FieldList';
import { TRACKER_HREF } from '../characters/links';
import './gm.css';

const XP_HREF = withBase(
  import.meta.env.BASE_URL,
  'locus/conditions-and-deaths-door/#experience--progression',
);

export default function ItemCreator(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'item-creator', 'Item creator', 4);
  const cast = useSaved($cast);
  const [form, setForm] = useState<ItemForm>(ITEM_FORM_START);
  const edit = (change: ItemFormEdit) => setForm((current) => editItemForm(current, change));
  const notice = useActionNote(`${title}: Cast changes`);
  const view = viewItemCreator(form, cast.characters);

  const add = () => {
    const sent = addItemFromForm(form);
    setForm(sent.form);
    notice.report(sent.added, (said) => said);
  };

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-muted">
        Choose the tier, then spend its points. The costs are the Quick-Ref's.
      </p>
      <Form onSubmit={add}>
        <FieldList id={id} fields={view.name} onChange={edit} />
        <fieldset
          class="tool-options"
          aria-describedby={view.overBudget ? `${id}-budget-over` : undefined}
        >
          <legend>Item tier</legend>
          {view.tiers.map(({ tier, label, budget, chosen }) => (
            <Radio
              key={tier}
              id={`${id}-tier-${tier}`}
              name={`${id}-tier`}
              checked={chosen}
              onPick={() => edit({ tier })}
            >
              {label} <span class="tool-muted">{budget}</span>
            </Radio>
          ))}
          {view.overBudget ? (
            <p id={`${id}-budget-over`} class="field-error">
              {view.overBudget}
            </p>
          ) : null}
        </fieldset>
        <RadioGroup
          name={`${id}-size`}
          legend="Size"
          value={form.size}
          options={ITEM_SIZE_OPTIONS}
          onChange={(size) => edit({ size })}
        />
        <RadioGroup
          name={`${id}-quality`}
          legend="Quality (1 pt per rank)"
          value={form.quality}
          options={ITEM_QUALITY_OPTIONS}
          onChange={(quality) => edit({ quality })}
        />
        <div class="tool-grid">
          <FieldList id={id} fields={view.extras} onChange={edit} />
        </div>
        <Toggle
          id={`${id}-weapon`}
          checked={form.weapon}
          onChange={(weapon) => edit({ weapon })}
          label={
            <>
              Specifically designed as a weapon <span class="tool-muted">{view.weaponCost}</span>
            </>
          }
        />
        <Budget id={id} total={view.total} over={view.overBudget !== null} />
        <fieldset>
          <legend class="locus-group-legend">Add to a Character</legend>
          {view.hasCharacters ? null : (
            <p class="tool-hint">
              The Cast has no Characters yet: add one in the <a href={TRACKER_HREF}>Cast tracker</a>{' '}
              first.
            </p>
          )}
          <CharacterPicker
            id={`${id}-character`}
            label="Character"
            value={form.characterId}
            noneLabel="Choose a Character"
            charactersOnly
            onChange={(characterId) => edit({ characterId })}
          />
          {form.characterError ? <p class="field-error">{form.characterError}</p> : null}
          <Button look="primary" submit>
            Add to the Character's sheet
          </Button>
        </fieldset>
      </Form>
      {notice.note}
    </ToolSection>
  );
}

/** The running total: each option's cost, points spent and left, and the tier's XP cost. */
function Budget({
  id,
  total,
  over,
}: {
  id: string;
  total: ItemCreatorView['total'];
  over: boolean;
}) {
  return (
    <LiveNote
      as="div"
      id={`${id}-budget`}
      class={`tool-result locus-result${over ? ' locus-over' : ''}`}
      labelledBy={`${id}-budget-caption`}
    >
      <table class="locus-table">
        <caption id={`${id}-budget-caption`} class="visually-hidden">
          Points spent on this Item
        </caption>
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col" class="locus-points">
              Cost
            </th>
          </tr>
        </thead>
        <tbody>
          {total.lines.map((line) => (
            <tr key={line.option}>
              <td>{line.label}</td>
              <td class="locus-points">{line.cost}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{total.caption}</th>
            <td class="locus-points">{total.spent}</td>
          </tr>
        </tfoot>
      </table>
      <p class="locus-big">
        <strong>{total.sentence}</strong>
      </p>
      {total.message ? (
        <p class={total.message.error ? 'field-error' : 'tool-hint'}>{total.message.text}</p>
      ) : null}
      <p>
        XP cost: <strong>{total.xp}</strong> for {total.itemName}, when a Character buys it with
        experience (<a href={XP_HREF}>Spending XP</a>).
      </p>
    </LiveNote>
  );
}
