/**
 * The Outcome Check roller: a Cast member's Attribute (or a typed value), the Difficulty, a
 * relevant Item and the injury floor give the effective difficulty and the exact chance before
 * rolling; the roll shows all three dice with the die used, the outcome, a critical success's
 * +3 WP, and re-rolls bought with the character's Willpower (3, 2 or 1 dice per WP by Stress).
 *
 * Place with `<OutcomeCheck client:only="preact" />`: it reads the saved Cast.
 */
import { useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import {
  ATTRIBUTE_LABELS,
  chanceOfCriticalSuccess,
  chanceOfOutcomeSuccess,
  CRITICAL_WILLPOWER_GAIN,
  DIFFICULTY_LABELS,
  gainWillpower,
  INJURY_FLOOR_DIFFICULTY,
  injuryFloor,
  OUTCOME_LABELS,
  REROLL_CAPACITY,
  rerollDice,
  resolveDifficulty,
  rollOutcomeCheck,
  spendWillpower,
  STRESS_LABELS,
  STRESS_LEVELS,
  type Difficulty,
  type InjuryFloor,
  type LocusAttribute,
  type OutcomeCheck as OutcomeCheckResult,
  type StressLevel,
} from '../../../rules/locus';
import { browserRng } from '../../../lib/browser-rng';
import { $cast, updateCharacter } from '../../../stores/locus/cast';
import { addRoll } from '../../../stores/roll-log';
import CharacterPicker from '../characters/CharacterPicker';
import Chance from './Chance';
import { AttributeField, DifficultyField, hrefFor, InjuryFloorField, nameOf, Notice, ToolHeading, type HeadingLevel, type NoticeValue } from './CheckFields';
import DiceTriple from './DiceTriple';
import { formatDice, notationForRank, parseAttributeText, planReroll } from '../../../rules/locus';
import checksCss from './checks.css?inline';
import { injectStyle } from '../../shared/inject-style';
import RollButton from '../../kit/RollButton';
import StaleNote from '../../kit/StaleNote';

injectStyle('checks', checksCss);

interface Props {
  readonly id?: string;
  readonly headingLevel?: HeadingLevel;
  readonly title?: string;
}

interface Rolled {
  /** Grows with every roll and re-roll, so the result region is replaced and announced. */
  readonly serial: number;
  readonly check: OutcomeCheckResult;
  /** Who rolled: the character's id, or undefined for typed values. */
  readonly characterId: string | undefined;
  readonly who: string;
  readonly attributeName: string;
  readonly rerolled: readonly number[];
  readonly rerolls: number;
  readonly criticalApplied: boolean;
}

const FLOOR_NAMES: Readonly<Record<InjuryFloor, string>> = { none: 'no injury floor', major: 'a Major injury', grievous: 'a Grievous injury' };

export default function OutcomeCheck({ id = 'outcome-roller', headingLevel = 3, title = 'Outcome Check' }: Props) {
  const cast = useStore($cast);
  const [characterId, setCharacterId] = useState<string | undefined>(undefined);
  const [attribute, setAttribute] = useState<LocusAttribute>('frailty');
  const [attributeText, setAttributeText] = useState('3');
  const [difficulty, setDifficulty] = useState<Difficulty>('medium');
  const [relevantItem, setRelevantItem] = useState(false);
  const [floorChoice, setFloorChoice] = useState<InjuryFloor | null>(null);
  const [typedStress, setTypedStress] = useState<StressLevel>('uneasy');
  const [rolled, setRolled] = useState<Rolled | null>(null);
  const [selected, setSelected] = useState<readonly number[]>([]);
  const [notice, setNotice] = useState<NoticeValue>(null);

  const character = cast.characters.find((candidate) => candidate.id === characterId);
  const characterFloor = character ? injuryFloor(character) : 'none';
  const floor = floorChoice ?? characterFloor;
  const typed = parseAttributeText(attributeText);
  const score = character ? character.attributes[attribute] : typed.ok ? typed.value : null;
  const steps = resolveDifficulty({ base: difficulty, relevantItem, injuryFloor: floor });
  const chance = score === null ? null : chanceOfOutcomeSuccess(score, steps.difficulty);

  const ids = { heading: `${id}-heading`, result: `${id}-result`, attribute: `${id}-attribute` };
  const who = nameOf(character, '');

  function chooseCharacter(next: string | undefined) {
    setCharacterId(next);
    // The floor follows the newly chosen character's injuries until changed by hand.
    setFloorChoice(null);
  }

  const blocked = score === null ? 'Roll is off until the Attribute value is a whole number from 1 to 5.' : null;

  function roll() {
    if (score === null) return;
    const check = rollOutcomeCheck(score, steps.difficulty, browserRng);
    const attributeName = ATTRIBUTE_LABELS[attribute];
    setRolled((previous) => ({
      serial: (previous?.serial ?? 0) + 1,
      check,
      characterId: character?.id,
      who,
      attributeName,
      rerolled: [],
      rerolls: 0,
      criticalApplied: false,
    }));
    setSelected([]);
    setNotice(null);
    log(check, who, attributeName, 'Outcome Check', '');
  }

  function log(check: OutcomeCheckResult, name: string, attributeName: string, what: string, prefix: string) {
    addRoll({
      source: `Locus: ${what}${name ? ` (${name})` : ''}`,
      href: hrefFor(id),
      expression: notationForRank(check.usedRank),
      detail: `${prefix}${formatDice(check.dice)}: ${check.usedRank} die ${check.usedValue} vs ${attributeName} ${check.attribute}, ${DIFFICULTY_LABELS[check.difficulty]}`,
      total: check.usedValue,
      result: `${OUTCOME_LABELS[check.result]}${check.critical ? '; critical success (6-6-6)' : ''}`,
    });
  }

  const rolledCharacter = rolled?.characterId ? cast.characters.find((candidate) => candidate.id === rolled.characterId) : undefined;
  const rerollStress = rolled?.characterId ? (rolledCharacter?.stress ?? 'uneasy') : typedStress;
  // A character removed from the Cast since the roll: no WP to check here, the store refuses the spend.
  const plan = rolled ? planReroll(selected.length, rerollStress, rolledCharacter ? rolledCharacter.willpower : null, rolled.who || 'The character') : null;

  function reroll() {
    if (!rolled || !plan) return;
    if (!plan.affordable) {
      setNotice({ tone: 'refused', text: plan.problem ?? 'The re-roll cannot be made.' });
      return;
    }
    let paid = `Re-rolled for ${plan.cost} WP (not tracked: no character chosen).`;
    // The spend is checked again against the Cast as saved now (another tab may have changed it).
    if (rolled.characterId) {
      const spent = updateCharacter(rolled.characterId, (current) => spendWillpower(current, plan.cost));
      if (!spent.ok) {
        setNotice({ tone: 'refused', text: spent.error.message });
        return;
      }
      paid = `${nameOf(spent.value)} spent ${plan.cost} WP on the re-roll (${spent.value.willpower} WP left).`;
    }
    const indices = [...selected].sort((left, right) => left - right);
    const check = rerollDice(rolled.check, indices, browserRng);
    setRolled({ ...rolled, serial: rolled.serial + 1, check, rerolled: indices, rerolls: rolled.rerolls + 1 });
    setSelected([]);
    setNotice({ tone: 'done', text: paid });
    log(check, rolled.who, rolled.attributeName, 'Outcome Check re-roll', `re-rolled ${indices.map((index) => `die ${index + 1}`).join(', ')} for ${plan.cost} WP: `);
  }

  function applyCritical() {
    if (!rolled?.characterId || rolled.criticalApplied) return;
    const gained = updateCharacter(rolled.characterId, (current) => gainWillpower(current, CRITICAL_WILLPOWER_GAIN));
    if (!gained.ok) {
      setNotice({ tone: 'refused', text: gained.error.message });
      return;
    }
    setRolled({ ...rolled, criticalApplied: true });
    setNotice({ tone: 'done', text: `${nameOf(gained.value)} gained ${CRITICAL_WILLPOWER_GAIN} WP (now ${gained.value.willpower}).` });
  }

  function toggleDie(index: number, on: boolean) {
    setSelected((current) => (on ? [...current.filter((value) => value !== index), index] : current.filter((value) => value !== index)));
  }

  const difficultyWhy: string[] = [];
  if (steps.easedByItem) difficultyWhy.push(`${DIFFICULTY_LABELS[steps.base]} made one step easier by the Item`);
  if (relevantItem && !steps.easedByItem) difficultyWhy.push('Easy cannot get easier');
  if (steps.raisedByInjury) difficultyWhy.push(`raised to ${DIFFICULTY_LABELS[INJURY_FLOOR_DIFFICULTY[floor]]} by ${FLOOR_NAMES[floor]}`);

  const check = rolled?.check;
  return (
    <section id={id} class="tool lc-tool" aria-labelledby={ids.heading} data-pagefind-ignore>
      <ToolHeading level={headingLevel} id={ids.heading}>
        {title}
      </ToolHeading>
      <p class="lc-intro">Roll 3d6 and read one die by difficulty: it must be higher than the Attribute.</p>
      <div class="lc-grid">
        <CharacterPicker id={`${id}-character`} value={characterId} onChange={chooseCharacter} />
        <AttributeField
          id={ids.attribute}
          character={character}
          attribute={attribute}
          onAttribute={setAttribute}
          text={attributeText}
          onText={setAttributeText}
          error={typed.ok ? null : typed.error.message}
        />
      </div>
      <DifficultyField id={id} value={difficulty} onChange={setDifficulty} />
      <label class="lc-toggle">
        <input type="checkbox" checked={relevantItem} onChange={(event) => setRelevantItem(event.currentTarget.checked)} />
        <span>Relevant Item (one step easier)</span>
      </label>
      <InjuryFloorField
        id={id}
        value={floor}
        onChange={setFloorChoice}
        hint={
          character
            ? `Preset from ${who || 'the character'}'s injuries (${characterFloor === 'none' ? 'no Major or Grievous injury untreated' : `worst: ${characterFloor === 'major' ? 'Major' : 'Grievous'}`}).`
            : undefined
        }
      />

      <div class="lc-odds" aria-live="polite">
        <p>
          Effective difficulty: <strong>{DIFFICULTY_LABELS[steps.difficulty]}</strong> (
          {steps.difficulty === 'easy' ? 'highest' : steps.difficulty === 'medium' ? 'middle' : 'lowest'} die)
          {difficultyWhy.length > 0 ? <span class="lc-why">: {difficultyWhy.join('; ')}.</span> : null}
        </p>
        {chance && score !== null ? (
          <p>
            Chance of success as intended (above {score}): <Chance fraction={chance} />
            <br />
            <span class="lc-hint">
              Critical success (6-6-6): <Chance fraction={chanceOfCriticalSuccess()} />
            </span>
          </p>
        ) : (
          <p class="lc-hint">The chance shows once the Attribute value is a whole number from 1 to 5.</p>
        )}
      </div>

      <RollButton id={id} blockedBy={blocked} onClick={roll}>
        Roll Outcome Check
      </RollButton>

      <div class="lc-result" role="status" aria-label={`${title} result`} aria-atomic="true" data-stale={rolled && blocked ? '' : undefined}>
        <StaleNote stale={rolled !== null && blocked !== null} />
        {rolled && check ? (
          <div key={rolled.serial}>
            <p class="lc-result-head">
              {rolled.who ? `${rolled.who}: ` : ''}
              {rolled.attributeName} {check.attribute}, {DIFFICULTY_LABELS[check.difficulty]}
              {rolled.rerolls > 0 ? ` (after ${rolled.rerolls} re-roll${rolled.rerolls === 1 ? '' : 's'})` : ''}
            </p>
            <DiceTriple dice={check.dice} label="Dice rolled" usedIndex={check.usedIndex} rerolled={rolled.rerolled} />
            <p class="lc-outcome">
              <strong>{OUTCOME_LABELS[check.result]}</strong>: the {check.usedRank} die shows {check.usedValue}, {check.success ? 'above' : 'not above'} {check.attribute}.
            </p>
            {check.critical ? (
              <p class="lc-critical">
                <strong>Critical success!</strong> +{CRITICAL_WILLPOWER_GAIN} WP, and {rolled.who || 'the character'} may shed one non-Haunt card.
              </p>
            ) : null}
          </div>
        ) : (
          <p class="lc-hint">No roll yet. All three dice and the die used will show here.</p>
        )}
      </div>
      {rolled && check?.critical && rolled.characterId && !rolled.criticalApplied ? (
        <button type="button" class="text-button" onClick={applyCritical}>
          Add {CRITICAL_WILLPOWER_GAIN} WP to {rolled.who || 'the character'}
        </button>
      ) : null}

      {rolled && check && plan ? (
        <fieldset class="lc-reroll">
          <legend>Re-roll with Willpower</legend>
          {rolled.characterId ? (
            <p class="lc-hint">
              {rolledCharacter
                ? `${rolled.who || 'The character'} is ${STRESS_LABELS[rerollStress]} with ${rolledCharacter.willpower} WP: 1 WP re-rolls up to ${plan.capacity} ${plan.capacity === 1 ? 'die' : 'dice'}.`
                : 'That character is no longer in the Cast.'}
            </p>
          ) : (
            <div class="field">
              <label for={`${id}-stress`}>Stress level (sets dice per WP)</label>
              <select id={`${id}-stress`} value={typedStress} onChange={(event) => setTypedStress(event.currentTarget.value as StressLevel)}>
                {STRESS_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {STRESS_LABELS[level]}: {REROLL_CAPACITY[level]} {REROLL_CAPACITY[level] === 1 ? 'die' : 'dice'} per WP
                  </option>
                ))}
              </select>
            </div>
          )}
          <div class="lc-options">
            {check.dice.map((face, index) => (
              <label key={index} class="lc-option">
                <input type="checkbox" checked={selected.includes(index)} onChange={(event) => toggleDie(index, event.currentTarget.checked)} />
                <span>
                  Die {index + 1} ({face})
                </span>
              </label>
            ))}
          </div>
          <p class="lc-hint">
            {selected.length === 0
              ? 'Choose the dice to re-roll.'
              : `Cost: ${plan.cost} WP for ${selected.length} ${selected.length === 1 ? 'die' : 'dice'}${rolled.characterId ? '' : ' (pay it on the sheet: no character chosen)'}.`}
          </p>
          <button type="button" class="text-button" onClick={reroll} aria-disabled={selected.length === 0 ? 'true' : 'false'}>
            {selected.length === 0 ? 'Re-roll chosen dice' : `Re-roll ${selected.length} ${selected.length === 1 ? 'die' : 'dice'} for ${plan.cost} WP`}
          </button>
        </fieldset>
      ) : null}
      <Notice notice={notice} label={`${title}: Cast changes`} />
    </section>
  );
}
