/**
 * LOOT random encounters: the trys a task takes and the senses it alerts give the exact chance
 * of an encounter, P = 1 - (1 - (1 + s)/10)^n, as a fraction and a percentage; the text's own
 * examples are presets; the judge's roll is n d10s read 0-9 with the encounter faces marked.
 *
 * Place with `<EncounterOdds client:visible />`; props: id, headingLevel, title.
 */
import { useState } from 'preact/hooks';
import {
  LOOT_ENCOUNTER_PRESETS,
  LOOT_MAX_SENSES,
  LOOT_MAX_TRYS,
  LOOT_SENSES,
  lootEncounterChance,
  lootEncounterFaces,
  parseLootExtraSenses,
  parseLootTrys,
  rollLootEncounters,
  type LootEncounterRoll,
  type LootSense,
} from '../../../rules/loot';
import { browserRng } from '../../../lib/browser-rng';
import { addRoll } from '../../../stores/roll-log';
import Heading, { type HeadingLevel } from '../../shared/Heading';
import { formatChance, formatFraction } from '../../shared/format-chance';
import './table.css';

interface Props {
  readonly id?: string;
  readonly headingLevel?: HeadingLevel;
  readonly title?: string;
}

const SENSE_LABELS: Readonly<Record<LootSense, string>> = { sound: 'Sound', sight: 'Sight', smell: 'Smell', other: 'Other (tremors, magic, gold...)' };

function hrefFor(id: string): string | undefined {
  return typeof location === 'undefined' ? undefined : `${location.pathname}#${id}`;
}

export default function EncounterOdds({ id = 'loot-encounter-odds', headingLevel = 3, title = 'Encounter odds' }: Props) {
  const [trysText, setTrysText] = useState('1');
  const [senses, setSenses] = useState<readonly LootSense[]>([]);
  const [extraText, setExtraText] = useState('0');
  const [presetNote, setPresetNote] = useState<string | null>(null);
  const [rolled, setRolled] = useState<(LootEncounterRoll & { serial: number }) | null>(null);
  const headingId = `${id}-heading`;
  const trys = parseLootTrys(trysText);
  const extra = parseLootExtraSenses(extraText, LOOT_MAX_SENSES - senses.length);
  const total = extra.ok ? senses.length + extra.value : null;
  const chance = trys.ok && total !== null ? lootEncounterChance(trys.value, total) : null;

  function toggle(sense: LootSense, on: boolean) {
    setPresetNote(null);
    setSenses((current) => (on ? [...current.filter((s) => s !== sense), sense] : current.filter((s) => s !== sense)));
  }

  function applyPreset(presetId: string) {
    const preset = LOOT_ENCOUNTER_PRESETS.find((p) => p.id === presetId);
    if (!preset) return;
    setTrysText(String(preset.trys));
    setSenses(preset.senses);
    setExtraText('0');
    setPresetNote(`${preset.label}: the text says ${preset.printed}.${preset.note ? ` ${preset.note}` : ''}`);
  }

  function roll() {
    if (!trys.ok || total === null) {
      document.getElementById(trys.ok ? `${id}-extra` : `${id}-trys`)?.focus();
      return;
    }
    const result = rollLootEncounters(trys.value, total, browserRng);
    setRolled({ ...result, serial: (rolled?.serial ?? 0) + 1 });
    addRoll({
      source: 'LOOT: random encounter',
      href: hrefFor(id),
      expression: `${trys.value}d10z`,
      detail: `${result.faces.join(', ')}; encounter on ${result.encounterFaces.join(', ')}`,
      total: result.hits.length,
      result: result.encounter ? 'Encounter' : 'No encounter',
    });
  }

  const fraction = chance ? formatFraction(chance) : null;
  return (
    <section id={id} class="tool lt-tool" aria-labelledby={headingId} data-pagefind-ignore>
      <Heading level={headingLevel} id={headingId} class="lt-heading">
        {title}
      </Heading>
      <p class="lt-muted">The judge rolls a d10 (read 0–9) for each try; 0 is an encounter, and each alerted sense makes one more face an encounter.</p>
      <div class="lt-presets" role="group" aria-label="Examples from the text">
        {LOOT_ENCOUNTER_PRESETS.map((preset) => (
          <button key={preset.id} type="button" class="text-button" onClick={() => applyPreset(preset.id)}>
            {preset.label}
          </button>
        ))}
      </div>
      <div class="lt-grid">
        <div class="field">
          <label for={`${id}-trys`}>Trys the task takes (1–{LOOT_MAX_TRYS})</label>
          <input
            id={`${id}-trys`}
            class="lt-number"
            type="text"
            inputMode="numeric"
            autocomplete="off"
            value={trysText}
            onInput={(event) => {
              setPresetNote(null);
              setTrysText(event.currentTarget.value);
            }}
            aria-invalid={trys.ok ? 'false' : 'true'}
            aria-describedby={trys.ok ? undefined : `${id}-trys-error`}
          />
          {trys.ok ? null : (
            <p id={`${id}-trys-error`} class="field-error">
              {trys.error.message}
            </p>
          )}
        </div>
        <div class="field">
          <label for={`${id}-extra`}>More alerted senses (count)</label>
          <input
            id={`${id}-extra`}
            class="lt-number"
            type="text"
            inputMode="numeric"
            autocomplete="off"
            value={extraText}
            onInput={(event) => {
              setPresetNote(null);
              setExtraText(event.currentTarget.value);
            }}
            aria-invalid={extra.ok ? 'false' : 'true'}
            aria-describedby={extra.ok ? undefined : `${id}-extra-error`}
          />
          {extra.ok ? null : (
            <p id={`${id}-extra-error`} class="field-error">
              {extra.error.message}
            </p>
          )}
        </div>
      </div>
      <fieldset class="lt-senses">
        <legend>Senses alerted</legend>
        {LOOT_SENSES.map((sense) => (
          <label key={sense} class="lt-check">
            <input type="checkbox" checked={senses.includes(sense)} onChange={(event) => toggle(sense, event.currentTarget.checked)} />
            <span>{SENSE_LABELS[sense]}</span>
          </label>
        ))}
      </fieldset>
      {chance && fraction && trys.ok && total !== null ? (
        <p class="lt-answer" aria-live="polite">
          Chance of an encounter: <strong>{formatChance(chance)}</strong> ({fraction.reduced ?? fraction.exact}), rolling {trys.value}d10 with an encounter on{' '}
          {lootEncounterFaces(total).join(', ')}.
        </p>
      ) : null}
      {presetNote ? <p class="lt-muted">{presetNote}</p> : null}
      <button type="button" class="primary-button" onClick={roll}>
        Roll for encounters
      </button>
      <div class="lt-result" role="status" aria-live="polite">
        {rolled ? (
          <div key={rolled.serial}>
            <p>
              <strong>{rolled.encounter ? 'Encounter!' : 'No encounter.'}</strong>
            </p>
            <ul class="lt-dice" aria-label="The d10s, read 0 to 9">
              {rolled.faces.map((face, index) => {
                const hit = rolled.hits.includes(index);
                return (
                  <li key={index} class={hit ? 'lt-die lt-hit' : 'lt-die'}>
                    {face}
                    {hit ? <span class="visually-hidden"> (encounter)</span> : null}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
