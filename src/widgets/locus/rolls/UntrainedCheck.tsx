/**
 * The Untrained Check roller: a Hard Ignorance Check to work out the approach, then a Hard Check
 * with the linked Attribute for the action; both must succeed. Shows the exact combined chance
 * before rolling, and both rolls after (the action only once the approach succeeded). What it
 * shows is decided by the rules (viewUntrainedCheck).
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
  useShown,
} from '../../kit';
import {
  ATTRIBUTE_LABELS,
  untrainedLogEntries,
  untrainedTool,
  viewUntrainedCheck,
  type UntrainedRolled,
} from '../../../rules/locus';
import { browserRng } from '../../../lib/browser-rng';
import { logRoll } from '../log-roll';
import {
  AttributeField,
  CheckDice,
  checkResultArea,
  MemberGrid,
  ReadValueLine,
  useAttributeScore,
  useCheckAttribute,
} from './CheckParts';
import './rolls.css';

export default function UntrainedCheck(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'untrained-roller', 'Untrained Check');
  const { member, character, field, reading } = useCheckAttribute('clumsiness');
  const { who, attribute: linked, score: linkedScore } = reading;
  const ignorance = useAttributeScore(character, 'ignorance', 'the Ignorance');
  const [shown, show] = useShown<UntrainedRolled>();
  const scores = { ignorance: ignorance.score, linkedScore };
  const view = viewUntrainedCheck({ character, who, linked, ...scores }, shown);
  const { chances } = view;

  function roll() {
    const base = view.toRoll;
    if (!base) return;
    const check = untrainedTool.roll({ ...base, step: 'approach' }, browserRng);
    show({ check, who, linkedName: ATTRIBUTE_LABELS[linked] });
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
        fromSheet={view.ignoranceOnSheet && <ReadValueLine {...view.ignoranceOnSheet} />}
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
        {chances ? (
          <>
            <Chance {...chances.both} />
            <p class="tool-hint">
              {chances.approach.label}: <ChanceText fraction={chances.approach.fraction} />; then{' '}
              {chances.action.label}: <ChanceText fraction={chances.action.fraction} />.
            </p>
          </>
        ) : (
          <p class="tool-hint">{view.chancesWait}</p>
        )}
        <p class="tool-hint">
          Both checks are already Hard, so an injury floor cannot make them harder. The action is
          rolled only once the approach succeeds.
        </p>
      </LiveNote>
      <RollAndResult
        {...checkResultArea(id, title, view.shown)}
        button="Roll Untrained Check"
        blockedBy={view.blocked}
        onRoll={roll}
        empty="No roll yet. Both checks will show here."
      >
        {({ approach, action, verdict }) => (
          <>
            <CheckDice {...approach} />
            {action ? (
              <CheckDice {...action} />
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
        )}
      </RollAndResult>
    </ToolSection>
  );
}
