/**
 * The Stress Check roller: an Outcome Check, Medium unless noted, by severity after an injury
 * (Minor Easy, Major Medium, Grievous Hard), with the text's common Attribute choices first. A
 * failure raises the chosen character's Stress one level on the sheet; Stressed stays Stressed.
 * What it shows is decided by the rules (viewStressCheck).
 *
 * Place with `<StressCheck client:visible-after-load />`: it reads the saved Cast.
 */
import { useState } from 'preact/hooks';
import {
  checkLogSource,
  chooseStressCause,
  startStressCheckFields,
  stressCheckAttribute,
  stressCheckSheetChange,
  stressTool,
  viewStressCheck,
  type InjurySeverity,
  type StressCause,
  type StressCheckFields,
  type StressRolled,
} from '../../../rules/locus';
import { rollAndLog } from '../log-roll';
import { ChoiceField, RollAndResult, type ToolProps, ToolSection, toolFrame } from '../../kit';
import {
  AttributeField,
  CheckDice,
  checkResultArea,
  DifficultyField,
  EffectiveDifficulty,
  MemberGrid,
  ReadValueLine,
  useCheckAttribute,
  useCheckRoll,
} from './CheckParts';
import './rolls.css';

interface Props extends ToolProps {
  /** Start as the Stress Check after an injury of this severity. */
  readonly injury?: InjurySeverity;
}

export default function StressCheck(props: Props) {
  const { injury } = props;
  const { id, title, headingLevel } = toolFrame(props, 'stress-roller', 'Stress Check');
  const { member, character, setAttribute, field, reading } = useCheckAttribute(
    stressCheckAttribute(injury),
  );
  const [fields, setFields] = useState(() => startStressCheckFields(injury));
  const set = (patch: Partial<StressCheckFields>) =>
    setFields((current) => ({ ...current, ...patch }));
  const { shown, show, notice, changeSheet } = useCheckRoll<StressRolled>(title);
  const view = viewStressCheck(fields, reading, shown);

  function chooseCause(cause: StressCause) {
    const chosen = chooseStressCause(cause);
    set({ cause, difficulty: chosen.difficulty });
    if (chosen.attribute) setAttribute(chosen.attribute);
  }

  function roll() {
    const input = view.toRoll;
    if (!input) return;
    const result = rollAndLog(stressTool, input, checkLogSource('Stress Check', input.who), id);
    show({ result, who: input.who, attribute: input.attribute });
    if (!character || result.check.success) return notice.clear();
    changeSheet(character.id, stressCheckSheetChange(result));
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-hint">
        An Outcome Check, Medium unless noted. Failure raises Stress one level: Uneasy, Tense,
        Stressed. A failed Stress Check while Stressed stays Stressed.
      </p>
      <MemberGrid
        id={id}
        member={member}
        fromSheet={view.stressOnSheet && <ReadValueLine {...view.stressOnSheet} />}
        typed={
          <ChoiceField
            id={`${id}-stress`}
            label="Current Stress"
            value={fields.typedStress}
            options={view.stressOptions}
            onChange={(typedStress) => set({ typedStress })}
          />
        }
      />
      <ChoiceField
        id={`${id}-cause`}
        label="Cause"
        value={fields.cause}
        options={view.causeOptions}
        onChange={chooseCause}
        hint={view.causeHint}
      />
      <AttributeField id={`${id}-attribute`} {...field} common={view.commonAttributes} />
      <DifficultyField
        id={id}
        value={fields.difficulty}
        onChange={(difficulty) => set({ difficulty })}
      />
      <EffectiveDifficulty view={view.difficulty} />
      <RollAndResult
        {...checkResultArea(id, title, view.shown)}
        button="Roll Stress Check"
        blockedBy={reading.blocked}
        onRoll={roll}
        empty="No roll yet. The dice, the die used and any change of Stress will show here."
      >
        {({ outcome, ...rolled }) => (
          <CheckDice label="Dice rolled" {...rolled}>
            {outcome}
          </CheckDice>
        )}
      </RollAndResult>
      {notice.note}
    </ToolSection>
  );
}
