/**
 * Initiative for a Conflict: the Cast (from the tracker) plus any Monsters and Foils added here by
 * name with their Carelessness. Everyone rolls 3d6 minus Carelessness; the fixed order is shown
 * with each total and its dice, and ties are resolved by the rules' stated tie rule, in words.
 *
 * Place with `<InitiativeTracker client:visible-after-load />`: it reads the saved Cast. The Monsters
 * added here live only as long as the page: they are not Cast members.
 */
import { howMany } from '../../../rules/words';
import { useState } from 'preact/hooks';
import type { TargetedSubmitEvent } from 'preact';
import {
  ChoiceField,
  NumberField,
  ResultArea,
  TextField,
  Toggle,
  type ToolProps,
  ToolSection,
  useActionNote,
  useSaved,
  useShown,
} from '../../kit';
import {
  checkLogSource,
  displayName,
  type EntityKind,
  INITIATIVE_NAME_MAX,
  INITIATIVE_TIE_RULE,
  type InitiativeEntity,
  type InitiativeOrder,
  initiativeTool,
  ordinal,
  parseCarelessnessText,
  readInitiativeName,
  rollInitiative,
} from '../../../rules/locus';
import { browserRng } from '../../../lib/browser-rng';
import { $cast } from '../../../stores/locus/cast';
import DiceTriple from './DiceTriple';
import { logRoll } from '../log-roll';
import './rolls.css';

type ExtraKind = Exclude<EntityKind, 'character'>;

const KIND_LABELS: Readonly<Record<EntityKind, string>> = {
  character: 'Character',
  foil: 'Foil',
  monster: 'Monster',
};
const KIND_OPTIONS: readonly { value: ExtraKind; label: string }[] = [
  { value: 'monster', label: 'Monster' },
  { value: 'foil', label: 'Foil' },
];

