/**
 * The status line of a search (src/scripts/search.ts): how many results, what was searched for
 * when it is not what was typed, and, for a search of every ruleset that several games answer,
 * which ones (their answers come first). Pure, so each wording is tested alone.
 */
import type { SearchOutcome } from '../../lib/search/engine.ts';
import { capitalised, countOf, howMany, listInWords } from '../../rules/words.ts';
import { MAX_RESULTS } from './load.ts';

/**
 * `where` is the scope as the line says it (` in LOOT`, or '' for every ruleset); `gameName` names
 * a ruleset by its id.
 */
export function describeOutcome(
  term: string,
  outcome: SearchOutcome,
  where: string,
  gameName: (ruleset: string) => string = (ruleset) => ruleset,
): string {
  const count = outcome.total;
  const searched = outcome.terms.join(' ');
  if (count === 0) {
    // A corrected word (corrected against every ruleset) may be on no page of the chosen one: say
    // what was searched for, or the reader takes the typo for the word the pages lack.
    const changes = [
      ...(outcome.corrected.length > 0 ? [`corrected from “${term}”`] : []),
      ...(outcome.dropped.length > 0 ? [`no page has “${outcome.dropped.join(' ')}”`] : []),
    ];
    return searched && changes.length > 0
      ? `No results for “${searched}” (${changes.join('; ')})${where}.`
      : `No results for “${term}”${where}.`;
  }
  const found = `${howMany(count, 'result')} found`;
  const more = count > MAX_RESULTS ? `, showing the first ${MAX_RESULTS}` : '';
  const games =
    outcome.answeredBy.length > 1
      ? ` ${capitalised(countOf(outcome.answeredBy.length, 'game'))} answer it: ${listInWords(outcome.answeredBy.map(gameName))}.`
      : '';
  if (outcome.partial)
    return `No page holds every word of “${term}”${where}: showing pages with some of “${searched}”. ${found}${more}.${games}`;
  if (outcome.corrected.length > 0 || outcome.dropped.length > 0) {
    const unknown =
      outcome.dropped.length > 0 ? ` (no page has “${outcome.dropped.join(' ')}”)` : '';
    return `Showing results for “${searched}”${unknown}. ${found}${where}${more}.${games}`;
  }
  return `${found} for “${term}”${where}${more}.${games}`;
}
