/**
 * The Stress Check roller: an Outcome Check, Medium unless noted, by severity after an injury
 * (Minor Easy, Major Medium, Grievous Hard), with the text's common Attribute choices first. A
 * failure raises the chosen character's Stress one level on the sheet; Stressed stays Stressed.
 *
 * Place with `<StressCheck client:only="preact" />`: it reads the saved Cast.
 */
import { useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import {
  ATTRIBUTE_LABELS,
  chanceOfOutcomeSuccess,
  DIFFICULTY_LABELS,
  INJURY_LABELS,
  INJURY_SEVERITIES,
  injuryFloor,
  raiseCharacterStress,
  resolveDifficulty,
  resolveStressCheck,
  rollOutcomeCheck,
  STRESS_CHECK_ATTRIBUTES,
  STRESS_CHECK_TRIGGERS,
  STRESS_LABELS,
  STRESS_LEVELS,
  stressCheckDifficulty,
  type Difficulty,
  type InjurySeverity,
  type LocusAttribute,
  type StressCheck as StressCheckResult,
  type StressLevel,
} from '../../../rules/locus';
import { browserRng } from '../../../lib/browser-rng';
import { $cast, updateCharacter } from '../../../stores/locus/cast';
import { addRoll } from '../../../stores/roll-log';
import CharacterPicker from '../characters/CharacterPicker';
import Chance from './Chance';
import { AttributeField, DifficultyField, hrefFor, nameOf, Notice, ToolHeading, type HeadingLevel, type NoticeValue } from './CheckFields';
import DiceTriple from './DiceTriple';
import { formatDice, notationForRank, parseAttributeText } from '../../../rules/locus';
import checksCss from './checks.css?inline';
import { injectStyle } from '../../shared/inject-style';

injectStyle('checks', checksCss);

interface Props {
  readonly id?: string;
  readonly headingLevel?: HeadingLevel;
  readonly title?: string;
  /** Start as the Stress Check after an injury of this severity. */
  readonly injury?: InjurySeverity;
}

type Cause = 'general' | InjurySeverity;

interface Rolled {
  readonly serial: number;
  readonly result: StressCheckResult;
  readonly who: string;
  readonly attributeName: string;
}

const COMMON_CHOICES = STRESS_CHECK_ATTRIBUTES.map((choice) => ({ attribute: choice.attribute, note: choice.situation }));

export default function StressCheck({ id = 'stress-roller', headingLevel = 3, title = 'Stress Check', injury }: Props) {
  const cast = useStore($cast);
  const [characterId, setCharacterId] = useState<string | undefined>(undefined);
  const [attribute, setAttribute] = useState<LocusAttribute>(injury ? 'temper' : 'cowardice');
  const [attributeText, setAttributeText] = useState('3');
  const [cause, setCause] = useState<Cause>(injury ?? 'general');
  const [difficulty, setDifficulty] = useState<Difficulty>(stressCheckDifficulty(injury));
  const [typedStress, setTypedStress] = useState<StressLevel>('uneasy');
  const [rolled, setRolled] = useState<Rolled | null>(null);
  const [notice, setNotice] = useState<NoticeValue>(null);

  const character = cast.characters.find((candidate) => candidate.id === characterId);
  const who = nameOf(character, '');
  const typed = parseAttributeText(attributeText);
  const score = character ? character.attributes[attribute] : typed.ok ? typed.value : null;
  const floor = character ? injuryFloor(character) : 'none';
  const steps = resolveDifficulty({ base: difficulty, relevantItem: false, injuryFloor: floor });
  const stress = character ? character.stress : typedStress;
  const chance = score === null ? null : chanceOfOutcomeSuccess(score, steps.difficulty);
  const ids = { heading: `${id}-heading`, attribute: `${id}-attribute`, cause: `${id}-cause`, stress: `${id}-stress` };

  function chooseCause(next: Cause) {
    setCause(next);
    setDifficulty(stressCheckDifficulty(next === 'general' ? undefined : next));
    if (next !== 'general') setAttribute('temper');
  }

  function roll() {
    if (score === null) {
      document.getElementById(`${ids.attribute}-value`)?.focus();
      return;
    }
    const result = resolveStressCheck(rollOutcomeCheck(score, steps.difficulty, browserRng), stress);
    const attributeName = ATTRIBUTE_LABELS[attribute];
    setRolled((previous) => ({ serial: (previous?.serial ?? 0) + 1, result, who, attributeName }));
    const check = result.check;
    addRoll({
      source: `Locus: Stress Check${who ? ` (${who})` : ''}`,
      href: hrefFor(id),
      expression: notationForRank(check.usedRank),
      detail: `${formatDice(check.dice)}: ${check.usedRank} die ${check.usedValue} vs ${attributeName} ${check.attribute}, ${DIFFICULTY_LABELS[check.difficulty]}`,
      total: check.usedValue,
      result: check.success ? 'Passed: Stress stays' : result.capped ? 'Failed: stays Stressed (the track ends there)' : `Failed: Stress rises to ${STRESS_LABELS[result.after]}`,
    });
    if (!character || check.success) {
      setNotice(null);
      return;
    }
    const changed = updateCharacter(character.id, (current) => raiseCharacterStress(current).character);
    if (!changed.ok) setNotice({ tone: 'refused', text: changed.error.message });
    else if (result.capped) setNotice({ tone: 'done', text: `${nameOf(changed.value)} was already Stressed and stays Stressed.` });
    else setNotice({ tone: 'done', text: `${nameOf(changed.value)}'s Stress rose from ${STRESS_LABELS[result.before]} to ${STRESS_LABELS[changed.value.stress]} on the sheet.` });
  }

  const result = rolled?.result;
  return (
    <section id={id} class="tool lc-tool" aria-labelledby={ids.heading} data-pagefind-ignore>
      <ToolHeading level={headingLevel} id={ids.heading}>
        {title}
      </ToolHeading>
      <p class="lc-intro">An Outcome Check, Medium unless noted. Failure raises Stress one level: Uneasy, Tense, Stressed. A failed Stress Check while Stressed stays Stressed.</p>
      <div class="lc-grid">
        <CharacterPicker id={`${id}-character`} value={characterId} onChange={setCharacterId} />
        {character ? (
          <p class="lc-readout">
            {who || 'The character'} is <strong>{STRESS_LABELS[character.stress]}</strong>
          </p>
        ) : (
          <div class="field">
            <label for={ids.stress}>Current Stress</label>
            <select id={ids.stress} value={typedStress} onChange={(event) => setTypedStress(event.currentTarget.value as StressLevel)}>
              {STRESS_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {STRESS_LABELS[level]}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <div class="field">
        <label for={ids.cause}>Cause</label>
        <select id={ids.cause} value={cause} onChange={(event) => chooseCause(event.currentTarget.value as Cause)} aria-describedby={`${ids.cause}-hint`}>
          <option value="general">No injury (Medium)</option>
          {INJURY_SEVERITIES.map((severity) => (
            <option key={severity} value={severity}>
              After a {INJURY_LABELS[severity]} injury ({DIFFICULTY_LABELS[stressCheckDifficulty(severity)]})
            </option>
          ))}
        </select>
        <p id={`${ids.cause}-hint`} class="lc-hint">
          Called for by: {STRESS_CHECK_TRIGGERS.join('; ')}.
        </p>
      </div>
      <AttributeField
        id={ids.attribute}
        character={character}
        attribute={attribute}
        onAttribute={setAttribute}
        text={attributeText}
        onText={setAttributeText}
        error={typed.ok ? null : typed.error.message}
        common={COMMON_CHOICES}
        commonLabel="Common choices (from the text)"
      />
      <DifficultyField id={id} value={difficulty} onChange={setDifficulty} />
      <div class="lc-odds" aria-live="polite">
        <p>
          Effective difficulty: <strong>{DIFFICULTY_LABELS[steps.difficulty]}</strong>
          {steps.raisedByInjury ? (
            <span class="lc-why">
              : raised by {who || 'the character'}'s {floor === 'major' ? 'Major' : 'Grievous'} injury.
            </span>
          ) : null}
        </p>
        {chance && score !== null ? (
          <p>
            Chance to pass (above {score}): <Chance fraction={chance} />
          </p>
        ) : (
          <p class="lc-hint">The chance shows once the Attribute value is a whole number from 1 to 5.</p>
        )}
      </div>
      <button type="button" class="primary-button" onClick={roll}>
        Roll Stress Check
      </button>
      <div class="lc-result" role="status" aria-label={`${title} result`} aria-atomic="true">
        {rolled && result ? (
          <div key={rolled.serial}>
            <p class="lc-result-head">
              {rolled.who ? `${rolled.who}: ` : ''}
              {rolled.attributeName} {result.check.attribute}, {DIFFICULTY_LABELS[result.check.difficulty]}
            </p>
            <DiceTriple dice={result.check.dice} label="Dice rolled" usedIndex={result.check.usedIndex} />
            <p class="lc-outcome">
              <strong>{result.check.success ? 'Passed' : 'Failed'}</strong>: the {result.check.usedRank} die shows {result.check.usedValue},{' '}
              {result.check.success ? 'above' : 'not above'} {result.check.attribute}.{' '}
              {result.check.success
                ? `Stress stays ${STRESS_LABELS[result.before]}.`
                : result.capped
                  ? 'Already Stressed: Stress stays Stressed (the track ends there).'
                  : `Stress rises from ${STRESS_LABELS[result.before]} to ${STRESS_LABELS[result.after]}.`}
            </p>
          </div>
        ) : (
          <p class="lc-hint">No roll yet. The dice, the die used and any change of Stress will show here.</p>
        )}
      </div>
      <Notice notice={notice} label={`${title}: Cast changes`} />
    </section>
  );
}
