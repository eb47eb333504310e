/**
 * The LOOT initiative helper: two sides with named characters, the side that started the fight,
 * surprise (the surprised side skips round 1), and turns taken by whichever side has initiative;
 * the rules module works out who has initiative next and when a round ends. A character who
 * performs setup can be interrupted by one of the other side: success or failure sets who has
 * initiative next, as the text says. The fight is saved, so a reload keeps it.
 *
 * Place with `<InitiativeHelper client:only="preact" />` (it reads saved state); props: id,
 * headingLevel, title.
 */
import { useStore } from '@nanostores/preact';
import { useState } from 'preact/hooks';
import { LOOT_COMBATANT_NAME_MAX, LOOT_SIDE_LABELS, LOOT_SIDES, lootReadyCombatants, otherLootSide, type LootInitiativeStep, type LootSide } from '../../../rules/loot/initiative';
import {
  $lootInitiative,
  $lootInitiativeNotice,
  addLootFighter,
  clearLootFight,
  endLootFight,
  interruptLootFighter,
  removeLootFighter,
  startLootFight,
  takeLootFighterTurn,
} from '../../../stores/loot/initiative';
import Heading, { deeper, type HeadingLevel } from '../../shared/Heading';
import tableCss from './table.css?inline';
import { injectStyle } from '../../shared/inject-style';
import StoreNotice from '../../kit/StoreNotice';

injectStyle('loot-table', tableCss);

interface Props {
  readonly id?: string;
  readonly headingLevel?: HeadingLevel;
  readonly title?: string;
}

