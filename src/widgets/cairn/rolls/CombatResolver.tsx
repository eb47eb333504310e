/**
 * The Cairn combat resolver: one or more attackers against one target. Each attacker has a weapon
 * die (a second one for two weapons, keep the highest), Impaired (d4) or Enhanced (d12), and Blast;
 * all dice are rolled and the single highest kept, minus the target's Armor (at most 3). The exact
 * distribution of damage after Armor is drawn before rolling. The result lands on the target's HP,
 * then STR with a STR save against critical damage, or on the Scars table when HP reaches exactly
 * 0. The target is typed in or chosen from the party store, which is updated (with an undo). The
 * Undo sits beside Roll, out of the result's live region, so it is not read out with every result;
 * once used, the result says the attack was undone and its scar offers nothing more.
 *
 * Rendered on the server (`client:visible-after-load`) so the odds chart's stylesheet stays on this page;
 * saved party members appear once the browser has taken over.
 * Place with `<CombatResolver client:visible-after-load id="..." />`; props: id, title, headingLevel.
 */
import { Fragment } from 'preact';
import { useMemo, useReducer } from 'preact/hooks';
import type { CairnMember } from '../../../rules/cairn/character';
import {
  CAIRN_FIRST_ATTACKER,
  cairnDraftAttacker,
  chooseCairnAttackerOption,
  nameCairnTargetChoice,
  newCairnAttackerDraft,
  switchCairnDraftDetachment,
} from '../../../rules/cairn/combat-inputs';
import { resolveCairnAttack } from '../../../rules/cairn/attack';
import {
  cairnCombatDamage,
  CAIRN_COMBAT_START,
  stepCairnCombat,
  viewCairnCombatResolver,
} from '../../../rules/cairn/combat-resolver';
import { applyCairnAttackToParty, cairnPartyRoster } from '../../../stores/cairn/party';
import type { Changed } from '../../../stores/roster';
import {
  Button,
  focusAfterRender,
  ChanceText,
  ChoiceField,
  deeper,
  Heading,
  MemberChoice,
  NumberField,
  RadioGroup,
  RollAndResult,
  TextField,
  Toggle,
  type ToolProps,
  useKeyedRows,
  toolFrame,
} from '../../kit';
import PartyToolSection from '../characters/PartyToolSection';
import OddsChart from '../../site/OddsChart';
import { rollAndLog } from '../log-roll';
import { useCairnParty } from '../characters/party-choices';
import ScarResult from './ScarResult';
import UndoNotice from './UndoNotice';
import { undoCairnSheetChange } from './undo-sheet';

