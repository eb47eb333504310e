/** The Item creator's running total: each option's cost, points spent and left, and the tier's XP cost. */
import { tierItemName, type ItemBudget as Budget } from '../../../rules/locus';
import { withBase } from '../../../lib/navigation';

const XP_HREF = withBase(import.meta.env.BASE_URL, 'locus/conditions-and-deaths-door/#experience--progression');

function points(count: number): string {
  return `${count} pt${count === 1 ? '' : 's'}`;
}

export default function ItemBudget({ id, budget, captionId }: { id: string; budget: Budget; captionId: string }) {
  return (
    <div id={id} class={`ld-result${budget.overBudget ? ' ld-over' : ''}`} role="status" aria-live="polite" aria-labelledby={captionId}>
      <table class="ld-budget">
        <caption id={captionId} class="visually-hidden">
          Points spent on this Item
        </caption>
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Cost</th>
          </tr>
        </thead>
        <tbody>
          {budget.lines.map((line) => (
            <tr key={line.option}>
              <td>{line.label}</td>
              <td>{points(line.points)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total spent (budget {budget.budget})</th>
            <td>{points(budget.spent)}</td>
          </tr>
        </tfoot>
      </table>
      <p class="ld-big">
        <strong>
          {budget.spent} of {budget.budget} points spent, {budget.left >= 0 ? `${budget.left} left` : `${-budget.left} over budget`}.
        </strong>
      </p>
      {budget.message ? <p class={budget.overBudget ? 'field-error' : 'ld-hint'}>{budget.message}</p> : null}
      <p>
        XP cost: <strong>{budget.xpCost} XP</strong> for {tierItemName(budget.tier)}, when a Character buys it with experience (<a href={XP_HREF}>Spending XP</a>).
      </p>
    </div>
  );
}
