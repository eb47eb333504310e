/**
 * Interlude day runner: one day in a Blacksalt settlement, in the page's order. 1. each
 * adventurer's action (options offered by settlement size and doom, risk dice rolled), 2. the
 * Blacksalt event (1d6, then bad events or opportunities), 3. Hunger Bites (a ration, or hungry and
 * parched; the already hungry roll on the decay table), 4. where to sleep and its 2d6 table, then
 * the next day. The settlement doom tracker moves with the events, sleep and laying low, and its
 * cumulative effects are listed. Afflictions go to the party store; an affliction already held is
 * replaced by one the player chooses, as the interlude rule says. What an action taken and each
 * night's row fix (fatigue recovered, afflictions gained or removed) are written to the sheets too,
 * and said after the result; what needs a choice (wounds, silver, "sleepy or shaken" when both are
 * held) is said "apply by hand". Every roll goes to the roll log. Each step is one action of
 * src/stores/dead-weight/interlude-day.ts; this file lays the day out.
 *
 * Saved in this browser: the day number, the settlement size, the settlement doom and the days
 * the Blacksalt event was rolled, Hunger Bites resolved and the party slept (each comes once a
 * day; the next day allows it again), and what they came to, shown until the next day starts; the
 * action each adventurer chose and whether they have taken it, with or without risk dice (one a
 * day) (src/stores/dead-weight/interlude-today.ts). "New interlude" can be undone.
 *
 * Place with `<InterludeDay client:visible-after-load id="interlude-day" />`: it reads saved state.
 */
import { useReducer, useState } from 'preact/hooks';
import {
  Button,
  ChoiceField,
  deeper,
  DiceText,
  Heading,
  LiveNote,
  RollButton,
  Toggle,
  ToolSection,
  toolHref,
  UndoRemove,
  useSaved,
  type ToolProps,
  toolFrame,
} from '../../kit';
import { type DwSleepLocation } from '../../../rules/dead-weight/interlude';
import {
  DW_INTERLUDE_ACTION_CHOICES,
  viewDwInterludeDay,
  type DwActionPick,
} from '../../../rules/dead-weight/interlude-day-view';
import {
  describeDwInterludeCleared,
  DW_EMPTY_INTERLUDE_FORM,
  updateDwInterludeForm,
} from '../../../rules/dead-weight/interlude-form';
import { dwPage } from './links';
import {
  $dwInterlude,
  $dwInterludeNotice,
  moveDwSettlementDoom,
  nextDwInterludeDay,
} from '../../../stores/dead-weight/interlude';
import { $dwParty } from '../../../stores/dead-weight/party';
import {
  $dwInterludeToday,
  $dwInterludeTodayNotice,
  $dwNewInterludeUndo,
  chooseDwInterludeAction,
  resultsOfDay,
  startNewDwInterlude,
  undoNewDwInterlude,
} from '../../../stores/dead-weight/interlude-today';
import {
  chooseDwHungerAffliction,
  resolveDwHungerToday,
  rollDwBlacksaltEventToday,
  sleepDwPartyToday,
  takeDwInterludeActionToday,
} from '../../../stores/dead-weight/interlude-day';
import SettlementSize from './SettlementSize';
import '../dead-weight.css';