export default function CombatResolver(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'cairn-combat', 'Combat resolver');
  const party = useCairnParty();
  const attackers = useKeyedRows([CAIRN_FIRST_ATTACKER]);
  const [state, dispatch] = useReducer(stepCairnCombat<Changed<CairnMember>>, CAIRN_COMBAT_START);
  const { detachment, typed, shown } = state;
  const member = party.find((candidate) => candidate.id === state.targetId);
  const resolved = attackers.rows.map(cairnDraftAttacker);
  const distribution = useMemo(
    () => cairnCombatDamage(resolved, state.armor),
    [JSON.stringify(resolved), state.armor],
  );
  // A dead target has the notice instead of its odds.
  const view = viewCairnCombatResolver(state, member, attackers.rows, distribution);
  const { target, odds: targetOdds, attackers: list } = view;
  const { armor } = target;
  const type = (field: keyof typeof typed) => (text: string) =>
    dispatch({ kind: 'typed', field, text });

  function chooseDetachment(rule: typeof detachment) {
    dispatch({ kind: 'detachment', rule });
    attackers.changeAll((draft) => switchCairnDraftDetachment(draft, detachment, rule));
  }

  function addAttacker() {
    // The new attacker's fields push the Add button down: the reader goes on at its first field.
    focusAfterRender(`${id}-attacker-${attackers.add(newCairnAttackerDraft(detachment))}-die`);
  }

  function resolve() {
    if (!target.attack || !armor.ok) return;
    const result = resolveCairnAttack(
      { attackers: resolved, armor: armor.value },
      target.attack,
      (tool, input) => rollAndLog(tool, input, id, target.who),
    );
    const receipt = member ? applyCairnAttackToParty(member.id, result) : undefined;
    dispatch({ kind: 'resolved', result, targetName: target.who, member, receipt });
    // Roll turns off under the reader: what they can do next is reset or remove the dead target.
    if (result.outcome.strZero) focusAfterRender(`${id}-dead-action`);
  }

  /** The dead target's way out: off the party when tracked, else typed afresh (Armor kept). */
  function clearDeadTarget() {
    if (member) cairnPartyRoster.remove(member.id);
    dispatch({ kind: 'dead-cleared' });
  }

  function undo() {
    const last = shown?.value;
    if (!last) return;
    const undone = undoCairnSheetChange(last.receipt, last.targetName);
    if (undone) dispatch({ kind: 'undo', result: undone });
  }

  const sub = deeper(headingLevel);
  return (
    <PartyToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-muted">
        Attacks automatically hit. Several attackers on one target roll all their dice and keep the
        single highest; two weapons at once keep the higher die.
      </p>

      <RadioGroup
        name={`${id}-detachment`}
        legend="Detachments"
        value={detachment}
        options={view.detachments}
        onChange={chooseDetachment}
      >
        <p class="tool-hint">
          Attacks against detachments by individuals are impaired (blast excepted). Attacks against
          individuals by detachments are enhanced and deal blast damage. Choosing one sets those
          modifiers on every attacker.
        </p>
      </RadioGroup>

      <Heading level={sub} id={`${id}-attackers-heading`}>
        Attackers
      </Heading>
      <ol class="tool-list">
        {attackers.rows.map((draft, index) => {
          const fid = `${id}-attacker-${draft.key}`;
          const row = list.rows[index]!;
          return (
            <li key={draft.key} class="tool-card">
              <fieldset>
                <legend>{row.legend}</legend>
                <div class="tool-grid">
                  {row.choices.map(({ field, label, options, value }) => (
                    <ChoiceField
                      key={field}
                      id={`${fid}-${field}`}
                      label={label}
                      value={value}
                      options={options}
                      onChange={(value) =>
                        attackers.change(draft.key, chooseCairnAttackerOption(field, value))
                      }
                    />
                  ))}
                </div>
                <div class="tool-row">
                  <Toggle
                    id={`${fid}-blast`}
                    label="Blast"
                    checked={draft.blast}
                    onChange={(blast) => attackers.change(draft.key, { blast })}
                  />
                  {row.remove ? (
                    <Button onClick={() => attackers.remove(draft.key)}>{row.remove}</Button>
                  ) : null}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {list.full ? (
        <p class="tool-muted">{list.full}</p>
      ) : (
        <div class="tool-actions">
          <Button onClick={addAttacker}>Add attacker</Button>
        </div>
      )}
      {list.blast ? <p class="tool-notice">{list.blast}</p> : null}

      <Heading level={sub} id={`${id}-target-heading`}>
        Target
      </Heading>
      <MemberChoice
        id={`${id}-target`}
        label="Target"
        members={party}
        chosen={state.targetId}
        none="Not in the party (type it in)"
        name={nameCairnTargetChoice}
        onChange={(value) =>
          dispatch({
            kind: 'target',
            id: value,
            member: party.find((candidate) => candidate.id === value),
          })
        }
      />
      {view.memberLine ? (
        <p class="tool-muted">{view.memberLine}</p>
      ) : (
        <>
          <div class="tool-grid">
            <TextField
              id={`${id}-name`}
              label="Name (for the log)"
              value={typed.name}
              onText={type('name')}
            />
            {view.typedScores.map(({ field, label, error }) => (
              <NumberField
                key={field}
                id={`${id}-${field}`}
                label={label}
                text={typed[field]}
                onText={type(field)}
                error={error}
              />
            ))}
          </div>
          {/* In a row, whose margin keeps a label wrapped on a phone off the Armor field under it. */}
          <div class="tool-row">
            <Toggle
              id={`${id}-pc`}
              label="The target is a PC (Scars table at exactly 0 HP)"
              checked={state.pc}
              onChange={(pc) => dispatch({ kind: 'pc', pc })}
            />
          </div>
        </>
      )}
      {target.dead ? (
        <p class="tool-notice">
          <span>
            <strong>{target.name} is dead</strong>: a dead target takes no more damage.
          </span>
          <Button id={`${id}-dead-action`} onClick={clearDeadTarget}>
            {view.clearDead}
          </Button>
        </p>
      ) : null}
      <NumberField
        id={`${id}-armor`}
        label={view.armor.label}
        text={state.armor}
        onText={(text) => dispatch({ kind: 'armor', text })}
        error={view.armor.error}
        hint="No one has more than 3 Armor. Shields and helmets count only while held or worn."
      />

      {distribution ? (
        <OddsChart
          id={`${id}-odds`}
          distribution={distribution}
          label="Damage after Armor"
          notation={false}
          highlight={view.highlight}
        />
      ) : null}
      {targetOdds ? (
        <p class="chance">
          {targetOdds.lead}
          {targetOdds.chances.map(({ label, fraction }, index) => (
            <Fragment key={label}>
              {index > 0 ? '; ' : ''}
              {label}: <ChanceText fraction={fraction} />
            </Fragment>
          ))}
          .
        </p>
      ) : null}

      <RollAndResult
        id={id}
        button="Roll damage"
        blockedBy={target.blockedBy}
        // A target the roll killed turns Roll off, and that roll is still the one the fields say.
        stale={target.unread.length > 0}
        onRoll={resolve}
        actions={view.undo ? <Button onClick={undo}>{view.undo}</Button> : null}
        shown={shown}
        label="Combat result"
      >
        {(resolution) => (
          <>
            <UndoNotice notice={view.notice} />
            <p>
              {view.rolled}
              <strong>{resolution.roll.damage} damage</strong> to {resolution.targetName}.
            </p>
            <ul>
              {resolution.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
              {resolution.saveChance ? (
                <li>
                  The chance of passing that save was{' '}
                  <ChanceText fraction={resolution.saveChance} />.
                </li>
              ) : null}
            </ul>
            {resolution.scar ? (
              <ScarResult
                scar={resolution.scar}
                headingLevel={deeper(sub)}
                id={`${id}-scar`}
                memberId={resolution.before?.id}
                memberName={resolution.targetName}
                gone={resolution.undone ? 'undone' : undefined}
              />
            ) : null}
          </>
        )}
      </RollAndResult>
    </PartyToolSection>
  );
}
