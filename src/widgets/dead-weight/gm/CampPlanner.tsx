/**
 * Camp planner: the setup choices give action points (exactly as the Camp Setup list gives them),
 * the camp actions spend them (over-spending is refused with the reason), the ambush pool is built
 * from the text's rules with its exact odds and rolled into the roll log, and breaking camp
 * advances the current location's doom tracker in the expedition (twice after a long rest).
 * The plan is saved in this browser until camp breaks.
 *
 * Place with `<CampPlanner client:visible-after-load id="camp-planner" />`: it reads saved state.
 */
import { Fragment } from 'preact';
import { useReducer } from 'preact/hooks';
import {
  Button,
  Chance,
  deeper,
  focusAfterRender,
  Heading,
  LiveNote,
  ResultArea,
  RollButton,
  SavedNumberField,
  Toggle,
  type ToolProps,
  ToolSection,
  useActionNote,
  useSaved,
  toolFrame,
} from '../../kit';
import {
  DW_CAMP_ACTIONS,
  labelDwCampAction,
  type DwCampAction,
} from '../../../rules/dead-weight/camp';
import {
  DW_CAMP_TOOL_START,
  stepDwCampTool,
  viewDwCampPlan,
  type DwCampCountField,
  type DwCampToggle,
} from '../../../rules/dead-weight/camp-view';
import {
  $dwCountedCamp,
  $dwCampNotice,
  addDwCampAction,
  countDwCampParty,
  breakDwCamp,
  removeDwCampAction,
  setDwCampAmbush,
  setDwCampCount,
  setDwCampSetup,
  type DwCampAmbushChoices,
} from '../../../stores/dead-weight/camp';
import { $dwParty } from '../../../stores/dead-weight/party';
import { dwLogSource } from '../../../rules/dead-weight/log-lines';
import { dwAmbushTool } from '../../../rules/dead-weight/roll-tools';
import { rollAndLog } from '../log-roll';
import { readDwNumber } from '../../../rules/dead-weight/fields';
import type { Result } from '../../../rules/result';
import '../dead-weight.css';

