/**
 * The Item creator, after the Item Creation Quick-Ref: choose the tier, spend its points on size,
 * Quality, Durability boxes, a damage type and being designed as a weapon. Shows what each option
 * costs, the points spent and left (flagging an Item over budget), the tier's XP cost, and adds
 * the finished Item card to a Character's sheet in the Cast tracker. The rules module
 * (`item-creation.ts`, `addItem`) decides; this island renders.
 *
 * Place it with `<ItemCreator client:only="preact" />`: it reads the saved Cast.
 */
import { useState } from 'preact/hooks';
import type { TargetedSubmitEvent } from 'preact';
import { useStore } from '@nanostores/preact';
import {
  addItem,
  ITEM_COSTS,
  ITEM_TIER_LABELS,
  ITEM_TIER_POINTS,
  ITEM_TIER_XP,
  ITEM_TIERS,
  itemInputFromDesign,
  MAX_DURABILITY_BOXES,
  parseDurabilityBoxes,
  spendItemPoints,
  tierItemName,
  type ItemQualityRank,
  type ItemSize,
  type ItemTier,
} from '../../../rules/locus';
import { $cast, updateCharacter } from '../../../stores/locus/cast';
import CharacterPicker from '../CharacterPicker';
import Heading, { type HeadingLevel } from '../../shared/Heading';
import { TRACKER_HREF } from '../tracker/links';
import ActionNotice, { type ActionNoticeValue } from './ActionNotice';
import ItemBudget from './ItemBudget';
import directorCss from './director.css?inline';
import { injectStyle } from '../../shared/inject-style';

injectStyle('director', directorCss);

interface Props {
  readonly id?: string;
  readonly headingLevel?: HeadingLevel;
  readonly title?: string;
}

const QUALITIES: readonly ItemQualityRank[] = [1, 2, 3];
const QUALITY_DIE_TEXT: Readonly<Record<ItemQualityRank, string>> = { 1: 'lowest die', 2: 'middle die', 3: 'highest die' };

function pts(count: number): string {
  return `${count} pt${count === 1 ? '' : 's'}`;
}

