/**
 * What a Monster's threat breakdown shows (in the builder and the calculator), decided in one
 * place: every contribution line with its points signed, the total's label, the summary (the
 * grade with its band, or the total so far, or why there is no score), and, for the Locus' own
 * Monster, whether it is Very Strong as it should be.
 */
import { formatSigned } from '../words';
import {
  formatGradeRange,
  judgeLocusMonster,
  summarizeScore,
  type LocusMonsterVerdict,
  type ThreatGradeId,
  type ThreatScore,
} from './threat';

export interface ThreatBreakdownView {
  /** The line-by-line table, or null while the inputs cannot be scored. */
  readonly table: {
    readonly lines: readonly {
      readonly label: string;
      readonly reason: string;
      /** "+2", "−1", "0". */
      readonly points: string;
      /** A part that scores nothing, shown muted. */
      readonly muted: boolean;
    }[];
    /** "Total", or "Total so far" until every Attribute is set. */
    readonly totalLabel: string;
    readonly total: number;
  } | null;
  /** The grade reached, for the result's colour. */
  readonly gradeId: ThreatGradeId | null;
  /** The grade with its band, or the summary in words (the total so far, or why there is none). */
  readonly summary:
    | { readonly total: number; readonly grade: string; readonly range: string }
    | { readonly text: string };
  readonly verdict: LocusMonsterVerdict | null;
}

/** The breakdown of a score (null: `problem` says why there is none). */
export function viewThreatBreakdown(
  score: ThreatScore | null,
  locusMonster: boolean,
  problem = 'The threat cannot be scored yet.',
): ThreatBreakdownView {
  if (!score) return { table: null, gradeId: null, summary: { text: problem }, verdict: null };
  const { grade } = score;
  return {
    table: {
      lines: score.lines.map((line) => ({
        label: line.label,
        reason: line.reason,
        points: formatSigned(line.points),
        muted: line.kind === 'unscored',
      })),
      totalLabel: grade ? 'Total' : 'Total so far',
      total: score.total,
    },
    gradeId: grade?.id ?? null,
    summary: grade
      ? { total: score.total, grade: grade.label, range: formatGradeRange(grade) }
      : { text: `${summarizeScore(score)}.` },
    verdict: locusMonster ? judgeLocusMonster(score) : null,
  };
}
