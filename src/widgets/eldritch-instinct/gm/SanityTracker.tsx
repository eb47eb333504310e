/**
 * Sanity and Fortitude for each tracked investigator: SAN (starts at 4), the Sanity save (1d4
 * lower than SAN loses 1; at SAN 1 a Fortitude save and SAN back to 2), rest, the Fortitude save
 * (a WIL save: Hardened notch, or Broken notch, 1d10 WIL lost and a freak-out), notch thresholds,
 * the MK cap (10 x Hardened) and the Getting Better options. The rules module decides; this shows.
 *
 * Place with `<SanityTracker client:visible-after-load />`: it reads the saved investigators.
 */
import { howMany } from '../../../rules/words';
import { useEffect, useState } from 'preact/hooks';
import {
  ChanceText,
  ChoiceField,
  deeper,
  Heading,
  type HeadingLevel,
  NumberField,
  ResultArea,
  StoreNotice,
  TextField,
  ToolSection,
  UndoRemove,
  useRemoval,
  useSaved,
  useShown,
  type ToolProps,
} from '../../kit';
import { chanceOfPassingSave, scoreLabel } from '../../../rules/eldritch-instinct/saves';
import {
  bondsLost,
  checkNewTracked,
  fortitudeNotes,
  mindOf,
  conditionCount,
  fortitudeTool,
  mythosKnowledgeCap,
  parseWil,
  RECOVERIES,
  RECOVERY_LABELS,
  recoveryTool,
  restSanity,
  sanitySaveTool,
  readMythosKnowledge,
  SANITY_MAX,
  type MindState,
  type Recovery,
} from '../../../rules/eldritch-instinct/sanity';
import { browserRng } from '../../../lib/browser-rng';
import {
  $sanityNotice,
  $sanityTracked,
  addInvestigator,
  EI_SANITY_LIMIT,
  sanityRemoval,
  updateMind,
  type TrackedInvestigator,
} from '../../../stores/eldritch-instinct/sanity';
import { logRoll, rollAndLog } from '../log-roll';
import './gm.css';

interface Report {
  readonly who: string;
  readonly what: string;
  readonly notes: readonly string[];
  readonly refused?: boolean;
}

