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
import type { TargetedSubmitEvent } from 'preact';
import {
  Button,
  LiveNote,
  Radio,
  RadioGroup,
  type RadioOption,
  TextField,
  Toggle,
  type ToolProps,
  ToolSection,
  useActionNote,
  useSaved,
} from '../../kit';
import {
  addItem,
  describeItemAdded,
  tierItemName,
  dieForQuality,
  ITEM_COSTS,
  ITEM_TIER_LABELS,
  ITEM_TIER_POINTS,
  ITEM_TIER_XP,
  ITEM_TIERS,
  itemInputFromDesign,
  itemRefusal,
  MAX_DURABILITY_BOXES,
  parseDurabilityBoxes,
  ptsText,
  spendItemPoints,
  type ItemBudget,
  type ItemQualityRank,
  type ItemSize,
  type ItemTier,
} from '../../../rules/locus';
import { withBase } from '../../../lib/navigation';
import { $cast, updateCharacter } from '../../../stores/locus/cast';
import CharacterPicker from '../characters/CharacterPicker';
import { TRACKER_HREF } from '../characters/links';
import './gm.css';

const XP_HREF = withBase(
  import.meta.env.BASE_URL,
  'locus/conditions-and-deaths-door/#experience--progression',
);

const SIZE_OPTIONS: readonly RadioOption<ItemSize>[] = [
  { value: 'small', label: 'Small (pocketable)', note: ptsText(ITEM_COSTS.small) },
  { value: 'large', label: 'Large (must be held)', note: ptsText(ITEM_COSTS.large) },
];
const QUALITY_OPTIONS = ([1, 2, 3] as const).map((rank) => ({
  value: rank,
  label: `Quality ${rank}`,
  note: `${ptsText(rank * ITEM_COSTS.qualityPerRank)}, ${dieForQuality(rank)} die`,
}));

export default function ItemCreator({
  id = 'item-creator',
  headingLevel = 4,
  title = 'Item creator',
}: ToolProps) {
  const cast = useSaved($cast);
  const [tier, setTier] = useState<ItemTier>('average');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [size, setSize] = useState<ItemSize>('large');
  const [quality, setQuality] = useState<ItemQualityRank>(1);
  const [boxesText, setBoxesText] = useState('0');
  const [lastBoxes, setLastBoxes] = useState(0);
  const [damageType, setDamageType] = useState('');
  const [weapon, setWeapon] = useState(false);
  const [characterId, setCharacterId] = useState<string | undefined>(undefined);
  const [characterError, setCharacterError] = useState<string | null>(null);
  const notice = useActionNote(`${title}: Cast changes`);

  const boxes = parseDurabilityBoxes(boxesText);
  // While the box count is being corrected, count the last valid one (and say so).
  const design = {
    size,
    quality,
    durabilityBoxes: boxes.ok ? boxes.value : lastBoxes,
    damageType,
    weapon,
  };
  const budget = spendItemPoints(tier, design);
  const hasCharacters = cast.characters.some((character) => character.kind === 'character');

  const add = (event: TargetedSubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const character = cast.characters.find(
      (candidate) => candidate.id === characterId && candidate.kind === 'character',
    );
    if (name.trim() === '') setNameError('Give the Item a name.');
    if (!character) setCharacterError('Choose the Character who gets the Item.');
    const refusal = itemRefusal({
      name,
      boxesReadable: boxes.ok,
      budget,
      characterChosen: character !== undefined,
    });
    if (refusal !== null || !character) {
      notice.refuse(refusal ?? '');
      return;
    }
    const result = updateCharacter(character.id, (current) =>
      addItem(current, itemInputFromDesign(name, design)),
    );
    if (!result.ok) {
      notice.refuse(result.error.message);
      return;
    }
    const text = describeItemAdded(name, budget, result.value.items.length, result.value.name);
    notice.done(text);
  };

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-muted">
        Choose the tier, then spend its points. The costs are the Quick-Ref's.
      </p>
      <form onSubmit={add} noValidate>
        <TextField
          id={`${id}-name`}
          label="Item name"
          value={name}
          error={nameError}
          onText={(text) => {
            setName(text);
            setNameError(null);
          }}
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
              checked={tier === candidate}
              onPick={() => setTier(candidate)}
            >
              {ITEM_TIER_LABELS[candidate]}{' '}
              <span class="tool-muted">{`(${ITEM_TIER_POINTS[candidate].min}–${ITEM_TIER_POINTS[candidate].max} points, ${ITEM_TIER_XP[candidate]} XP)`}</span>
            </Radio>
          ))}
          {budget.overBudget ? (
            <p id={`${id}-budget-over`} class="field-error">
              Over budget: {budget.spent} points spent of {budget.budget}.
            </p>
          ) : null}
        </fieldset>
        <RadioGroup
          name={`${id}-size`}
          legend="Size"
          value={size}
          options={SIZE_OPTIONS}
          onChange={setSize}
        />
        <RadioGroup
          name={`${id}-quality`}
          legend="Quality (1 pt per rank)"
          value={quality}
          options={QUALITY_OPTIONS}
          onChange={setQuality}
        />
        <div class="tool-grid">
          <TextField
            id={`${id}-boxes`}
            label={`Durability boxes (0–${MAX_DURABILITY_BOXES}, 1 pt each)`}
            inputMode="numeric"
            class="tool-number"
            value={boxesText}
            error={boxes.ok ? null : `${boxes.error.message} Counting ${lastBoxes} until then.`}
            onText={(text) => {
              setBoxesText(text);
              const parsed = parseDurabilityBoxes(text);
              if (parsed.ok) setLastBoxes(parsed.value);
            }}
          />
          <TextField
            id={`${id}-damage`}
            label="Damage type (1 pt; empty for none)"
            list={`${id}-damage-types`}
            value={damageType}
            onText={setDamageType}
          >
            <datalist id={`${id}-damage-types`}>
              <option value="Blunt" />
              <option value="Cutting" />
            </datalist>
          </TextField>
        </div>
        <Toggle
          id={`${id}-weapon`}
          checked={weapon}
          onChange={setWeapon}
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
            value={characterId}
            noneLabel="Choose a Character"
            charactersOnly
            onChange={(next) => {
              setCharacterId(next);
              if (next) setCharacterError(null);
            }}
          />
          {characterError ? <p class="field-error">{characterError}</p> : null}
          <Button look="primary" submit>
            Add to the Character's sheet
          </Button>
        </fieldset>
      </form>
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
        <strong>
          {budget.spent} of {budget.budget} points spent,{' '}
          {budget.left >= 0 ? `${budget.left} left` : `${-budget.left} over budget`}.
        </strong>
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
