/**
 * A Monster's threat, line by line, as its view (`viewThreatBreakdown`) decides: every
 * contribution with its reason, the total, the grade with its band, the lower-bound-inclusive
 * decision, and, for the Locus' own Monster, whether it is Very Strong as it should be. The
 * summary is a live region, read out as the inputs change.
 */
import { THREAT_BANDS_DECISION, type ThreatBreakdownView } from '../../../rules/locus';
import { LiveNote } from '../../kit';

export default function ThreatBreakdown({
  id,
  threat,
}: {
  id: string;
  threat: ThreatBreakdownView;
}) {
  const { table, summary, verdict } = threat;
  return (
    <>
      {table ? (
        <div class="locus-table-wrap">
          <table class="locus-table">
            <caption>Threat, line by line</caption>
            <thead>
              <tr>
                <th scope="col">Part</th>
                <th scope="col">Why</th>
                <th scope="col" class="locus-points">
                  Points
                </th>
              </tr>
            </thead>
            <tbody>
              {table.lines.map((line, index) => (
                <tr key={`${line.label}-${index}`} class={line.muted ? 'tool-muted' : undefined}>
                  <th scope="row">{line.label}</th>
                  <td>{line.reason}</td>
                  <td class="locus-points">{line.points}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {table.totalLabel}
                </th>
                <td class="locus-points">{table.total}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
      <LiveNote
        as="div"
        id={`${id}-summary`}
        class={`tool-result locus-result${threat.gradeId ? ` locus-grade-${threat.gradeId}` : ''}`}
        atomic
      >
        <p class="locus-big">
          {'text' in summary ? (
            summary.text
          ) : (
            <>
              Threat <strong>{summary.total}</strong>: <strong>{summary.grade}</strong>{' '}
              <span class="tool-muted">({summary.range})</span>
            </>
          )}
        </p>
        {verdict ? (
          <p class={`locus-verdict locus-verdict-${verdict.veryStrong ? 'ok' : 'off'}`}>
            {verdict.message}
          </p>
        ) : null}
      </LiveNote>
      <p class="tool-hint">
        <strong>Our reading of the grades:</strong> {THREAT_BANDS_DECISION}
      </p>
    </>
  );
}
