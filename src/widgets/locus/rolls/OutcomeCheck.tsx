/**
 * The Outcome Check roller: a Cast member's Attribute (or a typed value), the Difficulty, a
 * relevant Item and the injury floor give the effective difficulty and the exact chance before
 * rolling; the roll shows all three dice with the die used, the outcome, a critical success's
 * +3 WP, and re-rolls bought with the character's Willpower (3, 2 or 1 dice per WP by Stress).
 * The last roll is marked stale once another character (or typed values) is chosen.
 *
 * Place with `<OutcomeCheck client:visible-after-load />`: it reads the saved Cast.
 */
import { useReducer, useState } from 'preact/hooks';
import {
  ATTRIBUTE_LABELS,
  chanceOfCriticalSuccess,
  checkHeading,
  checkLogSource,
  CRITICAL_WILLPOWER_GAIN,
  criticalGainSheetWords,
  describeRerollCost,
  describeRerollPaid,
  explainDifficulty,
  explainFloorPreset,
  gainWillpower,
  injuryFloor,
  INJURY_FLOOR_OPTIONS,
  OUTCOME_LABELS,
  outcomeTool,
  offerReroll,
  REROLL_STRESS_OPTIONS,
  rerollButtonLabel,
  resolveDifficulty,
  spendWillpower,
  updateOutcomeRoller,
  OUTCOME_ROLLER_START,
  rollOutcomeShown,
  rerollOutcomeShown,
  criticalToAdd,
  outcomeRollStale,
  describeCriticalSuccess,
  criticalButtonLabel,
  type Difficulty,
  type InjuryFloor,
  type OutcomeCheck as OutcomeCheckResult,
  type OutcomeLogInput,
  type RerollNote,
  type StressLevel,
} from '../../../rules/locus';
import { browserRng } from '../../../lib/browser-rng';
import { logRoll } from '../log-roll';
import {
  Button,
  ChanceText,
  ChoiceField,
  RadioGroup,
  RollAndResult,
  Toggle,
  type ToolProps,
  ToolSection,
  toolFrame,
} from '../../kit';
import {
  AttributeField,
  CheckDice,
  DifficultyField,
  EffectiveDifficulty,
  MemberGrid,
  useCheckAttribute,
  checkResultArea,
  useSheetChange,
} from './CheckParts';
import './rolls.css';

