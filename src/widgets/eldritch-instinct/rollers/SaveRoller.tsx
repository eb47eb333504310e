/**
 * The Eldritch Instinct save roller: an ability score (1-120), the "related to occupation"
 * +20, the exact chances of each outcome before rolling, and a d100 read 00-99 with the outcome
 * in words. Every roll goes to the roll log. Also exports the score field and small pieces the
 * other EI rollers share.
 *
 * Place with `<SaveRoller client:visible />`; props: id, title, headingLevel.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import {
  chanceOfSaveOutcomes,
  effectiveScore,
  formatD100,
  MAX_SCORE,
  MIN_SCORE,
  OCCUPATION_BONUS,
  parseScore,
  rollSave,
  SAVE_OUTCOME_LABELS,
  SAVE_OUTCOMES,
  type SaveOutcome,
} from '../../../rules/eldritch-instinct/saves';
import { browserRng } from '../../../lib/browser-rng';
import { addRoll } from '../../../stores/roll-log';
import { formatChance, formatFraction } from '../../shared/format-chance';
import type { Fraction } from '../../../rules/dice';
import './rollers.css';
import SharedHeading from '../../shared/Heading';
import { NumberField, Toggle as SharedToggle, type NumberFieldProps, type ToggleProps } from '../../kit/fields';

export type HeadingLevel = 2 | 3 | 4;

export function Heading({ level, id, children }: { level: HeadingLevel; id: string; children: ComponentChildren }) {
  return (
    <SharedHeading level={level} id={id} class="eir-heading">
      {children}
    </SharedHeading>
  );
}

/** A link back to the tool for the roll log: this page, this tool. */
export function hrefFor(id: string): string | undefined {
  if (typeof location === 'undefined') return undefined;
  return `${location.pathname}#${id}`;
}

/** A number typed as text so any input can be explained at the field. */
export function ScoreField(props: Omit<NumberFieldProps, 'fieldClass' | 'inputClass'>) {
  return <NumberField {...props} fieldClass="eir-field" inputClass="eir-number" />;
}

/** A toggle whose whole label is the 44 px target. */
export function Toggle(props: Omit<ToggleProps, 'class'>) {
  return <SharedToggle {...props} class="eir-toggle" />;
}

/** One exact chance as a row of a description list: "Success 46.0% (46/100)". */
export function ChanceRow({ label, fraction }: { label: string; fraction: Fraction }) {
  const text = formatFraction(fraction);
  return (
    <div class="eir-chance">
      <dt>{label}</dt>
      <dd>
        <strong>{formatChance(fraction)}</strong> <span class="eir-muted">({text.exact})</span>
      </dd>
    </div>
  );
}

/** The score as a whole number, or null with the message for the field. */
export function readScore(text: string): { value: number | null; error: string | null } {
  const parsed = parseScore(text);
  return parsed.ok ? { value: parsed.value, error: null } : { value: null, error: parsed.error.message };
}

const OUTCOME_SENTENCES: Readonly<Record<SaveOutcome, string>> = {
  'critical-success': 'Critical success: passed on doubles.',
  success: 'Success: the save is passed.',
  failure: 'Failure: the save is failed.',
  'critical-failure': 'Critical failure: failed on doubles.',
};

interface Props {
  readonly id?: string;
  readonly title?: string;
  readonly headingLevel?: HeadingLevel;
}

interface Rolled {
  readonly serial: number;
  readonly roll: number;
  readonly outcome: SaveOutcome;
  readonly score: number;
}

export default function SaveRoller({ id = 'ei-save-roller', title = 'Save roller', headingLevel = 3 }: Props) {
  const [text, setText] = useState('50');
  const [related, setRelated] = useState(false);
  const [label, setLabel] = useState('');
  const [rolled, setRolled] = useState<Rolled | null>(null);
  const score = readScore(text);
  const effective = score.value === null ? null : effectiveScore(score.value, related);
  const chances = effective === null ? null : chanceOfSaveOutcomes(effective);
  const headingId = `${id}-heading`;

  function roll() {
    if (effective === null) {
      document.getElementById(`${id}-score`)?.focus();
      return;
    }
    const result = rollSave(effective, browserRng);
    setRolled((previous) => ({ serial: (previous?.serial ?? 0) + 1, roll: result.roll, outcome: result.outcome, score: effective }));
    const who = label.trim();
    addRoll({
      source: `Eldritch Instinct: Save${who ? ` (${who})` : ''}`,
      href: hrefFor(id),
      expression: 'd100z',
      detail: `${formatD100(result.roll)} against ${effective}${related ? ` (${score.value} + ${OCCUPATION_BONUS} occupation)` : ''}`,
      total: result.roll,
      result: SAVE_OUTCOME_LABELS[result.outcome],
    });
  }

  return (
    <section id={id} class="tool eir-tool" aria-labelledby={headingId} data-pagefind-ignore>
      <Heading level={headingLevel} id={headingId}>
        {title}
      </Heading>
      <p class="eir-muted">
        Roll d100 read 00–99 (00 counts as 0): pass on a roll equal to or under the score; 91–99 always fail; doubles (00, 11 … 99) are criticals.
      </p>
      <div class="eir-grid">
        <ScoreField id={`${id}-score`} label={`Ability score (${MIN_SCORE}–${MAX_SCORE})`} text={text} onText={setText} error={score.error} />
        <div class="field eir-field">
          <label for={`${id}-who`}>Who saves (optional, for the log)</label>
          <input id={`${id}-who`} type="text" autocomplete="off" value={label} onInput={(event) => setLabel(event.currentTarget.value)} />
        </div>
      </div>
      <Toggle id={`${id}-occupation`} label={`Related to occupation (+${OCCUPATION_BONUS})`} checked={related} onChange={setRelated} />
      {chances && effective !== null ? (
        <div class="eir-chances" aria-live="polite">
          <p class="eir-chances-title">
            Exact chances against {effective}
            {related ? ` (${score.value} + ${OCCUPATION_BONUS})` : ''}, over the 100 rolls:
          </p>
          <dl>
            {SAVE_OUTCOMES.map((outcome) => (
              <ChanceRow key={outcome} label={SAVE_OUTCOME_LABELS[outcome]} fraction={chances[outcome]} />
            ))}
          </dl>
        </div>
      ) : null}
      <button type="button" class="primary-button" onClick={roll}>
        Roll save
      </button>
      <div class="eir-result" aria-live="polite" role="status">
        {rolled ? (
          <p key={rolled.serial}>
            Rolled <strong class="eir-die">{formatD100(rolled.roll)}</strong> against {rolled.score}. {OUTCOME_SENTENCES[rolled.outcome]}
          </p>
        ) : null}
      </div>
    </section>
  );
}
