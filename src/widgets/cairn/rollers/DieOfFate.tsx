/**
 * The optional Die of Fate: 1d6 when an outcome is uncertain; 4 or more generally favours the
 * PCs, 3 or under usually means bad luck. Shows the exact even odds and logs the roll.
 *
 * Place with `<DieOfFate client:visible id="..." />`; props: id, title, headingLevel.
 */
import { useState } from 'preact/hooks';
import { cairnDieOfFateChances, rollCairnDieOfFate, type CairnDieOfFate } from '../../../rules/cairn/fate';
import { browserRng } from '../../../lib/browser-rng';
import { addRoll } from '../../../stores/roll-log';
import { formatChance } from '../../shared/format-chance';
import { hrefFor, ToolHeading, type HeadingLevel } from './parts';

interface Props {
  readonly id?: string;
  readonly title?: string;
  readonly headingLevel?: HeadingLevel;
}

export default function DieOfFate({ id = 'cairn-die-of-fate', title = 'Die of Fate', headingLevel = 3 }: Props) {
  const [rolled, setRolled] = useState<(CairnDieOfFate & { serial: number }) | null>(null);
  const chances = cairnDieOfFateChances();
  const headingId = `${id}-heading`;

  function roll() {
    const result = rollCairnDieOfFate(browserRng);
    setRolled((previous) => ({ ...result, serial: (previous?.serial ?? 0) + 1 }));
    addRoll({ source: 'Cairn: Die of Fate', href: hrefFor(id), expression: 'd6', detail: String(result.roll), total: result.roll, result: result.meaning });
  }

  return (
    <section id={id} class="tool crn-tool" aria-labelledby={headingId} data-pagefind-ignore>
      <ToolHeading level={headingLevel} id={headingId}>
        {title}
      </ToolHeading>
      <p class="crn-muted">
        4–6 favours the PCs ({formatChance(chances['favours-pcs'])}); 1–3 is bad luck ({formatChance(chances['bad-luck'])}).
      </p>
      <button type="button" class="primary-button" onClick={roll}>
        Roll the Die of Fate
      </button>
      <div class="crn-result" role="status" aria-live="polite">
        {rolled ? (
          <p key={rolled.serial}>
            Rolled <span class="crn-die">{rolled.roll}</span>: {rolled.meaning}
          </p>
        ) : null}
      </div>
    </section>
  );
}
