/**
 * The Dead Weight expedition tracker: take exploration actions and spend their turns; the Decay
 * tracker advances each turn (not in a safe place) and on its 6th step every character of the
 * party rolls the Decay table, with afflictions and doom applied at once and fatigue or wounds
 * applied once the player picks the attribute; then the lights' usage dice are due. The doom
 * tracker per location and its effects sit behind "Show GM view"; the omens tracker fills with
 * doom effects and rolls the Omens table. One step can be undone. Saved in this browser.
 *
 * Place with `<ExpeditionTracker client:visible-after-load id="..." />`: it reads saved state.
 */
import { useReducer, useState } from 'preact/hooks';
import {
  Form,
  Button,
  ChoiceField,
  ConfirmAction,
  deeper,
  focusAfterRender,
  Heading,
  LiveNote,
  NumberField,
  Pips,
  RollButton,
  Toggle,
  type ToolProps,
  ToolSection,
  useSaved,
  useActionNote,
  toolFrame,
} from '../../kit';
import {
  DW_ATTRIBUTES,
  DW_ATTRIBUTE_NAMES,
  type DwAttribute,
} from '../../../rules/dead-weight/character';
import {
  describeDwActionCost,
  describeDwExpeditionProgress,
  DW_DECAY_STEPS,
  DW_EXPLORATION_ACTIONS,
  DW_LEAVE_DOOM_STEPS,
  dwLeaveBlockedBy,
  dwUndoBlockedBy,
} from '../../../rules/dead-weight/expedition';
import {
  DW_FIRST_ACTION_FORM,
  planDwAction,
  updateDwActionForm,
} from '../../../rules/dead-weight/action-form';
import {
  describeDwDoomTrack,
  isDwDoomEffectReached,
  labelDwSaveEffect,
  DW_DOOM_STEP_MAX,
} from '../../../rules/dead-weight/omens';
import {
  $dwExpedition,
  $dwExpeditionNotice,
  $dwExpeditionUndo,
  advanceDwDoom,
  deleteDwDoomEffect,
  dismissDwLightsReminder,
  goToDwLocation,
  leaveDwDungeon,
  resetDwExpedition,
  resolveDwPendingDecay,
  rollDwDecayRound,
  saveDwDoomEffect,
  setDwSafePlace,
  startDwOmens,
  takeDwAction,
  undoDwExpedition,
  type DwPendingDecay,
} from '../../../stores/dead-weight/expedition';
import { $dwParty, $dwPartyNotice } from '../../../stores/dead-weight/party';
import { $dwGmView, $dwGmViewNotice, showDwGmView } from '../../../stores/dead-weight/gm-view';
import { $dwSupplies } from '../../../stores/dead-weight/supplies';
import { describeDwUsageDie } from '../../../rules/dead-weight/usage';
import { labelDwPendingDecay } from '../../../rules/dead-weight/decay';
import { dwPage } from './links';
import { UsageButton, useUsageRoll } from '../characters/UsageButton';
import { useTypedForm } from '../characters/use-typed-form';
import '../dead-weight.css';

/**
 * A tracker in words ("Decay tracker: 3 of 6") and as boxes filled in. Its line takes the focus
 * (`id`) when the button that stood after it goes away, so the focus never moves on by itself to a
 * button with consequences.
 */
function Tracker({
  id,
  label,
  filled,
  size,
  note = '',
}: {
  id: string;
  label: string;
  filled: number;
  size: number;
  note?: string;
}) {
  return (
    <>
      <p id={id} tabIndex={-1}>
        {label}:{' '}
        <strong>
          {filled} of {size}
        </strong>
        {note}
      </p>
      <Pips of={size} filled={filled} />
    </>
  );
}

