/**
 * The Cairn Scars table as a tool: pick the HP lost (1-12) or roll a d12 for it, then every
 * sub-roll the row names is made and explained. With a party character chosen, the scar is
 * recorded on them and its immediate effects applied (max HP or an Attribute raised, Deprived).
 *
 * Reads saved party members, so it is placed with `<ScarsRoller client:visible-after-load id="..." />`;
 * props: id, title, headingLevel.
 */
import { useState } from 'preact/hooks';
import { cairnMemberName } from '../../../rules/cairn/character';
import { cairnScarInput, cairnScarTool } from '../../../rules/cairn/log';
import {
  CAIRN_SCAR_HP_LOST_NEEDED,
  CAIRN_SCARS_TABLE,
  nameCairnScarChoice,
  parseCairnScarHpLost,
  type CairnScar,
} from '../../../rules/cairn/scars';
import { $cairnPartyNotice, recordCairnScarOn } from '../../../stores/cairn/party';
import {
  Button,
  deeper,
  MemberChoice,
  NumberField,
  RollAndResult,
  StoreNotice,
  type ToolProps,
  ToolSection,
  useShown,
} from '../../kit';
import { rollAndLog } from '../log-roll';
import { useCairnParty } from '../characters/party-choices';
import ScarResult from './ScarResult';

interface Taken {
  readonly scar: CairnScar;
  readonly memberId?: string;
  readonly memberName?: string;
}

export default function ScarsRoller({
  id = 'cairn-scars',
  title = 'Scars roller',
  headingLevel = 3,
}: ToolProps) {
  // Hirelings are listed too: a player may take one over when their character dies.
  const party = useCairnParty();
  const [hpText, setHpText] = useState('');
  const [memberId, setMemberId] = useState('');
  const [taken, show] = useShown<Taken>();
  const hpLost = parseCairnScarHpLost(hpText);
  const member = party.find((candidate) => candidate.id === memberId);

  /** Takes the scar for the HP lost, or for a d12 rolled for it when `hp` is undefined. */
  function take(hp: number | undefined) {
    const who = member ? cairnMemberName(member) : '';
    const scar = rollAndLog(cairnScarTool, cairnScarInput(hp, member), id, who);
    if (hp === undefined) setHpText(String(scar.hpLost));
    if (member) recordCairnScarOn(member.id, scar);
    show({ scar, ...(member ? { memberId: member.id, memberName: who } : {}) });
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel} class="cairn-tool">
      <StoreNotice $notice={$cairnPartyNotice} />
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
          text={hpText}
          onText={setHpText}
          error={hpLost.ok || hpText === '' ? null : hpLost.error.message}
        />
        <MemberChoice
          id={`${id}-member`}
          label="Whose scar"
          members={party}
          chosen={memberId}
          none="No one tracked (just read it)"
          name={nameCairnScarChoice}
          onChange={setMemberId}
        />
      </div>
      <RollAndResult
        id={id}
        button="Take this scar"
        blockedBy={hpLost.ok ? null : CAIRN_SCAR_HP_LOST_NEEDED}
        onRoll={() => hpLost.ok && take(hpLost.value)}
        actions={<Button onClick={() => take(undefined)}>Roll d12 for HP lost</Button>}
        shown={taken}
      >
        {({ scar, memberId: takenBy, memberName }) => (
          <ScarResult
            scar={scar}
            id={`${id}-result`}
            headingLevel={deeper(headingLevel)}
            memberId={takenBy}
            memberName={memberName}
          />
        )}
      </RollAndResult>
    </ToolSection>
  );
}
