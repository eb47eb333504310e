/**
 * Death and wounds: the Death Save (1d10 read 0-9, rolled hidden and revealed when someone
 * checks the vitals; it goes to the roll log only when revealed, since the log is visible to
 * everyone), the Wounds Table (d100 in tens plus the d10 area, with a weapon's +10), and
 * Bleeding/Burning counting down 1 HP per round each.
 *
 * Place with `<DeathAndWounds client:visible />`; props: id, title, headingLevel.
 */
import { useState } from 'preact/hooks';
import { DEATH_RESULT_LABELS, rollDeathSave, rollWound, tickRound, type DeathSave } from '../../../rules/eldritch-instinct/death';
import { formatD100 } from '../../../rules/eldritch-instinct/saves';
import { browserRng } from '../../../lib/browser-rng';
import { addRoll } from '../../../stores/roll-log';
import { Heading, hrefFor, Toggle, type HeadingLevel } from './SaveRoller';
import './rollers.css';

interface Props {
  readonly id?: string;
  readonly title?: string;
  readonly headingLevel?: HeadingLevel;
}

function DeathSavePart({ id, level }: { id: string; level: HeadingLevel }) {
  const [save, setSave] = useState<{ serial: number; value: DeathSave; revealed: boolean } | null>(null);

  function roll() {
    setSave((previous) => ({ serial: (previous?.serial ?? 0) + 1, value: rollDeathSave(browserRng), revealed: false }));
  }

  function reveal() {
    if (!save || save.revealed) return;
    setSave({ ...save, revealed: true });
    addRoll({
      source: 'Eldritch Instinct: Death Save',
      href: hrefFor(id),
      expression: 'd10z',
      detail: `${save.value.roll} (0-9)`,
      total: save.value.roll,
      result: `${DEATH_RESULT_LABELS[save.value.result]}: ${save.value.text}`,
    });
  }

  return (
    <div class="eir-part">
      <Heading level={level} id={`${id}-death-heading`}>
        Death Save
      </Heading>
      <p class="eir-muted">At 0 HP: roll 1d10 (read 0–9) without looking. The die stays hidden until someone checks the vitals; only then does it go to the roll log.</p>
      <div class="eir-row">
        <button type="button" class="primary-button" onClick={roll}>
          {save ? 'Roll a new hidden Death Save' : 'Roll hidden Death Save'}
        </button>
        <button type="button" class="text-button eir-button" onClick={reveal} disabled={!save || save.revealed}>
          Check vitals (reveal)
        </button>
      </div>
      <div class="eir-result" role="status" aria-live="polite">
        {save ? (
          save.revealed ? (
            <p key={`${save.serial}-r`}>
              The die shows <strong class="eir-die">{save.value.roll}</strong>: <strong>{DEATH_RESULT_LABELS[save.value.result]}.</strong> {save.value.text}
            </p>
          ) : (
            <p key={save.serial}>A Death Save was rolled and is hidden until someone checks the vitals.</p>
          )
        ) : null}
      </div>
    </div>
  );
}

function WoundsPart({ id, level }: { id: string; level: HeadingLevel }) {
  const [plusTen, setPlusTen] = useState(false);
  const [result, setResult] = useState<{ serial: number; text: string } | null>(null);

  function roll() {
    const wound = rollWound(browserRng, plusTen ? 10 : 0);
    const bonus = wound.bonus ? ` + 10 = ${formatD100(wound.total)}` : '';
    const text = `Rolled ${formatD100(wound.roll)}${bonus}: row ${wound.row}, ${wound.effect} Area ${wound.areaRoll}: ${wound.area}.`;
    setResult((previous) => ({ serial: (previous?.serial ?? 0) + 1, text }));
    addRoll({
      source: 'Eldritch Instinct: Wounds Table',
      href: hrefFor(id),
      expression: plusTen ? 'd100z+10, d10z' : 'd100z, d10z',
      detail: `${formatD100(wound.roll)}${bonus}; area ${wound.areaRoll}`,
      total: wound.total,
      result: `${wound.effect} (${wound.area})`,
    });
  }

  return (
    <div class="eir-part">
      <Heading level={level} id={`${id}-wounds-heading`}>
        Wounds Table
      </Heading>
      <p class="eir-muted">d100 read 00–99 in tens for the effect, and a d10 (0–9) for the area. A result past 99 reads the 90 row.</p>
      <Toggle id={`${id}-plus-ten`} label="+10 on Wounds Table (the weapon says so)" checked={plusTen} onChange={setPlusTen} />
      <button type="button" class="primary-button" onClick={roll}>
        Roll a wound
      </button>
      <div class="eir-result" role="status" aria-live="polite">
        {result ? <p key={result.serial}>{result.text}</p> : null}
      </div>
    </div>
  );
}

function BleedingPart({ id, level }: { id: string; level: HeadingLevel }) {
  const [hpText, setHpText] = useState('10');
  const [bleeding, setBleeding] = useState(true);
  const [burning, setBurning] = useState(false);
  const [message, setMessage] = useState('');
  const trimmed = hpText.trim();
  const hp = /^\d+$/.test(trimmed) && Number(trimmed) <= 999 ? Number(trimmed) : null;
  const error = hp === null ? 'HP is a whole number from 0 to 999.' : null;

  function nextRound() {
    if (hp === null) {
      document.getElementById(`${id}-hp`)?.focus();
      return;
    }
    if (!bleeding && !burning) {
      setMessage('Neither Bleeding nor Burning: no HP lost.');
      return;
    }
    const tick = tickRound(hp, { bleeding, burning });
    setHpText(String(tick.hp));
    setMessage(
      tick.reachedZero
        ? `Lost ${tick.lost} HP: 0 HP. Fall unconscious and make a Death Save.`
        : tick.lost === 0
          ? 'Already at 0 HP: you cannot have less.'
          : `Lost ${tick.lost} HP this round; ${tick.hp} HP left.`,
    );
  }

  return (
    <div class="eir-part">
      <Heading level={level} id={`${id}-bleeding-heading`}>
        Bleeding and Burning
      </Heading>
      <p class="eir-muted">Each loses 1 HP per round until first aid is applied or the fire is put out.</p>
      <div class="field eir-field">
        <label for={`${id}-hp`}>Current HP</label>
        <input
          id={`${id}-hp`}
          class="eir-number"
          type="text"
          inputMode="numeric"
          autocomplete="off"
          value={hpText}
          onInput={(event) => setHpText(event.currentTarget.value)}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={error ? `${id}-hp-error` : undefined}
        />
        {error ? (
          <p id={`${id}-hp-error`} class="field-error">
            {error}
          </p>
        ) : null}
      </div>
      <Toggle id={`${id}-bleeding`} label="Bleeding" checked={bleeding} onChange={setBleeding} />
      <Toggle id={`${id}-burning`} label="Burning" checked={burning} onChange={setBurning} />
      <button type="button" class="primary-button" onClick={nextRound}>
        Next round
      </button>
      <p class="eir-result" role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}

export default function DeathAndWounds({ id = 'ei-death-wounds', title = 'Death and wounds', headingLevel = 3 }: Props) {
  const headingId = `${id}-heading`;
  const sub = Math.min(headingLevel + 1, 4) as HeadingLevel;
  return (
    <section id={id} class="tool eir-tool" aria-labelledby={headingId} data-pagefind-ignore>
      <Heading level={headingLevel} id={headingId}>
        {title}
      </Heading>
      <DeathSavePart id={id} level={sub} />
      <WoundsPart id={id} level={sub} />
      <BleedingPart id={id} level={sub} />
    </section>
  );
}
