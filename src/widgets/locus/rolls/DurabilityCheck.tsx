/**
 * The Durability Check roller: an Item's Quality picks the die (Q1 lowest, Q2 middle, Q3 highest),
 * which must show 4 or more. Shows the exact chance first. With a tracked character's Item chosen,
 * its Quality is read from the sheet and a failure marks it destroyed there.
 *
 * Place with `<DurabilityCheck client:only="preact" />`: it reads the saved Cast.
 */
import { useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import {
  applyDurabilityCheck,
  chanceOfDurabilityPass,
  DURABILITY_TARGET,
  QUALITY_DIE,
  rollDurabilityCheck,
  type DurabilityCheck as DurabilityCheckResult,
} from '../../../rules/locus';
import { browserRng } from '../../../lib/browser-rng';
import { $cast, updateCharacter } from '../../../stores/locus/cast';
import { addRoll } from '../../../stores/roll-log';
import CharacterPicker from '../characters/CharacterPicker';
import Chance from './Chance';
import { hrefFor, nameOf, Notice, ToolHeading, type HeadingLevel, type NoticeValue } from './CheckFields';
import DiceTriple from './DiceTriple';
import { formatDice, notationForRank } from '../../../rules/locus';
import checksCss from './checks.css?inline';
import { injectStyle } from '../../shared/inject-style';

injectStyle('checks', checksCss);

interface Props {
  readonly id?: string;
  readonly headingLevel?: HeadingLevel;
  readonly title?: string;
}

type Quality = 1 | 2 | 3;
const QUALITIES: readonly Quality[] = [1, 2, 3];

interface Rolled {
  readonly serial: number;
  readonly check: DurabilityCheckResult;
  readonly itemName: string;
}

export default function DurabilityCheck({ id = 'durability-roller', headingLevel = 3, title = 'Durability Check' }: Props) {
  const cast = useStore($cast);
  const [characterId, setCharacterId] = useState<string | undefined>(undefined);
  const [itemId, setItemId] = useState<string>('');
  const [typedQuality, setTypedQuality] = useState<Quality>(2);
  const [rolled, setRolled] = useState<Rolled | null>(null);
  const [notice, setNotice] = useState<NoticeValue>(null);

  const character = cast.characters.find((candidate) => candidate.id === characterId);
  const items = character?.items ?? [];
  const item = items.find((candidate) => candidate.id === itemId);
  const quality: Quality = item ? (item.quality as Quality) : typedQuality;
  const ids = { heading: `${id}-heading`, item: `${id}-item`, itemHint: `${id}-item-hint` };

  function chooseCharacter(next: string | undefined) {
    setCharacterId(next);
    setItemId('');
  }

  function roll() {
    const check = rollDurabilityCheck(quality, browserRng);
    const itemName = item ? item.name.trim() || 'The Item' : '';
    setRolled((previous) => ({ serial: (previous?.serial ?? 0) + 1, check, itemName }));
    addRoll({
      source: `Locus: Durability Check${itemName ? ` (${itemName})` : ''}`,
      href: hrefFor(id),
      expression: notationForRank(check.usedRank),
      detail: `${formatDice(check.dice)}: Quality ${quality}, ${check.usedRank} die ${check.usedValue}, needs ${DURABILITY_TARGET}+`,
      total: check.usedValue,
      result: check.passed ? 'Passed: the Item holds' : 'Failed: the Item is destroyed',
    });
    if (!character || !item) {
      setNotice(null);
      return;
    }
    const applied = updateCharacter(character.id, (current) => applyDurabilityCheck(current, item.id, check));
    if (!applied.ok) setNotice({ tone: 'refused', text: applied.error.message });
    else if (check.passed) setNotice({ tone: 'done', text: `${itemName} holds; nothing changes on ${nameOf(applied.value)}'s sheet.` });
    else setNotice({ tone: 'done', text: `${itemName} is marked destroyed on ${nameOf(applied.value)}'s sheet.` });
  }

  let itemHint: string | null = null;
  if (item?.destroyed) itemHint = `${item.name || 'This Item'} is already destroyed.`;
  else if (item && !item.damaged) itemHint = `${item.name || 'This Item'} is not Damaged, so no Durability Check is due: a roll is shown but not applied.`;
  else if (item) itemHint = `A failure marks ${item.name || 'the Item'} destroyed on ${nameOf(character)}'s sheet.`;

  const check = rolled?.check;
  return (
    <section id={id} class="tool lc-tool" aria-labelledby={ids.heading} data-pagefind-ignore>
      <ToolHeading level={headingLevel} id={ids.heading}>
        {title}
      </ToolHeading>
      <p class="lc-intro">After each use of an Item whose Damaged box is filled: roll 3d6, the die for its Quality must show {DURABILITY_TARGET}+.</p>
      <div class="lc-grid">
        <CharacterPicker id={`${id}-character`} value={characterId} onChange={chooseCharacter} noneLabel="None (choose the Quality)" />
        {character ? (
          <div class="field">
            <label for={ids.item}>Item</label>
            <select id={ids.item} value={itemId} onChange={(event) => setItemId(event.currentTarget.value)} aria-describedby={itemHint ? ids.itemHint : undefined}>
              <option value="">{items.length === 0 ? 'No Items on this sheet' : 'None (choose the Quality)'}</option>
              {items.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name || 'Unnamed Item'}, Q{candidate.quality}
                  {candidate.destroyed ? ' (destroyed)' : candidate.damaged ? ' (Damaged)' : ''}
                </option>
              ))}
            </select>
            {itemHint ? (
              <p id={ids.itemHint} class="lc-hint">
                {itemHint}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {item ? (
        <p class="lc-readout">
          Quality <strong>{item.quality}</strong> from the Item card
        </p>
      ) : (
        <fieldset class="field lc-fieldset">
          <legend>Item Quality</legend>
          <div class="lc-options">
            {QUALITIES.map((value) => (
              <label key={value} class="lc-option">
                <input type="radio" name={`${id}-quality`} checked={typedQuality === value} onChange={() => setTypedQuality(value)} />
                <span>
                  Q{value} <span class="lc-option-note">({QUALITY_DIE[value]} die)</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <p class="lc-odds" aria-live="polite">
        Chance the Item holds (Q{quality}, {QUALITY_DIE[quality]} die {DURABILITY_TARGET}+): <Chance fraction={chanceOfDurabilityPass(quality)} />
      </p>
      <button type="button" class="primary-button" onClick={roll} disabled={item?.destroyed === true}>
        Roll Durability Check
      </button>
      <div class="lc-result" role="status" aria-label={`${title} result`} aria-atomic="true">
        {rolled && check ? (
          <div key={rolled.serial}>
            <p class="lc-result-head">
              {rolled.itemName ? `${rolled.itemName}: ` : ''}Quality {check.quality}
            </p>
            <DiceTriple dice={check.dice} label="Dice rolled" usedIndex={check.usedIndex} />
            <p class="lc-outcome">
              <strong>{check.passed ? 'Passed: the Item holds' : 'Failed: the Item is destroyed'}</strong> (the {check.usedRank} die shows {check.usedValue}, needs{' '}
              {DURABILITY_TARGET}+).
            </p>
          </div>
        ) : (
          <p class="lc-hint">No roll yet. The dice and the die used will show here.</p>
        )}
      </div>
      <Notice notice={notice} label={`${title}: Cast changes`} />
    </section>
  );
}
