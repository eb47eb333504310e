/**
 * The Untrained Check roller: a Hard Ignorance Check to work out the approach, then a Hard Check
 * with the linked Attribute for the action; both must succeed. Shows the exact combined chance
 * before rolling, and both rolls after (the action only once the approach succeeded).
 *
 * Place with `<UntrainedCheck client:visible-after-load />`: it reads the saved Cast.
 */
import {
  Chance,
  ChanceText,
  LiveNote,
  NumberField,
  RollAndResult,
  ToolSection,
  type ToolProps,
} from '../../kit';
import {
  ATTRIBUTE_LABELS,
  chanceOfOutcomeSuccess,
  chanceOfUntrainedSuccess,
  checkLogSource,
  OUTCOME_LABELS,
  UNTRAINED_DIFFICULTY,
  untrainedTool,
  type OutcomeCheck,
  type UntrainedCheck as UntrainedCheckResult,
} from '../../../rules/locus';
import { browserRng } from '../../../lib/browser-rng';
import { logRoll } from '../log-roll';
import CharacterPicker from '../characters/CharacterPicker';
import {
  AttributeField,
  CheckDice,
  useAttributeScore,
  useCheckAttribute,
  useCheckRoll,
} from './CheckParts';
import './rolls.css';

interface Rolled {
  readonly check: UntrainedCheckResult;
  readonly who: string;
  readonly linkedName: string;
}

function StepResult({ step, check, name }: { step: string; check: OutcomeCheck; name: string }) {
  return (
    <CheckDice
      heading={`${step}: Hard ${name} ${check.attribute}`}
      label={`${step} dice`}
      check={check}
      verdict={check.success ? 'Succeeded' : 'Failed'}
    />
  );
}

export default function UntrainedCheck({
  id = 'untrained-roller',
  headingLevel = 3,
  title = 'Untrained Check',
}: ToolProps) {
  const {
    characterId,
    setCharacterId,
    character,
    who,
    attribute: linked,
    score: linkedScore,
    field,
  } = useCheckAttribute('clumsiness');
  const {
    score: ignorance,
    text: ignoranceText,
    onText: setIgnoranceText,
    error: ignoranceError,
  } = useAttributeScore(character, 'ignorance', 'the Ignorance');
  const { show, resultArea } = useCheckRoll<Rolled>(id, title);
  const linkedName = ATTRIBUTE_LABELS[linked];
  const readable = ignorance !== null && linkedScore !== null;

  const blocked = readable ? null : 'Roll is off until both values are whole numbers from 1 to 5.';

  function roll() {
    if (!readable) return;
    const base = { who, linked, ignorance, linkedScore };
    const check = untrainedTool.roll({ ...base, step: 'approach' }, browserRng);
    show({ check, who, linkedName });
    // The log is newest first: the action goes in last, so it sits above its approach.
    for (const step of check.action ? (['approach', 'action'] as const) : (['approach'] as const)) {
      const source = `${checkLogSource('Untrained Check', who)}, ${step}`;
      logRoll(untrainedTool, { ...base, step }, check, source, id);
    }
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-hint">
        Without a Trained Skill: a Hard Ignorance Check, then a Hard Check with the linked
        Attribute. Both must succeed.
      </p>
      <div class="tool-grid">
        <CharacterPicker id={`${id}-character`} value={characterId} onChange={setCharacterId} />
        {character ? (
          <p>
            Ignorance <strong>{character.attributes.ignorance}</strong> from{' '}
            {who || 'the character'}'s sheet
          </p>
        ) : (
          <NumberField
            id={`${id}-ignorance`}
            label="Ignorance (1–5)"
            text={ignoranceText}
            onText={setIgnoranceText}
            error={ignoranceError}
          />
        )}
      </div>
      <AttributeField
        id={`${id}-linked`}
        {...field}
        label="Linked Attribute"
        valueLabel="Linked Attribute value (1–5)"
      />
      <LiveNote as="div">
        {readable ? (
          <>
            <Chance
              label="Chance both succeed"
              fraction={chanceOfUntrainedSuccess(ignorance, linkedScore)}
            />
            <p class="tool-hint">
              Ignorance {ignorance} at Hard:{' '}
              <ChanceText fraction={chanceOfOutcomeSuccess(ignorance, UNTRAINED_DIFFICULTY)} />;
              then {linkedName} {linkedScore} at Hard:{' '}
              <ChanceText fraction={chanceOfOutcomeSuccess(linkedScore, UNTRAINED_DIFFICULTY)} />.
            </p>
          </>
        ) : (
          <p class="tool-hint">The chance shows once both values are whole numbers from 1 to 5.</p>
        )}
        <p class="tool-hint">
          Both checks are already Hard, so an injury floor cannot make them harder. The action is
          rolled only once the approach succeeds.
        </p>
      </LiveNote>
      <RollAndResult
        {...resultArea}
        button="Roll Untrained Check"
        blockedBy={blocked}
        onRoll={roll}
        empty="No roll yet. Both checks will show here."
      >
        {(last) => (
          <>
            <StepResult step="Approach" check={last.check.approach} name="Ignorance" />
            {last.check.action ? (
              <StepResult step="Action" check={last.check.action} name={last.linkedName} />
            ) : (
              <p class="tool-hint">
                The approach was not worked out, so the action is not attempted.
              </p>
            )}
            <p>
              {last.who ? `${last.who}: ` : ''}
              <strong>
                {last.check.success ? 'Both checks succeeded' : 'The Untrained Check failed'}
              </strong>
              {last.check.success
                ? `: ${OUTCOME_LABELS.success.toLowerCase()}.`
                : ': not both checks succeeded.'}
            </p>
          </>
        )}
      </RollAndResult>
    </ToolSection>
  );
}
