/**
 * Named values side by side, each on a card with the value large: a sheet's derived scores, a
 * roll's statistics. A description list, so a screen reader says each term with its value; the
 * tools stylesheet's role classes (`tool-parts`, `tool-card`, `tool-part-value`) lay it out.
 */
import type { ComponentChildren } from 'preact';

export interface ValueCardsProps {
  /** Each term and its value, in the order shown; terms are unique. */
  readonly values: readonly (readonly [term: string, value: ComponentChildren])[];
  /** A class added to the list's own, for a ruleset's layout of it. */
  readonly class?: string;
}

export default function ValueCards({ values, class: extra }: ValueCardsProps) {
  return (
    <dl class={extra ? `tool-parts ${extra}` : 'tool-parts'}>
      {values.map(([term, value]) => (
        <div key={term} class="tool-card">
          <dt>{term}</dt>
          <dd class="tool-part-value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
