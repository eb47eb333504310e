/**
 * Camp planner: the setup choices give action points (exactly as the Camp Setup list gives them),
 * the camp actions spend them (over-spending is refused with the reason), the ambush pool is built
 * from the text's rules with its exact odds and rolled into the roll log, and breaking camp
 * advances the current location's doom tracker in the expedition (twice after a long rest).
 * The plan is saved in this browser until camp breaks.
 *
 * Place with `<CampPlanner client:only="preact" id="camp-planner" />`: it reads saved state.
 */
import { useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import {
  buyDwCampAction,
  computeDwAmbushOdds,
  computeDwAmbushPool,
  computeDwCampPoints,
  computeDwCampSpent,
  countDwBreakCampDoom,
  countDwFedByCooking,
  dropDwCampAction,
  DW_CAMP_ACTIONS,
  rollDwAmbush,
  type DwAmbushRoll,
  type DwCampActionId,
  type DwCampField,
  type DwCampSetup,
} from '../../../rules/dead-weight/camp';
import { browserRng } from '../../../lib/browser-rng';
import { $dwCamp, $dwCampNotice, clearDwCamp, updateDwCamp } from '../../../stores/dead-weight/camp';
import { advanceDwDoom } from '../../../stores/dead-weight/expedition';
import { $dwParty } from '../../../stores/dead-weight/party';
import { addRoll } from '../../../stores/roll-log';
import { formatChance, formatFraction } from '../../shared/format-chance';
import Heading, { deeper, type HeadingLevel } from '../../shared/Heading';
import { injectStyle } from '../../shared/inject-style';
import CountField from './CountField';
import campCss from './camp.css?inline';
import StoreNotice from '../../kit/StoreNotice';

injectStyle('dw-camp', campCss);

interface Props {
  readonly id?: string;
  readonly headingLevel?: HeadingLevel;
  readonly title?: string;
}

interface AmbushShown {
  readonly serial: number;
  readonly roll: DwAmbushRoll;
}

const OUTCOME_TEXT = {
  quiet: 'No 6: the night passes without an ambush.',
  combat: 'One 6: a combat happens. Use the wandering monsters from the dungeon.',
  surprised: 'More than one 6: a combat happens and the adventurers are surprised. Use the wandering monsters from the dungeon.',
} as const;

export default function CampPlanner({ id = 'camp-planner', headingLevel = 3, title = 'Camp planner' }: Props) {
  const plan = useStore($dwCamp);
  const party = useStore($dwParty);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [ambush, setAmbush] = useState<AmbushShown | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const sub = deeper(headingLevel);
  const href = typeof location === 'undefined' ? undefined : `${location.pathname}#${id}`;

  const { setup, actions, adventurers } = plan;
  const points = computeDwCampPoints(setup, adventurers);
  const errorFor = (field: DwCampField) => (points.ok ? undefined : points.errors.find((error) => error.field === field)?.message);
  const spent = computeDwCampSpent(actions);
  const available = points.ok ? points.points : 0;
  const left = available - spent;
  const pool = computeDwAmbushPool({
    exposed: plan.ambush.exposed,
    fire: setup.fire,
    campedBefore: plan.ambush.campedBefore,
    sleep: actions.sleep,
    extra: Number.isInteger(plan.ambush.extra) && plan.ambush.extra >= 0 && plan.ambush.extra <= 20 ? plan.ambush.extra : 0,
    lookouts: actions.lookout,
  });
  const odds = computeDwAmbushOdds(pool.dice);
  const extraError = Number.isInteger(plan.ambush.extra) && plan.ambush.extra >= 0 && plan.ambush.extra <= 20 ? undefined : 'Extra dice must be a whole number from 0 to 20.';
  const doomSteps = countDwBreakCampDoom(setup.longRest);

  function setSetup(change: Partial<DwCampSetup>) {
    setRefusal(null);
    updateDwCamp((current) => ({ ...current, setup: { ...current.setup, ...change } }));
  }

  function buy(actionId: DwCampActionId) {
    if (!points.ok) {
      setRefusal('Fix the camp setup first: its points cannot be counted yet.');
      return;
    }
    const result = buyDwCampAction(actions, actionId, { points: points.points, adventurers, setup });
    if (!result.ok) {
      setRefusal(result.message);
      return;
    }
    setRefusal(null);
    updateDwCamp((current) => ({ ...current, actions: result.counts }));
  }

  function drop(actionId: DwCampActionId) {
    setRefusal(null);
    updateDwCamp((current) => ({ ...current, actions: dropDwCampAction(current.actions, actionId) }));
  }

  function rollAmbush() {
    const roll = rollDwAmbush(pool.dice, browserRng);
    setAmbush((previous) => ({ serial: (previous?.serial ?? 0) + 1, roll }));
    addRoll({
      source: 'Dead Weight: Ambush roll',
      href,
      expression: `${pool.dice}d6`,
      detail: roll.dice.length > 0 ? roll.dice.join(', ') : 'no dice',
      total: roll.sixes,
      result: roll.outcome === 'quiet' ? 'no 6: no ambush' : roll.outcome === 'combat' ? 'one 6: combat' : `${roll.sixes} sixes: combat, surprised`,
    });
  }

  function breakCamp() {
    advanceDwDoom(doomSteps);
    clearDwCamp();
    setAmbush(null);
    setRefusal(null);
    setBroken(`Camp broken: the doom tracker advanced ${doomSteps === 2 ? 'twice (long rest)' : 'once'}. The plan is cleared for the next camp, marked as camped before.`);
  }

  const overspent = points.ok && left < 0;
  return (
    <section id={id} class="tool dwc-tool" aria-labelledby={`${id}-heading`} data-pagefind-ignore>
      <Heading level={headingLevel} id={`${id}-heading`} class="dwc-heading">
        {title}
      </Heading>
      <p class="dwc-hint">Saved in this browser until camp breaks.</p>
      <StoreNotice $notice={$dwCampNotice} />

      <Heading level={sub} id={`${id}-setup`} class="dwc-subheading">
        Setup
      </Heading>
      <div class="dwc-grid">
        <CountField
          id={`${id}-adventurers`}
          label="Adventurers in camp"
          value={adventurers}
          hint={party.characters.length > 0 ? `The party has ${party.characters.length}.` : undefined}
          error={errorFor('adventurers')}
          onChange={(value) => updateDwCamp((current) => ({ ...current, adventurers: value }))}
        />
        <CountField id={`${id}-supplies`} label="Camping supplies used (+1 each)" value={setup.suppliesUsed} error={errorFor('suppliesUsed')} onChange={(value) => setSetup({ suppliesUsed: value })} />
        <CountField id={`${id}-survivalists`} label="Adventurers with the survivalist skill (+1 each)" value={setup.survivalists} error={errorFor('survivalists')} onChange={(value) => setSetup({ survivalists: value })} />
      </div>
      <div class="dwc-checks">
        <label class="dwc-check">
          <input type="checkbox" checked={setup.dryPlace} onChange={(event) => setSetup({ dryPlace: event.currentTarget.checked })} />
          Dry and stable place (+1)
        </label>
        <label class="dwc-check">
          <input
            type="checkbox"
            checked={setup.fire}
            aria-invalid={errorFor('fire') ? 'true' : undefined}
            aria-describedby={errorFor('fire') ? `${id}-fire-error` : undefined}
            onChange={(event) => setSetup({ fire: event.currentTarget.checked })}
          />
          Make a fire (+1; needs a camping supply or firewood)
        </label>
        <label class="dwc-check">
          <input type="checkbox" checked={setup.firewood} onChange={(event) => setSetup({ firewood: event.currentTarget.checked })} />
          Firewood for the fire
        </label>
        {errorFor('fire') ? (
          <p id={`${id}-fire-error`} class="field-error">
            {errorFor('fire')}
          </p>
        ) : null}
        <label class="dwc-check">
          <input type="checkbox" checked={setup.longRest} onChange={(event) => setSetup({ longRest: event.currentTarget.checked })} />
          Long rest (+2; breaking camp advances the doom tracker twice)
        </label>
        <label class="dwc-check">
          <input type="checkbox" checked={setup.filthy} onChange={(event) => setSetup({ filthy: event.currentTarget.checked })} />
          Particularly filthy or unhealthy place (−1)
        </label>
      </div>
      <div class="dwc-summary" role="status" aria-label="Camp action points">
        {points.ok ? (
          <>
            <p>
              Action points: <strong>{points.points}</strong>
              {points.lines.length > 0 ? ` (${points.lines.map((line) => `${line.label} ${line.points > 0 ? '+' : '−'}${Math.abs(line.points)}`).join(', ')})` : ' (no setup choices yet)'}
            </p>
            <p>
              Spent: {spent}. Left: <strong>{left}</strong>
              {overspent ? ' — more is planned than the setup gives: take actions back.' : ''}
            </p>
          </>
        ) : (
          <p>Fix the setup fields above to count the action points.</p>
        )}
      </div>
      <p class="dwc-hint">A filthy place never takes the points below 0. The long rest’s doom advance is the second one when camp breaks.</p>

      <Heading level={sub} id={`${id}-actions`} class="dwc-subheading">
        Camp actions
      </Heading>
      <ul class="dwc-actions">
        {DW_CAMP_ACTIONS.map((action) => (
          <li key={action.id} class="dwc-action">
            <div class="dwc-action-text">
              <strong>
                {action.name} ({action.cost} action{action.cost === 1 ? '' : 's'}
                {action.limit === 'per-adventurer' ? ' per adventurer' : action.limit === 'once' ? ', once' : ''})
              </strong>
              <span class="dwc-hint">{action.effect}</span>
            </div>
            <div class="dwc-action-controls">
              <span>
                <span class="visually-hidden">{action.name} planned: </span>× {actions[action.id]}
              </span>
              <button type="button" class="text-button" aria-label={`Add ${action.name}`} onClick={() => buy(action.id)}>
                Add
              </button>
              <button type="button" class="text-button" aria-label={`Remove ${action.name}`} disabled={actions[action.id] === 0} onClick={() => drop(action.id)}>
                Remove
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p class="dwc-hint">Use items (free): adventurers may use as many items tagged as Slow or Quick as they want.</p>
      <div role="alert" class="dwc-refusal">
        {refusal ? <p class="field-error">{refusal}</p> : null}
      </div>
      {actions.cook > 0 ? (
        <div class="dwc-cook">
          <label class="dwc-check">
            <input type="checkbox" checked={plan.ambush.cookingSkill} onChange={(event) => updateDwCamp((current) => ({ ...current, ambush: { ...current.ambush, cookingSkill: event.currentTarget.checked } }))} />
            Someone has the cooking skill
          </label>
          <p>
            {actions.cook} cooked ration{actions.cook === 1 ? '' : 's'} feed{actions.cook === 1 ? 's' : ''} {countDwFedByCooking(actions.cook, plan.ambush.cookingSkill)} adventurers (each removes hungry and parched).
          </p>
        </div>
      ) : null}

      <Heading level={sub} id={`${id}-ambush`} class="dwc-subheading">
        Ambush
      </Heading>
      <div class="dwc-checks">
        <label class="dwc-check">
          <input type="checkbox" checked={plan.ambush.exposed} onChange={(event) => updateDwCamp((current) => ({ ...current, ambush: { ...current.ambush, exposed: event.currentTarget.checked } }))} />
          The place is particularly exposed (+1 die)
        </label>
        <label class="dwc-check">
          <input type="checkbox" checked={plan.ambush.campedBefore} onChange={(event) => updateDwCamp((current) => ({ ...current, ambush: { ...current.ambush, campedBefore: event.currentTarget.checked } }))} />
          The party has camped before in this expedition (+1 die)
        </label>
      </div>
      <CountField
        id={`${id}-extra`}
        label="Other ambush dice (doom tracker events)"
        value={plan.ambush.extra}
        error={extraError}
        onChange={(value) => updateDwCamp((current) => ({ ...current, ambush: { ...current.ambush, extra: value } }))}
      />
      <p>
        Ambush pool: <strong>{pool.dice}d6</strong>
        {pool.lines.length > 0 ? ` (${pool.lines.map((line) => `${line.label} ${line.points > 0 ? '+' : '−'}${Math.abs(line.points)}`).join(', ')})` : ''}. A fire lit, sleep and lookouts come from the plan above.
      </p>
      <p>
        Chance of a combat (any 6): <strong>{formatChance(odds.combat)}</strong> ({formatFraction(odds.combat).exact}). Chance the adventurers are surprised (two or more 6s):{' '}
        <strong>{formatChance(odds.surprised)}</strong> ({formatFraction(odds.surprised).exact}).
      </p>
      <div class="dwc-buttons">
        <button type="button" class="primary-button" onClick={rollAmbush}>
          Roll the ambush ({pool.dice}d6)
        </button>
      </div>
      <div class="dwc-result" role="status" aria-label="Ambush result" aria-atomic="true">
        {ambush ? (
          <div key={ambush.serial}>
            {ambush.roll.dice.length > 0 ? (
              <ul class="dwc-dice" aria-label="Ambush dice rolled">
                {ambush.roll.dice.map((face, index) => (
                  <li key={index} class={face === 6 ? 'dwc-die dwc-die-six' : 'dwc-die'}>
                    {face}
                  </li>
                ))}
              </ul>
            ) : (
              <p>The pool is empty: no dice to roll.</p>
            )}
            <p class="dwc-outcome">
              <strong>{OUTCOME_TEXT[ambush.roll.outcome]}</strong>
            </p>
          </div>
        ) : (
          <p class="dwc-hint">No ambush roll yet.</p>
        )}
      </div>

      <Heading level={sub} id={`${id}-break`} class="dwc-subheading">
        Break camp
      </Heading>
      <p>
        Breaking camp advances the current location’s doom tracker in the expedition tracker {doomSteps === 2 ? 'twice (long rest)' : 'once'}.
      </p>
      <div class="dwc-buttons">
        <button type="button" class="primary-button" onClick={breakCamp}>
          Break camp (advance doom {doomSteps === 2 ? 'twice' : 'once'})
        </button>
      </div>
      <div role="status" aria-label="Break camp result">
        {broken ? <p>{broken}</p> : null}
      </div>
    </section>
  );
}