export default function OutcomeCheck(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'outcome-roller', 'Outcome Check');
  const { cast, member, character, who, attribute, score, blocked, field } =
    useCheckAttribute('frailty');
  const [difficulty, setDifficulty] = useState<Difficulty>('medium');
  const [relevantItem, setRelevantItem] = useState(false);
  const [floorChoice, setFloorChoice] = useState<InjuryFloor | null>(null);
  const [typedStress, setTypedStress] = useState<StressLevel>('uneasy');
  const { notice, changeSheet } = useSheetChange(title);
  const [state, dispatch] = useReducer(updateOutcomeRoller, OUTCOME_ROLLER_START);
  const { shown, selected } = state;
  const rolled = shown?.value ?? null;

  const characterFloor = injuryFloor(character);
  const floor = floorChoice ?? characterFloor;
  const steps = resolveDifficulty({ base: difficulty, relevantItem, injuryFloor: floor });

  function chooseCharacter(next: string | undefined) {
    member.setCharacterId(next);
    // The floor follows the newly chosen character's injuries until changed by hand.
    setFloorChoice(null);
  }

  function roll() {
    if (score === null) return;
    const input: OutcomeLogInput = { who, attribute, score, difficulty: steps.difficulty };
    const next = rollOutcomeShown(input, character?.id, browserRng);
    dispatch({ type: 'rolled', roll: next });
    notice.clear();
    log(input, next.check);
  }

  // A re-roll is logged under the check's own name, its dice saying what was re-rolled for what
  // (see outcomeTool): its "Roll again" makes a fresh check, and the new line's name says just that.
  function log(input: OutcomeLogInput, check: OutcomeCheckResult, reroll?: RerollNote) {
    logRoll(outcomeTool, input, { check, reroll }, checkLogSource('Outcome Check', input.who), id);
  }

  const offer = rolled ? offerReroll(rolled, cast.characters, typedStress, selected.length) : null;
  const plan = offer?.plan ?? null;

  function reroll() {
    if (!rolled || !plan) return;
    if (!plan.affordable) return notice.refuse(plan.problem ?? 'The re-roll cannot be made.');
    // The spend is checked again against the Cast as saved now (another tab may have changed it).
    const spent = rolled.characterId
      ? changeSheet(
          rolled.characterId,
          (current) => spendWillpower(current, plan.cost),
          (name, value) => describeRerollPaid(plan.cost, { name, willpower: value.willpower }),
        )
      : null;
    if (spent?.ok === false) return;
    if (!spent) notice.done(describeRerollPaid(plan.cost));
    const next = rerollOutcomeShown(rolled, selected, plan.cost, browserRng);
    dispatch({ type: 'rerolled', roll: next.roll });
    log(rolled.input, next.roll.check, next.note);
  }

  function addCritical() {
    if (!rolled?.characterId || !criticalToAdd(state)) return;
    const gained = changeSheet(
      rolled.characterId,
      (current) => gainWillpower(current, CRITICAL_WILLPOWER_GAIN),
      (name, value) => criticalGainSheetWords(name, value.willpower),
      // The same roll's WP can be added again once taken back.
      () => dispatch({ type: 'critical-added', added: false }),
    );
    if (gained.ok) dispatch({ type: 'critical-added', added: true });
  }

  const check = rolled?.check;
  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-hint">
        Roll 3d6 and read one die by difficulty: it must be higher than the Attribute.
      </p>
      <MemberGrid id={id} member={member} onChange={chooseCharacter} />
      <AttributeField id={`${id}-attribute`} {...field} />
      <DifficultyField id={id} value={difficulty} onChange={setDifficulty} />
      <Toggle
        id={`${id}-item`}
        label="Relevant Item (one step easier)"
        checked={relevantItem}
        onChange={setRelevantItem}
      />
      <RadioGroup
        name={`${id}-floor`}
        legend="Injury floor"
        value={floor}
        options={INJURY_FLOOR_OPTIONS}
        onChange={setFloorChoice}
        hint={character ? explainFloorPreset(who, characterFloor, floor) : undefined}
      />

      <EffectiveDifficulty
        steps={steps}
        showDie
        why={explainDifficulty(steps, relevantItem, floor)}
        score={score}
        chanceLabel="Chance of success as intended"
      >
        <p class="tool-hint">
          Critical success (6-6-6): <ChanceText fraction={chanceOfCriticalSuccess()} />
        </p>
      </EffectiveDifficulty>

      <RollAndResult
        {...checkResultArea(id, title, shown)}
        button="Roll Outcome Check"
        blockedBy={blocked}
        onRoll={roll}
        // A roll for someone else than the character now chosen is not a roll of these fields.
        stale={outcomeRollStale(state, character?.id, blocked)}
        empty="No roll yet. All three dice and the die used will show here."
      >
        {(last) => (
          <>
            <CheckDice
              heading={checkHeading(
                last.who,
                ATTRIBUTE_LABELS[last.input.attribute],
                last.check,
                last.rerolls,
              )}
              label="Dice rolled"
              check={last.check}
              rerolled={last.rerolled}
              verdict={OUTCOME_LABELS[last.check.result]}
            />
            {last.check.critical ? (
              <p class="tool-card">
                <strong>Critical success!</strong> {describeCriticalSuccess(last.who)}
              </p>
            ) : null}
          </>
        )}
      </RollAndResult>
      {rolled && criticalToAdd(state) ? (
        <Button onClick={addCritical}>{criticalButtonLabel(rolled.who)}</Button>
      ) : null}

      {rolled && check && plan ? (
        <fieldset class="tool-card">
          <legend>Re-roll with Willpower</legend>
          {offer?.willpowerNote ? (
            <p class="tool-hint">{offer.willpowerNote}</p>
          ) : (
            <ChoiceField
              id={`${id}-stress`}
              label="Stress level (sets dice per WP)"
              value={typedStress}
              options={REROLL_STRESS_OPTIONS}
              onChange={setTypedStress}
            />
          )}
          <div class="tool-options">
            {check.dice.map((face, index) => (
              <Toggle
                key={index}
                id={`${id}-die-${index}`}
                label={`Die ${index + 1} (${face})`}
                checked={selected.includes(index)}
                onChange={(on) => dispatch({ type: 'choose-die', index, on })}
              />
            ))}
          </div>
          <p class="tool-hint">
            {describeRerollCost(selected.length, plan.cost, rolled.characterId !== undefined)}
          </p>
          <Button
            look="tool"
            onClick={reroll}
            aria-disabled={selected.length === 0 ? 'true' : 'false'}
          >
            {rerollButtonLabel(selected.length, plan.cost)}
          </Button>
        </fieldset>
      ) : null}
      {notice.note}
    </ToolSection>
  );
}
