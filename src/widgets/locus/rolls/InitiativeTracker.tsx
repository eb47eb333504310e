/**
 * Initiative for a Conflict: the Cast (from the tracker) plus any Monsters and Foils added here by
 * name with their Carelessness. Everyone rolls 3d6 minus Carelessness; the fixed order is shown
 * with each total and its dice, and ties are resolved by the rules' stated tie rule, in words.
 *
 * Place with `<InitiativeTracker client:only="preact" />`: it reads the saved Cast. The Monsters
 * added here live only as long as the page: they are not Cast members.
 */
import { useState } from 'preact/hooks';
import type { TargetedSubmitEvent } from 'preact';
import { useStore } from '@nanostores/preact';
import { INITIATIVE_TIE_RULE, rollInitiative, type EntityKind, type InitiativeEntity, type InitiativeOrder } from '../../../rules/locus';
import { browserRng } from '../../../lib/browser-rng';
import { $cast } from '../../../stores/locus/cast';
import { addRoll } from '../../../stores/roll-log';
import { hrefFor, Notice, ToolHeading, type HeadingLevel, type NoticeValue } from './CheckFields';
import DiceTriple from './DiceTriple';
import { formatDice, ordinal, parseCarelessnessText } from '../../../rules/locus';
import checksCss from './checks.css?inline';
import { injectStyle } from '../../shared/inject-style';

injectStyle('checks', checksCss);

interface Props {
  readonly id?: string;
  readonly headingLevel?: HeadingLevel;
  readonly title?: string;
}

type ExtraKind = Exclude<EntityKind, 'character'>;

const KIND_LABELS: Readonly<Record<EntityKind, string>> = { character: 'Character', foil: 'Foil', monster: 'Monster' };

interface Rolled {
  readonly serial: number;
  readonly order: InitiativeOrder;
}

