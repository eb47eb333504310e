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
import { DW_FIRST_ACTION_FORM, updateDwActionForm } from '../../../rules/dead-weight/action-form';
import {
  DW_ACTION_CHOICES,
  DW_PENDING_ATTRIBUTE_CHOICES,
  viewDwExpedition,
  type DwPendingShown,
} from '../../../rules/dead-weight/expedition-view';
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
} from '../../../stores/dead-weight/expedition';
import { $dwParty, $dwPartyNotice } from '../../../stores/dead-weight/party';
import { $dwGmView, $dwGmViewNotice, showDwGmView } from '../../../stores/dead-weight/gm-view';
import { $dwSupplies } from '../../../stores/dead-weight/supplies';
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

/** A decay result to apply: the attribute it lands on; the next result then takes the focus. */
function PendingChoice({ pending, id }: { pending: DwPendingShown; id: string }) {
  const [attribute, setAttribute] = useState(DW_PENDING_ATTRIBUTE_CHOICES[0]!.value);
  return (
    <li class="tool-row">
      <ChoiceField
        id={`${id}-pending-${pending.id}`}
        label={pending.question}
        value={attribute}
        options={DW_PENDING_ATTRIBUTE_CHOICES}
        onChange={setAttribute}
      />
      <Button
        look="primary"
        onClick={() => {
          resolveDwPendingDecay(pending.id, attribute);
          // The next result to apply takes the focus, else the decay tracker's line.
          const next = pending.nextId === null ? [] : [`${id}-pending-${pending.nextId}`];
          focusAfterRender(...next, `${id}-decay`);
        }}
      >
        {pending.apply}
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
  const view = viewDwExpedition({
    expedition,
    characters: party.characters,
    supplies,
    actionForm,
    effectStepText: effect.texts.step,
    undoLabel: undo?.label ?? null,
  });
  // Explained at the field as it is typed, like every tool's fields.
  const { action, turnsError, blockedBy, asked } = view.plan;
  const { doom } = view;

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

  /** The question goes: the focus goes back to the button that asked it. */
  function closeReset() {
    setAskingReset(false);
    focusAfterRender(`${id}-new-expedition`);
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
        <p>{view.progress}</p>
        <Form class="tool-row" onSubmit={take}>
          <ChoiceField
            id={`${id}-action`}
            label="Action"
            value={actionForm.actionId}
            options={DW_ACTION_CHOICES}
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
          action. {view.actionNote}Two characters doing two things at once spend two turns.
        </p>
      </div>

      <div class="tool-card dw-part">
        <Heading level={sub} class="tool-heading">
          Decay
        </Heading>
        <Tracker id={`${id}-decay`} label="Decay tracker" {...view.decay} />
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
        {view.afflictions ? (
          <ul aria-label="Party afflictions">
            {view.afflictions.map((character) => (
              <li key={character.id}>
                <strong>{character.name}</strong>: {character.text}
              </li>
            ))}
          </ul>
        ) : (
          <p class="tool-hint">The party is empty: decay has no one to roll for.</p>
        )}
        {view.pending.length > 0 ? (
          <ul class="tool-list" aria-label="Decay results to apply">
            {view.pending.map((pending) => (
              <PendingChoice key={pending.id} pending={pending} id={id} />
            ))}
          </ul>
        ) : null}
        {view.lights ? (
          <LiveNote as="div" class="tool-notice dw-lights">
            <p>After decay, roll the usage dice of the lights (torches, lanterns ...).</p>
            {view.lights.length > 0 ? (
              <ul class="tool-list">
                {view.lights.map(({ item, line }) => (
                  <li key={item.id} class="tool-row">
                    <span id={`${id}-light-${item.id}`} tabIndex={-1}>
                      {line}
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
            suggestions: view.locations,
          })}
          <Button look="primary" submit>
            Go
          </Button>
        </Form>
        <p class="tool-hint">
          A new location starts its own doom tracker; going back resumes the old one. The omens
          tracker carries on.
        </p>
        {view.omens ? (
          <Tracker
            id={`${id}-omens`}
            label="Omens tracker"
            filled={view.omens.step}
            size={view.omens.size}
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
            blockedBy={view.leaveBlockedBy}
            onClick={() => leaveDwDungeon()}
          >
            {view.leaveLabel}
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
            {doom ? (
              <>
                <p id={`${id}-doom`} tabIndex={-1}>
                  {doom.line}
                </p>
                {doom.effects.length > 0 ? (
                  <ul class="tool-list" aria-label={doom.listLabel}>
                    {doom.effects.map((effect) => (
                      <li key={effect.step} class="tool-row">
                        <span>{effect.text}</span>
                        <Button
                          look="tool"
                          onClick={() => {
                            deleteDwDoomEffect(effect.step);
                            focusAfterRender(`${id}-doom`);
                          }}
                        >
                          {effect.remove}
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
                      label: doom.stepLabel,
                      class: 'tool-number',
                    })}
                    {effect.field('text', { id: `${id}-effect-text`, label: 'Effect' })}
                    <Button look="primary" submit>
                      {doom.saveLabel}
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
          blockedBy={view.undo.blockedBy}
          onClick={() => {
            const undone = undoDwExpedition();
            if (undone) undoNote.done(`Undone: ${undone}.`);
          }}
        >
          {view.undo.label}
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
            closeReset();
          }}
          onCancel={closeReset}
        />
      ) : null}
      {undoNote.note}

      <Heading level={sub} class="tool-heading">
        What happened
      </Heading>
      {/* Live before the first event, so that one is read out as every later one is. */}
      <LiveNote as="div" status={false}>
        {view.events.length > 0 ? (
          <ol class="dw-events" aria-label="Expedition events, newest first" tabIndex={0}>
            {view.events.map((event) => (
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
