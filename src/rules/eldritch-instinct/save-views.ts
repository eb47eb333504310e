/**
 * The save roller and the opposed save as they show, decided here from the scores as read (null
 * while a field cannot be): the exact chances with their heading, why Roll is off, and the roll,
 * made through the logger it is handed and returned as the parts its result shows.
 */
import type { Fraction } from '../dice';
import {
  effectiveScore,
  formatD100,
  OCCUPATION_BONUS,
  opposedChanceList,
  opposedSaveLogSource,
  opposedSaveTool,
  SAVE_OUTCOME_SENTENCES,
  saveChanceList,
  saveLogSource,
  saveTool,
  scoreRollOff,
  sideLabels,
} from './saves';
import type { EiRollLogger } from './tool';

export interface SaveRollerView {
  /** "Related to occupation (+20)" */
  readonly relatedLabel: string;
  readonly chances: ReturnType<typeof saveChanceList>;
  readonly blockedBy: string | null;
  /** The save rolled and logged: the d100 as read, the score it was against, the outcome. */
  readonly roll:
    | ((log: EiRollLogger) => {
        readonly die: string;
        readonly against: number;
        readonly sentence: string;
      })
    | null;
}

export function viewSaveRoller(
  score: number | null,
  related: boolean,
  who: string,
): SaveRollerView {
  return {
    relatedLabel: `Related to occupation (+${OCCUPATION_BONUS})`,
    chances: saveChanceList(score, related),
    blockedBy: score === null ? scoreRollOff('the score') : null,
    roll:
      score === null
        ? null
        : (log) => {
            const rolled = log(saveTool, { score, related }, saveLogSource(who));
            return {
              die: formatD100(rolled.roll),
              against: effectiveScore(score, related),
              sentence: SAVE_OUTCOME_SENTENCES[rolled.outcome],
            };
          },
  };
}

/** Both sides of an opposed save: a legend, and the name typed for it. */
export const OPPOSED_SIDES = [
  ['a', 'First side'],
  ['b', 'Second side'],
] as const;

export interface OpposedSaveView {
  /** Each side's name as shown ("Side A" while none is typed). */
  readonly labels: { readonly a: string; readonly b: string };
  readonly chances: readonly { readonly label: string; readonly fraction: Fraction }[];
  readonly blockedBy: string | null;
  /** The saves rolled and logged: the verdict and how it came. */
  readonly roll:
    ((log: EiRollLogger) => { readonly verdict: string; readonly explanation: string }) | null;
}

export function viewOpposedSave(
  names: { readonly a: string; readonly b: string },
  a: number | null,
  b: number | null,
): OpposedSaveView {
  const labels = sideLabels({ a: { name: names.a }, b: { name: names.b } });
  return {
    labels,
    chances: opposedChanceList(labels, a, b),
    blockedBy: a === null || b === null ? scoreRollOff('both scores', true) : null,
    roll:
      a === null || b === null
        ? null
        : (log) => {
            const input = { a: { name: names.a, score: a }, b: { name: names.b, score: b } };
            const rolled = log(opposedSaveTool, input, opposedSaveLogSource(names));
            return { verdict: rolled.verdict, explanation: rolled.explanation };
          },
  };
}
