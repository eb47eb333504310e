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
  changeLootEncounterForm,
  viewLootEncounter,
  viewLootEncounterRoll,
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
import { lootRollLogger } from '../log-roll';

export default function EncounterOdds(props: ToolProps) {
  const { id, title, headingLevel } = toolFrame(props, 'loot-encounter-odds', 'Encounter odds');
  const [form, setForm] = useState(LOOT_ENCOUNTER_FORM_START);
  const [rolled, show] = useShown<LootEncounterRoll>();
  const view = viewLootEncounter(form);
  const change = (next: LootEncounterFormChange) =>
    setForm((current) => changeLootEncounterForm(current, next));

  function roll() {
    if (view.roll) show(view.roll(lootRollLogger(id)));
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-muted">
        The judge rolls a d10 (read 0–9) for each try; 0 is an encounter, and each alerted sense
        makes one more face an encounter.
      </p>
      <div class="tool-actions" role="group" aria-label="Examples from the text">
        {view.presets.map((preset) => (
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
        {view.fields.map(({ field, label, text, error }) => (
          <NumberField
            key={field}
            id={`${id}-${field}`}
            label={label}
            text={text}
            onText={(typed) => change({ field, text: typed })}
            error={error}
          />
        ))}
      </div>
      <fieldset class="tool-options">
        <legend>Senses alerted</legend>
        {view.senses.map(({ sense, label, checked }) => (
          <Toggle
            key={sense}
            id={`${id}-sense-${sense}`}
            label={label}
            checked={checked}
            onChange={(on) => change({ field: 'sense', sense, on })}
          />
        ))}
      </fieldset>
      {view.odds ? (
        <LiveNote as="div" status={false}>
          <Chance label="Chance of an encounter" fraction={view.odds.chance} />
          <p class="tool-muted">{view.odds.dice}</p>
        </LiveNote>
      ) : null}
      {view.presetNote ? <p class="tool-muted">{view.presetNote}</p> : null}
      <RollAndResult
        id={id}
        button="Roll for encounters"
        blockedBy={view.blockedBy}
        onRoll={roll}
        shown={rolled}
      >
        {(result) => {
          const { outcome, faces } = viewLootEncounterRoll(result);
          return (
            <div>
              <p>
                <strong>{outcome}</strong>
              </p>
              <ul class="tool-row loot-dice" aria-label="The d10s, read 0 to 9">
                {faces.map(({ face, hit }, index) => (
                  <li key={index} class={hit ? 'die loot-hit' : 'die'}>
                    {face}
                    {hit ? <span class="visually-hidden"> (encounter)</span> : null}
                  </li>
                ))}
              </ul>
            </div>
          );
        }}
      </RollAndResult>
    </ToolSection>
  );
}