export default function InitiativeTracker({ id = 'initiative-roller', headingLevel = 3, title = 'Initiative' }: Props) {
  const cast = useStore($cast);
  const [excluded, setExcluded] = useState<readonly string[]>([]);
  const [extras, setExtras] = useState<readonly InitiativeEntity[]>([]);
  const [counter, setCounter] = useState(1);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ExtraKind>('monster');
  const [carelessnessText, setCarelessnessText] = useState('0');
  const [nameError, setNameError] = useState<string | null>(null);
  const [rolled, setRolled] = useState<Rolled | null>(null);
  const [notice, setNotice] = useState<NoticeValue>(null);

  const carelessness = parseCarelessnessText(carelessnessText);
  const castEntities: InitiativeEntity[] = cast.characters.map((character) => ({
    id: `cast:${character.id}`,
    name: character.name.trim() || 'Unnamed',
    carelessness: character.attributes.carelessness,
    kind: character.kind === 'foil' ? 'foil' : 'character',
  }));
  const entities = [...castEntities.filter((entity) => !excluded.includes(entity.id)), ...extras];
  const ids = { heading: `${id}-heading`, name: `${id}-name`, kind: `${id}-kind`, carelessness: `${id}-carelessness`, rule: `${id}-rule` };

  function add(event: TargetedSubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setNameError('Enter a name for the Monster or Foil.');
      document.getElementById(ids.name)?.focus();
      return;
    }
    setNameError(null);
    if (!carelessness.ok) {
      document.getElementById(ids.carelessness)?.focus();
      return;
    }
    setExtras((current) => [...current, { id: `extra:${counter}`, name: trimmed, carelessness: carelessness.value, kind }]);
    setCounter(counter + 1);
    setName('');
    setNotice({ tone: 'done', text: `Added ${trimmed} (${KIND_LABELS[kind]}, Carelessness ${carelessness.value}).` });
  }

  function remove(entity: InitiativeEntity) {
    setExtras((current) => current.filter((candidate) => candidate.id !== entity.id));
    setNotice({ tone: 'done', text: `Removed ${entity.name}.` });
    document.getElementById(ids.name)?.focus();
  }

  function roll() {
    if (entities.length === 0) {
      setNotice({ tone: 'refused', text: 'Nobody is in the Conflict yet: include a Cast member or add a Monster or Foil.' });
      return;
    }
    const order = rollInitiative(entities, browserRng);
    setRolled((previous) => ({ serial: (previous?.serial ?? 0) + 1, order }));
    setNotice(null);
    // Newest first in the log: add the last in the order first, so the first to act is on top.
    for (const entry of [...order.entries].reverse()) {
      addRoll({
        source: `Locus: Initiative (${entry.entity.name})`,
        href: hrefFor(id),
        expression: entry.entity.carelessness > 0 ? `3d6-${entry.entity.carelessness}` : '3d6',
        detail: `${formatDice(entry.dice)} − Carelessness ${entry.entity.carelessness}`,
        total: entry.total,
        result: `${ordinal(entry.position)} of ${order.entries.length}${entry.tieBreak ? `. ${entry.tieBreak}` : ''}`,
      });
    }
  }

  return (
    <section id={id} class="tool lc-tool" aria-labelledby={ids.heading} data-pagefind-ignore>
      <ToolHeading level={headingLevel} id={ids.heading}>
        {title}
      </ToolHeading>
      <p class="lc-intro">Everyone rolls 3d6 and subtracts Carelessness. Highest total goes first; the order is fixed for the Conflict.</p>

      <fieldset class="lc-reroll">
        <legend>From the Cast</legend>
        {castEntities.length === 0 ? (
          <p class="lc-hint">The Cast is empty. Add characters in the Cast tracker, or add everyone below.</p>
        ) : (
          <div class="lc-options lc-options-column">
            {castEntities.map((entity) => (
              <label key={entity.id} class="lc-option">
                <input
                  type="checkbox"
                  checked={!excluded.includes(entity.id)}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    setExcluded((current) => (on ? current.filter((value) => value !== entity.id) : [...current, entity.id]));
                  }}
                />
                <span>
                  {entity.name}
                  {entity.kind === 'foil' ? ' (Foil)' : ''}, Carelessness {entity.carelessness}
                </span>
              </label>
            ))}
          </div>
        )}
      </fieldset>

      <form class="lc-add" onSubmit={add} noValidate>
        <fieldset class="lc-reroll">
          <legend>Add a Monster or Foil</legend>
          <div class="lc-grid">
            <div class="field">
              <label for={ids.name}>Name</label>
              <input
                id={ids.name}
                type="text"
                autocomplete="off"
                value={name}
                onInput={(event) => setName(event.currentTarget.value)}
                aria-invalid={nameError ? 'true' : 'false'}
                aria-describedby={nameError ? `${ids.name}-error` : undefined}
              />
              {nameError ? (
                <p id={`${ids.name}-error`} class="field-error">
                  {nameError}
                </p>
              ) : null}
            </div>
            <div class="field">
              <label for={ids.kind}>Kind</label>
              <select id={ids.kind} value={kind} onChange={(event) => setKind(event.currentTarget.value as ExtraKind)}>
                <option value="monster">Monster</option>
                <option value="foil">Foil</option>
              </select>
            </div>
            <div class="field">
              <label for={ids.carelessness}>Carelessness (0–5)</label>
              <input
                id={ids.carelessness}
                class="lc-number"
                type="text"
                inputMode="numeric"
                autocomplete="off"
                value={carelessnessText}
                onInput={(event) => setCarelessnessText(event.currentTarget.value)}
                aria-invalid={carelessness.ok ? 'false' : 'true'}
                aria-describedby={carelessness.ok ? `${ids.carelessness}-hint` : `${ids.carelessness}-error ${ids.carelessness}-hint`}
              />
              {carelessness.ok ? null : (
                <p id={`${ids.carelessness}-error`} class="field-error">
                  {carelessness.error.message}
                </p>
              )}
              <p id={`${ids.carelessness}-hint`} class="lc-hint">
                Monsters have no Carelessness: 0 subtracts nothing, unless the Director decides otherwise.
              </p>
            </div>
          </div>
          <button type="submit" class="text-button">
            Add to the Conflict
          </button>
          {extras.length > 0 ? (
            <ul class="lc-list">
              {extras.map((entity) => (
                <li key={entity.id}>
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

      <p id={ids.rule} class="lc-rule">
        <strong>Tie rule:</strong> {INITIATIVE_TIE_RULE}
      </p>
      <button type="button" class="primary-button" onClick={roll} aria-describedby={ids.rule}>
        Roll Initiative for {entities.length} {entities.length === 1 ? 'entity' : 'entities'}
      </button>
      <Notice notice={notice} label={`${title}: changes`} />

      <div class="lc-result" role="status" aria-label={`${title} order`} aria-atomic="true">
        {rolled ? (
          <ol key={rolled.serial} class="lc-order" aria-label="Initiative order">
            {rolled.order.entries.map((entry) => (
              <li key={entry.entity.id} class="lc-order-entry">
                <span class="lc-order-position">{ordinal(entry.position)}</span>
                <div class="lc-order-body">
                  <p class="lc-result-head">
                    {entry.entity.name} <span class="lc-option-note">({KIND_LABELS[entry.entity.kind]})</span>: <strong>{entry.total}</strong>
                  </p>
                  <DiceTriple dice={entry.dice} label={`${entry.entity.name}'s dice`} />
                  <p class="lc-hint">
                    {entry.dice.join(' + ')} = {entry.sum} − Carelessness {entry.entity.carelessness} = {entry.total}
                  </p>
                  {entry.tieBreak ? <p class="lc-tie">{entry.tieBreak}</p> : null}
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p class="lc-hint">No roll yet. The order, each total and its dice will show here.</p>
        )}
      </div>
    </section>
  );
}