export default function SanityTracker({
  id = 'sanity-tracker',
  headingLevel = 3,
  title = 'Sanity and Fortitude tracker',
}: ToolProps) {
  const tracked = useSaved($sanityTracked);
  const [name, setName] = useState('');
  const [wilText, setWilText] = useState('');
  const [errors, setErrors] = useState<{ name?: string; wil?: string }>({});
  const [report, show] = useShown<Report>();
  const removal = useRemoval(sanityRemoval, (restored) =>
    show({
      who: restored.name,
      what: 'Restored',
      notes: [`${restored.name} is tracked again, with every notch as it was.`],
    }),
  );
  const typedWil = wilText.trim() === '' ? null : parseWil(wilText);
  const wilError = errors.wil ?? (typedWil && !typedWil.ok ? typedWil.error.message : undefined);

  function add(event: Event) {
    event.preventDefault();
    const trimmed = name.trim();
    const wil = parseWil(wilText);
    const next = checkNewTracked(
      name,
      wilText,
      tracked.map((entry) => entry.name),
    );
    setErrors(next);
    if (next.name || !wil.ok) {
      document.getElementById(next.name ? `${id}-name` : `${id}-wil`)?.focus();
      return;
    }
    if (!addInvestigator(trimmed, wil.value)) {
      setErrors({ name: `The tracker holds ${EI_SANITY_LIMIT} investigators; remove one first.` });
      return;
    }
    setName('');
    setWilText('');
    show({
      who: trimmed,
      what: 'Added',
      notes: [`${trimmed} starts at SAN 4 with WIL ${wil.value}, no notches and MK 0.`],
    });
  }

  function sanitySave(entry: TrackedInvestigator) {
    const result = rollAndLog(
      sanitySaveTool,
      { mind: mindOf(entry) },
      `Sanity save (${entry.name})`,
      id,
    );
    saved(
      entry,
      result.state,
      result.fortitude ? 'Sanity save, then Fortitude save' : 'Sanity save',
      result.notes,
    );
  }

  function fortitudeSave(entry: TrackedInvestigator) {
    const result = rollAndLog(
      fortitudeTool,
      { mind: mindOf(entry) },
      `Fortitude save (${entry.name})`,
      id,
    );
    saved(entry, result.state, 'Fortitude save', fortitudeNotes(result));
  }

  /** Keeps the investigator's mind after a roll or a change, and says what happened. */
  function saved(
    entry: TrackedInvestigator,
    state: MindState,
    what: string,
    notes: readonly string[],
  ) {
    updateMind(entry.id, state);
    show({ who: entry.name, what, notes });
  }

  function recover(entry: TrackedInvestigator, how: Recovery) {
    const input = { mind: mindOf(entry), how };
    const result = recoveryTool.roll(input, browserRng);
    if (!result.ok) {
      show({
        who: entry.name,
        what: RECOVERY_LABELS[how],
        notes: [result.error.message],
        refused: true,
      });
      return;
    }
    logRoll(recoveryTool, input, result, `Getting Better (${entry.name})`, id);
    saved(entry, result.value.state, RECOVERY_LABELS[how], result.value.notes);
  }

  return (
    <ToolSection id={id} title={title} headingLevel={headingLevel}>
      <p class="tool-hint">
        Saved in this browser. A Sanity save rolls 1d4; lower than SAN loses 1. When SAN hits 1 the
        Fortitude save is made at once and SAN goes back to 2 (a SAN of 1 set by hand is treated the
        same).
      </p>
      <StoreNotice $notice={$sanityNotice} />
      <form class="tool-grid" onSubmit={add} noValidate>
        <TextField
          id={`${id}-name`}
          label="Investigator name"
          value={name}
          maxLength={60}
          error={errors.name ?? null}
          onText={setName}
        />
        <NumberField
          id={`${id}-wil`}
          label={scoreLabel('WIL')}
          text={wilText}
          error={wilError ?? null}
          onText={(text) => (setWilText(text), setErrors({ ...errors, wil: undefined }))}
        />
        <div class="field">
          <button type="submit" class="primary-button">
            Track investigator
          </button>
        </div>
      </form>

      {tracked.length === 0 ? <p class="tool-hint">No investigators tracked yet.</p> : null}
      <ul class="tool-list" aria-label="Tracked investigators">
        {tracked.map((entry) => (
          <InvestigatorCard
            key={entry.id}
            entry={entry}
            base={`${id}-${entry.id}`}
            level={deeper(headingLevel)}
            onSanity={() => sanitySave(entry)}
            onFortitude={() => fortitudeSave(entry)}
            onRest={() => {
              const result = restSanity(mindOf(entry));
              saved(entry, result.state, 'Rest', result.notes);
            }}
            onRecover={(how) => recover(entry, how)}
            onSet={(state, what, note) => saved(entry, state, what, [note])}
            onRemove={() => {
              if (!removal.remove(entry.id)) return;
              show({
                who: entry.name,
                what: 'Removed',
                notes: [`${entry.name} is no longer tracked.`],
              });
            }}
          />
        ))}
      </ul>
      <UndoRemove
        removal={removal}
        refusedText={(gone) =>
          `${gone.item.name} was not put back: the tracker holds ${EI_SANITY_LIMIT} investigators, or they are already back; remove one first.`
        }
        text={(gone) => `Stopped tracking ${gone.item.name}.`}
        button="Undo"
      />

      <ResultArea serial={report?.serial} label={`${title} result`}>
        {report ? (
          <div class={report.value.refused ? 'field-error' : undefined}>
            <p>
              <strong>
                {report.value.who}: {report.value.what}
              </strong>
            </p>
            <ul>
              {report.value.notes.map((note, index) => (
                <li key={index}>{note}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p class="tool-hint">Results of saves and changes show here.</p>
        )}
      </ResultArea>
    </ToolSection>
  );
}

interface CardProps {
  readonly entry: TrackedInvestigator;
  readonly base: string;
  readonly level: HeadingLevel;
  readonly onSanity: () => void;
  readonly onFortitude: () => void;
  readonly onRest: () => void;
  readonly onRecover: (how: Recovery) => void;
  readonly onSet: (state: MindState, what: string, note: string) => void;
  readonly onRemove: () => void;
}

/** A number set by hand with its own button: the field shows what is wrong after the press. */
function SetField({
  id,
  label,
  value,
  button,
  onSet,
}: {
  id: string;
  label: string;
  value: number;
  button: preact.ComponentChildren;
  onSet: (text: string) => string | null;
}) {
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  // The field follows the saved value when a save or another tab changes it.
  useEffect(() => setText(String(value)), [value]);
  // A message answers the press under the limits of then: when the value or its limit (the label
  // names it, as MK's cap) changes, it no longer holds and goes; a new press checks again.
  useEffect(() => setError(null), [value, label]);
  return (
    <div class="tool-row">
      <NumberField id={id} label={label} text={text} error={error} onText={setText} />
      <button type="button" class="text-button" onClick={() => setError(onSet(text))}>
        {button}
      </button>
    </div>
  );
}

function InvestigatorCard({
  entry,
  base,
  level,
  onSanity,
  onFortitude,
  onRest,
  onRecover,
  onSet,
  onRemove,
}: CardProps) {
  const [how, setHow] = useState<Recovery>('remove');
  const pass = chanceOfPassingSave(entry.wil);
  const cap = mythosKnowledgeCap(entry);
  const conditions = conditionCount(entry.broken);
  const bonds = bondsLost(entry.hardened);
  const hidden = <span class="visually-hidden"> for {entry.name}</span>;
  const stats: readonly [string, preact.ComponentChildren][] = [
    [
      'SAN',
      <>
        <strong>{entry.san}</strong> of {SANITY_MAX}
      </>,
    ],
    ['WIL', <strong>{entry.wil}</strong>],
    [
      'Hardened',
      <>
        <strong>{entry.hardened}</strong>
        {bonds > 0 ? ` (${howMany(bonds, 'Bond')} lost)` : ''}
      </>,
    ],
    [
      'Broken',
      <>
        <strong>{entry.broken}</strong>
        {conditions > 0 ? ` (${howMany(conditions, 'condition')})` : ''}
      </>,
    ],
    [
      'MK',
      <>
        <strong>{entry.mk}</strong> (cap {cap} = 10 × Hardened)
      </>,
    ],
  ];

  return (
    <li class="tool-card">
      <article aria-labelledby={`${base}-name`}>
        <Heading level={level} id={`${base}-name`}>
          {entry.name}
        </Heading>
        <dl class="ei-stats">
          {stats.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p class="tool-hint">
          Fortitude save (WIL {entry.wil}) passes: <ChanceText fraction={pass} />. Every 3rd
          Hardened notch: lose a Bond. Every 3rd Broken notch: a condition.
        </p>
        <div class="tool-actions">
          <button type="button" class="primary-button" onClick={onSanity}>
            Sanity save{hidden}
          </button>
          <button type="button" class="tool-button" onClick={onFortitude}>
            Fortitude save{hidden}
          </button>
          <button type="button" class="text-button" onClick={onRest}>
            Rest 8 hours (SAN 4){hidden}
          </button>
        </div>
        <details class="ei-more">
          <summary>Getting better, WIL and MK{hidden}</summary>
          <ChoiceField
            id={`${base}-recovery`}
            label="Way to remove a Broken notch (WIL +1d10 when removed)"
            value={how}
            options={RECOVERIES.map((value) => ({ value, label: RECOVERY_LABELS[value] }))}
            onChange={setHow}
          />
          <button type="button" class="text-button" onClick={() => onRecover(how)}>
            Try to get better{hidden}
          </button>
          <SetField
            id={`${base}-wil`}
            label={scoreLabel('WIL')}
            value={entry.wil}
            button={<>Set WIL{hidden}</>}
            onSet={(text) => {
              const wil = parseWil(text);
              if (!wil.ok) return wil.error.message;
              onSet({ ...entry, wil: wil.value }, 'WIL', `WIL set to ${wil.value}.`);
              return null;
            }}
          />
          <SetField
            id={`${base}-mk`}
            label={`Mythos Knowledge (max ${cap})`}
            value={entry.mk}
            button={<>Set MK{hidden}</>}
            onSet={(text) => {
              const result = readMythosKnowledge(entry, text);
              if (!result.ok) return result.error.message;
              onSet(
                result.value,
                'Mythos Knowledge',
                `MK set to ${result.value.mk} (cap ${mythosKnowledgeCap(result.value)}).`,
              );
              return null;
            }}
          />
          <button type="button" class="text-button" onClick={onRemove}>
            Stop tracking {entry.name}
          </button>
        </details>
      </article>
    </li>
  );
}
