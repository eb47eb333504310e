/**
 * Dead Weight risk dice: roll `Nd!` (1-20 six-sided dice; any 1 triggers) with the exact chance
 * to trigger shown before rolling. Every roll goes to the roll log.
 *
 * Place with `<RiskDice client:visible id="..." />`.
 */
import { useState } from 'preact/hooks';
import { browserRng } from '../../../lib/browser-rng';
import { computeDwRiskChance, parseDwRiskCount, rollDwRisk, DW_RISK_MAX, DW_RISK_MIN, type DwRiskRoll } from '../../../rules/dead-weight/usage';
import { addRoll } from '../../../stores/roll-log';
import { formatChance, formatFraction } from '../../shared/format-chance';
import Heading, { type HeadingLevel } from '../../shared/Heading';
import RollButton from '../../kit/RollButton';
import StaleNote from '../../kit/StaleNote';
import './expedition.css';

interface Props {
  readonly id?: string;
  readonly headingLevel?: HeadingLevel;
  readonly title?: string;
}

export default function RiskDice({ id = 'dw-risk-dice', headingLevel = 3, title = 'Risk dice' }: Props) {
  const [countText, setCountText] = useState('1');
  const [what, setWhat] = useState('');
  const [result, setResult] = useState<DwRiskRoll | null>(null);
  const parsed = parseDwRiskCount(countText);
  // Explained at the field as it is typed, like every tool's fields.
  const error = parsed.ok ? null : parsed.message;
  const chance = parsed.ok ? computeDwRiskChance(parsed.value) : null;
  const fraction = chance ? formatFraction(chance) : null;

  function roll(event: Event) {
    event.preventDefault();
    if (!parsed.ok) return;
    const rolled = rollDwRisk(parsed.value, browserRng);
    setResult(rolled);
    const label = what.trim();
    addRoll({
      source: `Dead Weight: risk dice${label ? ` (${label.slice(0, 60)})` : ''}`,
      href: typeof location === 'undefined' ? undefined : `${location.pathname}#${id}`,
      expression: rolled.notation,
      detail: rolled.dice.join(', '),
      total: rolled.triggered ? 1 : 0,
      result: rolled.triggered ? 'triggered' : 'not triggered',
    });
  }

  return (
    <section id={id} class="tool dwx-tool" aria-labelledby={`${id}-heading`} data-pagefind-ignore>
      <Heading level={headingLevel} id={`${id}-heading`} class="dwx-heading">
        {title}
      </Heading>
      <form onSubmit={roll} noValidate>
        <div class="dwx-row">
          <div class="field dwx-narrow">
            <label for={`${id}-count`}>
              Risk dice ({DW_RISK_MIN}–{DW_RISK_MAX})
            </label>
            <input
              id={`${id}-count`}
              inputMode="numeric"
              value={countText}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={error ? `${id}-count-error` : undefined}
              onInput={(event) => setCountText(event.currentTarget.value)}
            />
          </div>
          <div class="field">
            <label for={`${id}-what`}>What for (optional, for the log)</label>
            <input id={`${id}-what`} value={what} maxLength={60} onInput={(event) => setWhat(event.currentTarget.value)} />
          </div>
          <RollButton id={id} type="submit" blockedBy={error ? 'Roll is off until the number of risk dice can be read.' : null}>
            Roll risk dice
          </RollButton>
        </div>
        {error ? (
          <p id={`${id}-count-error`} class="field-error">
            {error}
          </p>
        ) : null}
      </form>
      {chance && fraction && parsed.ok ? (
        <p>
          Chance that {parsed.value}d! triggers (any die shows 1): <strong>{formatChance(chance)}</strong> ({fraction.exact}
          {fraction.reduced ? ` = ${fraction.reduced}` : ''})
        </p>
      ) : null}
      <div aria-live="polite" class="dwx-result" data-stale={result && error ? '' : undefined}>
        <StaleNote stale={result !== null && error !== null} />
        <p>{result ? `${result.notation}: ${result.dice.join(', ')}, ${result.triggered ? 'triggered' : 'not triggered'}.` : ''}</p>
      </div>
    </section>
  );
}