export default function CampPlanner(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'camp-planner', 'Camp planner');
  // Counted with the party: its size until the reader types a number (camp-adventurers.ts).
  const plan = useSaved($dwCountedCamp);
  const party = useSaved($dwParty);
  // The roll shown, what breaking camp said, and when the cards' refusals went stale.
  const [tool, step] = useReducer(stepDwCampTool, DW_CAMP_TOOL_START);
  const { ambush, refusalsFrom } = tool;
  const sub = deeper(headingLevel);

  const { actions } = plan;
  const view = viewDwCampPlan(plan, party.characters.length, ambush?.value ?? null);
  const { counts, points, pool, odds } = view;

  function rollAmbush() {
    if (view.ambushBlocked !== null) return; // the button is off with its reason
    const roll = rollAndLog(dwAmbushTool, { dice: pool.dice }, dwLogSource('Ambush roll'), id);
    step({ type: 'ambush-rolled', roll });
  }

  const ambushToggle = ({ key, label, checked }: DwCampToggle<keyof DwCampAmbushChoices>) => (
    <Toggle
      key={key}
      id={`${id}-${key}`}
      label={label}
      checked={checked}
      onChange={(on) => setDwCampAmbush({ [key]: on })}
    />
  );
  /** A count of the plan, with the message the rules give for it. */
  const countField = ({ count, fieldId, ...field }: DwCampCountField) => (
    <SavedNumberField
      key={count}
      read={readDwNumber}
      id={`${id}-${fieldId}`}
      {...field}
      onValue={(value) => {
        if (count === 'suppliesUsed' || count === 'survivalists') step({ type: 'setup-changed' });
        setDwCampCount(count, value);
      }}
    />
  );

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel} notices={[$dwCampNotice]}>
      <p class="tool-hint">Saved in this browser until camp breaks.</p>

      <Heading level={sub} id={`${id}-setup`} class="tool-heading">
        Setup
      </Heading>
      <div class="tool-grid">
        {/* The count's own button stands under it, so on a phone it is not two fields away. */}
        <div>
          {countField(counts.adventurers)}
          {view.partyCount ? (
            <div class="tool-actions">
              <Button
                onClick={() => {
                  countDwCampParty();
                  // The button goes once pressed: the focus goes to the count it changed.
                  focusAfterRender(`${id}-adventurers`);
                }}
              >
                {view.partyCount}
              </Button>
            </div>
          ) : null}
        </div>
        {counts.setup.map(countField)}
      </div>
      <fieldset class="tool-options">
        <legend>Camp setup</legend>
        {view.setupToggles.map(({ key, label, checked, error }) => (
          <Fragment key={key}>
            <Toggle
              id={`${id}-${key}`}
              label={label}
              checked={checked}
              onChange={(on) => {
                step({ type: 'setup-changed' });
                setDwCampSetup({ [key]: on });
              }}
            />
            {error ? <p class="field-error">{error}</p> : null}
          </Fragment>
        ))}
      </fieldset>
      <LiveNote as="div" class="tool-card" label="Camp action points" atomic>
        {points ? (
          <>
            <p>
              Action points: <strong>{points.total}</strong>
              {points.from}
            </p>
            <p>
              Spent: {points.spent}. Left: <strong>{points.left}</strong>
              {points.overspent
                ? ' — more is planned than the setup gives: take actions back.'
                : ''}
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
          <CampActionCard
            key={`${action.id}-${refusalsFrom}`}
            id={`${id}-${action.id}`}
            action={action}
            planned={actions[action.id]}
            // Off with its reason beside it, so a press never does nothing out of sight; a press
            // drawn before the button turned off is refused with the same reason in its card.
            addBlocked={view.addBlocked[action.id]}
          />
        ))}
      </ul>
      <p class="tool-hint">
        Use items (free): adventurers may use as many items tagged as Slow or Quick as they want.
      </p>
      {view.cooking ? (
        <div>
          {ambushToggle(view.cooking.toggle)}
          <p>{view.cooking.said}</p>
        </div>
      ) : null}

      <Heading level={sub} id={`${id}-ambush`} class="tool-heading">
        Ambush
      </Heading>
      <fieldset class="tool-options">
        <legend>Ambush dice</legend>
        {view.ambushToggles.map(ambushToggle)}
      </fieldset>
      {countField(counts.extra)}
      <p>
        Ambush pool: <strong>{pool.dice}d6</strong>
        {pool.from}. A fire lit, sleep and lookouts come from the plan above.
      </p>
      {!odds ? (
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
        <RollButton id={`${id}-ambush`} blockedBy={view.ambushBlocked} onClick={rollAmbush}>
          Roll the ambush ({pool.dice}d6)
        </RollButton>
      </div>
      <ResultArea
        serial={ambush?.serial}
        // A roll of another pool than the one the plan makes now belongs to the plan before.
        stale={view.ambushStale}
        label="Ambush result"
        atomic
        empty="No ambush roll yet."
      >
        {view.ambush ? (
          <div>
            {view.ambush.faces.length > 0 ? (
              <ul class="dw-dice" aria-label="Ambush dice rolled">
                {view.ambush.faces.map(({ face, six }, index) => (
                  <li key={index} class={six ? 'die dw-die-hit' : 'die'}>
                    {face}
                  </li>
                ))}
              </ul>
            ) : (
              <p>The pool is empty: no dice to roll.</p>
            )}
            <p>
              <strong>{view.ambush.outcome}</strong>
            </p>
          </div>
        ) : null}
      </ResultArea>

      <Heading level={sub} id={`${id}-break`} class="tool-heading">
        Break camp
      </Heading>
      <p>
        Breaking camp advances the current location’s doom tracker in the expedition tracker{' '}
        {view.breakDoom.said}.
      </p>
      <div class="tool-actions">
        <Button look="primary" onClick={() => step({ type: 'camp-broken', said: breakDwCamp() })}>
          Break camp (advance doom {view.breakDoom.brief})
        </Button>
      </div>
      <LiveNote as="div" label="Break camp result">
        {tool.broken ? <p>{tool.broken}</p> : null}
      </LiveNote>
    </ToolSection>
  );
}

/**
 * One camp action: what it does, how many are planned, Remove and Add. A press refused (nothing to
 * remove, or an Add drawn before it turned off) says why in the card, where the reader pressed.
 */
function CampActionCard({
  id,
  action,
  planned,
  addBlocked,
}: {
  readonly id: string;
  readonly action: DwCampAction;
  readonly planned: number;
  readonly addBlocked: string | null;
}) {
  const note = useActionNote(`${action.name}: changes`);
  // A press that changed the plan clears the last refusal; a refused one says why.
  const answer = (changed: Result<unknown, { readonly message: string }>) => {
    if (changed.ok) note.clear();
    else note.refuse(changed.error.message);
  };
  return (
    <li class="tool-card tool-row">
      <div>
        <strong>{labelDwCampAction(action)}</strong>{' '}
        <span class="tool-hint dw-camp-effect">{action.effect}</span>
      </div>
      <div class="tool-row">
        <Button
          countsEveryTap
          aria-label={`Remove ${action.name}`}
          onClick={() => answer(removeDwCampAction(action.id))}
        >
          Remove
        </Button>
        <strong>
          <span class="visually-hidden">{action.name} planned: </span>× {planned}
        </strong>
        <Button
          countsEveryTap
          reasonId={`${id}-add-blocked`}
          blockedBy={addBlocked}
          onClick={() => answer(addDwCampAction(action.id))}
        >
          Add<span class="visually-hidden"> {action.name}</span>
        </Button>
      </div>
      {note.note}
    </li>
  );
}
