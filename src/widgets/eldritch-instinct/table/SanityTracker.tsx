/**
 * Sanity and Fortitude for each tracked investigator: SAN (starts at 4), the Sanity save (1d4
 * lower than SAN loses 1; at SAN 1 a Fortitude save and SAN back to 2), rest, the Fortitude save
 * (a WIL save: Hardened notch, or Broken notch, 1d10 WIL lost and a freak-out), notch thresholds,
 * the MK cap (10 x Hardened) and the Getting Better options. The rules module decides; this shows.
 *
 * Place with `<SanityTracker client:only="preact" />`: it reads the saved investigators.
 */
import { useEffect, useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import { chanceOfSaveOutcomes, formatD100, parseScore, SAVE_OUTCOME_LABELS } from '../../../rules/eldritch-instinct/saves';
import {
  bondsLost,
  conditionCount,
  mythosKnowledgeCap,
  removeBrokenNotch,
  restSanity,
  rollFortitudeSave,
  rollSanitySave,
  sanatorium,
  selfHelp,
  setMythosKnowledge,
  SANITY_MAX,
  type FortitudeResult,
  type MindState,
} from '../../../rules/eldritch-instinct/sanity';
import { browserRng } from '../../../lib/browser-rng';
import { $sanityNotice, $sanityTracked, addInvestigator, EI_SANITY_LIMIT, removeInvestigator, updateMind, type TrackedInvestigator } from '../../../stores/eldritch-instinct/sanity';
import { addRoll } from '../../../stores/roll-log';
import { formatChance } from '../../shared/format-chance';
import tableCss from './table.css?inline';
import { injectStyle } from '../../shared/inject-style';
import StoreNotice from '../../kit/StoreNotice';

injectStyle('ei-table', tableCss);

interface Props {
  readonly id?: string;
  readonly headingLevel?: 2 | 3 | 4;
  readonly title?: string;
}

type Recovery = 'remove' | 'self-help' | 'self-help-key' | 'sanatorium';
const RECOVERY_LABELS: Readonly<Record<Recovery, string>> = {
  remove: 'Cover traces or conversation: remove a Broken notch',
  'self-help': 'Self-help with a Bond (WIL save)',
  'self-help-key': 'Self-help with the Key Connection (WIL save)',
  sanatorium: 'A month in a sanatorium (WIL save)',
};

interface Report {
  readonly serial: number;
  readonly who: string;
  readonly what: string;
  readonly notes: readonly string[];
  readonly tone: 'done' | 'refused';
}

function mindOf(entry: TrackedInvestigator): MindState {
  return { san: entry.san, wil: entry.wil, hardened: entry.hardened, broken: entry.broken, mk: entry.mk };
}

export default function SanityTracker({ id = 'sanity-tracker', headingLevel = 3, title = 'Sanity and Fortitude tracker' }: Props) {
  const tracked = useStore($sanityTracked);
  const [name, setName] = useState('');
  const [wilText, setWilText] = useState('');
  const [errors, setErrors] = useState<{ name?: string; wil?: string }>({});
  const [report, setReport] = useState<Report | null>(null);
  const Heading = `h${headingLevel}` as 'h3';
  const SubHeading = `h${Math.min(headingLevel + 1, 6)}` as 'h4';
  const href = typeof location === 'undefined' ? undefined : `${location.pathname}#${id}`;

  function show(who: string, what: string, notes: readonly string[], tone: Report['tone'] = 'done') {
    setReport((previous) => ({ serial: (previous?.serial ?? 0) + 1, who, what, notes, tone }));
  }

  function logFortitude(who: string, fortitude: FortitudeResult) {
    addRoll({
      source: `Eldritch Instinct: Fortitude save (${who})`,
      href,
      expression: 'd100z',
      detail: `${formatD100(fortitude.roll)} vs WIL ${fortitude.before.wil}${fortitude.wilLost !== null ? `; 1d10 WIL lost: ${fortitude.wilLost}` : ''}`,
      total: fortitude.roll,
      result: `${SAVE_OUTCOME_LABELS[fortitude.outcome]}: ${fortitude.passed ? 'Hardened notch' : 'Broken notch'}`,
    });
  }

  function add(event: Event) {
    event.preventDefault();
    const trimmed = name.trim();
    const wil = parseScore(wilText);
    const next: { name?: string; wil?: string } = {};
    if (trimmed === '') next.name = 'Enter the investigator’s name.';
    else if (tracked.some((entry) => entry.name.toLowerCase() === trimmed.toLowerCase())) next.name = `${trimmed} is already tracked.`;
    if (!wil.ok) next.wil = `WIL: ${wil.error.message}`;
    setErrors(next);
    if (next.name || next.wil || !wil.ok) {
      document.getElementById(next.name ? `${id}-name` : `${id}-wil`)?.focus();
      return;
    }
    const added = addInvestigator(trimmed, wil.value);
    if (!added) {
      setErrors({ name: `The tracker holds ${EI_SANITY_LIMIT} investigators; remove one first.` });
      return;
    }
    setName('');
    setWilText('');
    show(trimmed, 'Added', [`${trimmed} starts at SAN 4 with WIL ${wil.value}, no notches and MK 0.`]);
  }

  function sanitySave(entry: TrackedInvestigator) {
    const result = rollSanitySave(mindOf(entry), browserRng);
    updateMind(entry.id, result.state);
    addRoll({
      source: `Eldritch Instinct: Sanity save (${entry.name})`,
      href,
      expression: '1d4',
      detail: `${result.roll} vs SAN ${result.before.san}`,
      total: result.roll,
      result: result.unsettled ? `unsettled: SAN ${result.before.san} -> ${result.before.san - 1}` : 'SAN kept',
    });
    if (result.fortitude) logFortitude(entry.name, result.fortitude);
    show(entry.name, result.fortitude ? 'Sanity save, then Fortitude save' : 'Sanity save', result.notes);
  }

  function fortitudeSave(entry: TrackedInvestigator) {
    const result = rollFortitudeSave(mindOf(entry), browserRng);
    updateMind(entry.id, result.state);
    logFortitude(entry.name, result);
    show(entry.name, 'Fortitude save', [`WIL save: rolled ${formatD100(result.roll)} against ${result.before.wil}, ${SAVE_OUTCOME_LABELS[result.outcome].toLowerCase()}.`, ...result.notes]);
  }

  function rest(entry: TrackedInvestigator) {
    const result = restSanity(mindOf(entry));
    updateMind(entry.id, result.state);
    show(entry.name, 'Rest', result.notes);
  }

  function recover(entry: TrackedInvestigator, how: Recovery) {
    const mind = mindOf(entry);
    const result =
      how === 'remove' ? removeBrokenNotch(mind, browserRng) : how === 'sanatorium' ? sanatorium(mind, browserRng) : selfHelp(mind, how === 'self-help-key', browserRng);
    if (!result.ok) {
      show(entry.name, RECOVERY_LABELS[how], [result.error.message], 'refused');
      return;
    }
    updateMind(entry.id, result.value.state);
    if (result.value.save) {
      addRoll({
        source: `Eldritch Instinct: Getting Better WIL save (${entry.name})`,
        href,
        expression: 'd100z',
        detail: `${formatD100(result.value.save.roll)} vs WIL ${mind.wil}`,
        total: result.value.save.roll,
        result: SAVE_OUTCOME_LABELS[result.value.save.outcome],
      });
    }
    if (result.value.fortitude) logFortitude(entry.name, result.value.fortitude);
    const notes = [...result.value.notes];
    if (result.value.loseBond && !result.value.fortitude) notes.push('The Bond is lost.');
    show(entry.name, RECOVERY_LABELS[how], notes);
  }

  function setMk(entry: TrackedInvestigator, text: string): string | null {
    const value = Number(text.trim());
    const result = setMythosKnowledge(mindOf(entry), text.trim() === '' ? Number.NaN : value);
    if (!result.ok) return result.error.message;
    updateMind(entry.id, result.value);
    show(entry.name, 'Mythos Knowledge', [`MK set to ${result.value.mk} (cap ${mythosKnowledgeCap(result.value)}).`]);
    return null;
  }

  function setWil(entry: TrackedInvestigator, text: string): string | null {
    const trimmed = text.trim();
    const value = Number(trimmed);
    if (trimmed === '' || !Number.isInteger(value) || value < 0 || value > 200) return 'WIL is a whole number from 0 to 200.';
    updateMind(entry.id, { ...mindOf(entry), wil: value });
    show(entry.name, 'WIL', [`WIL set to ${value}.`]);
    return null;
  }

  return (
    <section id={id} class="tool eit-tool" aria-labelledby={`${id}-heading`} data-pagefind-ignore>
      <Heading id={`${id}-heading`} class="eit-heading">
        {title}
      </Heading>
      <p class="eit-hint">
        Saved in this browser. A Sanity save rolls 1d4; lower than SAN loses 1. When SAN hits 1 the Fortitude save is made at once and SAN goes back to 2 (a SAN of 1 set by hand is
        treated the same).
      </p>
      <StoreNotice $notice={$sanityNotice} />
      <form class="eit-add" onSubmit={add} noValidate>
        <div class="field">
          <label for={`${id}-name`}>Investigator name</label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={60}
            autocomplete="off"
            aria-invalid={errors.name ? 'true' : 'false'}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            onInput={(event) => setName(event.currentTarget.value)}
          />
          {errors.name ? (
            <p id={`${id}-name-error`} class="field-error">
              {errors.name}
            </p>
          ) : null}
        </div>
        <div class="field">
          <label for={`${id}-wil`}>WIL (1–120)</label>
          <input
            id={`${id}-wil`}
            value={wilText}
            inputMode="numeric"
            class="eit-number"
            aria-invalid={errors.wil ? 'true' : 'false'}
            aria-describedby={errors.wil ? `${id}-wil-error` : undefined}
            onInput={(event) => setWilText(event.currentTarget.value)}
          />
          {errors.wil ? (
            <p id={`${id}-wil-error`} class="field-error">
              {errors.wil}
            </p>
          ) : null}
        </div>
        <button type="submit" class="primary-button eit-add-button">
          Track investigator
        </button>
      </form>

      {tracked.length === 0 ? <p class="eit-hint">No investigators tracked yet.</p> : null}
      <ul class="eit-cards" aria-label="Tracked investigators">
        {tracked.map((entry) => (
          <InvestigatorCard
            key={entry.id}
            entry={entry}
            toolId={id}
            Tag={SubHeading}
            onSanity={() => sanitySave(entry)}
            onFortitude={() => fortitudeSave(entry)}
            onRest={() => rest(entry)}
            onRecover={(how) => recover(entry, how)}
            onMk={(text) => setMk(entry, text)}
            onWil={(text) => setWil(entry, text)}
            onRemove={() => {
              removeInvestigator(entry.id);
              show(entry.name, 'Removed', [`${entry.name} is no longer tracked.`]);
            }}
          />
        ))}
      </ul>

      <div class="eit-result" role="status" aria-label={`${title} result`} aria-atomic="true">
        {report ? (
          <div key={report.serial} class={report.tone === 'refused' ? 'eit-refused' : undefined}>
            <p class="eit-result-head">
              <strong>
                {report.who}: {report.what}
              </strong>
            </p>
            <ul class="eit-notes">
              {report.notes.map((note, index) => (
                <li key={index}>{note}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p class="eit-hint">Results of saves and changes show here.</p>
        )}
      </div>
    </section>
  );
}

interface CardProps {
  readonly entry: TrackedInvestigator;
  readonly toolId: string;
  readonly Tag: 'h4';
  readonly onSanity: () => void;
  readonly onFortitude: () => void;
  readonly onRest: () => void;
  readonly onRecover: (how: Recovery) => void;
  readonly onMk: (text: string) => string | null;
  readonly onWil: (text: string) => string | null;
  readonly onRemove: () => void;
}

function InvestigatorCard({ entry, toolId, Tag, onSanity, onFortitude, onRest, onRecover, onMk, onWil, onRemove }: CardProps) {
  const [how, setHow] = useState<Recovery>('remove');
  const [mkText, setMkText] = useState(String(entry.mk));
  const [wilText, setWilText] = useState(String(entry.wil));
  const [mkError, setMkError] = useState<string | null>(null);
  const [wilError, setWilError] = useState<string | null>(null);
  // The fields follow the saved values when a save or another tab changes them.
  useEffect(() => setWilText(String(entry.wil)), [entry.wil]);
  useEffect(() => setMkText(String(entry.mk)), [entry.mk]);
  const base = `${toolId}-${entry.id}`;
  const chances = chanceOfSaveOutcomes(entry.wil);
  const pass = { numerator: chances['critical-success'].numerator + chances.success.numerator, denominator: chances.success.denominator };
  const cap = mythosKnowledgeCap(entry);
  const conditions = conditionCount(entry.broken);
  const bonds = bondsLost(entry.hardened);
  const hidden = <span class="visually-hidden"> for {entry.name}</span>;

  return (
    <li class="eit-card">
      <article aria-labelledby={`${base}-name`}>
        <Tag id={`${base}-name`} class="eit-card-name">
          {entry.name}
        </Tag>
        <dl class="eit-stats">
          <div>
            <dt>SAN</dt>
            <dd>
              <strong>{entry.san}</strong> of {SANITY_MAX}
            </dd>
          </div>
          <div>
            <dt>WIL</dt>
            <dd>
              <strong>{entry.wil}</strong>
            </dd>
          </div>
          <div>
            <dt>Hardened</dt>
            <dd>
              <strong>{entry.hardened}</strong>
              {bonds > 0 ? ` (${bonds} Bond${bonds === 1 ? '' : 's'} lost)` : ''}
            </dd>
          </div>
          <div>
            <dt>Broken</dt>
            <dd>
              <strong>{entry.broken}</strong>
              {conditions > 0 ? ` (${conditions} condition${conditions === 1 ? '' : 's'})` : ''}
            </dd>
          </div>
          <div>
            <dt>MK</dt>
            <dd>
              <strong>{entry.mk}</strong> (cap {cap} = 10 × Hardened)
            </dd>
          </div>
        </dl>
        <p class="eit-hint">
          Fortitude save (WIL {entry.wil}) passes: {formatChance(pass)}. Every 3rd Hardened notch: lose a Bond. Every 3rd Broken notch: a condition.
        </p>
        <div class="eit-actions">
          <button type="button" class="primary-button" onClick={onSanity}>
            Sanity save{hidden}
          </button>
          <button type="button" class="primary-button eit-secondary" onClick={onFortitude}>
            Fortitude save{hidden}
          </button>
          <button type="button" class="text-button" onClick={onRest}>
            Rest 8 hours (SAN 4){hidden}
          </button>
        </div>
        <details class="eit-more">
          <summary>
            Getting better, WIL and MK<span class="visually-hidden"> for {entry.name}</span>
          </summary>
          <div class="field">
            <label for={`${base}-recovery`}>Way to remove a Broken notch (WIL +1d10 when removed)</label>
            <select id={`${base}-recovery`} value={how} onChange={(event) => setHow(event.currentTarget.value as Recovery)}>
              {(Object.keys(RECOVERY_LABELS) as Recovery[]).map((key) => (
                <option key={key} value={key}>
                  {RECOVERY_LABELS[key]}
                </option>
              ))}
            </select>
          </div>
          <button type="button" class="text-button" onClick={() => onRecover(how)}>
            Try to get better{hidden}
          </button>
          <div class="eit-inline">
            <div class="field">
              <label for={`${base}-wil`}>WIL</label>
              <input
                id={`${base}-wil`}
                class="eit-number"
                inputMode="numeric"
                value={wilText}
                aria-invalid={wilError ? 'true' : 'false'}
                aria-describedby={wilError ? `${base}-wil-error` : undefined}
                onInput={(event) => setWilText(event.currentTarget.value)}
              />
              {wilError ? (
                <p id={`${base}-wil-error`} class="field-error">
                  {wilError}
                </p>
              ) : null}
            </div>
            <button type="button" class="text-button" onClick={() => setWilError(onWil(wilText))}>
              Set WIL{hidden}
            </button>
          </div>
          <div class="eit-inline">
            <div class="field">
              <label for={`${base}-mk`}>Mythos Knowledge (max {cap})</label>
              <input
                id={`${base}-mk`}
                class="eit-number"
                inputMode="numeric"
                value={mkText}
                aria-invalid={mkError ? 'true' : 'false'}
                aria-describedby={mkError ? `${base}-mk-error` : undefined}
                onInput={(event) => setMkText(event.currentTarget.value)}
              />
              {mkError ? (
                <p id={`${base}-mk-error`} class="field-error">
                  {mkError}
                </p>
              ) : null}
            </div>
            <button type="button" class="text-button" onClick={() => setMkError(onMk(mkText))}>
              Set MK{hidden}
            </button>
          </div>
          <button type="button" class="text-button" onClick={onRemove}>
            Stop tracking {entry.name}
          </button>
        </details>
      </article>
    </li>
  );
}
