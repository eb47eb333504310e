/**
 * The Cairn Scars table as a tool: pick the HP lost (1-12) or roll a d12 for it, then every
 * sub-roll the row names is made and explained. With a party character chosen, the scar is
 * recorded on them and its immediate effects applied (max HP or an Attribute raised, Deprived),
 * once: the button then says so and is off until HP lost or the character changes, and the
 * record has its own Undo (the rules' `viewCairnScarsRoller` says what each button offers).
 *
 * Reads saved party members, so it is placed with `<ScarsRoller client:visible-after-load id="..." />`;
 * props: id, title, headingLevel.
 */
import { useReducer } from 'preact/hooks';
import { cairnMemberName, type CairnMember } from '../../../rules/cairn/character';
import { cairnScarInput, cairnScarTool } from '../../../rules/cairn/log';
import { CAIRN_SCARS_TABLE, nameCairnScarChoice } from '../../../rules/cairn/scars';
import {
  CAIRN_SCARS_ROLLER_START,
  stepCairnScarsRoller,
  viewCairnScarsRoller,
} from '../../../rules/cairn/scars-roller';
import { recordCairnScarOn } from '../../../stores/cairn/party';
import type { Changed } from '../../../stores/roster';
import {
  Button,
  deeper,
  MemberChoice,
  NumberField,
  RollAndResult,
  type ToolProps,
  toolFrame,
} from '../../kit';
import PartyToolSection from '../characters/PartyToolSection';
import { rollAndLog } from '../log-roll';
import { useCairnParty } from '../characters/party-choices';
import ScarResult from './ScarResult';
import UndoNotice from './UndoNotice';
import { undoCairnSheetChange } from './undo-sheet';

export default function ScarsRoller(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'cairn-scars', 'Scars roller');
  // Hirelings are listed too: a player may take one over when their character dies.
  const party = useCairnParty();
  const [state, dispatch] = useReducer(
    stepCairnScarsRoller<Changed<CairnMember>>,
    CAIRN_SCARS_ROLLER_START,
  );
  const view = viewCairnScarsRoller(state);
  const { hpLost } = view;
  const member = party.find((candidate) => candidate.id === state.memberId);

  /** Takes the scar for the HP lost, or for a d12 rolled for it when `hp` is undefined. */
  function take(hp: number | undefined) {
    const who = member ? cairnMemberName(member) : '';
    const scar = rollAndLog(cairnScarTool, cairnScarInput(hp, member), id, who);
    const receipt = member && recordCairnScarOn(member.id, scar);
    const record = member && receipt && { memberId: member.id, memberName: who, receipt };
    dispatch({ kind: 'taken', scar, rolledHp: hp === undefined, ...(record && { record }) });
  }

  function undo() {
    const taken = state.shown?.value;
    if (!taken?.record) return;
    const { memberName, receipt } = taken.record;
    const undone = undoCairnSheetChange(receipt, memberName);
    if (undone) dispatch({ kind: 'undo', result: undone });
  }

  return (
    <PartyToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-muted">
        Use the HP lost in the attack that took a PC to exactly 0 HP (
        {CAIRN_SCARS_TABLE.rows.length} rows, 1–12). Every roll the row names is made here; rolls
        the text places later (after rest, once mended, upon recovery) are made now and applied when
        that moment comes.
      </p>
      <div class="tool-grid">
        <NumberField
          id={`${id}-hp-lost`}
          label="HP lost (1–12)"
          text={state.hpText}
          onText={(text) => dispatch({ kind: 'hp-text', text })}
          error={hpLost.ok || state.hpText === '' ? null : hpLost.error.message}
        />
        <MemberChoice
          id={`${id}-member`}
          label="Whose scar"
          members={party}
          chosen={state.memberId}
          none="No one tracked (just read it)"
          name={nameCairnScarChoice}
          onChange={(memberId) => dispatch({ kind: 'member', memberId })}
        />
      </div>
      <RollAndResult
        id={id}
        button={view.button}
        blockedBy={view.blockedBy}
        stale={!hpLost.ok}
        onRoll={() => hpLost.ok && take(hpLost.value)}
        actions={
          <>
            <Button
              disabled={view.recorded}
              aria-describedby={view.recorded ? `${id}-roll-blocked` : undefined}
              onClick={() => take(undefined)}
            >
              Roll d12 for HP lost
            </Button>
            {view.undo ? <Button onClick={undo}>{view.undo}</Button> : null}
          </>
        }
        shown={state.shown}
      >
        {({ scar, record, undone }) => (
          <>
            <UndoNotice notice={view.notice} />
            <ScarResult
              scar={scar}
              id={`${id}-result`}
              headingLevel={deeper(headingLevel)}
              memberId={record?.memberId}
              memberName={record?.memberName}
              gone={undone ? 'record-undone' : undefined}
            />
          </>
        )}
      </RollAndResult>
    </PartyToolSection>
  );
}
