/**
 * The Untrained Check roller: a Hard Ignorance Check to work out the approach, then a Hard Check
 * with the linked Attribute for the action; both must succeed. Shows the exact combined chance
 * before rolling, and both rolls after (the action only once the approach succeeded).
 *
 * Place with `<UntrainedCheck client:only="preact" />`: it reads the saved Cast.
 */
import { useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import {
  ATTRIBUTE_LABELS,
  chanceOfOutcomeSuccess,
  chanceOfUntrainedSuccess,
  OUTCOME_LABELS,
  rollUntrainedCheck,
  UNTRAINED_DIFFICULTY,
  type LocusAttribute,
  type OutcomeCheck,
  type UntrainedCheck as UntrainedCheckResult,
} from '../../../rules/locus';
import { browserRng } from '../../../lib/browser-rng';
import { $cast } from '../../../stores/locus/cast';
import { addRoll } from '../../../stores/roll-log';
import CharacterPicker from '../characters/CharacterPicker';
import Chance from './Chance';
import { AttributeField, hrefFor, nameOf, ToolHeading, type HeadingLevel } from './CheckFields';
import DiceTriple from './DiceTriple';
import { formatDice, notationForRank, parseAttributeText } from '../../../rules/locus';
import checksCss from './checks.css?inline';
import { injectStyle } from '../../shared/inject-style';

injectStyle('checks', checksCss);

interface Props {
  readonly id?: string;
  readonly headingLevel?: HeadingLevel;
  readonly title?: string;
}

interface Rolled {
  readonly serial: number;
  readonly check: UntrainedCheckResult;
  readonly who: string;
  readonly linkedName: string;
}

function StepResult({ step, check, name }: { step: string; check: OutcomeCheck; name: string }) {
  return (
    <div class="lc-step">
      <p class="lc-result-head">
        {step}: Hard {name} {check.attribute}
      </p>
      <DiceTriple dice={check.dice} label={`${step} dice`} usedIndex={check.usedIndex} />
      <p class="lc-outcome">
        <strong>{check.success ? 'Succeeded' : 'Failed'}</strong>: the lowest die shows {check.usedValue}, {check.success ? 'above' : 'not above'} {check.attribute}.
      </p>
    </div>
  );
}

export default function UntrainedCheck({ id = 'untrained-roller', headingLevel = 3, title = 'Untrained Check' }: Props) {
  const cast = useStore($cast);
  const [characterId, setCharacterId] = useState<string | undefined>(undefined);
  const [ignoranceText, setIgnoranceText] = useState('3');
  const [linked, setLinked] = useState<LocusAttribute>('clumsiness');
  const [linkedText, setLinkedText] = useState('3');
  const [rolled, setRolled] = useState<Rolled | null>(null);

  const character = cast.characters.find((candidate) => candidate.id === characterId);
  const who = nameOf(character, '');
  const typedIgnorance = parseAttributeText(ignoranceText, 'an Ignorance');
  const typedLinked = parseAttributeText(linkedText);
  const ignorance = character ? character.attributes.ignorance : typedIgnorance.ok ? typedIgnorance.value : null;
  const linkedScore = character ? character.attributes[linked] : typedLinked.ok ? typedLinked.value : null;
  const linkedName = ATTRIBUTE_LABELS[linked];
  const ids = { heading: `${id}-heading`, ignorance: `${id}-ignorance`, linked: `${id}-linked` };

  function roll() {
    if (ignorance === null) {
      document.getElementById(ids.ignorance)?.focus();
      return;
    }
    if (linkedScore === null) {
      document.getElementById(`${ids.linked}-value`)?.focus();
      return;
    }
    const check = rollUntrainedCheck(ignorance, linkedScore, browserRng);
    setRolled((previous) => ({ serial: (previous?.serial ?? 0) + 1, check, who, linkedName }));
    const source = `Locus: Untrained Check${who ? ` (${who})` : ''}`;
    const steps: [string, OutcomeCheck, string][] = [['approach', check.approach, 'Ignorance']];
    if (check.action) steps.push(['action', check.action, linkedName]);
    // The log is newest first: the action goes in last, so it sits above its approach.
    for (const [step, stepCheck, name] of steps) {
      addRoll({
        source: `${source}, ${step}`,
        href: hrefFor(id),
        expression: notationForRank(stepCheck.usedRank),
        detail: `${formatDice(stepCheck.dice)}: lowest die ${stepCheck.usedValue} vs ${name} ${stepCheck.attribute}, Hard`,
        total: stepCheck.usedValue,
        result:
          step === 'approach' && !stepCheck.success
            ? 'Failed: no approach, the action is not attempted'
            : stepCheck.success
              ? step === 'action'
                ? 'Both succeeded'
                : 'Succeeded'
              : 'Failed',
      });
    }
  }

  const chance = ignorance !== null && linkedScore !== null ? chanceOfUntrainedSuccess(ignorance, linkedScore) : null;
  const check = rolled?.check;
  return (
    <section id={id} class="tool lc-tool" aria-labelledby={ids.heading} data-pagefind-ignore>
      <ToolHeading level={headingLevel} id={ids.heading}>
        {title}
      </ToolHeading>
      <p class="lc-intro">Without a Trained Skill: a Hard Ignorance Check, then a Hard Check with the linked Attribute. Both must succeed.</p>
      <div class="lc-grid">
        <CharacterPicker id={`${id}-character`} value={characterId} onChange={setCharacterId} />
        {character ? (
          <p class="lc-readout">
            Ignorance <strong>{character.attributes.ignorance}</strong> from {who || 'the character'}'s sheet
          </p>
        ) : (
          <div class="field">
            <label for={ids.ignorance}>Ignorance (1–5)</label>
            <input
              id={ids.ignorance}
              class="lc-number"
              type="text"
              inputMode="numeric"
              autocomplete="off"
              value={ignoranceText}
              onInput={(event) => setIgnoranceText(event.currentTarget.value)}
              aria-invalid={typedIgnorance.ok ? 'false' : 'true'}
              aria-describedby={typedIgnorance.ok ? undefined : `${ids.ignorance}-error`}
            />
            {typedIgnorance.ok ? null : (
              <p id={`${ids.ignorance}-error`} class="field-error">
                {typedIgnorance.error.message}
              </p>
            )}
          </div>
        )}
      </div>
      <AttributeField
        id={ids.linked}
        character={character}
        attribute={linked}
        onAttribute={setLinked}
        text={linkedText}
        onText={setLinkedText}
        error={typedLinked.ok ? null : typedLinked.error.message}
        label="Linked Attribute"
        valueLabel="Linked Attribute value (1–5)"
      />
      <div class="lc-odds" aria-live="polite">
        {chance && ignorance !== null && linkedScore !== null ? (
          <p>
            Chance both succeed: <Chance fraction={chance} />
            <br />
            <span class="lc-hint">
              Ignorance {ignorance} at Hard: <Chance fraction={chanceOfOutcomeSuccess(ignorance, UNTRAINED_DIFFICULTY)} />; then {linkedName} {linkedScore} at Hard:{' '}
              <Chance fraction={chanceOfOutcomeSuccess(linkedScore, UNTRAINED_DIFFICULTY)} />.
            </span>
          </p>
        ) : (
          <p class="lc-hint">The chance shows once both values are whole numbers from 1 to 5.</p>
        )}
        <p class="lc-hint">Both checks are already Hard, so an injury floor cannot make them harder. The action is rolled only once the approach succeeds.</p>
      </div>
      <button type="button" class="primary-button" onClick={roll}>
        Roll Untrained Check
      </button>
      <div class="lc-result" role="status" aria-label={`${title} result`} aria-atomic="true">
        {rolled && check ? (
          <div key={rolled.serial}>
            <StepResult step="Approach" check={check.approach} name="Ignorance" />
            {check.action ? (
              <StepResult step="Action" check={check.action} name={rolled.linkedName} />
            ) : (
              <p class="lc-hint">The approach was not worked out, so the action is not attempted.</p>
            )}
            <p class="lc-outcome lc-verdict">
              {rolled.who ? `${rolled.who}: ` : ''}
              <strong>{check.success ? 'Both checks succeeded' : 'The Untrained Check failed'}</strong>
              {check.success ? `: ${OUTCOME_LABELS.success.toLowerCase()}.` : ': not both checks succeeded.'}
            </p>
          </div>
        ) : (
          <p class="lc-hint">No roll yet. Both checks will show here.</p>
        )}
      </div>
    </section>
  );
}