function PendingChoice({
  pending,
  id,
  onApplied,
}: {
  pending: DwPendingDecay;
  id: string;
  onApplied: () => void;
}) {
  const [attribute, setAttribute] = useState<DwAttribute>('str');
  const { question, apply } = labelDwPendingDecay(pending);
  return (
    <li class="tool-row">
      <ChoiceField
        id={`${id}-pending-${pending.id}`}
        label={question}
        value={attribute}
        options={DW_ATTRIBUTES.map((name) => ({ value: name, label: DW_ATTRIBUTE_NAMES[name] }))}
        onChange={setAttribute}
      />
      <Button
        look="primary"
        onClick={() => {
          resolveDwPendingDecay(pending.id, attribute);
          onApplied();
        }}
      >
        {apply}
      </Button>
    </li>
  );
}

export default function ExpeditionTracker(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'dw-expedition', 'Expedition tracker');
  const expedition = useSaved($dwExpedition);
  const party = useSaved($dwParty);
  const undo = useSaved($dwExpeditionUndo);
  const supplies = useSaved($dwSupplies);
  const [actionForm, updateActionForm] = useReducer(updateDwActionForm, DW_FIRST_ACTION_FORM);
  const place = useTypedForm(['location']);
  const gmView = useSaved($dwGmView);
  const [askingReset, setAskingReset] = useState(false);
  const effect = useTypedForm(['step', 'text']);
  const usage = useUsageRoll();
  const undoNote = useActionNote();
  const sub = deeper(headingLevel);
  // Explained at the field as it is typed, like every tool's fields.
  const { action, turnsError, blockedBy, asked } = planDwAction(actionForm);
  const track = expedition.locations.find((candidate) => candidate.location === expedition.current);
  const lights = supplies.filter((item) => item.light);

  function take() {
    undoNote.clear();
    if (blockedBy === null) takeDwAction(action.id, asked);
  }

  function go() {
    undoNote.clear();
    const went = place.submitted(goToDwLocation(place.texts.location));
    // A refused name is to be typed again: the field that says why takes the focus.
    if (!went.ok) focusAfterRender(`${id}-location`);
  }

  function addEffect() {
    const saved = effect.submitted(saveDwDoomEffect(effect.texts.step, effect.texts.text));
    if (!saved.ok) focusAfterRender(`${id}-effect-${saved.error.field}`);
  }

  return (
    <ToolSection
      id={id}
      title={title}
      headingLevel={headingLevel}
      notices={[$dwExpeditionNotice, $dwPartyNotice, $dwGmViewNotice]}
    >
      <p class="tool-hint">
        Saved in this browser. Decay rolls for every character of the party (add them in the party
        tool) and applies afflictions to them; see{' '}
        <a href={dwPage('core-definitions/#afflictions')}>afflictions</a>.
      </p>

      <div class="tool-card dw-part">
        <Heading level={sub} class="tool-heading">
          Exploration turns
        </Heading>
        <p>{describeDwExpeditionProgress(expedition.turns, expedition.current)}</p>
        <Form class="tool-row" onSubmit={take}>
          <ChoiceField
            id={`${id}-action`}
            label="Action"
            value={actionForm.actionId}
            options={DW_EXPLORATION_ACTIONS.map((item) => ({
              value: item.id,
              label: `${item.name} (${describeDwActionCost(item)})`,
            }))}
            onChange={(actionId) => updateActionForm({ type: 'choose', actionId })}
          />
          {action.multi ? (
            <NumberField
              id={`${id}-turns`}
              label="Turns"
              text={actionForm.turnsText}
              onText={(text) => updateActionForm({ type: 'turns', text })}
              error={turnsError}
            />
          ) : null}
          <RollButton id={`${id}-action`} type="submit" blockedBy={blockedBy}>
            Take action
          </RollButton>
        </Form>
        <p class="tool-hint">
          Costs from the <a href={dwPage(`exploration-actions/#${action.anchor}`)}>{action.name}</a>{' '}
          action.{' '}
          {action.id === 'move'
            ? 'The GM may ask for more turns over long distances, or none for a short move to an explored place nearby. '
            : ''}
          Two characters doing two things at once spend two turns.
        </p>
      </div>

      <div class="tool-card dw-part">
        <Heading level={sub} class="tool-heading">
          Decay
        </Heading>
        <Tracker
          id={`${id}-decay`}
          label="Decay tracker"
          filled={expedition.decay}
          size={DW_DECAY_STEPS}
          note={expedition.safe ? ' (paused: safe place)' : ''}
        />
        <Toggle
          id={`${id}-safe`}
          label="Safe place (outside the dungeon, no immediate danger): the decay tracker does not advance"
          checked={expedition.safe}
          onChange={setDwSafePlace}
        />
        <p class="tool-hint">
          A character who already has the affliction rolled adds 1 until the result is one they do
          not have; 11 (a wound) and 12 (equipment) always stop it.
        </p>
        <div class="tool-actions">
          <Button look="tool" onClick={() => rollDwDecayRound()}>
            Roll decay for the party now
          </Button>
        </div>
        {party.characters.length > 0 ? (
          <ul aria-label="Party afflictions">
            {party.characters.map((character) => (
              <li key={character.id}>
                <strong>{character.name}</strong>:{' '}
                {character.afflictions.length > 0
                  ? character.afflictions.join(', ')
                  : 'no afflictions'}
              </li>
            ))}
          </ul>
        ) : (
          <p class="tool-hint">The party is empty: decay has no one to roll for.</p>
        )}
        {expedition.pending.length > 0 ? (
          <ul class="tool-list" aria-label="Decay results to apply">
            {expedition.pending.map((pending, index) => (
              <PendingChoice
                key={pending.id}
                pending={pending}
                id={id}
                // The next result to apply takes the focus, else the decay tracker's line.
                onApplied={() => {
                  const next = expedition.pending[index + 1] ?? expedition.pending[index - 1];
                  focusAfterRender(...(next ? [`${id}-pending-${next.id}`] : []), `${id}-decay`);
                }}
              />
            ))}
          </ul>
        ) : null}
        {expedition.lightsDue ? (
          <LiveNote as="div" class="tool-notice dw-lights">
            <p>After decay, roll the usage dice of the lights (torches, lanterns ...).</p>
            {lights.length > 0 ? (
              <ul class="tool-list">
                {lights.map((item) => (
                  <li key={item.id} class="tool-row">
                    <span id={`${id}-light-${item.id}`} tabIndex={-1}>
                      {item.name}: {describeDwUsageDie(item.sides)}
                    </span>
                    <UsageButton
                      item={item}
                      onUse={(used) => usage.use(used, `${id}-light-${item.id}`)}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p class="tool-hint">
                No lights in the <a href={dwPage('core-definitions/#usage-dice')}>supplies list</a>{' '}
                yet.
              </p>
            )}
            {usage.last ? <LiveNote>{usage.last}</LiveNote> : null}
            <Button
              look="tool"
              onClick={() => {
                dismissDwLightsReminder();
                usage.clear();
                focusAfterRender(`${id}-decay`);
              }}
            >
              Lights rolled
            </Button>
          </LiveNote>
        ) : null}
      </div>

      <div class="tool-card dw-part">
        <Heading level={sub} class="tool-heading">
          Location and omens
        </Heading>
        <Form class="tool-row" onSubmit={go}>
          {place.field('location', {
            id: `${id}-location`,
            label: 'Go to location',
            suggestions: expedition.locations.map((known) => known.location),
          })}
          <Button look="primary" submit>
            Go
          </Button>
        </Form>
        <p class="tool-hint">
          A new location starts its own doom tracker; going back resumes the old one. The omens
          tracker carries on.
        </p>
        {expedition.omens ? (
          <Tracker
            id={`${id}-omens`}
            label="Omens tracker"
            filled={expedition.omens.step}
            size={expedition.omens.size}
          />
        ) : (
          <div class="tool-row">
            <p>The omens tracker has no size yet (2d6 steps).</p>
            <Button
              look="tool"
              onClick={() => {
                startDwOmens();
                focusAfterRender(`${id}-omens`);
              }}
            >
              Roll omens tracker size
            </Button>
          </div>
        )}
        <div class="tool-actions">
          <Button
            look="tool"
            reasonId={`${id}-leave-blocked`}
            blockedBy={dwLeaveBlockedBy(expedition.left)}
            onClick={() => leaveDwDungeon()}
          >
            Leave the dungeon (doom +{DW_LEAVE_DOOM_STEPS})
          </Button>
        </div>
        <p class="tool-hint">
          Leaving for the interlude always advances the doom tracker 2 steps and puts the party in a
          safe place.
        </p>
        <Toggle
          id={`${id}-gm`}
          label="Show GM view (doom tracker)"
          checked={gmView}
          onChange={showDwGmView}
        />
        {gmView ? (
          <div class="tool-card" aria-label="GM view">
            {track ? (
              <>
                <p id={`${id}-doom`} tabIndex={-1}>
                  {describeDwDoomTrack(track)}
                </p>
                {track.effects.length > 0 ? (
                  <ul class="tool-list" aria-label={`Doom effects at ${track.location}`}>
                    {track.effects.map((effect) => (
                      <li key={effect.step} class="tool-row">
                        <span>
                          {isDwDoomEffectReached(track, effect) ? '✓ ' : ''}Step {effect.step}:{' '}
                          {effect.text}
                        </span>
                        <Button
                          look="tool"
                          onClick={() => {
                            deleteDwDoomEffect(effect.step);
                            focusAfterRender(`${id}-doom`);
                          }}
                        >
                          Remove step {effect.step}
                        </Button>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p class="tool-hint">
                    No effects yet: type the adventure's list; the highest step is the last one.
                  </p>
                )}
                <Form onSubmit={addEffect}>
                  <div class="tool-row">
                    {effect.field('step', {
                      id: `${id}-effect-step`,
                      label: `Step (1–${DW_DOOM_STEP_MAX})`,
                      class: 'tool-number',
                    })}
                    {effect.field('text', { id: `${id}-effect-text`, label: 'Effect' })}
                    <Button look="primary" submit>
                      {labelDwSaveEffect(track, effect.texts.step)}
                    </Button>
                  </div>
                </Form>
              </>
            ) : (
              <p class="tool-hint">Go to a location to start its doom tracker.</p>
            )}
            <div class="tool-actions">
              <Button look="tool" countsEveryTap onClick={() => advanceDwDoom(1)}>
                Advance doom 1
              </Button>
            </div>
          </div>
        ) : null}
      </div>

      <div class="tool-actions">
        <Button
          look="tool"
          reasonId={`${id}-undo-blocked`}
          blockedBy={dwUndoBlockedBy(undo !== null, expedition.events.length)}
          onClick={() => {
            const undone = undoDwExpedition();
            if (undone) undoNote.done(`Undone: ${undone}.`);
          }}
        >
          {undo ? `Undo: ${undo.label}` : 'Undo'}
        </Button>
        <Button look="tool" id={`${id}-new-expedition`} onClick={() => setAskingReset(true)}>
          New expedition
        </Button>
      </div>
      {askingReset ? (
        <ConfirmAction
          id={`${id}-new`}
          question="Start a new expedition? Turns, trackers and locations are cleared; the party is kept."
          confirm="Start a new expedition"
          onConfirm={() => {
            resetDwExpedition();
            setAskingReset(false);
            focusAfterRender(`${id}-new-expedition`);
          }}
          onCancel={() => {
            setAskingReset(false);
            focusAfterRender(`${id}-new-expedition`);
          }}
        />
      ) : null}
      {undoNote.note}

      <Heading level={sub} class="tool-heading">
        What happened
      </Heading>
      {/* Live before the first event, so that one is read out as every later one is. */}
      <LiveNote as="div" status={false}>
        {expedition.events.length > 0 ? (
          <ol class="dw-events" aria-label="Expedition events, newest first" tabIndex={0}>
            {expedition.events.map((event) => (
              <li key={event.id}>{event.text}</li>
            ))}
          </ol>
        ) : (
          <p class="tool-hint">Nothing yet: take an action.</p>
        )}
      </LiveNote>
    </ToolSection>
  );
}
