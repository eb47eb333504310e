/**
 * Interlude day runner: one day in a Blacksalt settlement, in the page's order. 1. each
 * adventurer's action (options offered by settlement size and doom, risk dice rolled), 2. the
 * Blacksalt event (1d6, then bad events or opportunities), 3. Hunger Bites (a ration, or hungry and
 * parched; the already hungry roll on the decay table), 4. where to sleep and its 2d6 table, then
 * the next day. The settlement doom tracker moves with the events, sleep and laying low, and its
 * cumulative effects are listed. Afflictions go to the party store; an affliction already held is
 * replaced by one the player chooses, as the interlude rule says. Every roll goes to the roll log.
 *
 * Saved in this browser: the day number, the settlement size and the settlement doom. What was
 * rolled today is shown until the next day starts.
 *
 * Place with `<InterludeDay client:only="preact" id="interlude-day" />`: it reads saved state.
 */
import { useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import {
  computeDwInnPrice,
  computeDwSettlementDoomEffects,
  countDwSleepDoom,
  DW_INTERLUDE_ACTIONS,
  DW_SETTLEMENT_DOOM_MAX,
  DW_SLEEP_LOCATIONS,
  explainDwOptionUnavailable,
  explainDwSleepUnavailable,
  findDwInterludeAction,
  findDwSleepTable,
  resolveDwHunger,
  rollDwBlacksaltEvent,
  rollDwSleep,
  type DwAfflictionGain,
  type DwBlacksaltEvent,
  type DwInterludeActionId,
  type DwSleepLocation,
  type DwTableRoll,
} from '../../../rules/dead-weight/interlude';
import { rollDwRisk } from '../../../rules/dead-weight/usage';
import { DW_SETTLEMENT_NAMES, DW_SETTLEMENT_SIZES, isDwSettlementSize } from '../../../rules/dead-weight/shopping';
import type { DwAffliction, DwCharacter } from '../../../rules/dead-weight/character';
import { browserRng } from '../../../lib/browser-rng';
import { advanceDwOmens } from '../../../stores/dead-weight/expedition';
import { withBase } from '../../../lib/navigation';
import { $dwInterlude, $dwInterludeNotice, moveDwSettlementDoom, nextDwInterludeDay, resetDwInterlude, setDwSettlementSize } from '../../../stores/dead-weight/interlude';
import { $dwParty, addDwAffliction } from '../../../stores/dead-weight/party';
import { addRoll } from '../../../stores/roll-log';
import Heading, { deeper, type HeadingLevel } from '../../shared/Heading';
import { injectStyle } from '../../shared/inject-style';
import campCss from '../camp/camp.css?inline';
import StoreNotice from '../../kit/StoreNotice';
import DiceText from '../../kit/DiceText';

injectStyle('dw-camp', campCss);

interface Props {
  readonly id?: string;
  readonly headingLevel?: HeadingLevel;
  readonly title?: string;
}

const SOURCE = 'Dead Weight';
const page = (path: string) => withBase(import.meta.env.BASE_URL, path);

interface ActionPick {
  readonly action: DwInterludeActionId;
  readonly option: string;
  readonly result?: string;
}

interface HungerShown {
  readonly name: string;
  readonly lines: readonly string[];
  readonly choices: readonly { readonly already: DwAffliction; readonly options: readonly DwAffliction[] }[];
}

interface SleepShown {
  readonly name: string;
  readonly roll: DwTableRoll;
}

function doomNote(steps: number, doom: number): string {
  if (steps === 0) return '';
  return steps > 0 ? ` Settlement doom advances to ${doom}.` : ` Settlement doom goes down to ${doom}.`;
}

export default function InterludeDay({ id = 'interlude-day', headingLevel = 3, title = 'Interlude day' }: Props) {
  const interlude = useStore($dwInterlude);
  const party = useStore($dwParty);
  const characters = party.characters;
  const [picks, setPicks] = useState<Readonly<Record<string, ActionPick>>>({});
  const [event, setEvent] = useState<{ readonly roll: DwBlacksaltEvent; readonly note: string } | null>(null);
  const [ate, setAte] = useState<Readonly<Record<string, boolean>>>({});
  const [hunger, setHunger] = useState<Readonly<Record<string, HungerShown>>>({});
  const [chosen, setChosen] = useState<Readonly<Record<string, DwAffliction>>>({});
  const [location, setLocation] = useState<DwSleepLocation>('streets');
  const [sleep, setSleep] = useState<{ readonly rolls: readonly SleepShown[]; readonly note: string } | null>(null);
  const [dayNote, setDayNote] = useState<string | null>(null);
  const sub = deeper(headingLevel);
  const href = typeof window === 'undefined' ? undefined : `${window.location.pathname}#${id}`;
  const effects = computeDwSettlementDoomEffects(interlude.doom);
  const settlement = `${DW_SETTLEMENT_NAMES[interlude.size]} (size ${interlude.size})`;

  function pickFor(character: DwCharacter): ActionPick {
    return picks[character.id] ?? { action: 'rest', option: '' };
  }

  function setPick(characterId: string, pick: ActionPick) {
    setPicks((current) => ({ ...current, [characterId]: pick }));
  }

  function rollActionRisk(character: DwCharacter) {
    const pick = pickFor(character);
    const action = findDwInterludeAction(pick.action);
    const option = action.options.find((candidate) => candidate.id === pick.option);
    const risk = option?.risk ?? action.risk;
    if (!risk) return;
    const roll = rollDwRisk(risk.dice, browserRng);
    let result = roll.triggered ? risk.onTrigger : risk.onQuiet;
    if (pick.action === 'lay-low' && roll.triggered) {
      const doom = moveDwSettlementDoom(-1);
      result += ` Settlement doom is now ${doom}.`;
    }
    addRoll({
      source: `${SOURCE}: ${option ? option.label.replace(/^Spend \d silver: /, '') : action.name} (${character.name})`,
      href,
      expression: `${risk.dice}d!`,
      detail: roll.dice.join(', '),
      total: roll.triggered ? 1 : 0,
      result: roll.triggered ? `triggered: ${risk.onTrigger}` : `not triggered: ${risk.onQuiet}`,
    });
    setPick(character.id, { ...pick, result: `${risk.dice}d! rolled ${roll.dice.join(', ')}: ${result}` });
  }

  function rollEvent() {
    const roll = rollDwBlacksaltEvent(browserRng);
    addRoll({ source: `${SOURCE}: Blacksalt events`, href, expression: '1d6', detail: String(roll.event.total), total: roll.event.total, result: roll.event.text });
    if (roll.followUp) {
      addRoll({ source: `${SOURCE}: ${roll.followUp.table}`, href, expression: '1d6', detail: String(roll.followUp.total), total: roll.followUp.total, result: roll.followUp.text });
    }
    const doom = roll.settlementDoom === 0 ? interlude.doom : moveDwSettlementDoom(roll.settlementDoom);
    // "Advance this settlement's doom and omens trackers": the omens tracker is the expedition's.
    if (roll.omens) advanceDwOmens(1, browserRng);
    const omens = roll.omens ? " The expedition's omens tracker advances one step too." : '';
    setEvent({ roll, note: `${doomNote(roll.settlementDoom, doom)}${omens}`.trim() });
  }

  function describeGain(gain: DwAfflictionGain): string {
    return gain.kind === 'gain' ? `becomes ${gain.affliction.toLowerCase()}` : `already ${gain.already.toLowerCase()}: choose another affliction`;
  }

  function resolveHunger() {
    const shown: Record<string, HungerShown> = {};
    let doomSteps = 0;
    for (const character of characters) {
      const latest = $dwParty.get().characters.find((candidate) => candidate.id === character.id) ?? character;
      const result = resolveDwHunger(latest.afflictions, ate[character.id] ?? false, browserRng);
      const lines: string[] = [];
      if (ate[character.id]) lines.push('Ate a ration.');
      if (result.decay) {
        addRoll({ source: `${SOURCE}: Decay (${latest.name})`, href, expression: '2d6', detail: result.decay.dice.join(', '), total: result.decay.total, result: result.decay.text });
        lines.push(`Already hungry: decay table ${result.decay.total}, ${result.decay.text}.`);
      }
      for (const gain of result.gains) {
        if (gain.kind === 'gain') addDwAffliction(latest.id, gain.affliction);
        lines.push(`${latest.name} ${describeGain(gain)}.`);
      }
      doomSteps += result.settlementDoom;
      shown[character.id] = {
        name: latest.name,
        lines,
        choices: result.gains.flatMap((gain) => (gain.kind === 'choose' ? [{ already: gain.already, options: gain.choices }] : [])),
      };
    }
    if (doomSteps > 0) {
      const doom = moveDwSettlementDoom(doomSteps);
      const first = Object.values(shown)[0];
      if (first) shown[Object.keys(shown)[0] ?? ''] = { ...first, lines: [...first.lines, `Decay advanced the doom tracker:${doomNote(doomSteps, doom)}`] };
    }
    setHunger(shown);
  }

  function applyChoice(characterId: string, index: number) {
    const key = `${characterId}-${index}`;
    const shown = hunger[characterId];
    const choice = shown?.choices[index];
    const affliction = chosen[key] ?? choice?.options[0];
    if (!shown || !choice || !affliction) return;
    addDwAffliction(characterId, affliction);
    setHunger((current) => ({
      ...current,
      [characterId]: {
        ...shown,
        lines: [...shown.lines, `${shown.name} chose ${affliction.toLowerCase()} instead of ${choice.already.toLowerCase()}.`],
        choices: shown.choices.filter((_, position) => position !== index),
      },
    }));
  }

  function rollSleep() {
    const sleepers = characters.length > 0 ? characters.map((character) => character.name) : ['The party'];
    const table = findDwSleepTable(location, interlude.size);
    const rolls: SleepShown[] = sleepers.map((name) => {
      const roll = rollDwSleep(location, interlude.size, browserRng);
      addRoll({ source: `${SOURCE}: ${table.title} (${name})`, href, expression: '2d6', detail: roll.dice.join(', '), total: roll.total, result: roll.text });
      return { name, roll };
    });
    const steps = rolls.reduce((sum, shown) => sum + countDwSleepDoom(shown.roll), 0);
    const doom = steps === 0 ? interlude.doom : moveDwSettlementDoom(steps);
    setSleep({ rolls, note: doomNote(steps, doom).trim() });
  }

  function nextDay() {
    const day = nextDwInterludeDay();
    setPicks({});
    setEvent(null);
    setAte({});
    setHunger({});
    setChosen({});
    setSleep(null);
    setDayNote(`Day ${day} begins.`);
  }

  const sleepProblem = explainDwSleepUnavailable(location, interlude.size, interlude.doom);
  const locationCost = (locationId: DwSleepLocation, cost: string) => (locationId === 'inn' ? `${computeDwInnPrice(interlude.doom)} silver per person` : cost);

  return (
    <section id={id} class="tool dwc-tool" aria-labelledby={`${id}-heading`} data-pagefind-ignore>
      <Heading level={headingLevel} id={`${id}-heading`} class="dwc-heading">
        {title}
      </Heading>
      <p class="dwc-hint">Saved in this browser: the day, the settlement size and its doom. Adventurers come from the party tool.</p>
      <StoreNotice $notice={$dwInterludeNotice} />
      <p class="dwc-day" role="status" aria-label="Interlude day">
        <strong>Day {interlude.day}</strong> in a {settlement}, settlement doom {interlude.doom} of {DW_SETTLEMENT_DOOM_MAX}.
      </p>
      {dayNote ? <p class="dwc-hint">{dayNote}</p> : null}
      <div class="dwc-field-row">
        <div class="field">
          <label for={`${id}-size`}>Settlement size</label>
          <select
            id={`${id}-size`}
            value={String(interlude.size)}
            onChange={(changed) => {
              const size = Number(changed.currentTarget.value);
              if (isDwSettlementSize(size)) setDwSettlementSize(size);
            }}
          >
            {DW_SETTLEMENT_SIZES.map((size) => (
              <option key={size} value={String(size)}>
                {size}: {DW_SETTLEMENT_NAMES[size]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <Heading level={sub} id={`${id}-doom`} class="dwc-subheading">
        Settlement doom
      </Heading>
      <div class="dwc-buttons">
        <button type="button" class="text-button" disabled={interlude.doom >= DW_SETTLEMENT_DOOM_MAX} onClick={() => moveDwSettlementDoom(1)}>
          Advance settlement doom
        </button>
        <button type="button" class="text-button" disabled={interlude.doom <= 0} onClick={() => moveDwSettlementDoom(-1)}>
          Reduce settlement doom
        </button>
      </div>
      {effects.effects.length > 0 ? (
        <>
          <p>In force (all cumulative):</p>
          <ol class="dwc-effects" aria-label="Settlement doom effects in force">
            {effects.effects.map((effect) => (
              <li key={effect}>{effect}</li>
            ))}
          </ol>
          <p class="dwc-hint">
            Prices +{effects.priceIncrease} silver; inn {effects.innAllowed ? `${computeDwInnPrice(interlude.doom)} silver per person` : 'closed'}.
          </p>
        </>
      ) : (
        <p>No effect yet: the settlement has not turned against the party.</p>
      )}

      <Heading level={sub} id={`${id}-actions`} class="dwc-subheading">
        1. Interlude actions
      </Heading>
      {characters.length === 0 ? <p>The party is empty: add adventurers in the party tool to choose their actions and resolve their hunger.</p> : null}
      {characters.map((character) => {
        const pick = pickFor(character);
        const action = findDwInterludeAction(pick.action);
        const option = action.options.find((candidate) => candidate.id === pick.option);
        const optionProblem = option ? explainDwOptionUnavailable(option, interlude.size, interlude.doom) : null;
        const risk = option?.risk ?? action.risk;
        return (
          <div key={character.id} class="dwc-character">
            <div class="dwc-field-row">
              <div class="field">
                <label for={`${id}-action-${character.id}`}>Action for {character.name}</label>
                <select id={`${id}-action-${character.id}`} value={pick.action} onChange={(changed) => setPick(character.id, { action: changed.currentTarget.value as DwInterludeActionId, option: '' })}>
                  {DW_INTERLUDE_ACTIONS.map((candidate) => (
                    <option key={candidate.id} value={candidate.id}>
                      {candidate.name}
                    </option>
                  ))}
                </select>
              </div>
              {action.options.length > 0 ? (
                <div class="field">
                  <label for={`${id}-option-${character.id}`}>Additional effect for {character.name}</label>
                  <select
                    id={`${id}-option-${character.id}`}
                    value={pick.option}
                    aria-invalid={optionProblem ? 'true' : undefined}
                    aria-describedby={optionProblem ? `${id}-option-${character.id}-error` : undefined}
                    onChange={(changed) => setPick(character.id, { action: pick.action, option: changed.currentTarget.value })}
                  >
                    <option value="">None</option>
                    {action.options.map((candidate) => {
                      const problem = explainDwOptionUnavailable(candidate, interlude.size, interlude.doom);
                      return (
                        <option key={candidate.id} value={candidate.id} disabled={problem !== null}>
                          {candidate.label}
                          {problem ? ` (${problem.replace(/\.$/, '').toLowerCase()})` : ''}
                        </option>
                      );
                    })}
                  </select>
                  {optionProblem ? (
                    <p id={`${id}-option-${character.id}-error`} class="field-error">
                      {optionProblem}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </div>
            <p class="dwc-hint">
              {action.effect} {option?.effect ?? ''}
              {pick.action === 'shop' ? ' The shop tool is under “Go shopping” below.' : ''}
            </p>
            {risk && !optionProblem ? (
              <div class="dwc-buttons">
                <button type="button" class="text-button" onClick={() => rollActionRisk(character)}>
                  Roll {risk.dice}d! for {character.name}
                </button>
              </div>
            ) : null}
            {pick.result ? (
              <p role="status" class="dwc-day-step">
                {pick.result}
              </p>
            ) : null}
          </div>
        );
      })}

      <Heading level={sub} id={`${id}-events`} class="dwc-subheading">
        2. Blacksalt events
      </Heading>
      <div class="dwc-buttons">
        <button type="button" class="primary-button" onClick={rollEvent}>
          Roll the Blacksalt event (1d6)
        </button>
      </div>
      <div role="status" aria-label="Blacksalt event result" aria-atomic="true">
        {event ? (
          <div class="dwc-day-step">
            <p>
              Event {event.roll.event.total}: <DiceText text={event.roll.event.text} ruleset="dead-weight" />
            </p>
            {event.roll.followUp ? (
              <p>
                {event.roll.followUp.table} {event.roll.followUp.total}: <strong><DiceText text={event.roll.followUp.text} ruleset="dead-weight" /></strong>
              </p>
            ) : null}
            {event.note ? <p>{event.note}</p> : null}
          </div>
        ) : null}
      </div>

      <Heading level={sub} id={`${id}-hunger`} class="dwc-subheading">
        3. Hunger Bites
      </Heading>
      <p class="dwc-hint">
        Without a ration: hungry and parched; the already hungry roll on the decay table. In the interlude an{' '}
        <a href={page('dead-weight/core-definitions/#afflictions')}>affliction</a> already held is replaced by one the player chooses.
      </p>
      {characters.map((character) => (
        <label key={character.id} class="dwc-check">
          <input type="checkbox" checked={ate[character.id] ?? false} onChange={(changed) => setAte((current) => ({ ...current, [character.id]: changed.currentTarget.checked }))} />
          {character.name} eats a ration
        </label>
      ))}
      <div class="dwc-buttons">
        <button type="button" class="primary-button" disabled={characters.length === 0} onClick={resolveHunger}>
          Resolve Hunger Bites
        </button>
      </div>
      <div role="status" aria-label="Hunger Bites result">
        {Object.entries(hunger).map(([characterId, shown]) => (
          <div key={characterId} class="dwc-day-step">
            <p>
              <strong>{shown.name}:</strong> {shown.lines.length > 0 ? shown.lines.join(' ') : 'nothing happens.'}
            </p>
            {shown.choices.map((choice, index) => {
              const key = `${characterId}-${index}`;
              return (
                <div key={key} class="dwc-field-row">
                  <div class="field">
                    <label for={`${id}-choose-${key}`}>
                      Affliction {shown.name} takes instead of {choice.already.toLowerCase()}
                    </label>
                    <select id={`${id}-choose-${key}`} value={chosen[key] ?? choice.options[0]} onChange={(changed) => setChosen((current) => ({ ...current, [key]: changed.currentTarget.value as DwAffliction }))}>
                      {choice.options.map((affliction) => (
                        <option key={affliction} value={affliction}>
                          {affliction}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div class="dwc-buttons dwc-apply">
                    <button type="button" class="text-button" onClick={() => applyChoice(characterId, index)}>
                      Give {shown.name} this affliction
                    </button>
                  </div>
                </div>
              );
            })}
          </div>
        ))}
      </div>

      <Heading level={sub} id={`${id}-sleep`} class="dwc-subheading">
        4. Sleep
      </Heading>
      <div class="field">
        <label for={`${id}-location`}>Where the party sleeps</label>
        <select
          id={`${id}-location`}
          value={location}
          aria-invalid={sleepProblem ? 'true' : undefined}
          aria-describedby={sleepProblem ? `${id}-location-error` : undefined}
          onChange={(changed) => setLocation(changed.currentTarget.value as DwSleepLocation)}
        >
          {DW_SLEEP_LOCATIONS.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name} ({locationCost(candidate.id, candidate.cost)})
            </option>
          ))}
        </select>
        {sleepProblem ? (
          <p id={`${id}-location-error`} class="field-error">
            {sleepProblem}
          </p>
        ) : null}
      </div>
      <p class="dwc-hint">Rolls 2d6 on the {findDwSleepTable(location, interlude.size).title} table for each adventurer.</p>
      <div class="dwc-buttons">
        <button type="button" class="primary-button" disabled={sleepProblem !== null} onClick={rollSleep}>
          Roll sleep (2d6 each)
        </button>
      </div>
      <div role="status" aria-label="Sleep result" aria-atomic="true">
        {sleep ? (
          <div class="dwc-day-step">
            {sleep.rolls.map((shown, index) => (
              <p key={index}>
                <strong>{shown.name}</strong>: {shown.roll.total}, <DiceText text={shown.roll.text} ruleset="dead-weight" />
              </p>
            ))}
            {sleep.note ? <p>{sleep.note}</p> : null}
          </div>
        ) : null}
      </div>

      <div class="dwc-buttons">
        <button type="button" class="primary-button" onClick={nextDay}>
          Start day {interlude.day + 1}
        </button>
        <button type="button" class="text-button" onClick={resetDwInterlude}>
          New interlude (day 1, doom 0)
        </button>
      </div>
    </section>
  );
}
