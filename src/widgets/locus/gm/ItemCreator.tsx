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
  TextField,
  Toggle,
  type ToolProps,
  ToolSection,
  useActionNote,
  useSaved,
  toolFrame,
} from '../../kit';
import {
  describeBudgetSpent,
  describeOverBudget,
  describeTierBudget,
  editItemForm,
  ITEM_COSTS,
  ITEM_FORM_START,
  ITEM_QUALITY_OPTIONS,
  ITEM_SIZE_OPTIONS,
  ITEM_TIER_LABELS,
  ITEM_TIERS,
  MAX_DURABILITY_BOXES,
  playerCharacters,
  ptsText,
  readItemForm,
  tierItemName,
  type ItemBudget,
  type ItemForm,
  type ItemFormEdit,
} from '../../../rules/locus';
import { withBase } from '../../../lib/navigation';
import { $cast, addItemFromForm } from '../../../stores/locus/cast';
import CharacterPicker from '../characters/CharacterPicker';
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
  const { budget, boxesError } = readItemForm(form);
  const hasCharacters = playerCharacters(cast.characters).length > 0;

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
        <TextField
          id={`${id}-name`}
          label="Item name"
          value={form.name}
          error={form.nameError}
          onText={(name) => edit({ name })}
        />
        <fieldset
          class="tool-options"
          aria-describedby={budget.overBudget ? `${id}-budget-over` : undefined}
        >
          <legend>Item tier</legend>
          {ITEM_TIERS.map((candidate) => (
            <Radio
              key={candidate}
              id={`${id}-tier-${candidate}`}
              name={`${id}-tier`}
              checked={form.tier === candidate}
              onPick={() => edit({ tier: candidate })}
            >
              {ITEM_TIER_LABELS[candidate]}{' '}
              <span class="tool-muted">{describeTierBudget(candidate)}</span>
            </Radio>
          ))}
          {budget.overBudget ? (
            <p id={`${id}-budget-over`} class="field-error">
              {describeOverBudget(budget)}
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
          <TextField
            id={`${id}-boxes`}
            label={`Durability boxes (0–${MAX_DURABILITY_BOXES}, 1 pt each)`}
            inputMode="numeric"
            class="tool-number"
            value={form.boxesText}
            error={boxesError}
            onText={(boxesText) => edit({ boxesText })}
          />
          <TextField
            id={`${id}-damage`}
            label="Damage type (1 pt; empty for none)"
            suggestions={['Blunt', 'Cutting']}
            value={form.damageType}
            onText={(damageType) => edit({ damageType })}
          />
        </div>
        <Toggle
          id={`${id}-weapon`}
          checked={form.weapon}
          onChange={(weapon) => edit({ weapon })}
          label={
            <>
              Specifically designed as a weapon{' '}
              <span class="tool-muted">+{ptsText(ITEM_COSTS.weapon)} extra</span>
            </>
          }
        />
        <Budget id={id} budget={budget} />
        <fieldset>
          <legend class="locus-group-legend">Add to a Character</legend>
          {hasCharacters ? null : (
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
function Budget({ id, budget }: { id: string; budget: ItemBudget }) {
  return (
    <LiveNote
      as="div"
      id={`${id}-budget`}
      class={`tool-result locus-result${budget.overBudget ? ' locus-over' : ''}`}
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
          {budget.lines.map((line) => (
            <tr key={line.option}>
              <td>{line.label}</td>
              <td class="locus-points">{ptsText(line.points)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total spent (budget {budget.budget})</th>
            <td class="locus-points">{ptsText(budget.spent)}</td>
          </tr>
        </tfoot>
      </table>
      <p class="locus-big">
        <strong>{describeBudgetSpent(budget)}</strong>
      </p>
      {budget.message ? (
        <p class={budget.overBudget ? 'field-error' : 'tool-hint'}>{budget.message}</p>
      ) : null}
      <p>
        XP cost: <strong>{budget.xpCost} XP</strong> for {tierItemName(budget.tier)}, when a
        Character buys it with experience (<a href={XP_HREF}>Spending XP</a>).
      </p>
    </LiveNote>
  );
}
