/**
 * An exact chance as the reader sees it in every Locus check roller: the percentage, then the
 * count of outcomes behind it, "50.0% (108/216)". Both come from the rules' exact Fraction.
 */
import type { Fraction } from '../../../rules/dice';
import { formatChance, formatFraction } from '../../shared/format-chance';

export default function Chance({ fraction }: { fraction: Fraction }) {
  return (
    <span class="lc-chance">
      <strong>{formatChance(fraction)}</strong> <span class="lc-chance-fraction">({formatFraction(fraction).exact})</span>
    </span>
  );
}
