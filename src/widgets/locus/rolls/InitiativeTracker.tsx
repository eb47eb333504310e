/**
 * Initiative for a Conflict: the Cast (from the tracker) plus any Monsters and Foils added here by
 * name with their Carelessness. Everyone rolls 3d6 minus Carelessness; the fixed order is shown
 * with each total and its dice, and ties are resolved by the rules' stated tie rule, in words.
 *
 * The Monsters and Foils added here (not Cast members), the Cast members left out and the last
 * order rolled are saved (the Initiative store), so a reload mid-fight keeps them until "Start a
 * new Conflict". A Monster or Foil removed can be put back with Undo: its roll is kept in the saved
 * order, so it takes its place there again (after a new roll it waits to be rolled for). The order
 * shown is the one rolled, less whoever has left the Conflict since, under the Cast's names as
 * they are now; anyone who joined after the roll is named under it, to roll again for, and a Cast
 * member's Carelessness or kind changed since marks it stale with what changed (the Initiative
 * store's `$conflictView` works all of this out; what the tool shows of it, viewInitiativeTracker).
 * A name already in the Cast or the Conflict is refused at the name field, so the order never says
 * one name twice.
 *
 * Place with `<InitiativeTracker client:visible-after-load />`: it reads the saved Cast and Conflict.
 */
import { useReducer, useState } from 'preact/hooks';
import {
  Form,
  Button,
  ChoiceField,
  focusAfterRender,
  NumberField,
  ResultArea,
  TextField,
  Toggle,
  type ToolProps,
  ToolSection,
  UndoRemove,
  useActionNote,
  useSaved,
  useShown,
  toolFrame,
} from '../../kit';
import {
  describeAddedToConflict,
  describeBackInConflict,
  type AddedInitiativeKind,
  INITIATIVE_FORM_START,
  initiativeLogEntries,
  initiativeTool,
  updateInitiativeForm,
  viewInitiativeTracker,
} from '../../../rules/locus';
import { browserRng } from '../../../lib/browser-rng';
import {
  $conflictView,
  $initiative,
  $initiativeNotice,
  addTypedToConflict,
  includeCastMember,
  removeFromConflict,
  restoreConflict,
  restoreToConflict,
  rollConflict,
  startNewConflict,
} from '../../../stores/locus/initiative';
import DiceTriple from './DiceTriple';
import { logRoll } from '../log-roll';
import './rolls.css';

