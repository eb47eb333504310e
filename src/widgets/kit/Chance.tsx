/**
 * An exact chance, in the one format the site uses everywhere: "Chance to pass: 55.0% (11/20)".
 * The percent never shows a possible result as impossible (see format-chance.ts); the fraction
 * counts the outcomes behind it.
 */
import type { ComponentChildren } from 'preact';
import type { Fraction } from '../../rules/dice';
import { formatChance, formatFraction } from '../../rules/dice/format-chance';

interface Props {
  readonly label: ComponentChildren;
  readonly fraction: Fraction;
  /** A line of its own, marked at the left (default), or words inside a sentence or list. */
  readonly inline?: boolean;
}

export function ChanceText({ fraction }: { fraction: Fraction }) {
  return (
    <>
      <strong>{formatChance(fraction)}</strong>{' '}
      <span class="tool-muted">({formatFraction(fraction).exact})</span>
    </>
  );
}

export default function Chance({ label, fraction, inline = false }: Props) {
  const body = (
    <>
      {label}: <ChanceText fraction={fraction} />
    </>
  );
  return inline ? <span class="chance-inline">{body}</span> : <p class="chance">{body}</p>;
}

/** Exact chances side by side, each a term and its chance: "Success 46.0% (46/100)". */
export function ChanceList({
  chances,
}: {
  chances: readonly { label: string; fraction: Fraction }[];
}) {
  return (
    <dl class="tool-parts">
      {chances.map(({ label, fraction }) => (
        <div key={label} class="tool-card">
          <dt>{label}</dt>
          <dd>
            <ChanceText fraction={fraction} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
