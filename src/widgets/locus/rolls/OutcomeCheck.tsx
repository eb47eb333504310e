/**
 * The Outcome Check roller: a Cast member's Attribute (or a typed value), the Difficulty, a
 * relevant Item and the injury floor give the effective difficulty and the exact chance before
 * rolling; the roll shows all three dice with the die used, the outcome, a critical success's
 * +3 WP, and re-rolls bought with the character's Willpower (3, 2 or 1 dice per WP by Stress).
 * The last roll is marked stale once another character (or typed values) is chosen.
 *
 * What it shows is decided by the rules (viewOutcomeCheck); the roll, the dice chosen and the
 * critical WP change by one reducer (updateOutcomeRoller).
 *
 * Place with `<OutcomeCheck client:visible-after-load />`: it reads the saved Cast.
 */
import { useReducer, useState } from 'preact/hooks';
import {
  checkLogSource,
  OUTCOME_CHECK_FIELDS_START,
  OUTCOME_ROLLER_START,
  outcomeTool,
  rerollOutcomeShown,
  rollOutcomeShown,
  updateOutcomeRoller,
  viewOutcomeCheck,
  type OutcomeCheck as OutcomeCheckResult,
  type OutcomeCheckFields,
  type OutcomeLogInput,
  type RerollNote,
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
  const { cast, member, character, field, reading } = useCheckAttribute('frailty');
  const [fields, setFields] = useState(OUTCOME_CHECK_FIELDS_START);
  const set = (patch: Partial<OutcomeCheckFields>) =>
    setFields((current) => ({ ...current, ...patch }));
  const { notice, changeSheet } = useSheetChange(title);
  const [state, dispatch] = useReducer(updateOutcomeRoller, OUTCOME_ROLLER_START);
  const view = viewOutcomeCheck(state, fields, reading, cast.characters);
  const rolled = state.shown?.value ?? null;
  const { reroll: offer } = view;

  function chooseCharacter(next: string | undefined) {
    member.setCharacterId(next);
    // The floor follows the newly chosen character's injuries until changed by hand.
    set({ floorChoice: null });
  }

  function roll() {
    if (!view.toRoll) return;
    const next = rollOutcomeShown(view.toRoll, character?.id, browserRng);
    dispatch({ type: 'rolled', roll: next });
    notice.clear();
    log(view.toRoll, next.check);
  }

  // A re-roll is logged under the check's own name, its dice saying what was re-rolled for what
  // (see outcomeTool): its "Roll again" makes a fresh check, and the new line's name says just that.
  function log(input: OutcomeLogInput, check: OutcomeCheckResult, reroll?: RerollNote) {
    logRoll(outcomeTool, input, { check, reroll }, checkLogSource('Outcome Check', input.who), id);
  }

  function reroll() {
    if (!rolled || !offer) return;
    const { plan } = offer;
    if (!plan.affordable) return notice.refuse(plan.problem ?? 'The re-roll cannot be made.');
    // The spend is checked again against the Cast as saved now (another tab may have changed it).
    const spent = rolled.characterId ? changeSheet(rolled.characterId, offer.payment) : null;
    if (spent?.ok === false) return;
    if (!spent) notice.done(offer.untracked);
    const next = rerollOutcomeShown(rolled, state.selected, plan.cost, browserRng);
    dispatch({ type: 'rerolled', roll: next.roll });
    log(rolled.input, next.roll.check, next.note);
  }

  function addCritical() {
    if (!rolled?.characterId || !view.criticalButton) return;
    const gained = changeSheet(
      rolled.characterId,
      view.criticalGain,
      // The same roll's WP can be added again once taken back.
      () => dispatch({ type: 'critical-added', added: false }),
    );
    if (gained.ok) dispatch({ type: 'critical-added', added: true });
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-hint">
        Roll 3d6 and read one die by difficulty: it must be higher than the Attribute.
      </p>
      <MemberGrid id={id} member={member} onChange={chooseCharacter} />
      <AttributeField id={`${id}-attribute`} {...field} />
      <DifficultyField
        id={id}
        value={fields.difficulty}
        onChange={(difficulty) => set({ difficulty })}
      />
      <Toggle
        id={`${id}-item`}
        label="Relevant Item (one step easier)"
        checked={fields.relevantItem}
        onChange={(relevantItem) => set({ relevantItem })}
      />
      <RadioGroup
        name={`${id}-floor`}
        legend="Injury floor"
        value={view.floor}
        options={view.floorOptions}
        onChange={(floorChoice) => set({ floorChoice })}
        hint={view.floorHint}
      />

      <EffectiveDifficulty view={view.difficulty}>
        <p class="tool-hint">
          Critical success (6-6-6): <ChanceText fraction={view.criticalChance} />
        </p>
      </EffectiveDifficulty>

      <RollAndResult
        {...checkResultArea(id, title, view.shown)}
        button="Roll Outcome Check"
        blockedBy={reading.blocked}
        onRoll={roll}
        stale={view.stale}
        empty="No roll yet. All three dice and the die used will show here."
      >
        {(last) => (
          <>
            <CheckDice label="Dice rolled" {...last} />
            {last.critical ? (
              <p class="tool-card">
                <strong>Critical success!</strong> {last.critical}
              </p>
            ) : null}
          </>
        )}
      </RollAndResult>
      {view.criticalButton ? <Button onClick={addCritical}>{view.criticalButton}</Button> : null}

      {offer ? (
        <fieldset class="tool-card">
          <legend>Re-roll with Willpower</legend>
          {offer.willpowerNote ? (
            <p class="tool-hint">{offer.willpowerNote}</p>
          ) : (
            <ChoiceField
              id={`${id}-stress`}
              label="Stress level (sets dice per WP)"
              value={fields.typedStress}
              options={offer.stressOptions}
              onChange={(typedStress) => set({ typedStress })}
            />
          )}
          <div class="tool-options">
            {offer.dice.map(({ label, checked }, index) => (
              <Toggle
                key={index}
                id={`${id}-die-${index}`}
                label={label}
                checked={checked}
                onChange={(on) => dispatch({ type: 'choose-die', index, on })}
              />
            ))}
          </div>
          <p class="tool-hint">{offer.cost}</p>
          <Button
            look="tool"
            onClick={reroll}
            aria-disabled={offer.nothingChosen ? 'true' : 'false'}
          >
            {offer.button}
          </Button>
        </fieldset>
      ) : null}
      {notice.note}
    </ToolSection>
  );
}
