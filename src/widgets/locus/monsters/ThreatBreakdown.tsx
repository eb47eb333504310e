/**
 * A Monster's threat, line by line: every contribution with its reason, the total, the grade
 * with its band, the lower-bound-inclusive decision, and, for the Locus' own Monster, whether it
 * is Very Strong as it should be. The summary is a polite live region, so it is read out as the
 * inputs change.
 */
import {
  formatGradeRange,
  judgeLocusMonster,
  MONSTER_ATTRIBUTE_LABELS,
  THREAT_BANDS_DECISION,
  type ThreatScore,
} from '../../../rules/locus';

interface Props {
  readonly id: string;
  /** The score, or null while the inputs cannot be scored. */
  readonly score: ThreatScore | null;
  /** Why there is no score (e.g. the Death's Door size is not valid). */
  readonly problem?: string;
  readonly locusMonster: boolean;
}

/** "+3", "−1", "0". */
export function formatPoints(points: number): string {
  if (points > 0) return `+${points}`;
  if (points < 0) return `−${-points}`;
  return '0';
}

function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** "Total 15: Balanced (15–19)" and the like, for the summary and saved-list buttons. */
export function summarizeScore(score: ThreatScore): string {
  if (score.grade === null) return `Total so far ${score.total}; not graded until ${listWords(score.missing.map((attribute) => MONSTER_ATTRIBUTE_LABELS[attribute]))} ${score.missing.length === 1 ? 'is' : 'are'} set`;
  return `Total ${score.total}: ${score.grade.label} (${formatGradeRange(score.grade)})`;
}

export default function ThreatBreakdown({ id, score, problem, locusMonster }: Props) {
  const verdict = score && locusMonster ? judgeLocusMonster(score) : null;
  const grade = score?.grade;
  return (
    <div class="lm-threat">
      {score ? (
        <div class="lm-table-wrap">
          <table class="lm-table">
            <caption>Threat, line by line</caption>
            <thead>
              <tr>
                <th scope="col">Part</th>
                <th scope="col">Why</th>
                <th scope="col" class="lm-points">
                  Points
                </th>
              </tr>
            </thead>
            <tbody>
              {score.lines.map((line, index) => (
                <tr key={`${line.label}-${index}`} class={line.kind === 'unscored' ? 'lm-unscored' : undefined}>
                  <th scope="row">{line.label}</th>
                  <td>{line.reason}</td>
                  <td class="lm-points">{formatPoints(line.points)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {score.grade ? 'Total' : 'Total so far'}
                </th>
                <td class="lm-points">{score.total}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
      <div id={`${id}-summary`} class={`lm-summary${grade ? ` lm-grade-${grade.id}` : ''}`} role="status" aria-atomic="true">
        {score ? (
          <p class="lm-grade">
            {grade ? (
              <>
                Threat <strong>{score.total}</strong>: <strong>{grade.label}</strong> <span class="lm-band">({formatGradeRange(grade)})</span>
              </>
            ) : (
              <>{summarizeScore(score)}.</>
            )}
          </p>
        ) : (
          <p class="lm-grade">{problem ?? 'The threat cannot be scored yet.'}</p>
        )}
        {verdict ? <p class={`lm-verdict ${verdict.veryStrong ? 'lm-verdict-ok' : 'lm-verdict-off'}`}>{verdict.message}</p> : null}
      </div>
      <p class="lm-hint lm-decision">
        <strong>Our reading of the grades:</strong> {THREAT_BANDS_DECISION}
      </p>
    </div>
  );
}
