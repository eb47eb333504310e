/**
 * Camp planner: the setup choices give action points (exactly as the Camp Setup list gives them),
 * the camp actions spend them (over-spending is refused with the reason), the ambush pool is built
 * from the text's rules with its exact odds and rolled into the roll log, and breaking camp
 * advances the current location's doom tracker in the expedition (twice after a long rest).
 * The plan is saved in this browser until camp breaks.
 *
 * Place with `<CampPlanner client:visible-after-load id="camp-planner" />`: it reads saved state.
 */
import { useState } from 'preact/hooks';
import {
  Chance,
  deeper,
  Heading,
  LiveNote,
  ResultArea,
  RollButton,
  SavedNumberField,
  StoreNotice,
  Toggle,
  type ToolProps,
  ToolSection,
  useActionNote,
  useSaved,
  useShown,
} from '../../kit';
import {
  buyDwCampAction,
  checkDwAmbushExtra,
  computeDwAmbushOdds,
  computeDwAmbushPool,
  computeDwCampPoints,
  computeDwCampBudget,
  explainDwAmbushBlocked,
  isDwCampFireLit,
  countDwBreakCampDoom,
  describeDwBreakCampDoom,
  describeDwCampLines,
  describeDwCooking,
  labelDwCampAction,
  dropDwCampAction,
  explainDwCampAddBlocked,
  DW_AMBUSH_OUTCOME_TEXT,
  DW_CAMP_ACTIONS,
  isDwAmbushSix,
  type DwAmbushRoll,
  type DwCampActionId,
  type DwCampField,
  type DwCampSetup,
} from '../../../rules/dead-weight/camp';
import {
  $dwCamp,
  $dwCampNotice,
  clearDwCamp,
  updateDwCamp,
} from '../../../stores/dead-weight/camp';
import { advanceDwDoom } from '../../../stores/dead-weight/expedition';
import { $dwParty } from '../../../stores/dead-weight/party';
import { dwLogSource } from '../../../rules/dead-weight/log-lines';
import { dwAmbushTool } from '../../../rules/dead-weight/roll-tools';
import { rollAndLog } from '../log-roll';
import { readDwNumber } from '../../../rules/dead-weight/fields';
import '../dead-weight.css';