export default function InterludeDay(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'interlude-day', 'Interlude day');
  const interlude = useSaved($dwInterlude);
  const party = useSaved($dwParty);
  const characters = party.characters;
  // What today's steps came to, and the actions chosen, are saved with the day: after a reload
  // their buttons stay off, and the choices and results stay in view.
  const today = resultsOfDay(useSaved($dwInterludeToday), interlude.day);
  const { event, sleep } = today;
  // Rations, afflictions picked and the day's line, which a new day clears together.
  const [form, update] = useReducer(updateDwInterludeForm, DW_EMPTY_INTERLUDE_FORM);
  const { ate, chosen } = form;
  const [location, setLocation] = useState<DwSleepLocation>('streets');
  // What "New interlude" cleared, until it is undone or something else is done here (the store's).
  const undo = useSaved($dwNewInterludeUndo);
  const sub = deeper(headingLevel);
  const view = viewDwInterludeDay(interlude, today, characters, location, form);
  const { doomEffects, hunger } = view;

  const setPick = (characterId: string, pick: DwActionPick) =>
    chooseDwInterludeAction(interlude.day, characterId, pick);
  const href = toolHref(id);

  const nextDay = () => update({ type: 'day-begins', day: nextDwInterludeDay() });

  function newInterlude() {
    startNewDwInterlude();
    update({ type: 'new-interlude' });
  }

  function undoNewInterlude() {
    if (undoNewDwInterlude()) update({ type: 'undone' });
  }

  return (
    <ToolSection
      id={id}
      title={title}
      headingLevel={headingLevel}
      notices={[$dwInterludeNotice, $dwInterludeTodayNotice]}
    >
      <p class="tool-hint">
        Saved in this browser: the day, each adventurer's action, its Blacksalt event, Hunger Bites
        and sleep once done, the settlement size and its doom. Adventurers come from the{' '}
        <a href={dwPage('character-progression/#dw-characters')}>Characters</a> tool.
      </p>
      <LiveNote label="Interlude day" atomic>
        <strong>{view.day}</strong> {view.where}
      </LiveNote>
      {/* Always in the page, so a new day, or an Undo refused, is read out as it is said. */}
      <LiveNote class="tool-hint" status={false}>
        {form.note}
      </LiveNote>
      <SettlementSize id={`${id}-size`} size={interlude.size} />

      <Heading level={sub} id={`${id}-doom`} class="tool-heading">
        Settlement doom
      </Heading>
      <div class="tool-actions">
        {view.doomMoves.map(({ step, verb, way, blockedBy }) => (
          <Button
            key={way}
            countsEveryTap
            reasonId={`${id}-doom-${way}-blocked`}
            blockedBy={blockedBy}
            onClick={() => moveDwSettlementDoom(step)}
          >
            {verb} settlement doom
          </Button>
        ))}
      </div>
      {doomEffects ? (
        <>
          <p>In force (all cumulative):</p>
          <ol aria-label="Settlement doom effects in force">
            {doomEffects.effects.map((effect) => (
              <li key={effect}>{effect}</li>
            ))}
          </ol>
          <p class="tool-hint">{doomEffects.prices}</p>
        </>
      ) : (
        <p>No effect yet: the settlement has not turned against the party.</p>
      )}

      <Heading level={sub} id={`${id}-actions`} class="tool-heading">
        1. Interlude actions
      </Heading>
      {characters.length === 0 ? (
        <p>
          The party is empty: add adventurers in the{' '}
          <a href={dwPage('character-progression/#dw-characters')}>Characters</a> tool to choose
          their actions, resolve their hunger and roll their sleep.
        </p>
      ) : null}
      {view.actions.map((card) => (
        <div key={card.id} class="tool-card dw-part">
          <div class="tool-row">
            <ChoiceField
              id={`${id}-action-${card.id}`}
              label={`Action for ${card.name}`}
              value={card.pick.action}
              disabled={card.taken}
              options={DW_INTERLUDE_ACTION_CHOICES}
              onChange={(next) => setPick(card.id, { action: next, option: '' })}
            />
            {card.optionChoices ? (
              <ChoiceField
                id={`${id}-option-${card.id}`}
                label={`Additional effect for ${card.name}`}
                value={card.pick.option}
                disabled={card.taken}
                options={card.optionChoices}
                onChange={(next) => setPick(card.id, { action: card.pick.action, option: next })}
                error={card.optionProblem}
              />
            ) : null}
          </div>
          <p class="tool-hint">{card.effect}</p>
          <div class="tool-actions">
            <Button
              reasonId={`${id}-take-${card.id}-blocked`}
              blockedBy={card.blockedBy}
              onClick={() => takeDwInterludeActionToday(card.id, href)}
            >
              {card.label}
            </Button>
          </div>
          {/* In the page before the action, so a screen reader announces what it came to. */}
          <LiveNote label={`${card.name}'s action today`}>{card.said}</LiveNote>
        </div>
      ))}

      <Heading level={sub} id={`${id}-events`} class="tool-heading">
        2. Blacksalt events
      </Heading>
      <div class="tool-actions">
        <RollButton
          id={`${id}-event`}
          blockedBy={view.eventBlockedBy}
          onClick={() => rollDwBlacksaltEventToday(href)}
        >
          Roll the Blacksalt event (1d6)
        </RollButton>
      </div>
      <LiveNote as="div" label="Blacksalt event result" atomic>
        {event ? (
          <div class="tool-card dw-part">
            <p>
              Event {event.roll.event.total}:{' '}
              <DiceText text={event.roll.event.text} ruleset="dead-weight" />
            </p>
            {event.roll.followUp ? (
              <p>
                {event.roll.followUp.table} {event.roll.followUp.total}:{' '}
                <strong>
                  <DiceText text={event.roll.followUp.text} ruleset="dead-weight" />
                </strong>
              </p>
            ) : null}
            {event.note ? <p>{event.note}</p> : null}
          </div>
        ) : null}
      </LiveNote>

      <Heading level={sub} id={`${id}-hunger`} class="tool-heading">
        3. Hunger Bites
      </Heading>
      <p class="tool-hint">
        Without a ration: hungry and parched; the already hungry roll on the decay table. In the
        interlude an <a href={dwPage('core-definitions/#afflictions')}>affliction</a> already held
        is replaced by one the player chooses.
      </p>
      {hunger.eats.map(({ characterId, label, checked }) => (
        <Toggle
          key={characterId}
          id={`${id}-ate-${characterId}`}
          label={label}
          checked={checked}
          onChange={(eats) => update({ type: 'eat', characterId, eats })}
        />
      ))}
      <div class="tool-actions">
        <RollButton
          id={`${id}-hunger`}
          blockedBy={hunger.blockedBy}
          onClick={() => resolveDwHungerToday(ate, href)}
        >
          Resolve Hunger Bites
        </RollButton>
      </div>
      <LiveNote as="div" label="Hunger Bites result">
        {hunger.results.map(({ characterId, name, said, choices }) => (
          <div key={characterId} class="tool-card">
            <p>
              <strong>{name}:</strong> {said}
            </p>
            {choices.map(({ key, index, give, ...choice }) => (
              <div key={key} class="tool-row">
                <ChoiceField
                  id={`${id}-choose-${key}`}
                  {...choice}
                  onChange={(affliction) => update({ type: 'choose', key, affliction })}
                />
                <Button onClick={() => chooseDwHungerAffliction(characterId, index, chosen[key])}>
                  {give}
                </Button>
              </div>
            ))}
          </div>
        ))}
      </LiveNote>

      <Heading level={sub} id={`${id}-sleep`} class="tool-heading">
        4. Sleep
      </Heading>
      <ChoiceField
        id={`${id}-location`}
        label="Where the party sleeps"
        value={location}
        options={view.sleep.choices}
        onChange={setLocation}
        error={view.sleep.problem}
      />
      <p class="tool-hint">Rolls 2d6 for each adventurer on the table “{view.sleep.table}”.</p>
      <div class="tool-actions">
        <RollButton
          id={`${id}-sleep`}
          blockedBy={view.sleep.blockedBy}
          onClick={() => sleepDwPartyToday(location, href)}
        >
          Roll sleep (2d6 each)
        </RollButton>
      </div>
      <LiveNote as="div" label="Sleep result" atomic>
        {sleep ? (
          <div class="tool-card dw-part">
            {sleep.rolls.map((shown, index) => (
              <div key={index}>
                <p>
                  <strong>{shown.name}</strong>: {shown.roll.total},{' '}
                  <DiceText text={shown.roll.text} ruleset="dead-weight" />
                </p>
                {shown.applied ? <p class="tool-hint">{shown.applied}</p> : null}
              </div>
            ))}
            {sleep.note ? <p>{sleep.note}</p> : null}
          </div>
        ) : null}
      </LiveNote>

      <div class="tool-actions">
        <Button look="primary" onClick={nextDay}>
          {view.nextDay}
        </Button>
        <Button onClick={newInterlude}>New interlude (day 1, doom 0)</Button>
      </div>
      <UndoRemove
        removal={{ ...undo, undo: undoNewInterlude }}
        text={(old) => describeDwInterludeCleared(old.interlude)}
        refusedText={() => undo.message ?? ''}
      />
    </ToolSection>
  );
}
