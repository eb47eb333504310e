/**
 * The Cairn Scars table as a tool: pick the HP lost (1-12) or roll a d12 for it, then every
 * sub-roll the row names is made and explained. With a party character chosen, the scar is
 * recorded on them and its immediate effects applied (max HP or an Attribute raised, Deprived).
 *
 * Reads saved party members, so it is placed with `<ScarsRoller client:only="preact" id="..." />`;
 * props: id, title, headingLevel.
 */
import { useStore } from '@nanostores/preact';
import { useState } from 'preact/hooks';
import { browserRng } from '../../../lib/browser-rng';
import { CAIRN_SCARS_TABLE, recordCairnScar, rollCairnScar, rollCairnScarHpLost, type CairnScar } from '../../../rules/cairn/scars';
import { $cairnParty, $cairnPartyNotice, updateCairnMember } from '../../../stores/cairn/party';
import { addRoll } from '../../../stores/roll-log';
import Heading, { deeper, type HeadingLevel } from '../../shared/Heading';
import { injectStyle } from '../../shared/inject-style';
import combatCss from './combat.css?inline';
import { hrefFor, NumberField, readWhole } from './fields';
import ScarResult from './ScarResult';
import StoreNotice from '../../kit/StoreNotice';

injectStyle('cairn-combat', combatCss);

interface Props {
  readonly id?: string;
  readonly title?: string;
  readonly headingLevel?: HeadingLevel;
}

interface Taken {
  readonly serial: number;
  readonly scar: CairnScar;
  readonly memberId?: string;
  readonly memberName?: string;
}

export default function ScarsRoller({ id = 'cairn-scars', title = 'Scars roller', headingLevel = 3 }: Props) {
  const party = useStore($cairnParty);
  const [hpText, setHpText] = useState('');
  const [memberId, setMemberId] = useState('');
  const [taken, setTaken] = useState<Taken | null>(null);
  const hpLost = readWhole(hpText, 1, 12, 'HP lost');
  // Hirelings are listed too: a player may take one over when their character dies.
  const characters = party;
  const member = characters.find((candidate) => candidate.id === memberId);
  const headingId = `${id}-heading`;

  function take(value: number, rolledD12: boolean) {
    const scar = rollCairnScar(value, browserRng, member);
    const who = member ? member.name || 'Unnamed' : '';
    addRoll({
      source: `Cairn: Scars table${who ? ` (${who})` : ''}`,
      href: hrefFor(id),
      expression: rolledD12 ? 'd12' : 'scars',
      detail: `${value} HP lost${rolledD12 ? ' (rolled)' : ''}: ${scar.rolls.map((roll) => `${roll.label} ${roll.notation}: ${roll.faces.join('+')}`).join('; ') || 'no sub-roll'}`,
      total: value,
      result: scar.name,
    });
    if (member) updateCairnMember(member.id, (current) => recordCairnScar(current, scar));
    setTaken((previous) => ({ serial: (previous?.serial ?? 0) + 1, scar, ...(member ? { memberId: member.id, memberName: who } : {}) }));
  }

  function lookUp() {
    if (hpLost.value === null) {
      document.getElementById(`${id}-hp-lost`)?.focus();
      return;
    }
    take(hpLost.value, false);
  }

  function rollHpLost() {
    const value = rollCairnScarHpLost(browserRng);
    setHpText(String(value));
    take(value, true);
  }

  const [touched, setTouched] = useState(false);
  return (
    <section id={id} class="tool cairn-tool" aria-labelledby={headingId} data-pagefind-ignore>
      <Heading level={headingLevel} id={headingId}>
        {title}
      </Heading>
      <StoreNotice $notice={$cairnPartyNotice} />
      <p class="cairn-muted">
        Use the HP lost in the attack that took a PC to exactly 0 HP ({CAIRN_SCARS_TABLE.rows.length} rows, 1–12). Every roll the row names is made here; rolls the text places later (after rest, once mended, upon recovery) are made now and applied when that moment comes.
      </p>
      <div class="cairn-grid">
        <NumberField
          id={`${id}-hp-lost`}
          label="HP lost (1–12)"
          text={hpText}
          onText={(text) => {
            setTouched(true);
            setHpText(text);
          }}
          error={touched ? hpLost.error : null}
        />
        <div class="field cairn-field">
          <label for={`${id}-member`}>Whose scar</label>
          <select id={`${id}-member`} value={memberId} onChange={(event) => setMemberId(event.currentTarget.value)}>
            <option value="">No one tracked (just read it)</option>
            {characters.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name || 'Unnamed'} (max HP {candidate.hp.max})
              </option>
            ))}
          </select>
        </div>
      </div>
      <div class="cairn-row">
        <button
          type="button"
          class="primary-button"
          onClick={() => {
            setTouched(true);
            lookUp();
          }}
        >
          Take this scar
        </button>
        <button type="button" class="text-button" onClick={rollHpLost}>
          Roll d12 for HP lost
        </button>
      </div>
      <div class="cairn-result" role="status" aria-live="polite">
        {taken ? <ScarResult key={taken.serial} scar={taken.scar} id={`${id}-result`} headingLevel={deeper(headingLevel)} memberId={taken.memberId} memberName={taken.memberName} /> : null}
      </div>
    </section>
  );
}