export default function CampPlanner({
  id = 'camp-planner',
  headingLevel = 3,
  title = 'Camp planner',
}: ToolProps) {
  const plan = useSaved($dwCamp);
  const party = useSaved($dwParty);
  const note = useActionNote(`${title}: actions`);
  const [ambush, showAmbush, clearAmbush] = useShown<DwAmbushRoll>();
  const [broken, setBroken] = useState<string | null>(null);
  const sub = deeper(headingLevel);

  const { setup, actions, adventurers } = plan;
  const points = computeDwCampPoints(setup, adventurers);
  const errorFor = (field: DwCampField) =>
    points.ok ? undefined : points.error.find((error) => error.field === field)?.message;
  const { spent, left, overspent } = computeDwCampBudget(points, actions);
  const extraError = checkDwAmbushExtra(plan.ambush.extra)?.message;
  const pool = computeDwAmbushPool({
    exposed: plan.ambush.exposed,
    fire: isDwCampFireLit(setup),
    campedBefore: plan.ambush.campedBefore,
    sleep: actions.sleep,
    extra: extraError ? 0 : plan.ambush.extra,
    lookouts: actions.lookout,
  });
  const odds = computeDwAmbushOdds(pool.dice);
  const ambushBlocked = explainDwAmbushBlocked(points, actions, plan.ambush.extra);
  const doomSteps = countDwBreakCampDoom(setup.longRest);

  function setSetup(change: Partial<DwCampSetup>) {
    note.clear();
    updateDwCamp((current) => ({ ...current, setup: { ...current.setup, ...change } }));
  }

  // Each Add is off with its reason beside it, so a press never does nothing out of sight; a
  // press drawn before the button turned off is refused with the same reason in the note below.
  const addBlocked = (actionId: DwCampActionId) =>
    explainDwCampAddBlocked(points, actions, actionId, { adventurers, setup });

  function buy(actionId: DwCampActionId) {
    const blocked = addBlocked(actionId);
    if (blocked !== null) {
      note.refuse(blocked);
      return;
    }
    if (!points.ok) return; // explainDwCampAddBlocked has said so
    const result = buyDwCampAction(actions, actionId, {
      points: points.value.points,
      adventurers,
      setup,
    });
    if (result.ok) {
      note.clear();
      updateDwCamp((current) => ({ ...current, actions: result.value }));
    }
  }

  function drop(actionId: DwCampActionId) {
    note.clear();
    updateDwCamp((current) => ({
      ...current,
      actions: dropDwCampAction(current.actions, actionId),
    }));
  }

  function rollAmbush() {
    if (ambushBlocked !== null) return; // the button is off with its reason
    const roll = rollAndLog(dwAmbushTool, { dice: pool.dice }, dwLogSource('Ambush roll'), id);
    showAmbush(roll);
  }

  function breakCamp() {
    advanceDwDoom(doomSteps);
    clearDwCamp();
    clearAmbush();
    note.clear();
    setBroken(
      `Camp broken: the doom tracker advanced ${describeDwBreakCampDoom(setup.longRest)}. The plan is cleared for the next camp, marked as camped before.`,
    );
  }

  const ambushToggle = (key: 'exposed' | 'campedBefore' | 'cookingSkill', label: string) => (
    <Toggle
      id={`${id}-${key}`}
      label={label}
      checked={plan.ambush[key]}
      onChange={(checked) =>
        updateDwCamp((current) => ({ ...current, ambush: { ...current.ambush, [key]: checked } }))
      }
    />
  );
  const setupToggle = (
    key: 'dryPlace' | 'fire' | 'firewood' | 'longRest' | 'filthy',
    label: string,
  ) => (
    <Toggle
      id={`${id}-${key}`}
      label={label}
      checked={setup[key]}
      onChange={(checked) => setSetup({ [key]: checked })}
    />
  );

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-hint">Saved in this browser until camp breaks.</p>
      <StoreNotice $notice={$dwCampNotice} />

      <Heading level={sub} id={`${id}-setup`} class="tool-heading">
        Setup
      </Heading>
      <div class="tool-grid">
        <SavedNumberField
          read={readDwNumber}
          id={`${id}-adventurers`}
          label="Adventurers in camp"
          value={adventurers}
          hint={
            party.characters.length > 0 ? `The party has ${party.characters.length}.` : undefined
          }
          error={errorFor('adventurers')}
          onValue={(value) => updateDwCamp((current) => ({ ...current, adventurers: value }))}
        />
        <SavedNumberField
          read={readDwNumber}
          id={`${id}-supplies`}
          label="Camping supplies used (+1 each)"
          value={setup.suppliesUsed}
          error={errorFor('suppliesUsed')}
          onValue={(value) => setSetup({ suppliesUsed: value })}
        />
        <SavedNumberField
          read={readDwNumber}
          id={`${id}-survivalists`}
          label="Adventurers with the survivalist skill (+1 each)"
          value={setup.survivalists}
          error={errorFor('survivalists')}
          onValue={(value) => setSetup({ survivalists: value })}
        />
      </div>
      <fieldset class="tool-options">
        <legend>Camp setup</legend>
        {setupToggle('dryPlace', 'Dry and stable place (+1)')}
        {setupToggle('fire', 'Make a fire (+1; needs a camping supply or firewood)')}
        {setupToggle('firewood', 'Firewood for the fire')}
        {errorFor('fire') ? <p class="field-error">{errorFor('fire')}</p> : null}
        {setupToggle('longRest', 'Long rest (+2; breaking camp advances the doom tracker twice)')}
        {setupToggle('filthy', 'Particularly filthy or unhealthy place (−1)')}
      </fieldset>
      <LiveNote as="div" class="tool-card" label="Camp action points" atomic>
        {points.ok ? (
          <>
            <p>
              Action points: <strong>{points.value.points}</strong>
              {points.value.lines.length > 0
                ? ` (${describeDwCampLines(points.value.lines)})`
                : ' (no setup choices yet)'}
            </p>
            <p>
              Spent: {spent}. Left: <strong>{left}</strong>
              {overspent ? ' — more is planned than the setup gives: take actions back.' : ''}
            </p>
          </>
        ) : (
          <p>Fix the setup fields above to count the action points.</p>
        )}
      </LiveNote>
      <p class="tool-hint">
        A filthy place never takes the points below 0. The long rest’s doom advance is the second
        one when camp breaks.
      </p>

      <Heading level={sub} id={`${id}-actions`} class="tool-heading">
        Camp actions
      </Heading>
      <ul class="tool-list">
        {DW_CAMP_ACTIONS.map((action) => (
          <li key={action.id} class="tool-card tool-row dw-camp-action">
            <div>
              <strong>{labelDwCampAction(action)}</strong>{' '}
              <span class="tool-hint">{action.effect}</span>
            </div>
            <div class="tool-row">
              <button
                type="button"
                class="text-button"
                aria-label={`Remove ${action.name}`}
                disabled={actions[action.id] === 0}
                onClick={() => drop(action.id)}
              >
                Remove
              </button>
              <strong>
                <span class="visually-hidden">{action.name} planned: </span>× {actions[action.id]}
              </strong>
              <RollButton
                id={`${id}-add-${action.id}`}
                class="text-button"
                blockedBy={addBlocked(action.id)}
                onClick={() => buy(action.id)}
              >
                Add<span class="visually-hidden"> {action.name}</span>
              </RollButton>
            </div>
          </li>
        ))}
      </ul>
      <p class="tool-hint">
        Use items (free): adventurers may use as many items tagged as Slow or Quick as they want.
      </p>
      {note.note}
      {actions.cook > 0 ? (
        <div>
          {ambushToggle('cookingSkill', 'Someone has the cooking skill')}
          <p>{describeDwCooking(actions.cook, plan.ambush.cookingSkill)}</p>
        </div>
      ) : null}

      <Heading level={sub} id={`${id}-ambush`} class="tool-heading">
        Ambush
      </Heading>
      <fieldset class="tool-options">
        <legend>Ambush dice</legend>
        {ambushToggle('exposed', 'The place is particularly exposed (+1 die)')}
        {ambushToggle('campedBefore', 'The party has camped before in this expedition (+1 die)')}
      </fieldset>
      <SavedNumberField
        read={readDwNumber}
        id={`${id}-extra`}
        label="Other ambush dice (doom tracker events)"
        value={plan.ambush.extra}
        error={extraError}
        onValue={(value) =>
          updateDwCamp((current) => ({ ...current, ambush: { ...current.ambush, extra: value } }))
        }
      />
      <p>
        Ambush pool: <strong>{pool.dice}d6</strong>
        {pool.lines.length > 0 ? ` (${describeDwCampLines(pool.lines)})` : ''}. A fire lit, sleep
        and lookouts come from the plan above.
      </p>
      {extraError ? (
        <p class="tool-hint">
          The chances show once the other ambush dice are a whole number the field takes.
        </p>
      ) : (
        <p class="chance">
          <Chance inline label="Chance of a combat (any 6)" fraction={odds.combat} />.{' '}
          <Chance
            inline
            label="Chance the adventurers are surprised (two or more 6s)"
            fraction={odds.surprised}
          />
          .
        </p>
      )}
      <div class="tool-actions">
        <RollButton id={`${id}-ambush`} blockedBy={ambushBlocked} onClick={rollAmbush}>
          Roll the ambush ({pool.dice}d6)
        </RollButton>
      </div>
      <ResultArea
        serial={ambush?.serial}
        // A roll of another pool than the one the plan makes now belongs to the plan before.
        stale={
          ambush !== null && (extraError !== undefined || ambush.value.dice.length !== pool.dice)
        }
        label="Ambush result"
        atomic
        empty="No ambush roll yet."
      >
        {ambush ? (
          <div>
            {ambush.value.dice.length > 0 ? (
              <ul class="dw-dice" aria-label="Ambush dice rolled">
                {ambush.value.dice.map((face, index) => (
                  <li key={index} class={isDwAmbushSix(face) ? 'die dw-die-hit' : 'die'}>
                    {face}
                  </li>
                ))}
              </ul>
            ) : (
              <p>The pool is empty: no dice to roll.</p>
            )}
            <p>
              <strong>{DW_AMBUSH_OUTCOME_TEXT[ambush.value.outcome]}</strong>
            </p>
          </div>
        ) : null}
      </ResultArea>

      <Heading level={sub} id={`${id}-break`} class="tool-heading">
        Break camp
      </Heading>
      <p>
        Breaking camp advances the current location’s doom tracker in the expedition tracker{' '}
        {describeDwBreakCampDoom(setup.longRest)}.
      </p>
      <div class="tool-actions">
        <button type="button" class="primary-button" onClick={breakCamp}>
          Break camp (advance doom {describeDwBreakCampDoom(setup.longRest, true)})
        </button>
      </div>
      <LiveNote as="div" label="Break camp result">
        {broken ? <p>{broken}</p> : null}
      </LiveNote>
    </ToolSection>
  );
}
