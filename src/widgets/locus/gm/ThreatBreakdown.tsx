/**
 * A Monster's threat, line by line: every contribution with its reason, the total, the grade
 * with its band, the lower-bound-inclusive decision, and, for the Locus' own Monster, whether it
 * is Very Strong as it should be. The summary is a live region, read out as the inputs change.
 */
import {
  formatGradeRange,
  formatSigned,
  judgeLocusMonster,
  summarizeScore,
  THREAT_BANDS_DECISION,
  type ThreatScore,
} from '../../../rules/locus';
import { LiveNote } from '../../kit';

interface Props {
  readonly id: string;
  /** The score, or null while the inputs cannot be scored. */
  readonly score: ThreatScore | null;
  /** Why there is no score (e.g. the Death's Door size is not valid). */
  readonly problem?: string;
  readonly locusMonster: boolean;
}

export default function ThreatBreakdown({ id, score, problem, locusMonster }: Props) {
  const verdict = score && locusMonster ? judgeLocusMonster(score) : null;
  const grade = score?.grade;
  return (
    <>
      {score ? (
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
              {score.lines.map((line, index) => (
                <tr
                  key={`${line.label}-${index}`}
                  class={line.kind === 'unscored' ? 'tool-muted' : undefined}
                >
                  <th scope="row">{line.label}</th>
                  <td>{line.reason}</td>
                  <td class="locus-points">{formatSigned(line.points)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {score.grade ? 'Total' : 'Total so far'}
                </th>
                <td class="locus-points">{score.total}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
      <LiveNote
        as="div"
        id={`${id}-summary`}
        class={`tool-result locus-result${grade ? ` locus-grade-${grade.id}` : ''}`}
        atomic
      >
        {score ? (
          <p class="locus-big">
            {grade ? (
              <>
                Threat <strong>{score.total}</strong>: <strong>{grade.label}</strong>{' '}
                <span class="tool-muted">({formatGradeRange(grade)})</span>
              </>
            ) : (
              <>{summarizeScore(score)}.</>
            )}
          </p>
        ) : (
          <p class="locus-big">{problem ?? 'The threat cannot be scored yet.'}</p>
        )}
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