export default function ItemCreator({ id = 'item-creator', headingLevel = 4, title = 'Item creator' }: Props) {
  const cast = useStore($cast);
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
  const [notice, setNotice] = useState<ActionNoticeValue>(null);

  const boxes = parseDurabilityBoxes(boxesText);
  const boxesError = boxes.ok ? null : boxes.error.message;
  // While the box count is being corrected, count the last valid one (and say so).
  const design = { size, quality, durabilityBoxes: boxes.ok ? boxes.value : lastBoxes, damageType, weapon };
  const budget = spendItemPoints(tier, design);
  const hasCharacters = cast.characters.some((character) => character.kind === 'character');

  const ids = {
    heading: `${id}-heading`,
    name: `${id}-name`,
    boxes: `${id}-boxes`,
    damage: `${id}-damage`,
    damageList: `${id}-damage-types`,
    budget: `${id}-budget`,
    caption: `${id}-budget-caption`,
  };

  const add = (event: TargetedSubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    const problems: string[] = [];
    if (trimmed === '') {
      setNameError('Give the Item a name.');
      problems.push('the Item has no name');
    }
    if (!boxes.ok) problems.push('the number of Durability boxes needs fixing');
    if (budget.overBudget) {
      const over = budget.spent - budget.budget;
      problems.push(`the Item is ${over} point${over === 1 ? '' : 's'} over the ${ITEM_TIER_LABELS[tier]} budget`);
    }
    const character = cast.characters.find((candidate) => candidate.id === characterId && candidate.kind === 'character');
    if (!character) {
      setCharacterError('Choose the Character who gets the Item.');
      problems.push('no Character is chosen');
    }
    if (problems.length > 0 || !character || !boxes.ok) {
      const text = problems.join('; ');
      setNotice({ tone: 'refused', text: `${text.charAt(0).toUpperCase()}${text.slice(1)}.` });
      return;
    }
    const result = updateCharacter(character.id, (current) => addItem(current, itemInputFromDesign(trimmed, design)));
    if (!result.ok) {
      setNotice({ tone: 'refused', text: result.error.message });
      return;
    }
    const who = result.value.name.trim() || 'The Character';
    setNotice({
      tone: 'done',
      text: `${trimmed} (${tierItemName(tier)}, ${budget.spent} of ${budget.budget} points) is now Item ${result.value.items.length} on ${who}'s sheet in the Cast tracker.`,
    });
  };

  return (
    <section id={id} class="tool ld-tool" aria-labelledby={ids.heading} data-pagefind-ignore>
      <Heading level={headingLevel} id={ids.heading} class="ld-heading">
        {title}
      </Heading>
      <p class="ld-intro">Choose the tier, then spend its points. The costs are the Quick-Ref's.</p>
      <form onSubmit={add} noValidate>
        <div class="field">
          <label for={ids.name}>Item name</label>
          <input
            id={ids.name}
            type="text"
            value={name}
            autocomplete="off"
            aria-invalid={nameError ? 'true' : 'false'}
            aria-describedby={nameError ? `${ids.name}-error` : undefined}
            onInput={(event) => {
              setName(event.currentTarget.value);
              if (nameError) setNameError(null);
            }}
          />
          {nameError ? (
            <p id={`${ids.name}-error`} class="field-error">
              {nameError}
            </p>
          ) : null}
        </div>

        <fieldset aria-describedby={budget.overBudget ? `${ids.budget}-over` : undefined}>
          <legend>Item tier</legend>
          <div class="ld-options">
            {ITEM_TIERS.map((candidate) => (
              <label key={candidate} class="ld-option">
                <input type="radio" name={`${id}-tier`} checked={tier === candidate} onChange={() => setTier(candidate)} />
                <span>
                  {ITEM_TIER_LABELS[candidate]}{' '}
                  <span class="ld-option-note">
                    ({ITEM_TIER_POINTS[candidate].min}–{ITEM_TIER_POINTS[candidate].max} points, {ITEM_TIER_XP[candidate]} XP)
                  </span>
                </span>
              </label>
            ))}
          </div>
          {budget.overBudget ? (
            <p id={`${ids.budget}-over`} class="field-error">
              Over budget: {budget.spent} points spent of {budget.budget}.
            </p>
          ) : null}
        </fieldset>

        <fieldset>
          <legend>Size</legend>
          <div class="ld-options">
            <label class="ld-option">
              <input type="radio" name={`${id}-size`} checked={size === 'small'} onChange={() => setSize('small')} />
              <span>
                Small (pocketable) <span class="ld-option-note">{pts(ITEM_COSTS.small)}</span>
              </span>
            </label>
            <label class="ld-option">
              <input type="radio" name={`${id}-size`} checked={size === 'large'} onChange={() => setSize('large')} />
              <span>
                Large (must be held) <span class="ld-option-note">{pts(ITEM_COSTS.large)}</span>
              </span>
            </label>
          </div>
        </fieldset>

        <fieldset>
          <legend>Quality (1 pt per rank)</legend>
          <div class="ld-options">
            {QUALITIES.map((rank) => (
              <label key={rank} class="ld-option">
                <input type="radio" name={`${id}-quality`} checked={quality === rank} onChange={() => setQuality(rank)} />
                <span>
                  Quality {rank}{' '}
                  <span class="ld-option-note">
                    {pts(rank * ITEM_COSTS.qualityPerRank)}, {QUALITY_DIE_TEXT[rank]}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <div class="ld-grid">
          <div class="field">
            <label for={ids.boxes}>Durability boxes (0–{MAX_DURABILITY_BOXES}, 1 pt each)</label>
            <input
              id={ids.boxes}
              class="ld-number"
              type="text"
              inputMode="numeric"
              autocomplete="off"
              value={boxesText}
              aria-invalid={boxesError ? 'true' : 'false'}
              aria-describedby={boxesError ? `${ids.boxes}-error` : undefined}
              onInput={(event) => {
                const text = event.currentTarget.value;
                setBoxesText(text);
                const parsed = parseDurabilityBoxes(text);
                if (parsed.ok) setLastBoxes(parsed.value);
              }}
            />
            {boxesError ? (
              <p id={`${ids.boxes}-error`} class="field-error">
                {boxesError} Counting {lastBoxes} until then.
              </p>
            ) : null}
          </div>
          <div class="field">
            <label for={ids.damage}>Damage type (1 pt; empty for none)</label>
            <input
              id={ids.damage}
              type="text"
              list={ids.damageList}
              autocomplete="off"
              value={damageType}
              onInput={(event) => setDamageType(event.currentTarget.value)}
            />
            <datalist id={ids.damageList}>
              <option value="Blunt" />
              <option value="Cutting" />
            </datalist>
          </div>
        </div>

        <div class="ld-options ld-weapon">
          <label class="ld-option">
            <input type="checkbox" checked={weapon} onChange={(event) => setWeapon(event.currentTarget.checked)} />
            <span>
              Specifically designed as a weapon <span class="ld-option-note">+{pts(ITEM_COSTS.weapon)} extra</span>
            </span>
          </label>
        </div>

        <ItemBudget id={ids.budget} captionId={ids.caption} budget={budget} />

        <fieldset>
          <legend class="ld-group-legend">Add to a Character</legend>
          {hasCharacters ? null : (
            <p class="ld-hint">
              The Cast has no Characters yet: add one in the <a href={TRACKER_HREF}>Cast tracker</a> first.
            </p>
          )}
          <div class="ld-grid">
            <div>
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
              {characterError ? (
                <p id={`${id}-character-error`} class="field-error ld-picker-error">
                  {characterError}
                </p>
              ) : null}
            </div>
          </div>
          <button type="submit" class="primary-button">
            Add to the Character's sheet
          </button>
        </fieldset>
      </form>
      <ActionNotice notice={notice} label={`${title}: Cast changes`} />
    </section>
  );
}
