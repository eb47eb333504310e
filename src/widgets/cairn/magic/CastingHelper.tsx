/**
 * The casting helper: pick a caster from the party (or none), cast from a Spellbook or a Scroll.
 * A Spellbook adds 1 Fatigue to the caster (stored in the party); a Scroll does not. When the
 * caster is deprived or in danger, the Warden may require a WIL save: offered here with its
 * exact chance, rolled into the roll log.
 *
 * Reads the saved party, so place with `<CastingHelper client:only="preact" id="..." />`;
 * props: id, title, headingLevel.
 */
import { useState } from 'preact/hooks';
import { describeCairnCasting, type CairnSpellSource } from '../../../rules/cairn/spells';
import { CAIRN_MAX_ATTRIBUTE, CAIRN_MIN_ATTRIBUTE, explainCairnSave, parseCairnAttribute, rollCairnSave } from '../../../rules/cairn/saves';
import { CAIRN_INVENTORY_SLOTS } from '../../../rules/cairn/character';
import { browserRng } from '../../../lib/browser-rng';
import { addCairnFatigue, $cairnParty, $cairnPartyNotice } from '../../../stores/cairn/party';
import { addRoll } from '../../../stores/roll-log';
import { ChanceLine, hrefFor, memberName, MemberPicker, NumberField, Toggle, ToolHeading, useCairnParty, type HeadingLevel } from '../rollers/parts';
import StoreNotice from '../../kit/StoreNotice';

interface Props {
  readonly id?: string;
  readonly title?: string;
  readonly headingLevel?: HeadingLevel;
}

interface Message {
  readonly serial: number;
  readonly text: string;
}

export default function CastingHelper({ id = 'cairn-casting', title = 'Casting helper', headingLevel = 3 }: Props) {
  const { party } = useCairnParty();
  const [casterId, setCasterId] = useState('');
  const [source, setSource] = useState<CairnSpellSource>('spellbook');
  const [danger, setDanger] = useState(false);
  const [wilText, setWilText] = useState('10');
  const [cast, setCast] = useState<Message | null>(null);
  const [save, setSave] = useState<Message | null>(null);
  const headingId = `${id}-heading`;

  const caster = party.find((member) => member.id === casterId);
  const risky = danger || (caster?.deprived ?? false);
  const typedWil = parseCairnAttribute(wilText);
  const wil = caster ? caster.wil.current : typedWil.ok ? typedWil.value : null;
  const casting = describeCairnCasting(source, risky, wil);
  const who = caster ? memberName(caster) : 'the caster';

  function castSpell() {
    let text: string;
    if (casting.fatigue > 0 && caster) {
      const before = caster.fatigue;
      addCairnFatigue(caster.id, casting.fatigue);
      const after = $cairnParty.get().find((member) => member.id === caster.id)?.fatigue ?? before;
      text =
        after > before
          ? `${memberName(caster)} adds ${casting.fatigue} Fatigue: now ${after} Fatigue. If no slot is free, an item must be dropped.`
          : `${memberName(caster)} already has Fatigue in all ${CAIRN_INVENTORY_SLOTS} slots: an item must be dropped.`;
    } else if (casting.fatigue > 0) {
      text = `Cast from a Spellbook: add ${casting.fatigue} Fatigue to the caster’s inventory (pick a caster from the party to track it).`;
    } else {
      text = `Cast from a Scroll: no Fatigue for ${who}; the Scroll disappears.`;
    }
    setCast((previous) => ({ serial: (previous?.serial ?? 0) + 1, text }));
  }

  function rollWil() {
    if (wil === null) {
      document.getElementById(`${id}-wil`)?.focus();
      return;
    }
    const result = rollCairnSave(wil, browserRng);
    const verdict = result.passed ? 'Passed' : 'Failed';
    setSave((previous) => ({
      serial: (previous?.serial ?? 0) + 1,
      text: `${verdict}: rolled ${result.roll} against WIL ${wil}, ${explainCairnSave(result)}.${result.passed ? ' No ill effects.' : ' Ill effects on par with the intended effect, at the Warden’s call.'}`,
    }));
    addRoll({
      source: `Cairn: WIL save for casting${caster ? ` (${memberName(caster)})` : ''}`,
      href: hrefFor(id),
      expression: 'd20',
      detail: `${result.roll} against ${wil}: ${explainCairnSave(result)}`,
      total: result.roll,
      result: verdict,
    });
  }

  return (
    <section id={id} class="tool crn-tool" aria-labelledby={headingId} data-pagefind-ignore>
      <ToolHeading level={headingLevel} id={headingId}>
        {title}
      </ToolHeading>
      <StoreNotice $notice={$cairnPartyNotice} />
      <div class="crn-grid">
        <MemberPicker id={`${id}-caster`} label="Caster" value={casterId} onChange={setCasterId} party={party} noneLabel="None (not tracked)" />
        {caster || !risky ? null : (
          <NumberField
            id={`${id}-wil`}
            label={`Caster’s WIL (${CAIRN_MIN_ATTRIBUTE}–${CAIRN_MAX_ATTRIBUTE})`}
            text={wilText}
            onText={setWilText}
            error={typedWil.ok ? null : typedWil.message}
          />
        )}
      </div>
      {caster ? (
        <p class="crn-muted">
          {memberName(caster)}: WIL {caster.wil.current}, {caster.fatigue} Fatigue{caster.deprived ? ', Deprived' : ''}.
        </p>
      ) : null}
      <fieldset class="crn-options">
        <legend>Cast from</legend>
        {(['spellbook', 'scroll'] as const).map((choice) => (
          <label key={choice} class="crn-toggle" for={`${id}-source-${choice}`}>
            <input type="radio" id={`${id}-source-${choice}`} name={`${id}-source`} checked={source === choice} onChange={() => setSource(choice)} />
            <span>{choice === 'spellbook' ? 'Spellbook (adds 1 Fatigue)' : 'Scroll (no Fatigue)'}</span>
          </label>
        ))}
      </fieldset>
      <Toggle id={`${id}-danger`} label={caster?.deprived ? 'In danger (the caster is already Deprived)' : 'Deprived or in danger (such as combat)'} checked={danger} onChange={setDanger} />
      <p>{casting.summary}</p>
      <div class="crn-actions">
        <button type="button" class="primary-button" onClick={castSpell}>
          Cast the spell
        </button>
      </div>
      <div class="crn-result" role="status" aria-live="polite">
        {cast ? <p key={cast.serial}>{cast.text}</p> : null}
      </div>
      {casting.saveOffered ? (
        <div class="crn-check">
          {casting.saveChance ? <ChanceLine label={`Chance to pass the WIL save with WIL ${wil}`} fraction={casting.saveChance} /> : null}
          <button type="button" class="primary-button" onClick={rollWil}>
            Roll WIL save
          </button>
          <div class="crn-result" role="status" aria-live="polite">
            {save ? <p key={save.serial}>{save.text}</p> : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
