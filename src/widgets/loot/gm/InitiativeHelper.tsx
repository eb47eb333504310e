/**
 * The LOOT initiative helper: two sides with named characters, the side that started the fight,
 * surprise (the surprised side skips round 1), and turns taken by whichever side has initiative;
 * the rules module works out who has initiative next and when a round ends. A character who
 * performs setup can be interrupted by one of the other side: success or failure sets who has
 * initiative next, as the text says. The fight is saved, so a reload keeps it.
 *
 * Place with `<InitiativeHelper client:visible-after-load />` (it reads saved state); props: id,
 * headingLevel, title.
 */
import {
  Button,
  ChoiceField,
  deeper,
  focusAfterRender,
  Heading,
  LiveNote,
  ToolSection,
  useSaved,
  type ToolProps,
  toolFrame,
} from '../../kit';
import { useState } from 'preact/hooks';
import {
  LOOT_COMBATANT_NAME_MAX,
  LOOT_FIGHT_START,
  LOOT_FIGHT_START_FIELDS,
  LOOT_INITIATIVE_PANEL_START,
  changeLootFightStart,
  changeLootInitiativePanel,
  lootNextToAct,
  readLootFightStart,
  viewLootInitiative,
  type LootFighterAction,
  type LootInitiativePanelChange,
  type LootInitiativeStep,
  type LootSide,
} from '../../../rules/loot';
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
import '../loot.css';
import NameForm from '../characters/NameForm';

export default function InitiativeHelper(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'loot-initiative', 'Initiative helper');
  const state = useSaved($lootInitiative);
  const [start, setStart] = useState(LOOT_FIGHT_START);
  const [panel, setPanel] = useState(LOOT_INITIATIVE_PANEL_START);
  const { interrupting } = panel;
  const { status, message, started, sides, question } = viewLootInitiative(state, panel);
  const tell = (change: LootInitiativePanelChange) =>
    setPanel((current) => changeLootInitiativePanel(current, change));

  const turnId = (fighterId: string) => `${id}-turn-${fighterId}`;

  /**
   * After a turn the pressed button is gone: the focus goes on to the next Turn button (of the
   * side that now has initiative), so the fight is run from the keyboard without leaving the list.
   */
  function focusNextTurn(step: LootInitiativeStep) {
    if (!step.ok) return;
    const next = lootNextToAct(step.value.state);
    if (next) focusAfterRender(turnId(next.id), `${id}-end`);
    else focusAfterRender(`${id}-end`);
  }

  function add(text: string, side: LootSide) {
    const step = addLootFighter(text, side);
    if (step.ok) tell({ kind: 'step', step });
    return step;
  }

  function act(action: LootFighterAction, fighterId: string) {
    if (action === 'turn') {
      const step = takeLootFighterTurn(fighterId);
      tell({ kind: 'step', step });
      focusNextTurn(step);
    } else if (action === 'interrupt') tell({ kind: 'ask', state, actor: fighterId });
    else removeLootFighter(fighterId);
  }

  function interrupt(succeeded: boolean) {
    if (!interrupting) return;
    const step = interruptLootFighter(interrupting.actor, interrupting.interrupter, succeeded);
    tell({ kind: 'interrupted', step });
    focusNextTurn(step);
  }

  return (
    <ToolSection
      id={id}
      title={title}
      headingLevel={headingLevel}
      notices={[$lootInitiativeNotice]}
    >
      <LiveNote class="tool-result">
        <strong>{status}</strong>
        {message ? <span class="tool-muted"> {message}</span> : null}
      </LiveNote>
      <div class="tool-grid">
        {sides.map(({ side, heading, hasInitiative, members, addLabel, addButton }) => (
          <div key={side} class={hasInitiative ? 'tool-card loot-has-initiative' : 'tool-card'}>
            <Heading level={deeper(headingLevel)} id={`${id}-${side}`}>
              {heading}
            </Heading>
            {members.length === 0 ? <p class="tool-muted">Nobody yet.</p> : null}
            <ul class="tool-list" aria-labelledby={`${id}-${side}`}>
              {members.map((member) => (
                <li key={member.id} class="tool-row">
                  <span>
                    {member.name} <span class="tool-muted">{member.turn}</span>
                  </span>
                  {member.actions.map(({ action, label }) => (
                    <Button
                      key={action}
                      id={action === 'turn' ? turnId(member.id) : undefined}
                      onClick={() => act(action, member.id)}
                    >
                      {label}
                    </Button>
                  ))}
                </li>
              ))}
            </ul>
            <NameForm
              id={`${id}-${side}-name`}
              label={addLabel}
              button={addButton}
              maxLength={LOOT_COMBATANT_NAME_MAX}
              clears
              onName={(text) => add(text, side)}
            />
          </div>
        ))}
      </div>
      {interrupting && question ? (
        <fieldset>
          <legend>{question.legend}</legend>
          <ChoiceField
            id={`${id}-interrupter`}
            label="Interrupter (an action only, no setup)"
            value={interrupting.interrupter}
            options={question.options}
            onChange={(interrupter) => tell({ kind: 'interrupter', interrupter })}
          />
          <p class="tool-muted">
            Success: the interrupter damaged the character or stopped the setup or action.
          </p>
          <div class="tool-actions">
            <Button look="primary" onClick={() => interrupt(true)}>
              Interruption succeeded
            </Button>
            <Button look="primary" onClick={() => interrupt(false)}>
              Interruption failed
            </Button>
            <Button look="tool" onClick={() => tell({ kind: 'cancel' })}>
              Cancel
            </Button>
          </div>
        </fieldset>
      ) : null}
      {!started ? (
        <div class="tool-grid">
          {LOOT_FIGHT_START_FIELDS.map(({ key, label, options }) => (
            <ChoiceField<string>
              key={key}
              id={`${id}-${key}`}
              label={label}
              value={start[key]}
              options={options}
              onChange={(value) => setStart((current) => changeLootFightStart(current, key, value))}
            />
          ))}
        </div>
      ) : null}
      <div class="tool-actions">
        {!started ? (
          <Button
            look="primary"
            onClick={() =>
              tell({ kind: 'step', step: startLootFight(...readLootFightStart(start)) })
            }
          >
            Start the fight
          </Button>
        ) : (
          <Button
            look="primary"
            id={`${id}-end`}
            onClick={() => tell({ kind: 'closed', note: endLootFight() })}
          >
            End the fight
          </Button>
        )}
        <Button look="tool" onClick={() => tell({ kind: 'closed', note: clearLootFight() })}>
          Clear both sides
        </Button>
      </div>
    </ToolSection>
  );
}
