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
  toolFrame,
} from '../../kit';
import {
  ATTRIBUTE_LABELS,
  chanceOfOutcomeSuccess,
  chanceOfUntrainedSuccess,
  describeIgnoranceOnSheet,
  describeUntrainedVerdict,
  UNTRAINED_CHANCE_WAITS,
  UNTRAINED_DIFFICULTY,
  UNTRAINED_ROLL_BLOCKED,
  untrainedLogEntries,
  untrainedTool,
  untrainedStepWords,
  type OutcomeCheck,
  type UntrainedCheck as UntrainedCheckResult,
} from '../../../rules/locus';
import { browserRng } from '../../../lib/browser-rng';
import { logRoll } from '../log-roll';
import {
  AttributeField,
  CheckDice,
  MemberGrid,
  ReadValueLine,
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

function StepResult({
  step,
  check,
  name,
}: {
  step: 'Approach' | 'Action';
  check: OutcomeCheck;
  name: string;
}) {
  const { heading, verdict } = untrainedStepWords(step, name, check);
  return <CheckDice heading={heading} label={`${step} dice`} check={check} verdict={verdict} />;
}

export default function UntrainedCheck(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'untrained-roller', 'Untrained Check');
  const {
    member,
    who,
    attribute: linked,
    score: linkedScore,
    field,
  } = useCheckAttribute('clumsiness');
  const ignorance = useAttributeScore(member.character, 'ignorance', 'the Ignorance');
  const { show, resultArea } = useCheckRoll<Rolled>(id, title);
  const linkedName = ATTRIBUTE_LABELS[linked];
  const scores =
    ignorance.score !== null && linkedScore !== null
      ? { ignorance: ignorance.score, linkedScore }
      : null;

  function roll() {
    if (!scores) return;
    const base = { who, linked, ...scores };
    const check = untrainedTool.roll({ ...base, step: 'approach' }, browserRng);
    show({ check, who, linkedName });
    for (const entry of untrainedLogEntries(base, check))
      logRoll(untrainedTool, entry.input, check, entry.source, id);
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-hint">
        Without a Trained Skill: a Hard Ignorance Check, then a Hard Check with the linked
        Attribute. Both must succeed.
      </p>
      <MemberGrid
        id={id}
        member={member}
        fromSheet={(sheet) => (
          <ReadValueLine {...describeIgnoranceOnSheet(who, sheet.attributes.ignorance)} />
        )}
        typed={
          <NumberField
            id={`${id}-ignorance`}
            label="Ignorance (1–5)"
            text={ignorance.text}
            onText={ignorance.onText}
            error={ignorance.error}
          />
        }
      />
      <AttributeField
        id={`${id}-linked`}
        {...field}
        label="Linked Attribute"
        valueLabel="Linked Attribute value (1–5)"
      />
      <LiveNote as="div">
        {scores ? (
          <>
            <Chance
              label="Chance both succeed"
              fraction={chanceOfUntrainedSuccess(scores.ignorance, scores.linkedScore)}
            />
            <p class="tool-hint">
              Ignorance {scores.ignorance} at Hard:{' '}
              <ChanceText
                fraction={chanceOfOutcomeSuccess(scores.ignorance, UNTRAINED_DIFFICULTY)}
              />
              ; then {linkedName} {scores.linkedScore} at Hard:{' '}
              <ChanceText
                fraction={chanceOfOutcomeSuccess(scores.linkedScore, UNTRAINED_DIFFICULTY)}
              />
              .
            </p>
          </>
        ) : (
          <p class="tool-hint">{UNTRAINED_CHANCE_WAITS}</p>
        )}
        <p class="tool-hint">
          Both checks are already Hard, so an injury floor cannot make them harder. The action is
          rolled only once the approach succeeds.
        </p>
      </LiveNote>
      <RollAndResult
        {...resultArea}
        button="Roll Untrained Check"
        blockedBy={scores ? null : UNTRAINED_ROLL_BLOCKED}
        onRoll={roll}
        empty="No roll yet. Both checks will show here."
      >
        {(last) => {
          const verdict = describeUntrainedVerdict(last.who, last.check);
          return (
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
                {verdict.who}
                <strong>{verdict.verdict}</strong>
                {verdict.meaning}
              </p>
            </>
          );
        }}
      </RollAndResult>
    </ToolSection>
  );
}