export default function InitiativeTracker({
  id = 'initiative-roller',
  headingLevel = 3,
  title = 'Initiative',
}: ToolProps) {
  const cast = useSaved($cast);
  const [excluded, setExcluded] = useState<readonly string[]>([]);
  const [extras, setExtras] = useState<readonly InitiativeEntity[]>([]);
  const [counter, setCounter] = useState(1);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ExtraKind>('monster');
  const [carelessnessText, setCarelessnessText] = useState('0');
  const [nameError, setNameError] = useState<string | null>(null);
  const [rolled, show] = useShown<InitiativeOrder>();
  const notice = useActionNote(`${title}: changes`);

  const carelessness = parseCarelessnessText(carelessnessText);
  const castEntities: InitiativeEntity[] = cast.characters.map((character) => ({
    id: `cast:${character.id}`,
    name: displayName(character),
    carelessness: character.attributes.carelessness,
    kind: character.kind === 'foil' ? 'foil' : 'character',
  }));
  const entities = [...castEntities.filter((entity) => !excluded.includes(entity.id)), ...extras];
  const ids = { name: `${id}-name`, carelessness: `${id}-carelessness`, rule: `${id}-rule` };

  function add(event: TargetedSubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readInitiativeName(name);
    if (!read.ok) {
      setNameError(read.error.message);
      document.getElementById(ids.name)?.focus();
      return;
    }
    const trimmed = read.value;
    setNameError(null);
    if (!carelessness.ok) {
      document.getElementById(ids.carelessness)?.focus();
      return;
    }
    setExtras((current) => [
      ...current,
      { id: `extra:${counter}`, name: trimmed, carelessness: carelessness.value, kind },
    ]);
    setCounter(counter + 1);
    setName('');
    notice.done(`Added ${trimmed} (${KIND_LABELS[kind]}, Carelessness ${carelessness.value}).`);
  }

  function remove(entity: InitiativeEntity) {
    setExtras((current) => current.filter((candidate) => candidate.id !== entity.id));
    notice.done(`Removed ${entity.name}.`);
    document.getElementById(ids.name)?.focus();
  }

  function roll() {
    if (entities.length === 0) {
      notice.refuse(
        'Nobody is in the Conflict yet: include a Cast member or add a Monster or Foil.',
      );
      return;
    }
    const order = rollInitiative(entities, browserRng);
    show(order);
    notice.clear();
    // Newest first in the log: add the last in the order first, so the first to act is on top.
    for (const entry of [...order.entries].reverse()) {
      const input = { entities, entity: entry.entity.id };
      logRoll(initiativeTool, input, order, checkLogSource('Initiative', entry.entity.name), id);
    }
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-hint">
        Everyone rolls 3d6 and subtracts Carelessness. Highest total goes first; the order is fixed
        for the Conflict.
      </p>

      <fieldset class="tool-card">
        <legend>From the Cast</legend>
        {castEntities.length === 0 ? (
          <p class="tool-hint">
            The Cast is empty. Add characters in the Cast tracker, or add everyone below.
          </p>
        ) : (
          <div class="tool-options">
            {castEntities.map((entity) => (
              <Toggle
                key={entity.id}
                id={`${id}-${entity.id}`}
                label={`${entity.name}${entity.kind === 'foil' ? ' (Foil)' : ''}, Carelessness ${entity.carelessness}`}
                checked={!excluded.includes(entity.id)}
                onChange={(on) =>
                  setExcluded((current) =>
                    on ? current.filter((value) => value !== entity.id) : [...current, entity.id],
                  )
                }
              />
            ))}
          </div>
        )}
      </fieldset>

      <form onSubmit={add} noValidate>
        <fieldset class="tool-card">
          <legend>Add a Monster or Foil</legend>
          <div class="tool-grid">
            <TextField
              id={ids.name}
              label="Name"
              value={name}
              maxLength={INITIATIVE_NAME_MAX}
              onText={setName}
              error={nameError}
            />
            <ChoiceField
              id={`${id}-kind`}
              label="Kind"
              value={kind}
              options={KIND_OPTIONS}
              onChange={setKind}
            />
            <NumberField
              id={ids.carelessness}
              label="Carelessness (0–5)"
              text={carelessnessText}
              onText={setCarelessnessText}
              error={carelessness.ok ? null : carelessness.error.message}
              hint="Monsters have no Carelessness: 0 subtracts nothing, unless the Director decides otherwise."
            />
          </div>
          <button type="submit" class="tool-button">
            Add to the Conflict
          </button>
          {extras.length > 0 ? (
            <ul class="tool-list">
              {extras.map((entity) => (
                <li key={entity.id} class="tool-row">
                  <span>
                    {entity.name} ({KIND_LABELS[entity.kind]}), Carelessness {entity.carelessness}
                  </span>
                  <button type="button" class="text-button" onClick={() => remove(entity)}>
                    Remove {entity.name}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </fieldset>
      </form>

      <p id={ids.rule} class="tool-hint">
        <strong>Tie rule:</strong> {INITIATIVE_TIE_RULE}
      </p>
      <div class="tool-actions">
        <button type="button" class="primary-button" onClick={roll} aria-describedby={ids.rule}>
          Roll Initiative for {howMany(entities.length, 'entity', 'entities')}
        </button>
      </div>
      {notice.note}

      <ResultArea
        label={`${title} order`}
        serial={rolled?.serial}
        empty="No roll yet. The order, each total and its dice will show here."
      >
        {rolled ? (
          <ol class="tool-list" aria-label="Initiative order">
            {rolled.value.entries.map((entry) => (
              <li key={entry.entity.id} class="tool-card">
                <p>
                  <strong>{ordinal(entry.position)}</strong> {entry.entity.name}{' '}
                  <span class="tool-muted">({KIND_LABELS[entry.entity.kind]})</span>:{' '}
                  <strong>{entry.total}</strong>
                </p>
                <DiceTriple dice={entry.dice} label={`${entry.entity.name}'s dice`} />
                <p class="tool-hint">
                  {entry.dice.join(' + ')} = {entry.sum} − Carelessness {entry.entity.carelessness}{' '}
                  = {entry.total}
                </p>
                {entry.tieBreak ? <p>{entry.tieBreak}</p> : null}
              </li>
            ))}
          </ol>
        ) : null}
      </ResultArea>
    </ToolSection>
  );
}
