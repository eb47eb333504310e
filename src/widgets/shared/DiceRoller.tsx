/**
 * The dice roller island: type any notation the dice core reads, see what is wrong with it as
 * you type, roll it (the result goes to the roll log), and see its exact odds.
 *
 * Place it with `<DiceRoller client:load />` (or `client:visible` below the fold). Give each
 * roller on a page its own `id`. The server renders the whole form and the odds of the starting
 * notation, so the page is meaningful before hydration; only rolling needs JavaScript.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ComponentChildren, TargetedSubmitEvent } from 'preact';
import {
  calculateChanceAtLeast,
  computeDistribution,
  formatNotation,
  formatTerm,
  parseNotation,
  rollExpression,
  summarizeDistribution,
  type DieRoll,
  type ExpressionRoll,
  type TermRoll,
} from '../../rules/dice';
import { browserRng } from '../../lib/browser-rng';
import { addRoll } from '../../stores/roll-log';
import { describeRoll } from '../../rules/dice/describe-roll';
import OddsChart from './OddsChart';
import RollButton from '../kit/RollButton';
import StaleNote from '../kit/StaleNote';
import { formatChance, formatFraction } from './format-chance';
import { formatStatistic, splitAtPosition } from './odds-chart-data';
import './dice-roller.css';

export interface DiceRollerProps {
  /** The notation in the field at first. */
  notation?: string;
  /** Prefix for element ids; give each roller on one page its own. */
  id?: string;
  /** Where the roll log says the roll was made. */
  source?: string;
  /** The roll log's link back; defaults to the current page's path. */
  href?: string;
  /** Level of the "Chances" heading, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/** Quick picks: notation and a short reminder of what it means (the button's text). */
const EXAMPLES: readonly { notation: string; note: string }[] = [
  { notation: '1d20', note: 'one d20' },
  { notation: '2d6+2', note: 'sum plus 2' },
  { notation: '3d6kth2', note: 'middle of 3d6' },
  { notation: '4d6dl1', note: 'drop lowest' },
  { notation: '6d6>3', note: 'count 4+' },
  { notation: 'd100z', note: '00–99' },
  { notation: '3d!', note: 'risk dice' },
  { notation: 'Ud8', note: 'usage die' },
];

/** Fractions longer than this (as text) go in a disclosure: 100d10 counts outcomes in 101-digit numbers. */
const MAX_INLINE_FRACTION = 32;

interface Rolled {
  /** Increases with every roll, so the result region is replaced and announced even when the text repeats. */
  readonly serial: number;
  readonly notation: string;
  readonly roll: ExpressionRoll;
}

function describeDieNote(term: TermRoll, die: DieRoll): string | null {
  if (term.kind !== 'dice') return null;
  if (!die.kept) return 'dropped';
  if (term.term.target) return die.success ? 'success' : 'miss';
  return term.term.selection ? 'kept' : null;
}

function describeTermValue(term: TermRoll): string {
  switch (term.kind) {
    case 'constant':
      return '';
    case 'dice':
      if (term.term.target) return `${term.value} ${term.value === 1 ? 'success' : 'successes'}`;
      return String(term.value);
    case 'risk':
      return term.triggered ? '1: triggered' : '0: not triggered';
    case 'usage':
      if (term.usedUp) return 'used up';
      return term.steppedDown ? `steps down to Ud${term.next}` : `stays Ud${term.term.sides}`;
  }
}

/**
 * One term of a roll: its dice, with kept, dropped and successful dice labelled in words (not
 * only by colour), and what the term is worth. A lone term of plain dice skips the label and the
 * value, which the total above already says.
 */
function TermDetail({ term, first, alone }: { term: TermRoll; first: boolean; alone: boolean }) {
  const sign = term.term.sign < 0 ? '−' : first ? '' : '+';
  const label = `${sign ? `${sign} ` : ''}${formatTerm(term.term)}`;
  const showLabel = !alone || term.term.sign < 0 || term.kind === 'constant';
  const value = describeTermValue(term);
  const plainSum = term.kind === 'dice' && !term.term.target;
  const showValue = value !== '' && !(alone && plainSum && term.term.sign > 0);
  return (
    <li class="dice-term">
      {showLabel ? <span class="dice-term-label">{label}</span> : null}
      {term.kind === 'dice' ? (
        <ul class="dice-faces">
          {term.dice.map((die, index) => {
            const note = describeDieNote(term, die);
            return (
              <li key={index} class={`dice-face${die.kept ? '' : ' dice-face-dropped'}${die.success ? ' dice-face-success' : ''}`}>
                <span class="dice-face-value">{die.value}</span>
                {note ? <span class="dice-face-note">{note}</span> : null}
              </li>
            );
          })}
        </ul>
      ) : term.kind === 'risk' ? (
        <ul class="dice-faces">
          {term.dice.map((die, index) => (
            <li key={index} class={`dice-face${die.triggers ? ' dice-face-success' : ''}`}>
              <span class="dice-face-value">{die.value}</span>
              {die.triggers ? <span class="dice-face-note">trigger</span> : null}
            </li>
          ))}
        </ul>
      ) : term.kind === 'usage' ? (
        <ul class="dice-faces">
          <li class={`dice-face${term.steppedDown ? ' dice-face-success' : ''}`}>
            <span class="dice-face-value">{term.value}</span>
            {term.steppedDown ? <span class="dice-face-note">step down</span> : null}
          </li>
        </ul>
      ) : null}
      {showValue ? <span class="dice-term-value">{term.kind === 'usage' ? '→ ' : '= '}{value}</span> : null}
    </li>
  );
}