export default function InitiativeHelper({ id = 'loot-initiative', headingLevel = 3, title = 'Initiative helper' }: Props) {
  const state = useStore($lootInitiative);
  const [names, setNames] = useState<Record<LootSide, string>>({ players: '', opponents: '' });
  const [nameErrors, setNameErrors] = useState<Record<LootSide, string | null>>({ players: null, opponents: null });
  const [firstSide, setFirstSide] = useState<LootSide>('players');
  const [surprised, setSurprised] = useState<'none' | LootSide>('none');
  const [message, setMessage] = useState<string>('');
  const [interrupting, setInterrupting] = useState<{ actor: string; interrupter: string } | null>(null);
  const headingId = `${id}-heading`;
  const started = state.round > 0;
  const nameOf = (fighterId: string) => state.combatants.find((c) => c.id === fighterId)?.name ?? '';

  function report(step: LootInitiativeStep) {
    setMessage(step.ok ? step.note : step.message);
  }

  function add(side: LootSide) {
    const step = addLootFighter(names[side], side);
    if (step.ok) {
      setNames({ ...names, [side]: '' });
      setNameErrors({ ...nameErrors, [side]: null });
      setMessage(step.note);
    } else {
      setNameErrors({ ...nameErrors, [side]: step.message });
    }
  }

  function interrupt(succeeded: boolean) {
    if (!interrupting) return;
    report(interruptLootFighter(interrupting.actor, interrupting.interrupter, succeeded));
    setInterrupting(null);
  }

  const status = !started
    ? 'The fight has not started.'
    : state.initiative
      ? `Round ${state.round}: ${LOOT_SIDE_LABELS[state.initiative]} have initiative.`
      : `Round ${state.round}: nobody can act.`;

  return (
    <section id={id} class="tool lt-tool" aria-labelledby={headingId} data-pagefind-ignore>
      <Heading level={headingLevel} id={headingId} class="lt-heading">
        {title}
      </Heading>
      <StoreNotice $notice={$lootInitiativeNotice} />
      <p class="lt-status" role="status" aria-live="polite">
        {status}
        {message ? <span class="lt-muted"> {message}</span> : null}
      </p>
      <div class="lt-sides">
        {LOOT_SIDES.map((side) => {
          const ready = new Set(lootReadyCombatants(state, side).map((c) => c.id));
          const members = state.combatants.filter((c) => c.side === side);
          const hasInitiative = started && state.initiative === side;
          return (
            <div key={side} class={hasInitiative ? 'lt-side lt-has-initiative' : 'lt-side'}>
              <Heading level={deeper(headingLevel)} id={`${id}-${side}`}>
                {LOOT_SIDE_LABELS[side]}
                {hasInitiative ? ' (initiative)' : ''}
                {started && state.round === 1 && state.surprised === side ? ' (surprised)' : ''}
              </Heading>
              {members.length === 0 ? <p class="lt-muted">Nobody yet.</p> : null}
              <ul class="lt-people" aria-labelledby={`${id}-${side}`}>
                {members.map((member) => {
                  const acted = state.acted.includes(member.id);
                  const canAct = hasInitiative && ready.has(member.id);
                  return (
                    <li key={member.id}>
                      <span>
                        {member.name} <span class="lt-muted">{acted ? '(acted)' : started && !ready.has(member.id) ? '(cannot act)' : started ? '(ready)' : ''}</span>
                      </span>
                      <span class="lt-actions">
                        {canAct ? (
                          <>
                            <button type="button" class="text-button" onClick={() => report(takeLootFighterTurn(member.id))}>
                              {`Turn: ${member.name}`}
                            </button>
                            {lootReadyCombatants(state, otherLootSide(side)).length > 0 ? (
                              <button
                                type="button"
                                class="text-button"
                                onClick={() => setInterrupting({ actor: member.id, interrupter: lootReadyCombatants(state, otherLootSide(side))[0]!.id })}
                              >
                                {`Setup, interrupted: ${member.name}`}
                              </button>
                            ) : null}
                          </>
                        ) : null}
                        {!started ? (
                          <button type="button" class="text-button" onClick={() => removeLootFighter(member.id)}>
                            {`Remove ${member.name}`}
                          </button>
                        ) : null}
                      </span>
                    </li>
                  );
                })}
              </ul>
              <div class="lt-row">
                <div class="field">
                  <label for={`${id}-${side}-name`}>{`Add to ${LOOT_SIDE_LABELS[side].toLowerCase()}`}</label>
                  <input
                    id={`${id}-${side}-name`}
                    type="text"
                    autocomplete="off"
                    maxLength={LOOT_COMBATANT_NAME_MAX}
                    value={names[side]}
                    onInput={(event) => setNames({ ...names, [side]: event.currentTarget.value })}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') add(side);
                    }}
                    aria-invalid={nameErrors[side] ? 'true' : 'false'}
                    aria-describedby={nameErrors[side] ? `${id}-${side}-error` : undefined}
                  />
                  {nameErrors[side] ? (
                    <p id={`${id}-${side}-error`} class="field-error">
                      {nameErrors[side]}
                    </p>
                  ) : null}
                </div>
                <button type="button" class="text-button" onClick={() => add(side)}>
                  {`Add ${side === 'players' ? 'player' : 'opponent'}`}
                </button>
              </div>
            </div>
          );
        })}
      </div>
      {interrupting ? (
        <fieldset class="lt-interrupt">
          <legend>{`${nameOf(interrupting.actor)} performs setup: who interrupts?`}</legend>
          <div class="field">
            <label for={`${id}-interrupter`}>Interrupter (an action only, no setup)</label>
            <select id={`${id}-interrupter`} value={interrupting.interrupter} onChange={(event) => setInterrupting({ ...interrupting, interrupter: event.currentTarget.value })}>
              {lootReadyCombatants(state, otherLootSide(state.combatants.find((c) => c.id === interrupting.actor)?.side ?? 'players')).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <p class="lt-muted">Success: the interrupter damaged the character or stopped the setup or action.</p>
          <div class="lt-actions">
            <button type="button" class="primary-button" onClick={() => interrupt(true)}>
              Interruption succeeded
            </button>
            <button type="button" class="primary-button" onClick={() => interrupt(false)}>
              Interruption failed
            </button>
            <button type="button" class="text-button" onClick={() => setInterrupting(null)}>
              Cancel
            </button>
          </div>
        </fieldset>
      ) : null}
      {!started ? (
        <div class="lt-grid">
          <div class="field">
            <label for={`${id}-first`}>Side that started the fight</label>
            <select id={`${id}-first`} value={firstSide} onChange={(event) => setFirstSide(event.currentTarget.value as LootSide)}>
              {LOOT_SIDES.map((side) => (
                <option key={side} value={side}>
                  {LOOT_SIDE_LABELS[side]}
                </option>
              ))}
            </select>
          </div>
          <div class="field">
            <label for={`${id}-surprised`}>Surprised side (skips round 1)</label>
            <select id={`${id}-surprised`} value={surprised} onChange={(event) => setSurprised(event.currentTarget.value as 'none' | LootSide)}>
              <option value="none">Nobody</option>
              {LOOT_SIDES.map((side) => (
                <option key={side} value={side}>
                  {LOOT_SIDE_LABELS[side]}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      <div class="lt-actions">
        {!started ? (
          <button type="button" class="primary-button" onClick={() => report(startLootFight(firstSide, surprised === 'none' ? null : surprised))}>
            Start the fight
          </button>
        ) : (
          <button
            type="button"
            class="primary-button"
            onClick={() => {
              endLootFight();
              setInterrupting(null);
              setMessage('The fight is over.');
            }}
          >
            End the fight
          </button>
        )}
        <button
          type="button"
          class="text-button"
          onClick={() => {
            clearLootFight();
            setInterrupting(null);
            setMessage('Both sides cleared.');
          }}
        >
          Clear both sides
        </button>
      </div>
    </section>
  );
}