export default function InitiativeTracker(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'initiative-roller', 'Initiative');
  const conflict = useSaved($initiative);
  const conflictView = useSaved($conflictView);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<AddedInitiativeKind>('monster');
  const [carelessnessText, setCarelessnessText] = useState('0');
  // The name's refusal and the two Undos change together (see updateInitiativeForm).
  const [form, dispatch] = useReducer(updateInitiativeForm, INITIATIVE_FORM_START);
  // The order is the saved one; each roll here is also shown, so the result area reads it anew.
  const [rolledHere, showRoll] = useShown<true>();
  const notice = useActionNote(`${title}: changes`);
  const fields = { name, carelessness: carelessnessText };
  const view = viewInitiativeTracker(conflictView, conflict, form, fields);
  const { errors, order: shown } = view;
  const ids = { name: `${id}-name`, carelessness: `${id}-carelessness`, rule: `${id}-rule` };

  function add() {
    const added = addTypedToConflict(name, kind, carelessnessText);
    if (!added.ok) {
      // A refused name shows every problem of the name from now on (see updateInitiativeForm).
      if (added.error.field === 'name') dispatch({ type: 'add-refused' });
      if (added.error.code === 'full') notice.refuse(added.error.message);
      document.getElementById(ids[added.error.field])?.focus();
      return;
    }
    dispatch({ type: 'added' });
    setName('');
    notice.done(describeAddedToConflict(added.value.added));
  }

  const removeId = (entityId: string) => `${id}-remove-${entityId}`;

  function remove(entityId: string) {
    notice.clear();
    // The Undo takes the focus from the Remove button, which is gone.
    dispatch({ type: 'removed', removal: removeFromConflict(entityId) ?? null });
  }

  function undoRemove() {
    if (!form.removed) return;
    dispatch({ type: 'undo-remove' });
    const { removed } = form.removed;
    const back = restoreToConflict(removed);
    if (!back.ok) {
      notice.refuse(back.error.message);
      document.getElementById(ids.name)?.focus();
      return;
    }
    notice.done(describeBackInConflict(removed.entity.name, back.value));
    focusAfterRender(removeId(removed.entity.id));
  }

  function newConflict() {
    notice.clear();
    dispatch({ type: 'new-conflict', cleared: startNewConflict() });
  }

  function undoNewConflict() {
    if (!form.cleared) return;
    restoreConflict(form.cleared);
    dispatch({ type: 'undo-new-conflict' });
  }

  function roll() {
    const rolled = rollConflict(browserRng);
    if (!rolled.ok) {
      dispatch({ type: 'roll-refused' });
      notice.refuse(rolled.error.message);
      return;
    }
    showRoll(true);
    dispatch({ type: 'rolled' });
    notice.clear();
    const { entities: rolledFor, order } = rolled.value;
    for (const { input, source } of initiativeLogEntries(rolledFor, order))
      logRoll(initiativeTool, input, order, source, id);
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel} notices={[$initiativeNotice]}>
      <p class="tool-hint">
        Everyone rolls 3d6 and subtracts Carelessness. Highest total goes first; the order is fixed
        for the Conflict. The Conflict is saved in this browser until you start a new one.
      </p>

      <fieldset class="tool-card">
        <legend>From the Cast</legend>
        {view.cast.length === 0 ? (
          <p class="tool-hint">
            The Cast is empty. Add characters in the Cast tracker, or add everyone below.
          </p>
        ) : (
          <div class="tool-options">
            {view.cast.map((entity) => (
              <Toggle
                key={entity.id}
                id={`${id}-${entity.id}`}
                label={entity.label}
                checked={entity.included}
                onChange={(on) => {
                  dispatch({ type: 'cast-toggled' });
                  includeCastMember(entity.id, on);
                }}
              />
            ))}
          </div>
        )}
      </fieldset>

      <Form onSubmit={add} legend="Add a Monster or Foil">
        <div class="tool-grid">
          <TextField
            id={ids.name}
            label="Name"
            value={name}
            maxLength={view.nameMax}
            onText={setName}
            error={errors.name}
            // Asked for on the press of Add, the name's problem is read out; a name taken shows as typed.
            alert={form.nameTried}
          />
          <ChoiceField
            id={`${id}-kind`}
            label="Kind"
            value={kind}
            options={view.kindOptions}
            onChange={setKind}
          />
          <NumberField
            id={ids.carelessness}
            label="Carelessness (0–5)"
            text={carelessnessText}
            onText={setCarelessnessText}
            error={errors.carelessness}
            hint="Monsters have no Carelessness: 0 subtracts nothing, unless the Director decides otherwise."
          />
        </div>
        <Button look="tool" submit>
          Add to the Conflict
        </Button>
        {view.added.length > 0 ? (
          <ul class="tool-list locus-conflict-list">
            {view.added.map((entity) => (
              <li key={entity.id} class="tool-row">
                <span>{entity.line}</span>
                {/* The name is beside the button already: said, not shown again. */}
                <Button id={removeId(entity.id)} onClick={() => remove(entity.id)}>
                  Remove<span class="visually-hidden"> {entity.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <UndoRemove
          removal={{ removed: form.removed, undo: undoRemove }}
          text={() => view.removedText ?? ''}
        />
      </Form>

      <p id={ids.rule} class="tool-hint">
        {view.tieRule}
      </p>
      <div class="tool-actions">
        <Button look="primary" onClick={roll} aria-describedby={ids.rule}>
          {view.rollButton}
        </Button>
        <Button onClick={newConflict}>Start a new Conflict</Button>
      </div>
      {notice.note}
      <UndoRemove
        removal={{ removed: form.cleared, undo: undoNewConflict }}
        text={() => view.clearedText ?? ''}
      />

      <ResultArea
        label={`${title} order`}
        serial={shown ? (rolledHere?.serial ?? 0) : undefined}
        stale={shown?.stale ?? false}
        empty="No roll yet. The order, each total and its dice will show here."
      >
        {shown ? (
          <>
            {shown.places.length === 0 ? (
              <p class="tool-hint">Everyone in the last roll has left the Conflict.</p>
            ) : (
              <ol class="tool-list" aria-label="Initiative order">
                {shown.places.map((entry) => (
                  <li key={entry.id} class="tool-card">
                    <p>
                      <strong>{entry.place}</strong> {entry.name}{' '}
                      <span class="tool-muted">{entry.kind}</span>: <strong>{entry.total}</strong>
                    </p>
                    <DiceTriple dice={entry.dice} label={entry.diceLabel} />
                    <p class="tool-hint">{entry.sum}</p>
                    {entry.tieBreak ? <p>{entry.tieBreak}</p> : null}
                  </li>
                ))}
              </ol>
            )}
            {shown.notRolled ? <p class="tool-notice">{shown.notRolled}</p> : null}
          </>
        ) : null}
      </ResultArea>
    </ToolSection>
  );
}
