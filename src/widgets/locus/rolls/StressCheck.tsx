/**
 * The Stress Check roller: an Outcome Check, Medium unless noted, by severity after an injury
 * (Minor Easy, Major Medium, Grievous Hard), with the text's common Attribute choices first. A
 * failure raises the chosen character's Stress one level on the sheet; Stressed stays Stressed.
 *
 * Place with `<StressCheck client:visible-after-load />`: it reads the saved Cast.
 */
import { useState } from 'preact/hooks';
import {
  ATTRIBUTE_LABELS,
  checkHeading,
  checkLogSource,
  chooseStressCause,
  describeStressOnSheet,
  describeStressOutcome,
  explainInjuryRaise,
  injuryFloor,
  raiseCharacterStress,
  resolveDifficulty,
  STRESS_CAUSE_OPTIONS,
  STRESS_CHECK_ATTRIBUTES,
  STRESS_CHECK_TRIGGERS,
  STRESS_OPTIONS,
  stressCheckSheetWords,
  stressCheckAttribute,
  stressCheckDifficulty,
  stressTool,
  stressVerdict,
  type Difficulty,
  type InjurySeverity,
  type LocusAttribute,
  type StressCause,
  type StressCheck as StressCheckResult,
  type StressLevel,
  type StressLogInput,
} from '../../../rules/locus';
import { rollAndLog } from '../log-roll';
import { ChoiceField, RollAndResult, type ToolProps, ToolSection, toolFrame } from '../../kit';
import {
  AttributeField,
  CheckDice,
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

interface Rolled {
  readonly result: StressCheckResult;
  readonly who: string;
  readonly attribute: LocusAttribute;
}

export default function StressCheck(props: Props) {
  const { injury } = props;
  const { id, title, headingLevel } = toolFrame(props, 'stress-roller', 'Stress Check');
  const { member, character, who, attribute, setAttribute, score, blocked, field } =
    useCheckAttribute(stressCheckAttribute(injury));
  const [cause, setCause] = useState<StressCause>(injury ?? 'general');
  const [difficulty, setDifficulty] = useState<Difficulty>(stressCheckDifficulty(injury));
  const [typedStress, setTypedStress] = useState<StressLevel>('uneasy');
  const { show, notice, changeSheet, resultArea } = useCheckRoll<Rolled>(id, title);

  const floor = injuryFloor(character);
  const steps = resolveDifficulty({ base: difficulty, relevantItem: false, injuryFloor: floor });
  const stress = character ? character.stress : typedStress;

  function chooseCause(next: StressCause) {
    const chosen = chooseStressCause(next);
    setCause(next);
    setDifficulty(chosen.difficulty);
    if (chosen.attribute) setAttribute(chosen.attribute);
  }

  function roll() {
    if (score === null) return;
    const input: StressLogInput = { who, attribute, score, difficulty: steps.difficulty, stress };
    const result = rollAndLog(stressTool, input, checkLogSource('Stress Check', who), id);
    show({ result, who, attribute });
    if (!character || result.check.success) return notice.clear();
    changeSheet(
      character.id,
      (current) => raiseCharacterStress(current).character,
      (name) => stressCheckSheetWords(name, result),
    );
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
        fromSheet={(sheet) => <ReadValueLine {...describeStressOnSheet(who, sheet.stress)} />}
        typed={
          <ChoiceField
            id={`${id}-stress`}
            label="Current Stress"
            value={typedStress}
            options={STRESS_OPTIONS}
            onChange={setTypedStress}
          />
        }
      />
      <ChoiceField
        id={`${id}-cause`}
        label="Cause"
        value={cause}
        options={STRESS_CAUSE_OPTIONS}
        onChange={chooseCause}
        hint={`Called for by: ${STRESS_CHECK_TRIGGERS.join('; ')}.`}
      />
      <AttributeField
        id={`${id}-attribute`}
        {...field}
        common={{ choices: STRESS_CHECK_ATTRIBUTES, label: 'Common choices (from the text)' }}
      />
      <DifficultyField id={id} value={difficulty} onChange={setDifficulty} />
      <EffectiveDifficulty
        steps={steps}
        why={explainInjuryRaise(steps, who, floor)}
        score={score}
        chanceLabel="Chance to pass"
      />
      <RollAndResult
        {...resultArea}
        button="Roll Stress Check"
        blockedBy={blocked}
        onRoll={roll}
        empty="No roll yet. The dice, the die used and any change of Stress will show here."
      >
        {({ result, who: rolledWho, attribute: rolledAttribute }) => (
          <CheckDice
            heading={checkHeading(rolledWho, ATTRIBUTE_LABELS[rolledAttribute], result.check)}
            label="Dice rolled"
            check={result.check}
            verdict={stressVerdict(result.check)}
          >
            {describeStressOutcome(result)}
          </CheckDice>
        )}
      </RollAndResult>
      {notice.note}
    </ToolSection>
  );
}
