/**
 * An exact chance, in the one format the site uses everywhere: "Chance to pass: 55.0% (11/20)".
 * The words come from `describeChance`: the percent never shows a possible result as impossible,
 * the fraction is in lowest terms, and one too long to read gives way to "about 1 in N" with the
 * exact value a button press away.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { Fraction } from '../../rules/dice';
import { describeChance } from '../../rules/dice/format-chance';

interface Props {
  readonly label: ComponentChildren;
  readonly fraction: Fraction;
  /** A line of its own, marked at the left (default), or words inside a sentence or list. */
  readonly inline?: boolean;
}

export function ChanceText({ fraction }: { fraction: Fraction }) {
  const words = describeChance(fraction);
  const [exactShown, setExactShown] = useState(false);
  return (
    <>
      <strong>{words.percent}</strong>
      {words.beside === null ? null : <span class="tool-muted"> ({words.beside})</span>}
      {words.besideIsExact ? null : (
        <>
          {' '}
          {/* Kept in place once pressed, so the focus stays where the reader left it. */}
          <button
            type="button"
            class="chance-exact-button"
            aria-label={`Show the exact chance behind ${words.percent}`}
            aria-expanded={exactShown}
            onClick={() => setExactShown(!exactShown)}
          >
            exact
          </button>
          {exactShown ? <span class="chance-exact"> = {words.exact}</span> : null}
        </>
      )}
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

/** Exact chances side by side, each a term and its chance: "Success 46.0% (23/50)". */
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
