/**
 * LOOT random encounters: the trys a task takes and the senses it alerts give the exact chance
 * of an encounter, P = 1 - (1 - (1 + s)/10)^n, as a fraction and a percentage; the text's own
 * examples are presets; the judge's roll is n d10s read 0-9 with the encounter faces marked.
 *
 * Place with `<EncounterOdds client:visible-after-load />`; props: id, headingLevel, title.
 */
import { useState } from 'preact/hooks';
import {
  LOOT_ENCOUNTER_FORM_START,
  LOOT_ENCOUNTER_NUMBER_FIELDS,
  LOOT_ENCOUNTER_PRESETS,
  LOOT_SENSES,
  LOOT_SENSE_LABELS,
  changeLootEncounterForm,
  describeLootEncounterDice,
  describeLootEncounterOutcome,
  lootEncounterChance,
  lootRollSource,
  readLootEncounter,
  lootEncounterTool,
  type LootEncounterFormChange,
  type LootEncounterRoll,
} from '../../../rules/loot';
import {
  Button,
  Chance,
  LiveNote,
  NumberField,
  RollAndResult,
  Toggle,
  ToolSection,
  useShown,
  type ToolProps,
  toolFrame,
} from '../../kit';
import '../loot.css';
import { rollAndLog } from '../log-roll';

export default function EncounterOdds(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'loot-encounter-odds', 'Encounter odds');
  const [form, setForm] = useState(LOOT_ENCOUNTER_FORM_START);
  const [rolled, show] = useShown<LootEncounterRoll>();
  const read = readLootEncounter(form.trysText, form.extraText, form.senses);
  const { input, blockedBy } = read;
  const change = (next: LootEncounterFormChange) =>
    setForm((current) => changeLootEncounterForm(current, next));

  function roll() {
    if (!input) return;
    show(rollAndLog(lootEncounterTool, input, lootRollSource('random encounter'), id));
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-muted">
        The judge rolls a d10 (read 0–9) for each try; 0 is an encounter, and each alerted sense
        makes one more face an encounter.
      </p>
      <div class="tool-actions" role="group" aria-label="Examples from the text">
        {LOOT_ENCOUNTER_PRESETS.map((preset) => (
          <Button
            look="tool"
            key={preset.id}
            onClick={() => change({ field: 'preset', id: preset.id })}
          >
            {preset.label}
          </Button>
        ))}
      </div>
      <div class="tool-grid">
        {LOOT_ENCOUNTER_NUMBER_FIELDS.map(({ field, text, error, label }) => (
          <NumberField
            key={field}
            id={`${id}-${field}`}
            label={label}
            text={form[text]}
            onText={(typed) => change({ field, text: typed })}
            error={read[error]}
          />
        ))}
      </div>
      <fieldset class="tool-options">
        <legend>Senses alerted</legend>
        {LOOT_SENSES.map((sense) => (
          <Toggle
            key={sense}
            id={`${id}-sense-${sense}`}
            label={LOOT_SENSE_LABELS[sense]}
            checked={form.senses.includes(sense)}
            onChange={(on) => change({ field: 'sense', sense, on })}
          />
        ))}
      </fieldset>
      {input ? (
        <LiveNote as="div" status={false}>
          <Chance
            label="Chance of an encounter"
            fraction={lootEncounterChance(input.trys, input.senses)}
          />
          <p class="tool-muted">{describeLootEncounterDice(input)}</p>
        </LiveNote>
      ) : null}
      {form.presetNote ? <p class="tool-muted">{form.presetNote}</p> : null}
      <RollAndResult
        id={id}
        button="Roll for encounters"
        blockedBy={blockedBy}
        onRoll={roll}
        shown={rolled}
      >
        {(result) => (
          <div>
            <p>
              <strong>{describeLootEncounterOutcome(result)}</strong>
            </p>
            <ul class="tool-row loot-dice" aria-label="The d10s, read 0 to 9">
              {result.faces.map((face, index) => {
                const hit = result.hits.includes(index);
                return (
                  <li key={index} class={hit ? 'die loot-hit' : 'die'}>
                    {face}
                    {hit ? <span class="visually-hidden"> (encounter)</span> : null}
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </RollAndResult>
    </ToolSection>
  );
}