function Heading({ level, id, children }: { level: 2 | 3 | 4; id: string; children: ComponentChildren }) {
  const Tag = `h${level}` as 'h2';
  return (
    <Tag id={id} class="dice-heading">
      {children}
    </Tag>
  );
}

export default function DiceRoller({ notation: initialNotation = '3d6kth2', id = 'dice-roller', source = 'Dice roller', href, headingLevel = 2 }: DiceRollerProps) {
  const [notation, setNotation] = useState(initialNotation);
  const [thresholdText, setThresholdText] = useState<string | null>(null);
  const [rolled, setRolled] = useState<Rolled | null>(null);
  const notationRef = useRef<HTMLInputElement>(null);
  const thresholdRef = useRef<HTMLInputElement>(null);

  const parsed = useMemo(() => parseNotation(notation), [notation]);
  const canonical = parsed.ok ? formatNotation(parsed.value) : null;
  // Keyed by the canonical form, so `3D6 KTH2` and `3d6kth2` share one computation.
  const odds = useMemo(() => (parsed.ok ? computeDistribution(parsed.value) : null), [canonical]);
  const distribution = odds?.ok ? odds.value : null;
  const summary = useMemo(() => (distribution ? summarizeDistribution(distribution) : null), [distribution]);

  // Until the reader picks a threshold, it follows the average of whatever is typed.
  const effectiveThreshold = thresholdText ?? (summary ? String(Math.round(summary.mean)) : '');
  const thresholdValue = effectiveThreshold.trim() === '' ? Number.NaN : Number(effectiveThreshold);
  const thresholdValid = Number.isInteger(thresholdValue);
  const chance = distribution && thresholdValid ? calculateChanceAtLeast(distribution, thresholdValue) : null;
  const fraction = chance ? formatFraction(chance) : null;

  // Text typed before hydration is still in the field: adopt it instead of resetting it.
  useEffect(() => {
    const typed = notationRef.current?.value;
    if (typed !== undefined && typed !== initialNotation) setNotation(typed);
    const threshold = thresholdRef.current?.value;
    if (threshold !== undefined && threshold !== effectiveThreshold) setThresholdText(threshold);
  }, []);

  const ids = {
    notation: `${id}-notation`,
    hint: `${id}-hint`,
    error: `${id}-error`,
    examples: `${id}-examples`,
    odds: `${id}-odds`,
    threshold: `${id}-threshold`,
    thresholdHint: `${id}-threshold-hint`,
  };

  function roll(event: TargetedSubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!parsed.ok) {
      notationRef.current?.focus();
      return;
    }
    const result = rollExpression(parsed.value, browserRng);
    const expression = formatNotation(parsed.value);
    setRolled((previous) => ({ serial: (previous?.serial ?? 0) + 1, notation: expression, roll: result }));
    addRoll({
      source,
      href: href ?? (typeof location === 'undefined' ? undefined : location.pathname),
      expression,
      detail: describeRoll(result),
      total: result.total,
    });
  }

  const error = parsed.ok ? null : parsed.error;
  const errorParts = error ? splitAtPosition(notation, error.position) : null;
  const rolledHere = rolled && rolled.notation === canonical ? rolled.roll.total : null;

  return (
    <div class="dice-roller" data-pagefind-ignore>
      <form class="dice-form" onSubmit={roll} noValidate>
        <label class="dice-label" for={ids.notation}>
          Dice notation
        </label>
        <div class="dice-entry">
          <input
            ref={notationRef}
            id={ids.notation}
            class="dice-input"
            type="text"
            name="notation"
            value={notation}
            onInput={(event) => setNotation(event.currentTarget.value)}
            autocomplete="off"
            autocapitalize="off"
            autocorrect="off"
            spellcheck={false}
            enterKeyHint="go"
            aria-invalid={error ? 'true' : 'false'}
            aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
          />
          <RollButton id={id} type="submit" class="dice-roll-button" blockedBy={parsed.ok ? null : 'Roll is off until the notation can be read.'}>
            Roll
          </RollButton>
        </div>
        {error && errorParts ? (
          <p id={ids.error} class="dice-error">
            <span class="dice-error-message">{error.message}</span>
            <span class="dice-error-where" aria-hidden="true">
              <code>
                {errorParts.before}
                <mark class="dice-error-mark">{errorParts.at === '' ? '?' : errorParts.at}</mark>
                {errorParts.after}
              </code>
              <span class="dice-error-arrow">← here</span>
            </span>
          </p>
        ) : null}
        <p id={ids.hint} class="dice-hint">
          Such as 2d6+2, 4d6dl1 or 6d6&gt;3. Press Enter to roll.
        </p>
        <div class="dice-examples" role="group" aria-labelledby={ids.examples}>
          <span id={ids.examples} class="dice-examples-label">
            Examples
          </span>
          <ul class="dice-example-list">
            {EXAMPLES.map((example) => (
              <li key={example.notation}>
                <button
                  type="button"
                  class="dice-example"
                  onClick={() => setNotation(example.notation)}
                >
                  <span class="dice-example-notation">{example.notation}</span>
                  <span class="dice-example-note">{example.note}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      </form>

      <div class="dice-result" role="status" aria-label="Roll result" aria-live="polite" aria-atomic="true" data-stale={rolled && !parsed.ok ? '' : undefined}>
        <StaleNote stale={rolled !== null && !parsed.ok} />
        {rolled ? (
          <div key={rolled.serial} class="dice-result-body">
            <p class="dice-result-head">
              <span class="dice-result-notation">
                <code>{rolled.notation}</code> rolled
              </span>
              <span class="dice-total">{rolled.roll.total}</span>
            </p>
            <ul class="dice-terms">
              {rolled.roll.terms.map((term, index) => (
                <TermDetail key={index} term={term} first={index === 0} alone={rolled.roll.terms.length === 1} />
              ))}
            </ul>
          </div>
        ) : (
          <p class="dice-result-empty">No roll yet. The total and every die will show here.</p>
        )}
      </div>

      <section class="dice-odds" aria-labelledby={ids.odds}>
        <Heading level={headingLevel} id={ids.odds}>
          {canonical ? ['Chances for ', <code key="n">{canonical}</code>] : 'Chances'}
        </Heading>
        {!parsed.ok ? (
          <p class="dice-odds-note">Chances show here once the notation can be read.</p>
        ) : odds && !odds.ok ? (
          <p class="dice-odds-note">Exact chances are not shown for this roll: {odds.error.message}. Rolling still works.</p>
        ) : distribution && summary ? (
          <>
            <dl class="dice-stats">
              <div>
                <dt>Average</dt>
                <dd>{formatStatistic(summary.mean)}</dd>
              </div>
              <div>
                <dt>Lowest</dt>
                <dd>{summary.min}</dd>
              </div>
              <div>
                <dt>Highest</dt>
                <dd>{summary.max}</dd>
              </div>
              <div>
                <dt>Standard deviation</dt>
                <dd>{formatStatistic(summary.standardDeviation)}</dd>
              </div>
            </dl>
            <div class="dice-at-least">
              <label for={ids.threshold}>Chance of at least</label>
              <input
                ref={thresholdRef}
                id={ids.threshold}
                class="dice-threshold"
                type="number"
                inputMode="numeric"
                step={1}
                value={effectiveThreshold}
                onInput={(event) => setThresholdText(event.currentTarget.value)}
                aria-invalid={thresholdValid ? 'false' : 'true'}
                aria-describedby={ids.thresholdHint}
              />
              <p id={ids.thresholdHint} class="dice-chance" aria-live="polite">
                {chance && fraction ? (
                  <>
                    <strong class="dice-chance-percent">{formatChance(chance)}</strong>{' '}
                    {fraction.exact.length <= MAX_INLINE_FRACTION ? (
                      <span class="dice-chance-fraction">
                        ({fraction.exact}
                        {fraction.reduced ? ` = ${fraction.reduced}` : ''})
                      </span>
                    ) : null}
                  </>
                ) : (
                  'Enter a whole number.'
                )}
              </p>
              {chance && fraction && fraction.exact.length > MAX_INLINE_FRACTION ? (
                <details class="dice-fraction-details">
                  <summary>Exact fraction</summary>
                  <p class="dice-fraction-long">{fraction.reduced ?? fraction.exact}</p>
                </details>
              ) : null}
            </div>
            <OddsChart distribution={distribution} label={canonical ?? notation} highlight={rolledHere} id={`${id}-chart`} />
          </>
        ) : null}
      </section>
    </div>
  );
}
